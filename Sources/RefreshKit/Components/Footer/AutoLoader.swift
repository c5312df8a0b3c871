public import Foundation

/// The logic shared by the components that load by themselves as an edge of the content comes
/// into view.
///
/// The ``AutoFooter`` loads at the end, the ``LeadingLoader`` at the start (older messages
/// above a chat). This class has no presentation and no place of its own; the subclass says
/// which edge.
///
/// Two rules trigger it, each on by itself or together:
///
/// - **The offset rule** (``triggersByOffset``, on by default): the offset reaches the edge, less
///   ``triggerAutomaticallyRefreshPercent`` of the loader and ``preloadScreens`` screens, while
///   the content moves toward that edge. A drag that ends at the edge loads too, even with
///   ``automaticallyRefresh`` off, as in MJRefresh.
/// - **The index rule** (``itemTriggerDistance``, off by default): the host reports the rows on
///   screen in ``ScrollModel/visibleItems``, and the loader loads when the last visible row is
///   within that many rows of the end (the first, of the start), whatever the rows' heights.
///
/// ``autoTriggerTimes`` limits the offset rule per drag, as in MJRefresh; the index rule fires
/// once per item count instead, so that a fling that keeps going loads page after page. And no
/// position triggers twice from the start of one drag to the start of the next: once the loader
/// triggered, the index rule waits for the item count to change, and the offset rule does not
/// fire at the content length where the index rule fired. A page that loads nothing therefore
/// does not load again and again while the rows on screen stay within reach of the edge (a new
/// drag may ask again), and a content size that changes before the host reports the new rows
/// loads nothing.
///
/// A loader holds its length as a share of the inset on its edge while it is shown, so that it
/// shows after (or before) the content.
open class AutoLoader: RefreshFooter {
  /// Whether the loader loads by itself: by the offset rule, the index rule, or both.
  ///
  /// Defaults to `true`. Turned off, a drag that ends at the edge still loads, and so does a
  /// tap on the loader's label: "load only on a deliberate pull" (MJRefresh #242).
  public var automaticallyRefresh: Bool {
    get { self.trigger.automatically }
    set {
      self.trigger.automatically = newValue
      self.triggerByItemsIfDue()
    }
  }

  /// Whether the offset rule is on: the loader triggers as the offset reaches its edge.
  ///
  /// Defaults to `true`. Turn it off, with ``itemTriggerDistance`` set, to load by rows alone.
  public var triggersByOffset: Bool {
    get { self.trigger.byOffset }
    set { self.trigger.byOffset = newValue }
  }

  /// How much of the loader must show before it triggers: 1 for all of it (the default), 0.5
  /// for half, a negative value to trigger that many lengths before the edge.
  ///
  /// A non-finite value is refused and reported to ``Diagnostics``.
  public var triggerAutomaticallyRefreshPercent: CGFloat {
    get { self.trigger.percent }
    set {
      guard GeometryCheck.isAcceptable(newValue) else {
        Diagnostics.report(
          .nonFiniteValue, "\(type(of: self)).triggerAutomaticallyRefreshPercent",
          "refused \(newValue); kept \(self.trigger.percent)")
        return
      }
      self.trigger.percent = newValue
    }
  }

  /// How many screens before the edge it triggers, on top of
  /// ``triggerAutomaticallyRefreshPercent``: 1 loads the next page when the edge is one screen
  /// away.
  ///
  /// Defaults to 0.
  ///
  /// A negative value becomes zero and a non-finite one is refused, reported to ``Diagnostics``.
  public var preloadScreens: CGFloat {
    get { self.trigger.preloadScreens }
    set {
      self.trigger.preloadScreens =
        GeometryCheck.checkedLength(
          newValue, "\(type(of: self)).preloadScreens", kept: self.trigger.preloadScreens)
        ?? self.trigger.preloadScreens
    }
  }

