#if os(macOS) || os(Linux)  // the stand-in on Linux, for the tests; nothing on iOS

/// The attachment of refresh components to the AppKit scroll view behind a SwiftUI view.
package typealias HostedScrollViewAttachment = ScrollViewAttachment<AppKitAttachmentPlatform>

/// AppKit, as a ``ScrollViewAttachment`` needs it.
@MainActor
package enum AppKitAttachmentPlatform: ScrollViewAttachmentPlatform {
  package static var lookup: ScrollViewLookup<NSView> {
    .appKit
  }

  package static let scrollViewName = "NSScrollView"
  package static let insetName = "contentInsets"

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

  package static func view(of marker: ScrollViewMarker) -> NSView {
    marker
  }

  package static func window(of marker: ScrollViewMarker) -> AnyObject? {
    marker.window
  }

  package static func window(of scrollView: NSScrollView) -> AnyObject? {
    scrollView.window
  }

  package static func scrollView(_ view: NSView) -> NSScrollView? {
    view as? NSScrollView
  }

  package static func view(of scrollView: NSScrollView) -> NSView {
    scrollView
  }

  package static func existingHost(of scrollView: NSScrollView) -> RefreshHostView? {
    scrollView.existingRefreshHost
  }

  package static func host(of scrollView: NSScrollView) -> RefreshHostView {
    scrollView.refresh
  }

  /// AppKit has no refresh control: SwiftUI's `.refreshable` shows as its `refresh` action in
  /// the environment only.
  package static func hasRefreshControl(_ scrollView: NSScrollView) -> Bool {
    false
  }
}

extension RefreshHostView: AttachableRefreshHost {}
#endif
