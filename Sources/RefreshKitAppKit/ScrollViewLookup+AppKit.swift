#if os(macOS) || os(Linux)  // the stand-in on Linux, for the tests; nothing on iOS

extension ScrollViewLookup where View == NSView {
  /// The lookup over AppKit's views.
  ///
  /// An `NSScrollView` is a candidate unless its document is a text view (a `TextEditor` in
  /// the rows), a hidden view hides what is inside it, and frames are read in the window's
  /// coordinates (`convert(_:to:)` with `nil`, NSView.h). SwiftUI's `List` on macOS is an
  /// `NSTableView` in an `NSScrollView`: the scroll view is taken.
  static var appKit: ScrollViewLookup<NSView> {
    ScrollViewLookup(
      parent: { $0.superview },
      children: { $0.subviews },
      kind: { view in
        if view.isHidden || view is ScrollViewMarker {
          return .hidden
        }
        guard let scrollView = view as? NSScrollView else {
          return .other
        }
        return scrollView.documentView is NSTextView ? .other : .scrollView
      },
      frameInWindow: { view in
        let bounds = view.bounds
        let one = view.convert(NSPoint(x: bounds.minX, y: bounds.minY), to: nil)
        let other = view.convert(NSPoint(x: bounds.maxX, y: bounds.maxY), to: nil)
        return CGRect(
          x: min(one.x, other.x), y: min(one.y, other.y), width: abs(other.x - one.x),
          height: abs(other.y - one.y))
      })
  }
}
#endif
