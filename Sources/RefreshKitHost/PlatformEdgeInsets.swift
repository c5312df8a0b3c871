public import Foundation
public import RefreshKit

/// A platform's edge insets (UIKit's `UIEdgeInsets`, AppKit's `NSEdgeInsets`), which convert to
/// and from `EdgeInsets` edge by edge.
public protocol PlatformEdgeInsets {
  /// The top edge.
  var top: CGFloat { get }
  /// The left edge.
  var left: CGFloat { get }
  /// The bottom edge.
  var bottom: CGFloat { get }
  /// The right edge.
  var right: CGFloat { get }

  /// Insets of these edges.
  ///
  /// - Parameters:
  ///   - top: The top edge.
  ///   - left: The left edge.
  ///   - bottom: The bottom edge.
  ///   - right: The right edge.
  init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat)
}

extension PlatformEdgeInsets {
  /// The platform's insets of RefreshKit's.
  ///
  /// - Parameter insets: RefreshKit's insets.
  public init(_ insets: EdgeInsets) {
    self.init(top: insets.top, left: insets.left, bottom: insets.bottom, right: insets.right)
  }
}

extension EdgeInsets {
  /// RefreshKit's insets of a platform's.
  ///
  /// - Parameter insets: The platform's insets.
  public init(_ insets: some PlatformEdgeInsets) {
    self.init(top: insets.top, left: insets.left, bottom: insets.bottom, right: insets.right)
  }
}
