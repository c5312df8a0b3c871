#if os(macOS) || os(Linux)  // the stand-in on Linux, for the tests; nothing on iOS
/// A component that draws itself with an AppKit view of its own.
///
/// The binding asks for the view once, when the component is attached, and puts it at the
/// component's frame with its alpha and visibility; the component updates what it shows.
@MainActor
public protocol AppKitRefreshViewProviding: RefreshComponent {
  /// The view that draws the component.
  func makeRefreshView() -> NSView
}
#endif