  /// The index rule: the loader triggers when at most this many items lie between the visible
  /// ones and its edge, by ``ScrollModel/visibleItems``; `nil` turns the rule off.
  ///
  /// Defaults to `nil`. With 5, an ``AutoFooter`` loads when the last visible row is within 5 of
  /// the last row; with 0, when the last row shows. It needs the host to report
  /// ``ScrollModel/visibleItems``; without a report, it never fires.
  ///
  /// A negative value is refused and reported to ``Diagnostics``.
  public var itemTriggerDistance: Int? {
    get { self.trigger.itemDistance }
    set {
      if let newValue, newValue < 0 {
        Diagnostics.report(
          .valueOutOfRange, "\(type(of: self)).itemTriggerDistance",
          "refused \(newValue): use nil to turn the rule off or a count from 0; kept "
            + "\(self.trigger.itemDistance.map(String.init) ?? "nil")")
        return
      }
      self.trigger.itemDistance = newValue
      self.triggerByItemsIfDue()
    }
  }

  /// The trigger settings above, read at every offset: plain values kept together, so that
  /// reading them needs no exclusivity check at run time.
  var trigger = TriggerSettings()

  /// How many times the offset rule may trigger the loader per drag, counting the momentum after
  /// the drag; −1 for no limit.
  ///
  /// Defaults to 1, as in MJRefresh. The count starts again whenever a drag begins, also while
  /// a page loads. Scrolls the app makes (``ScrollModel/setContentOffset(_:animated:)`` outside a
  /// drag and its momentum) are not counted: they load every time, as in MJRefresh. Nor is the
  /// index rule (``itemTriggerDistance``), which fires once per item count.
  ///
  /// Values below −1 are reported to ``Diagnostics`` and become 0.
  public var autoTriggerTimes = 1 {
    didSet {
      if self.autoTriggerTimes < -1 {
        Diagnostics.report(
          .valueOutOfRange, "\(type(of: self)).autoTriggerTimes",
          "refused \(self.autoTriggerTimes): use -1 for no limit or a count from 0; used 0")
        self.autoTriggerTimes = 0
      }
      self.triggerCount.remaining = self.autoTriggerTimes
    }
  }

  /// What the automatic triggers counted since the last drag began.
  private var triggerCount = TriggerCount()

  /// The loader's own observation of its published state.
  ///
  /// Back to idle, the rows within reach load; published, so after the change that led there
  /// is complete, end callbacks included.
  private var idleToken: ObservationToken?

  /// Whether the loader shows: not hidden.
  ///
  /// A hidden loader holds no inset and does not trigger.
  public var isShown: Bool {
    !self.isHidden
  }

  /// Enables or disables the loader; enabled again, it loads if the rows on screen are within
  /// reach (the index rule).
  public override var isEnabled: Bool {
    didSet {
      if self.isEnabled && !oldValue {
        self.triggerByItemsIfDue()
      }
    }
  }

  /// Hides or shows the loader: a hidden loader holds no inset and does not trigger.
  ///
  /// Hiding while refreshing ends the refresh, as for every component; a loader also drops a
  /// begin that waits to be seen, as MJRefresh's auto footer does. Hiding keeps
  /// ``RefreshState/noMoreData``.
  open override var isHidden: Bool {
    didSet {
      if self.isHidden && !oldValue && self.state == .willRefresh {
        self.finishRefresh(to: .idle, reason: .hidden)
      }
      self.updatePresence()
      if !self.isHidden {
        self.measurePullAgain()  // placed again by updatePresence
      }
    }
  }

  /// The edge the loader sits on: the bottom for the auto footer.
  var loadEdge: PullEdge {
    .bottom
  }

  /// The loader's length along its axis: its height on the vertical axis, its width on the
  /// horizontal one.
  var extent: CGFloat {
    self.extent(on: self.loadEdge)
  }

  /// The loader's length along the axis of `edge`.
  func extent(on edge: PullEdge) -> CGFloat {
    edge.axis == .vertical ? self.frame.height : self.frame.width
  }

  /// The host's label (or whatever draws the loader) was tapped: loads if idle, whatever
  /// ``autoTriggerTimes`` says, as MJRefresh's tap does (#1529).
  ///
  /// A disabled or hidden loader ignores the tap (one hidden while the content fits too), as
  /// MJRefresh's label does when user interaction is off.
  ///
  /// - Returns: Whether a refresh began.
  @discardableResult
  public func stateLabelTapped() -> Bool {
    self.recordCall("stateLabelTapped")
    guard self.state == .idle, self.isEnabled, self.isShown else {
      return false
    }
    return self.beginRefreshing(reason: .tap)
  }

