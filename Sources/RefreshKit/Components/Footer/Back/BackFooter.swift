import Foundation

/// The logic of a pull-up-to-load footer below the content, with no presentation: MJRefresh's
/// `MJRefreshBackFooter`.
///
/// Below short content it sits at the bottom of the frame. When a refresh ends with rows added
/// (``ScrollModel/totalDataCount`` changed), they stay in view.
/// See <doc:FootersAndTheTrailer>.
open class BackFooter: RefreshFooter {
  override func placeAtEdge() {
    super.placeAtEdge()
    guard let scrollModel = self.scrollModel else {
      return
    }
    PullEdge.bottom.updateHeldShare(of: self, extent: self.height)
    let original = self.scrollViewOriginalInset
    let y =
      max(scrollModel.contentSize.height, scrollModel.frame.height - original.top - original.bottom)
      + self.ignoredScrollViewContentInsetBottom
    if self.frame.origin.y != y {
      self.frame.origin.y = y
    }
  }

  override var heldEdge: PullEdge? {
    .bottom
  }
}
