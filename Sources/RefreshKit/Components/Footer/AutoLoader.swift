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
/// ``autoTriggerTimes`` limits the offset rule per drag, as in MJRefresh; the index rule is not
/// counted, so that a fling that keeps going loads page after page.
///
/// **One page per content.** Whatever mix of drags, flings, insets, row reports and scrolls
/// from code reaches the edge, the loader loads by itself once for the content as it is: after
/// a page, the offset rule waits for the content's length to change, the index rule for the
/// item count to change. A page that adds nothing is therefore asked for once, not at every
/// drag; a tap, ``RefreshComponent/beginRefreshing(completion:)`` or a refresh of the list asks
/// again. A page abandoned before it ended (the loader hidden, disabled or detached, or the
/// page superseded by a refresh of the list) does not count: the content may ask for it again.
///
/// **The fill rule.** Content too short to leave the point where the offset rule triggers
/// (shorter than the view, or within ``preloadScreens`` of it) loads the next page by itself, at
/// rest, once per content, until it is long enough or there is no more data. It is asked
/// whenever the content's length, the insets, the loader's state (a page ended, no more data
/// was reset) or the list (its refresh ended) changes, the offset comes back from past the
/// other edge, the loader is enabled again, or the scroll model comes on screen. At most
/// ``maximumFillPages`` pages load that way in a row; a drag, or a refresh of the list, starts
/// the count again. A failed page stops the fill: the failure waits for a tap or
/// ``RefreshFooter/automaticRetry``. Attaching loads nothing, so that the settings an app makes
/// after attaching apply first: the rule waits for the content's length to change, a page (one
/// the index rule loaded as the loader was attached, too) or a refresh of the list to end, or a
/// drag to begin. Nor does content inserted at the start
/// (``ScrollModel/insertContentAtStart(_:on:)``) load, as it moves: it is not a scroll.
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
      if let percent = GeometryCheck.checked(
        newValue, "\(type(of: self)).triggerAutomaticallyRefreshPercent", kept: self.trigger.percent
      ) {
        self.trigger.percent = percent
      }
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
  /// drag and its momentum) are not counted, nor is the index rule (``itemTriggerDistance``),
  /// nor the fill rule (``maximumFillPages``). Whatever the count, the loader loads by itself
  /// once per content.
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

  /// How many pages the fill rule may load in a row, with no drag in between, while the content
  /// leaves the loader's edge within reach: the bound that keeps a server whose pages are short
  /// (or empty, with more promised) from loading for ever.
  ///
  /// `nil` by default: the scroll model's ``ScrollModel/loaderRules`` decide, which turn the
  /// rule off (``LoaderRules/mjRefresh``: short content loads as in MJRefresh, when a drag ends
  /// at the edge) or allow 10 pages (``LoaderRules/cooperating``). A number set here overrides
  /// them; 0 turns the rule off. Reaching the bound stops the fill and reports it to
  /// ``Diagnostics``; a drag that begins, or a refresh of the list, starts the count again. The
  /// index rule's loads at rest count toward the same bound.
  ///
  /// Negative values are reported to ``Diagnostics`` and become 0.
  public var maximumFillPages: Int? {
    didSet {
      if let pages = self.maximumFillPages, pages < 0 {
        Diagnostics.report(
          .valueOutOfRange, "\(type(of: self)).maximumFillPages",
          "refused \(pages): use 0 to turn the fill rule off, nil for the scroll model's rules; "
            + "used 0")
        self.maximumFillPages = 0
      }
    }
  }

  /// The bound of the fill rule now: the loader's own, or its scroll model's rules'.
  var fillPageBound: Int {
    self.maximumFillPages ?? self.scrollModel?.loaderRules.fillPages ?? 0
  }

  /// What the automatic triggers counted since the last drag began, and the content the last
  /// page was loaded for.
  var triggerCount = TriggerCount()

  /// Whether the loader shows: not hidden.
  ///
  /// A hidden loader holds no inset and does not trigger.
  public var isShown: Bool {
    !self.isHidden
  }

  /// Enables or disables the loader; enabled again, it loads if the rows on screen (the index
  /// rule) or, at rest, its edge (the fill rule) are within reach.
  public override var isEnabled: Bool {
    didSet {
      if self.isEnabled && !oldValue {
        self.loadIfDue()
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
        self.change(.stop(.hidden))
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

  /// The loader is scrolled to from the edge it sits on.
  override var pullEdge: PullEdge? {
    self.loadEdge
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
    self.triggerCount.isAttaching = true
    self.triggerCount.pageEndedWhileAttaching = false
    super.didAttach(to: scrollModel, share: share)
    self.triggerCount.fills = 0
    // Placed first: attaching loads nothing by the fill rule, so that the settings an app makes
    // after attaching apply first.
    self.updatePresence()
    self.measurePullAgain()  // placed: how much of it shows
    self.observations.scroll.append(
      scrollModel.visibleItemsStorage.observe { _ in
        self.triggerByItemsIfDue()
      })
    // Insets that change under a still offset may leave the rows or the edge in reach without
    // a move: the view shows more of it. (So may a deceleration that stops: see
    // `scrollModelDidComeToRest(caught:)`.)
    self.observations.scroll.append(
      scrollModel.adjustedContentInsetStorage.observe { _ in
        self.loadIfDue()
      })
    // Whatever else the attach set off (a refresh of the list that ended with it) arms
    // nothing; a page of its own that ended does, as it would a moment later.
    self.triggerCount.isAttaching = false
    self.triggerCount.fillIsArmed = self.triggerCount.pageEndedWhileAttaching
    if self.triggerCount.fillIsArmed {
      self.fillIfDue()
    }
  }

  /// Back to idle after a page, or after no more data, the rows within reach load, and so
  /// does an edge still within reach (a page too short to take them out of reach: the fill
  /// rule): once the change that led there is complete, end callbacks included.
  override func stateWasDelivered(_ state: RefreshState, from oldState: RefreshState) {
    guard state == .idle else {
      return
    }
    if self.triggerCount.isAttaching && oldState == .refreshing {
      self.triggerCount.pageEndedWhileAttaching = true
    }
    self.loadIfDue(armingTheFill: true)
  }

  /// A bounce or a deceleration that stops, or that a finger catches, may leave the rows or the
  /// edge in reach without a move: the content is no longer past the other edge.
  override func scrollModelDidComeToRest(caught: Bool) {
    super.scrollModelDidComeToRest(caught: caught)
    self.loadIfDue()
  }

  /// Follows the content: the position, whether the loader shows, and the index rule.
  ///
  /// - Parameter change: The old and new size.
  open override func scrollViewContentSizeDidChange(_ change: ObservedChange<CGSize>) {
    super.scrollViewContentSizeDidChange(change)
    self.updatePresence()
    if change.oldValue?[self.loadEdge.axis] != change.newValue[self.loadEdge.axis] {
      self.triggerCount.fillIsArmed = true
      self.fillIfDue()
    }
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
    if self.triggerCount.fillAwaitsTheOffset {
      self.fillIfDue()  // short content that waited for the offset to come back into range
    }
    if edge.autoLoadReached(
      scrollModel, from: oldOffset[edge.axis], to: change.newValue[edge.axis],
      extent: self.extent(on: edge), percent: self.trigger.percent,
      preloadScreens: self.trigger.preloadScreens),
      self.mayTriggerAutomatically
    {
      self.triggerAutomatically(byDrag: scrollModel.isInMotion)
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
        self.loadIfDue()  // at rest at once
      }
    case .cancelled where !scrollModel.isDecelerating:
      self.loadIfDue()
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
      self.triggerCount.forgetTheContent()
    }
    if self.state == .refreshing {
      if let scrollModel = self.scrollModel {
        self.triggerCount.follow(generation: scrollModel.loadGeneration)
      }
      self.triggerCount.pageStart = self.contentPosition
      self.executeRefreshingCallback()
    } else if oldState == .refreshing, let start = self.triggerCount.pageStart {
      self.triggerCount.pageStart = nil
      self.pageDidEnd(startingAt: start)
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

  /// The scroll model came on screen: a refresh that waited starts, and the rows or the edge
  /// within reach load.
  override func scrollModelDidBecomeVisible() {
    super.scrollModelDidBecomeVisible()
    self.loadIfDue()
  }

  /// The list's refresh, which held the loader back, ended: the rows within reach load, and so
  /// does an edge within reach.
  override func listRefreshDidEnd() {
    self.loadIfDue(armingTheFill: true)
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

  /// A drag session starts the count of automatic triggers again, whatever the state (a drag
  /// that begins while a page loads may load the next one) and whether or not the loader is
  /// hidden or disabled as it begins.
  override func dragDidBegin() {
    self.triggerCount.remaining = self.autoTriggerTimes
    self.triggerCount.gestureLoaded = false
    self.triggerCount.fills = 0
    self.triggerCount.reportedTheFillBound = false
    self.triggerCount.fillIsArmed = true
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