  /// Performs a recorded `stateLabelTapped`, or passes the call to the superclass.
  ///
  /// - Parameter name: The call's name.
  open override func replayRecordedCall(_ name: String) {
    if name == "stateLabelTapped" {
      self.stateLabelTapped()
    } else {
      super.replayRecordedCall(name)
    }
  }

  // MARK: - Hooks

  /// Holds the loader's length as a share on its edge while shown.
  ///
  /// - Parameters:
  ///   - scrollModel: The scroll model the loader is now attached to.
  ///   - share: The loader's share of the inset ledger.
  open override func didAttach(to scrollModel: ScrollModel, share: InsetShare) {
    super.didAttach(to: scrollModel, share: share)
    self.scrollTokens.append(
      scrollModel.visibleItemsStorage.observe { _ in
        self.triggerByItemsIfDue()
      })
    // A bounce or a deceleration that stops, or insets that change under a still offset, may
    // leave the rows in reach without a move: the content is no longer past the other edge.
    self.scrollTokens.append(
      scrollModel.isDeceleratingStorage.observe { change in
        if !change.newValue {
          self.triggerByItemsIfDue()
        }
      })
    self.scrollTokens.append(
      scrollModel.adjustedContentInsetStorage.observe { _ in
        self.triggerByItemsIfDue()
      })
    self.updatePresence()
    self.measurePullAgain()  // placed: how much of it shows
  }

  /// Follows its own state: back to idle after a page, or after no more data, the rows within
  /// reach load (a page too short to take them out of reach).
  open override func prepare() {
    super.prepare()
    self.idleToken = self.stateStorage.observe { [unowned self] change in
      if change.newValue == .idle {
        self.triggerByItemsIfDue()
      }
    }
  }

  /// Follows the content: the position, whether the loader shows, and the index rule.
  ///
  /// - Parameter change: The old and new size.
  open override func scrollViewContentSizeDidChange(_ change: ObservedChange<CGSize>) {
    super.scrollViewContentSizeDidChange(change)
    self.updatePresence()
  }

  /// Follows how much of the loader shows with ``RefreshComponent/pullingPercent``, and
  /// triggers by the offset rule as the content moves toward the loader's edge (and by the
  /// index rule, which may have waited for the content to leave a pull past the other edge).
  ///
  /// An offset moved by content inserted before the start (``ScrollModel/isShiftingContent``)
  /// is not a scroll: it triggers nothing.
  ///
  /// - Parameter change: The old and new offset.
  open override func scrollViewContentOffsetDidChange(_ change: ObservedChange<CGPoint>) {
    super.scrollViewContentOffsetDidChange(change)
    guard let scrollModel = self.scrollModel else {
      return
    }
    let edge = self.loadEdge
    if !self.isRefreshing {
      self.followVisibility(in: scrollModel, on: edge)
    }
    if self.trigger.itemDistance != nil {
      // The rows within reach may have waited for the content to come back from a pull past
      // the other edge.
      self.triggerByItemsIfDue()
    }
    // The cheap checks first: this runs at every frame.
    guard self.trigger.byOffset, self.trigger.automatically, self.state == .idle,
      !scrollModel.isShiftingContent, let oldOffset = change.oldValue
    else {
      return
    }
    if edge.autoLoadReached(
      scrollModel, from: oldOffset[edge.axis], to: change.newValue[edge.axis],
      extent: self.extent(on: edge), percent: self.trigger.percent,
      preloadScreens: self.trigger.preloadScreens),
      self.mayTriggerAutomatically
    {
      self.triggerAutomatically(byDrag: scrollModel.isDragging || scrollModel.isDecelerating)
    }
  }

  /// Triggers when a drag ends at the loader's edge. (The count of automatic triggers starts
  /// again as any drag begins, even one that begins while the loader is hidden or disabled.)
  ///
  /// A drag that ends at the edge loads even with ``automaticallyRefresh`` off: that setting
  /// turns off the automatic rules alone, as in MJRefresh.
  ///
  /// - Parameter change: The old and new pan state.
  open override func scrollViewPanStateDidChange(_ change: ObservedChange<PanState>) {
    super.scrollViewPanStateDidChange(change)
    guard let scrollModel = self.scrollModel else {
      return
    }
    switch change.newValue {
    case .ended where self.state == .idle && self.isShown:
      if self.loadEdge.dragEndedAtEdge(scrollModel) {
        self.triggerAutomatically(byDrag: true)
      }
      if !scrollModel.isDecelerating {
        self.triggerByItemsIfDue()  // at rest at once
      }
    case .cancelled where !scrollModel.isDecelerating:
      self.triggerByItemsIfDue()
    default:
      break
    }
  }

