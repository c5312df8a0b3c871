#if canImport(UIKit) || os(Linux)  // the stand-in on Linux, for the tests; nothing on macOS
/// A component that draws itself with a UIKit view of its own, for looks no presentation
/// model describes.
///
/// The binding asks for the view once, when the component is attached, and puts it at the
/// component's frame with its alpha and visibility; the component updates what the view shows
/// itself, from its own hooks (`stateDidChange(from:)`, `pullingPercent`, ...).
///
/// ```swift
/// final class LottieHeader: RefreshHeader, UIKitRefreshViewProviding {
///   let animationView = LottieAnimationView(name: "pull")
///   func makeRefreshView() -> UIView { animationView }
///   override var pullingPercent: CGFloat { didSet { animationView.currentProgress = pullingPercent } }
/// }
/// ```
@MainActor
public protocol UIKitRefreshViewProviding: RefreshComponent {
  /// The view that draws the component.
  func makeRefreshView() -> UIView
}
#endif
