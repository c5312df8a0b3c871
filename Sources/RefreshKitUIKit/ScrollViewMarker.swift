#if canImport(UIKit) || os(Linux)  // the stand-in on Linux, for the tests; nothing on macOS

/// A view that marks where a SwiftUI view is in UIKit's hierarchy: the binding puts one in the
/// view's `.background` and one in its `.overlay`, and finds the scroll view between them
/// (`ScrollViewAttachment`).
///
/// It shows nothing and takes part in nothing: hidden, without touches, and neither an
/// accessibility element nor a container of any, so VoiceOver and UI tests never meet it.
@MainActor
package final class ScrollViewMarker: UIView {
  /// Called when the marker enters or leaves a window.
  package var windowDidChange: (() -> Void)?

  /// Called when SwiftUI dismantles the marker: the view went.
  package var dismantled: (() -> Void)?

  /// A marker of no size.
  package init() {
    super.init(frame: .zero)
    self.isHidden = true
    self.isUserInteractionEnabled = false
    self.isAccessibilityElement = false
    self.accessibilityElementsHidden = true
  }

  /// Not supported: the binding makes its markers.
  package required init?(coder: NSCoder) {
    nil
  }

  /// Tells the attachment the hierarchy around it changed.
  package override func didMoveToWindow() {
    super.didMoveToWindow()
    self.windowDidChange?()
  }
}
#endif