  /// Runs the refreshing action at once.
  ///
  /// No more data, and leaving it, forget where the last triggers were: the content may be the
  /// same and yet new.
  ///
  /// - Parameter oldState: The state before.
  open override func stateDidChange(from oldState: RefreshState) {
    super.stateDidChange(from: oldState)
    if self.state == .noMoreData || oldState == .noMoreData {
      self.triggerCount.triggers.removeAll(keepingCapacity: true)
    }
    if self.state == .refreshing {
      self.executeRefreshingCallback()
    }
  }

  // MARK: - Internal

  /// The automatic trigger's settings, read at every offset.
  struct TriggerSettings {
    var automatically = true
    var byOffset = true
    var percent: CGFloat = 1
    var preloadScreens: CGFloat = 0
    var itemDistance: Int?
  }

  /// What the automatic triggers counted from the start of a drag.
  struct TriggerCount {
    /// Triggers left before ``autoTriggerTimes`` is used up.
    var remaining = 1
    /// Where the content was at each automatic trigger, and whether the index rule made it:
    /// the last ``TriggerCount/remembered``, so that a long session of pages loaded with no drag
    /// keeps a short list.
    var triggers: [(position: TriggerPosition, byItems: Bool)] = []

    /// How many triggers are remembered.
    static let remembered = 16
  }

  /// The content as a trigger found it: its length along the loader's axis and the reported
  /// item count.
  struct TriggerPosition: Equatable {
    var length: CGFloat
    var itemCount: Int?
  }

  /// Whether the loader may load by itself now: idle, automatic, shown, not showing a failed
  /// page (a tap, a pull or the automatic retry loads that again).
  ///
  /// Nor while the content is pulled past the other edge: a header's pull never loads the
  /// footer, whatever the rows on screen say (MJRefresh #1500), nor does a pull past the end
  /// load the leading loader.
  var mayTriggerAutomatically: Bool {
    guard
      self.state == .idle && self.trigger.automatically && !self.showsFailure && self.isShown
        && self.isEnabled && self.isPlaced && !self.lifecycle.isLeaving,
      let scrollModel = self.scrollModel
    else {
      return false
    }
    return !self.loadEdge.isPulledPastOtherEdge(scrollModel)
  }

  /// Whether the loader has its place by the content: an auto footer over no content sits at
  /// zero and waits.
  var isPlaced: Bool {
    true
  }

  /// Places the loader on its edge and keeps its share in step with its length; shown, it loads
  /// if the rows on screen are within reach.
  func updatePresence() {
    if !self.isShown {
      self.cancelRetry()  // a failure waits for a tap once the loader shows again
    }
    self.placeSubviews()
    self.updateShare()
    self.refreshIfWaitingAndSeen()
    self.triggerByItemsIfDue()
  }

  /// The scroll model came on screen: a refresh that waited starts, and the rows within reach
  /// load.
  override func scrollModelDidBecomeVisible() {
    super.scrollModelDidBecomeVisible()
    self.triggerByItemsIfDue()
  }

  /// The list's refresh, which held the loader back, ended: the rows within reach load.
  override func listRefreshDidEnd() {
    self.triggerByItemsIfDue()
  }

  /// Holds the loader's length on its edge while shown, nothing on the other edges.
  func updateShare() {
    guard let share = self.insetShare else {
      return
    }
    let edge = self.loadEdge
    var insets = EdgeInsets.zero
    if self.isShown {
      insets = edge.insets(insets, withShare: self.extent)
    }
    if share.insets != insets {
      share.insets = insets
    }
  }

  /// Whether the user can see the loader: also shown.
  override var canBeSeen: Bool {
    super.canBeSeen && self.isShown
  }

