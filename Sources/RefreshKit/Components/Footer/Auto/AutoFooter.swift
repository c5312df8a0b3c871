public import Foundation

/// The logic of an infinite-scrolling footer, with no presentation: it sits right after the content
/// and starts loading by itself as the user scrolls to it.
///
/// MJRefresh's `MJRefreshAutoFooter`.
///
/// With a frame 600 tall over content 1000 tall, the footer holds 44 points below the content
/// for as long as it is shown, so the content scrolls to 444; it triggers when the offset
/// reaches `contentHeight - frameHeight + height × triggerAutomaticallyRefreshPercent`, 444 by
/// default (422 at 0.5), while the content moves toward its end. On content shorter than the
/// frame, it triggers when a drag that moved up ends. The refreshing action runs at once.
///
/// ## Fixed from MJRefresh
///
/// - ``autoTriggerTimes`` counts every automatic trigger from the start of one drag to the start
///   of the next, including the momentum after the drag and programmatic scrolling; MJRefresh
///   counts only triggers while the finger is down, so a fling could load twice.
/// - A refused automatic trigger does not refuse a later ``RefreshComponent/beginRefreshing(completion:)``.
/// - Hiding the footer keeps ``RefreshState/noMoreData`` (MJRefresh resets it to idle), and the
///   footer's inset is a share of the ledger, so hiding, detaching and host edits never drift.
/// - A pull-down on the header never triggers the footer, whatever
///   ``triggerAutomaticallyRefreshPercent`` is (MJRefresh #1500).
/// - After a failed page (``RefreshFooter/showsFailure``) the footer does not load by itself as
///   the content scrolls; a tap, a drag that ends at the end, or
///   ``RefreshFooter/automaticRetry`` loads it again.
open class AutoFooter: RefreshFooter {
  /// Whether the footer loads by itself as its position scrolls into view.
  ///
  /// Defaults to `true`. Turned off, a drag that ends at the content's end still loads, and so
  /// does a tap on an ``AutoStateFooter``'s label, as in MJRefresh: "load only on a deliberate
  /// pull" (MJRefresh #242).
  public var automaticallyRefresh: Bool {
    get { self.trigger.automatically }
    set { self.trigger.automatically = newValue }
  }

  /// How much of the footer must show before it triggers: 1 for all of it (the default), 0.5
  /// for half, a negative value to trigger that many heights before the end.
  ///
  /// A non-finite value is refused and reported to ``Diagnostics``.
  public var triggerAutomaticallyRefreshPercent: CGFloat {
    get { self.trigger.percent }
    set {
      guard GeometryCheck.isAcceptable(newValue) else {
        Diagnostics.report(
          .nonFiniteValue, "AutoFooter.triggerAutomaticallyRefreshPercent",
          "refused \(newValue); kept \(self.trigger.percent)")
        return
      }
      self.trigger.percent = newValue
    }
  }

  /// How many screens before the footer it triggers, on top of
  /// ``triggerAutomaticallyRefreshPercent``: 1 loads the next page when the content's end is one
  /// screen away.
  ///
  /// Defaults to 0.
  ///
  /// A negative value becomes zero and a non-finite one is refused, reported to ``Diagnostics``.
  public var preloadScreens: CGFloat {
    get { self.trigger.preloadScreens }
    set {
      self.trigger.preloadScreens =
        GeometryCheck.checkedLength(
          newValue, "AutoFooter.preloadScreens", kept: self.trigger.preloadScreens)
        ?? self.trigger.preloadScreens
    }
  }

  /// The trigger settings above, read at every offset: plain values kept together internally, so
  /// that reading them needs no exclusivity check at run time.
  var trigger = (automatically: true, percent: CGFloat(1), preloadScreens: CGFloat(0))

