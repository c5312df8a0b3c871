public import Foundation

/// The logic of a horizontal trailer past the right edge, with no presentation: the back footer's
/// algorithm on the x axis.
///
/// MJRefresh's `MJRefreshTrailer`.
///
/// The trailer is 60 points wide and as tall as the scroll model, placed after the content (or at
/// the right of the view when the content is narrower). Pulling left past it and releasing
/// refreshes, holding its width open; ending lets it go. Attaching turns on horizontal bouncing;
/// vertical bouncing stays as it was, so a header on the same scroll model still pulls.
open class RefreshTrailer: RefreshComponent {
  /// Extra distance right of the trailer: it is placed that much further right.
  public var ignoredScrollViewContentInsetRight: CGFloat = 0 {
    didSet {
      if !GeometryCheck.isAcceptable(self.ignoredScrollViewContentInsetRight) {
        Diagnostics.report(
          .nonFiniteValue, "RefreshTrailer.ignoredScrollViewContentInsetRight",
          "refused \(self.ignoredScrollViewContentInsetRight); kept \(oldValue)")
        self.ignoredScrollViewContentInsetRight = oldValue
      }
      self.placeSubviews()
    }
  }

  /// Sets the width to 60.
  open override func prepare() {
    super.prepare()
    self.width = RefreshMetrics.trailerWidth
  }

  /// Trailers are pulled along the horizontal axis: attaching one turns on horizontal bouncing
  /// and leaves vertical bouncing as it is (MJRefresh's trailer turns it off, which leaves a
  /// header on a short list that can no longer be pulled).
  override var pullAxis: ScrollAxis {
    .horizontal
  }

  /// Places the trailer after the content, or at the right of the view past narrow content, as
  /// tall as the scroll model, and while refreshing keeps the space it holds right.
  open override func placeSubviews() {
    super.placeSubviews()
    guard let scrollModel = self.scrollModel else {
      return
    }
    PullEdge.right.updateTrailingShare(of: self, extent: self.width)
    let original = self.scrollViewOriginalInset
    let x = max(
      scrollModel.contentSize.width + self.ignoredScrollViewContentInsetRight,
      scrollModel.frame.width - original.left - original.right
        + self.ignoredScrollViewContentInsetRight)
    let frame = CGRect(x: x, y: 0, width: self.width, height: scrollModel.frame.height)
    if self.frame != frame {
      self.frame = frame
    }
  }

  /// Follows the content's size: the position, and while refreshing the held space.
  ///
  /// - Parameter change: The old and new size.
  open override func scrollViewContentSizeDidChange(_ change: ObservedChange<CGSize>) {
    super.scrollViewContentSizeDidChange(change)
    self.placeSubviews()
  }

  /// Follows the pull past the content's right end.
  ///
  /// - Parameter change: The old and new offset.
  open override func scrollViewContentOffsetDidChange(_ change: ObservedChange<CGPoint>) {
    super.scrollViewContentOffsetDidChange(change)
    PullEdge.right.followTrailingPull(of: self, offset: change.newValue.x, extent: self.width)
  }

  /// Holds the trailer open while refreshing and lets it go when the refresh ends.
  ///
  /// - Parameter oldState: The state before.
  open override func stateDidChange(from oldState: RefreshState) {
    super.stateDidChange(from: oldState)
    PullEdge.right.trailingStateDidChange(of: self, extent: self.width, from: oldState)
  }
}
