#if os(macOS) || os(Linux)  // the stand-in on Linux, for the tests; nothing on iOS

/// A view that marks where a SwiftUI view is in AppKit's hierarchy: the binding puts one in the
/// view's `.background` and one in its `.overlay`, and finds the scroll view between them
/// (`ScrollViewAttachment`).
///
/// It shows nothing and takes part in nothing: hidden, it takes no mouse events (a hidden view
/// is passed by AppKit's hit testing, and its `hitTest(_:)` answers `nil` anyway), and it is no
/// accessibility element.
@MainActor
package final class ScrollViewMarker: NSView {
  /// Called when the marker enters or leaves a window.
  package var windowDidChange: (() -> Void)?

  /// Called when SwiftUI dismantles the marker: the view went.
  package var dismantled: (() -> Void)?

  /// A marker of no size.
  package init() {
    super.init(frame: .zero)
    self.isHidden = true
    self.setAccessibilityElement(false)
  }

  /// Not supported: the binding makes its markers.
  package required init?(coder: NSCoder) {
    nil
  }

  /// Takes no mouse event.
  package override func hitTest(_ point: NSPoint) -> NSView? {
    nil
  }

  /// Tells the attachment the hierarchy around it changed.
  package override func viewDidMoveToWindow() {
    super.viewDidMoveToWindow()
    self.windowDidChange?()
  }
}
#endif
