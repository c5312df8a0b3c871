/// How the refresh modifiers reach the scroll view they are on.
///
/// ``automatic`` is the default, on every release: the modifiers find the UIKit or AppKit scroll
/// view behind the `List`, `Form` or `ScrollView` and attach RefreshKit's UIKit or AppKit
/// binding to it, so that a SwiftUI app gets the binding's behaviour exactly. Set
/// ``scrollGeometry`` with `.refreshPath(.scrollGeometry)` to use SwiftUI's scroll geometry and
/// positions instead, on the releases that have them.
public enum RefreshPath: Sendable, Hashable, CaseIterable {
  /// The UIKit or AppKit binding on the scroll view behind the SwiftUI view. Where none is found
  /// (a release whose hierarchy changed), a diagnostic says so and, on iOS 18, macOS 15, tvOS 18
  /// and visionOS 2 and later, the modifiers fall back to ``scrollGeometry``.
  case automatic

  /// SwiftUI's own scroll geometry (`onScrollGeometryChange`), phases and positions, with the
  /// components drawn in an overlay: on iOS 18, macOS 15, tvOS 18 and visionOS 2 and later;
  /// before, the modifiers take ``automatic`` and say so. A `ScrollPosition` is clamped to the
  /// content, the overlay takes no taps, and a trailer is not drawn (docs/integrating.md).
  case scrollGeometry
}

/// The environment key of the refresh path.
private struct RefreshPathKey: EnvironmentKey {
  static let defaultValue = RefreshPath.automatic
}

extension EnvironmentValues {
  /// How the refresh modifiers in this view reach their scroll views: ``RefreshPath/automatic``
  /// unless a view around sets it.
  public var refreshPath: RefreshPath {
    get { self[RefreshPathKey.self] }
    set { self[RefreshPathKey.self] = newValue }
  }
}

@MainActor
extension View {
  /// Sets how the refresh modifiers in this view reach their scroll views.
  ///
  /// ```swift
  /// List(model.items) { item in Text(item.title) }
  ///   .refreshHeader { await model.reload() }
  ///   .refreshPath(.scrollGeometry)
  /// ```
  ///
  /// - Parameter path: The path.
  /// - Returns: The view, its refresh modifiers on `path`.
  public func refreshPath(_ path: RefreshPath) -> some View {
    self.environment(\.refreshPath, path)
  }
}