  /// How many times the footer may trigger by itself per drag, counting the momentum after the
  /// drag; −1 for no limit.
  ///
  /// Defaults to 1, as in MJRefresh. The count starts again whenever a drag begins, also while
  /// a page loads. Scrolls the app makes (``ScrollModel/setContentOffset(_:animated:)`` outside a
  /// drag and its momentum) are not counted: they load every time, as in MJRefresh.
  ///
  /// Values below −1 are reported to ``Diagnostics`` and become 0.
  public var autoTriggerTimes = 1 {
    didSet {
      if self.autoTriggerTimes < -1 {
        Diagnostics.report(
          .valueOutOfRange, "AutoFooter.autoTriggerTimes",
          "refused \(self.autoTriggerTimes): use -1 for no limit or a count from 0; used 0")
        self.autoTriggerTimes = 0
      }
      self.remainingAutomaticTriggers = self.autoTriggerTimes
    }
  }

  /// Whether the footer hides, and holds no inset, while the content is shorter than the frame.
  ///
  /// Defaults to `false`, as in MJRefresh, where the footer sits right under short content.
  public var hidesWhenContentFits = false {
    didSet {
      self.updatePresence()
    }
  }

  private var remainingAutomaticTriggers = 1

  /// Whether the footer shows: not hidden, and not hidden for short content by
  /// ``hidesWhenContentFits``.
  public var isShown: Bool {
    !self.isHidden && !(self.hidesWhenContentFits && self.contentFits)
  }

  /// Hides or shows the footer: a hidden footer holds no inset and does not trigger.
  ///
  /// Hiding while refreshing ends the refresh; hiding keeps ``RefreshState/noMoreData``.
  open override var isHidden: Bool {
    didSet {
      if self.isHidden && !oldValue && self.isRefreshing {
        self.finishRefresh(to: .idle, reason: .hidden)
      }
      self.updatePresence()
    }
  }

  // MARK: - Hooks

  /// Holds the footer's height as a bottom share while shown.
  ///
  /// - Parameters:
  ///   - scrollModel: The scroll model the footer is now attached to.
  ///   - share: The footer's share of the inset ledger.
  open override func didAttach(to scrollModel: ScrollModel, share: InsetShare) {
    super.didAttach(to: scrollModel, share: share)
    self.updatePresence()
  }

  /// Places the footer right after the content and keeps its share in step with its height.
  open override func placeSubviews() {
    super.placeSubviews()
    guard let scrollModel = self.scrollModel else {
      return
    }
    let y = scrollModel.contentSize.height + self.ignoredScrollViewContentInsetBottom
    if self.frame.origin.y != y {
      self.frame.origin.y = y
    }
    self.updateShare()
  }

  /// Follows the content: the position, and whether the footer shows.
  ///
  /// - Parameter change: The old and new size.
  open override func scrollViewContentSizeDidChange(_ change: ObservedChange<CGSize>) {
    super.scrollViewContentSizeDidChange(change)
    self.updatePresence()
  }

  /// Triggers as the footer comes into view, while the content moves toward its end, and
  /// follows how much of the footer shows with ``RefreshComponent/pullingPercent``.
  ///
  /// - Parameter change: The old and new offset.
  open override func scrollViewContentOffsetDidChange(_ change: ObservedChange<CGPoint>) {
    super.scrollViewContentOffsetDidChange(change)
    guard let scrollModel = self.scrollModel else {
      return
    }
    if !self.isRefreshing {
      self.followVisibility(in: scrollModel)
    }
    // A failed page is not asked for again at every frame: a tap, a pull or the automatic
    // retry loads it again.
    guard self.state == .idle, self.automaticallyRefresh, !self.showsFailure, self.isShown,
      self.frame.origin.y != 0
    else {
      return
    }
    let insets = scrollModel.adjustedContentInset
    let contentHeight = scrollModel.contentSize.height
    let frameHeight = scrollModel.frame.height
    guard insets.top + contentHeight > frameHeight else {
      return  // short content triggers when a drag ends
    }
    let threshold =
      contentHeight - frameHeight + self.height * self.triggerAutomaticallyRefreshPercent
      + insets.bottom - self.height - self.preloadScreens * frameHeight
    let offsetY = change.newValue.y
    guard offsetY >= threshold, let oldY = change.oldValue?.y, offsetY > oldY,
      offsetY > -insets.top
    else {
      return
    }
    // A drag, and the momentum after it, count against autoTriggerTimes; a scroll the app
    // makes (to the end of a chat, say) loads every time, as in MJRefresh.
    self.triggerAutomatically(byDrag: scrollModel.isDragging || scrollModel.isDecelerating)
  }

