import Foundation

/// The logic of an infinite-scrolling footer, with no presentation: it sits right after the content
/// and starts loading by itself as the user scrolls to it.
///
/// MJRefresh's `MJRefreshAutoFooter`. See <doc:FootersAndTheTrailer>.
///
/// ## Fixed from MJRefresh
///
/// - ``AutoLoader/autoTriggerTimes`` counts the momentum after a drag too.
/// - Hiding the footer keeps ``RefreshState/noMoreData``, and its inset never drifts.
/// - A pull-down on the header never triggers the footer (MJRefresh #1500).
/// - After a failed page (``RefreshFooter/showsFailure``) it does not load by itself as the
///   content scrolls.
open class AutoFooter: AutoLoader {
  /// Whether the footer hides, and holds no inset, while the content is shorter than the frame;
  /// defaults to `false`, as in MJRefresh.
  public var hidesWhenContentFits = false {
    didSet {
      self.updatePresence()
    }
  }

  /// Whether the footer shows: not hidden, nor hidden by ``hidesWhenContentFits``.
  public override var isShown: Bool {
    !self.isHidden && !(self.hidesWhenContentFits && self.contentFits)
  }

  override func placeAtEdge() {
    super.placeAtEdge()
    guard let scrollModel = self.scrollModel else {
      return
    }
    let y = scrollModel.contentSize.height + self.ignoredScrollViewContentInsetBottom
    if self.frame.origin.y != y {
      self.frame.origin.y = y
    }
    self.updateShare()
  }

  /// After a refresh, with paging, scrolls back to a page boundary over the slow animation, even
  /// when there is nothing to move, as in MJRefresh.
  open override func stateDidChange(from oldState: RefreshState) {
    super.stateDidChange(from: oldState)
    if oldState == .refreshing, self.state != .refreshing, let scrollModel = self.scrollModel,
      scrollModel.isPagingEnabled, !self.isDetaching
    {
      self.alignToPage(scrollModel)
    }
  }

  private var contentFits: Bool {
    guard let scrollModel = self.scrollModel else {
      return false
    }
    let top = self.scrollViewOriginalInset.top
    return top + scrollModel.contentSize.height <= scrollModel.frame.height
  }

  /// Over no content, the footer sits at zero and does not trigger by itself.
  override var isPlaced: Bool {
    self.frame.origin.y != 0
  }

  /// MJRefresh's paging branch (#1304): a page boundary whatever the footer's share.
  private func alignToPage(_ scrollModel: ScrollModel) {
    let page = scrollModel.frame.height
    guard page > 0 else {
      return
    }
    let start = scrollModel.contentOffset.y
    let maximum = scrollModel.maximumContentOffset.y - (self.insetShare?.insets.bottom ?? 0)
    let target = min(
      max((start / page).rounded(.down) * page, scrollModel.minimumContentOffset.y),
      max(maximum, scrollModel.minimumContentOffset.y))
    // UIKit: a finger stops the alignment where it is.
    self.runEndMotion(
      .offset(OffsetMotion(on: .vertical, to: target, in: scrollModel)),
      fadesAlpha: false)
  }
}
