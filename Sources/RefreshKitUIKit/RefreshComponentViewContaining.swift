#if canImport(UIKit) || os(Linux)  // the stand-in on Linux, for the tests; nothing on macOS

/// A view that draws a component by holding a ``RefreshComponentView`` inside it: the host
/// gives that inner view the taps that load (an auto footer's, a leading loader's), as it
/// gives them to a component view of its own.
@MainActor
package protocol RefreshComponentViewContaining: UIView {
  /// The component view inside, or `nil` when the view draws its component otherwise.
  var componentView: RefreshComponentView? { get }
}
#endif
