import Foundation

/// The logic of a pull-up-to-load footer, with no presentation: it waits below the content, the
/// user pulls past it and releases.
///
/// MJRefresh's `MJRefreshBackFooter`.
///
/// With a frame 600 tall and no insets, over content 1000 tall the footer starts to show at
/// offset 400 and enters ``RefreshState/pulling`` above 444; refreshing, it holds 44 points and
/// the content rests at 444. Over content 300 tall (shorter than the frame) it sits at the bottom
/// of the frame (`y == 600`), shows from offset 0, and while refreshing holds 344 points (its
/// height plus the gap below the content) with the content at 44.
///
/// When the refresh ends the share shrinks back over the slow animation. If the host added rows
/// (``ScrollModel/totalDataCount`` changed) the content stays where it is, so the new rows are in
/// view.
open class BackFooter: RefreshFooter {
  /// Places the footer after the content, or at the bottom of the view below short content,
  /// and while refreshing keeps the space it holds right for the content, the frame and the
  /// insets as they are now.
  override func placeAtEdge() {
    super.placeAtEdge()
    guard let scrollModel = self.scrollModel else {
      return
    }
    PullEdge.bottom.updateHeldShare(of: self, extent: self.height)
    let original = self.scrollViewOriginalInset
    let y = max(
      scrollModel.contentSize.height + self.ignoredScrollViewContentInsetBottom,
      scrollModel.frame.height - original.top - original.bottom
        + self.ignoredScrollViewContentInsetBottom)
    if self.frame.origin.y != y {
      self.frame.origin.y = y
    }
  }

  /// The footer holds the bottom open while refreshing, follows the pull past the content's
  /// end, and follows the content's size.
  override var heldEdge: PullEdge? {
    .bottom
  }
}
