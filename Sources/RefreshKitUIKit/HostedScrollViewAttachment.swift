#if canImport(UIKit) || os(Linux)  // the stand-in on Linux, for the tests; nothing on macOS

/// The attachment of refresh components to the UIKit scroll view behind a SwiftUI view.
package typealias HostedScrollViewAttachment = ScrollViewAttachment<UIKitAttachmentPlatform>

/// UIKit, as a ``ScrollViewAttachment`` needs it.
@MainActor
package enum UIKitAttachmentPlatform: ScrollViewAttachmentPlatform {
  package static var lookup: ScrollViewLookup<UIView> {
    .uiKit
  }

  package static let scrollViewName = "UIScrollView"
  package static let insetName = "contentInset"

  package static func makeMarker() -> ScrollViewMarker {
    ScrollViewMarker()
  }

  package static func marker(
    _ marker: ScrollViewMarker, windowDidChange: @escaping () -> Void,
    dismantled: @escaping () -> Void
  ) {
    marker.windowDidChange = windowDidChange
    marker.dismantled = dismantled
  }

  package static func view(of marker: ScrollViewMarker) -> UIView {
    marker
  }

  package static func window(of marker: ScrollViewMarker) -> AnyObject? {
    marker.window
  }

  package static func window(of scrollView: UIScrollView) -> AnyObject? {
    scrollView.window
  }

  package static func scrollView(_ view: UIView) -> UIScrollView? {
    view as? UIScrollView
  }

  package static func view(of scrollView: UIScrollView) -> UIView {
    scrollView
  }

  package static func existingHost(of scrollView: UIScrollView) -> RefreshHostView? {
    scrollView.existingRefreshHost
  }

  package static func host(of scrollView: UIScrollView) -> RefreshHostView {
    scrollView.refresh
  }

  package static func hasRefreshControl(_ scrollView: UIScrollView) -> Bool {
    #if os(tvOS)
    false  // no refresh control on tvOS (UIScrollView.h: API_UNAVAILABLE(tvos))
    #else
    scrollView.refreshControl != nil
    #endif
  }
}

extension RefreshHostView: AttachableRefreshHost {}
#endif