  /// A loader loads for VoiceOver only with the content at its edge.
  override var isAtPullEdge: Bool {
    guard let scrollModel = self.scrollModel else {
      return false
    }
    let edge = self.loadEdge
    let minimum = scrollModel.minimumContentOffset[edge.axis]
    let offset = scrollModel.contentOffset[edge.axis]
    if edge.isLeading {
      return offset <= minimum + 0.5
    }
    return offset >= max(scrollModel.maximumContentOffset[edge.axis], minimum) - 0.5
  }

  /// A drag session starts the count of automatic triggers again, whatever the state (a drag
  /// that begins while a page loads may load the next one) and whether or not the loader is
  /// hidden or disabled as it begins.
  override func dragDidBegin() {
    self.triggerCount.remaining = self.autoTriggerTimes
    self.triggerCount.triggers.removeAll(keepingCapacity: true)
  }

  /// The pull of a loader is how much of it shows; measuring it again never triggers (MJRefresh
  /// loads only as the content moves).
  override func measurePullAgain() {
    guard let scrollModel = self.scrollModel, !self.isRefreshing,
      self.isEnabled && !self.isHidden
    else {
      return
    }
    self.followVisibility(in: scrollModel, on: self.loadEdge)
  }

  /// At rest after a refresh, the pull is how much of the loader shows (none while it is hidden
  /// or disabled, as it follows nothing).
  override func settlePull() {
    guard let scrollModel = self.scrollModel, self.isEnabled, !self.isHidden else {
      super.settlePull()
      return
    }
    self.followVisibility(in: scrollModel, on: self.loadEdge)
  }

  // MARK: - Private

  /// Triggers by the index rule if it is on and the visible items are within its distance of
  /// the loader's edge.
  ///
  /// Not on a report made before content was inserted at the start: its indices are those before
  /// the insertion, and the rule waits for the host's next report.
  private func triggerByItemsIfDue() {
    guard let distance = self.trigger.itemDistance, self.mayTriggerAutomatically,
      let scrollModel = self.scrollModel, scrollModel.visibleItemsAreCurrent,
      let items = scrollModel.visibleItems,
      let remaining = self.loadEdge.isLeading ? items.itemsBefore : items.itemsAfter,
      remaining <= distance
    else {
      return
    }
    // Not counted against autoTriggerTimes: the rule fires once per item count, so a fling
    // that keeps going loads page after page, and nothing loads twice.
    self.triggerAutomatically(byDrag: false, byItems: true)
  }

  /// Begins a refresh by itself; one a drag made counts against ``autoTriggerTimes``, and no
  /// position triggers twice per drag by the index rule.
  private func triggerAutomatically(byDrag: Bool, byItems: Bool = false) {
    guard let scrollModel = self.scrollModel else {
      return
    }
    let position = TriggerPosition(
      length: scrollModel.contentSize[self.loadEdge.axis],
      itemCount: scrollModel.visibleItems?.count)
    // The index rule knows the items: it fires once per item count. The offset rule knows the
    // content: it does not fire at a length where the index rule fired.
    let seen = self.triggerCount.triggers.contains { trigger in
      byItems
        ? trigger.position.itemCount == position.itemCount
        : trigger.byItems && trigger.position.length == position.length
    }
    if seen {
      return
    }
    let counts = byDrag && self.autoTriggerTimes != -1
    if counts && self.triggerCount.remaining <= 0 {
      return
    }
    // Noted before the begin: an action that ends the page at once brings the loader back to
    // idle, and the rules are asked again, before the begin returns.
    let before = self.triggerCount
    if self.triggerCount.triggers.count == TriggerCount.remembered {
      self.triggerCount.triggers.removeFirst()
    }
    self.triggerCount.triggers.append((position, byItems))
    if counts {
      self.triggerCount.remaining -= 1
    }
    if !self.beginRefreshing(reason: .automatic) {
      self.triggerCount = before
    }
  }

  /// Sets ``RefreshComponent/pullingPercent`` to how much of the loader shows inside the host's
  /// and the system's insets: 0 out of view, 1 whole.
  private func followVisibility(in scrollModel: ScrollModel, on edge: PullEdge) {
    let frame = self.frame
    let percent = edge.visibleShare(
      of: frame, length: edge.axis == .vertical ? frame.height : frame.width, in: scrollModel,
      original: self.scrollViewOriginalInset)
    if percent != self.pullingPercent {
      self.pullingPercent = percent
    }
  }
}