  /// Counts the automatic triggers from each drag's start, and triggers when a drag ends at the
  /// content's end.
  ///
  /// A drag that ends at the end loads even with ``automaticallyRefresh`` off: that setting turns
  /// off the scroll trigger alone, as in MJRefresh.
  ///
  /// - Parameter change: The old and new pan state.
  open override func scrollViewPanStateDidChange(_ change: ObservedChange<PanState>) {
    super.scrollViewPanStateDidChange(change)
    guard let scrollModel = self.scrollModel else {
      return
    }
    switch change.newValue {
    case .began:
      // Whatever the state: a drag that begins while a page loads may load the next one.
      self.remainingAutomaticTriggers = self.autoTriggerTimes
    case .ended where self.state == .idle && self.isShown:
      let insets = scrollModel.adjustedContentInset
      let offsetY = scrollModel.contentOffset.y
      let contentHeight = scrollModel.contentSize.height
      let frameHeight = scrollModel.frame.height
      if insets.top + contentHeight <= frameHeight {
        if offsetY >= -insets.top {
          self.triggerAutomatically(byDrag: true)
        }
      } else if offsetY >= contentHeight + insets.bottom - frameHeight {
        self.triggerAutomatically(byDrag: true)
      }
    default:
      break
    }
  }

  /// Runs the refreshing action at once; after a refresh, with paging, scrolls back to a page
  /// boundary.
  ///
  /// - Parameter oldState: The state before.
  open override func stateDidChange(from oldState: RefreshState) {
    super.stateDidChange(from: oldState)
    if self.state == .refreshing {
      self.executeRefreshingCallback()
    } else if oldState == .refreshing, let scrollModel = self.scrollModel,
      scrollModel.isPagingEnabled, !scrollModel.isDragging, !self.lifecycle.isDetaching
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

  /// Begins a refresh by itself; one a drag made counts against ``autoTriggerTimes``.
  private func triggerAutomatically(byDrag: Bool) {
    guard byDrag else {
      self.beginRefreshing(reason: .automatic)
      return
    }
    guard self.autoTriggerTimes == -1 || self.remainingAutomaticTriggers > 0 else {
      return
    }
    if self.beginRefreshing(reason: .automatic) && self.autoTriggerTimes != -1 {
      self.remainingAutomaticTriggers -= 1
    }
  }

  /// Sets ``RefreshComponent/pullingPercent`` to how much of the footer shows above the
  /// host's and the system's bottom inset: 0 out of view, 1 whole.
  private func followVisibility(in scrollModel: ScrollModel) {
    let height = self.height
    let visibleBottom =
      scrollModel.contentOffset.y + scrollModel.frame.height - self.scrollViewOriginalInset.bottom
    let percent = height > 0 ? min(max((visibleBottom - self.frame.minY) / height, 0), 1) : 1
    if percent != self.pullingPercent {
      self.pullingPercent = percent
    }
  }

  /// At rest after a refresh, the pull is how much of the footer shows.
  override func settlePull() {
    guard let scrollModel = self.scrollModel else {
      super.settlePull()
      return
    }
    self.followVisibility(in: scrollModel)
  }

  private func updatePresence() {
    self.placeSubviews()
    self.updateShare()
    self.refreshIfWaitingAndSeen()
  }

  /// Whether the user can see the footer: also not hidden for content that fits.
  override var canBeSeen: Bool {
    super.canBeSeen && self.isShown
  }

  private func updateShare() {
    guard let share = self.insetShare else {
      return
    }
    share.insets.bottom = self.isShown ? self.height : 0
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
    guard target != start else {
      return
    }
    // A finger stops the alignment where it is, as in UIKit.
    self.runEnding(
      .offset(.vertical, start: start, target: target, takeovers: scrollModel.offsetTakeovers),
      fadesAlpha: false)
  }
}
