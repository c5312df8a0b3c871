import Foundation

/// The logic of an infinite-scrolling footer, with no presentation: it sits right after the content
/// and starts loading by itself as the user scrolls to it.
///
/// MJRefresh's `MJRefreshAutoFooter`.
///
/// With a frame 600 tall over content 1000 tall, the footer holds 44 points below the content
/// for as long as it is shown, so the content scrolls to 444; it triggers when the offset
/// reaches `contentHeight - frameHeight + height × triggerAutomaticallyRefreshPercent`, 444 by
/// default (422 at 0.5), while the content moves toward its end. On content shorter than the
/// frame, it loads by itself at rest until the frame is full (``AutoLoader/maximumFillPages``),
/// and when a drag that moved up ends. The refreshing action runs at once.
///
/// The triggers are ``AutoLoader``'s: by the offset, as above, and by rows with
/// ``AutoLoader/itemTriggerDistance``.
///
/// ## Fixed from MJRefresh
///
/// - ``AutoLoader/autoTriggerTimes`` counts every automatic trigger from the start of one drag to
///   the start of the next, including the momentum after the drag; MJRefresh counts only
///   triggers while the finger is down, so a fling could load twice.
/// - A refused automatic trigger does not refuse a later ``RefreshComponent/beginRefreshing(completion:)``.
/// - Hiding the footer keeps ``RefreshState/noMoreData`` (MJRefresh resets it to idle), and the
///   footer's inset is a share of the ledger, so hiding, detaching and host edits never drift.
/// - A pull-down on the header never triggers the footer, whatever
///   ``AutoLoader/triggerAutomaticallyRefreshPercent`` is (MJRefresh #1500).
/// - After a failed page (``RefreshFooter/showsFailure``) the footer does not load by itself as
///   the content scrolls; a tap, a drag that ends at the end, or
///   ``RefreshFooter/automaticRetry`` loads it again.
open class AutoFooter: AutoLoader {
  /// Whether the footer hides, and holds no inset, while the content is shorter than the frame.
  ///
  /// Defaults to `false`, as in MJRefresh, where the footer sits right under short content.
  public var hidesWhenContentFits = false {
    didSet {
      self.updatePresence()
    }
  }

  /// Whether the footer shows: not hidden, and not hidden for short content by
  /// ``hidesWhenContentFits``.
  public override var isShown: Bool {
    !self.isHidden && !(self.hidesWhenContentFits && self.contentFits)
  }

  // MARK: - Hooks

  /// Places the footer right after the content and keeps its share in step with its height.
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

  /// After a refresh, with paging, scrolls back to a page boundary over the slow animation,
  /// which runs (with its begin action) even when there is nothing to move, as MJRefresh's does.
  ///
  /// - Parameter oldState: The state before.
  open override func stateDidChange(from oldState: RefreshState) {
    super.stateDidChange(from: oldState)
    if oldState == .refreshing, self.state != .refreshing, let scrollModel = self.scrollModel,
      scrollModel.isPagingEnabled, !self.isDetaching
    {
      self.alignToPage(scrollModel)
    }
  }

  // MARK: - Private

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

  /// Scrolls back over the slow animation to where paging would rest: MJRefresh's paging branch
  /// (#1304), which lands on a page boundary whatever the footer's share.
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
    // A finger stops the alignment where it is, as in UIKit (one already down keeps it).
    self.runEndMotion(
      .offset(OffsetMotion(on: .vertical, to: target, in: scrollModel)),
      fadesAlpha: false)
  }
}
