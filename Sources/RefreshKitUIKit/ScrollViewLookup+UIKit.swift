#if canImport(UIKit) || os(Linux)  // the stand-in on Linux, for the tests; nothing on macOS

extension ScrollViewLookup where View == UIView {
  /// The lookup over UIKit's views: a `UIScrollView` is a candidate unless it is a `UITextView`
  /// (a `TextEditor` in the rows), a hidden view hides what is inside it, and frames are read
  /// in the window's coordinates (`convert(_:to:)` with `nil`, UIView.h).
  static var uiKit: ScrollViewLookup<UIView> {
    ScrollViewLookup(
      parent: { $0.superview },
      children: { $0.subviews },
      kind: { view in
        if view.isHidden || view is ScrollViewMarker {
          return .hidden
        }
        return view is UIScrollView && !(view is UITextView) ? .scrollView : .other
      },
      frameInWindow: { $0.convert($0.bounds, to: nil) })
  }
}
#endif
