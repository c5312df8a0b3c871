public import Foundation

/// Distances from the four edges of a rectangle: RefreshKit's `UIEdgeInsets`, which Linux lacks.
///
/// Insets add and subtract edge by edge, which is how ``ScrollModel`` keeps its inset ledger.
public struct EdgeInsets: Hashable, Sendable, Codable {
  /// The inset from the top edge.
  public var top: CGFloat

  /// The inset from the left edge.
  public var left: CGFloat

  /// The inset from the bottom edge.
  public var bottom: CGFloat

  /// The inset from the right edge.
  public var right: CGFloat

  /// Creates insets; omitted edges are zero.
  public init(top: CGFloat = 0, left: CGFloat = 0, bottom: CGFloat = 0, right: CGFloat = 0) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
  }

  /// Insets of zero on every edge.
  public static let zero = EdgeInsets()

  /// Whether every edge is a finite number (neither NaN nor infinite).
  public var isFinite: Bool {
    self.top.isFinite && self.left.isFinite && self.bottom.isFinite && self.right.isFinite
  }

  /// The sum of the top and bottom insets.
  public var vertical: CGFloat {
    self.top + self.bottom
  }

  /// The sum of the left and right insets.
  public var horizontal: CGFloat {
    self.left + self.right
  }

  /// Adds two insets edge by edge.
  public static func + (lhs: EdgeInsets, rhs: EdgeInsets) -> EdgeInsets {
    EdgeInsets(
      top: lhs.top + rhs.top,
      left: lhs.left + rhs.left,
      bottom: lhs.bottom + rhs.bottom,
      right: lhs.right + rhs.right
    )
  }

  /// Subtracts two insets edge by edge.
  public static func - (lhs: EdgeInsets, rhs: EdgeInsets) -> EdgeInsets {
    EdgeInsets(
      top: lhs.top - rhs.top,
      left: lhs.left - rhs.left,
      bottom: lhs.bottom - rhs.bottom,
      right: lhs.right - rhs.right
    )
  }

  /// Adds insets edge by edge, in place.
  public static func += (lhs: inout EdgeInsets, rhs: EdgeInsets) {
    lhs = lhs + rhs
  }

  /// Subtracts insets edge by edge, in place.
  public static func -= (lhs: inout EdgeInsets, rhs: EdgeInsets) {
    lhs = lhs - rhs
  }
}

extension EdgeInsets: CustomStringConvertible {
  /// The insets as `{top, left, bottom, right}`, like `NSStringFromUIEdgeInsets`.
  public var description: String {
    "{\(self.top), \(self.left), \(self.bottom), \(self.right)}"
  }
}
