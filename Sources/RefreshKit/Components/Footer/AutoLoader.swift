public import Foundation

/// The logic shared by the components that load by themselves as an edge of the content comes
/// into view: the ``AutoFooter`` at the end, the ``LeadingLoader`` at the start.
///
/// It loads by the offset rule (``triggersByOffset``), the index rule (``itemTriggerDistance``)
/// or both, once per content: after a page, the offset rule waits for the content's length to
/// change, the index rule for the item count. With the fill rule on (``maximumFillPages``),
/// content too short to reach the trigger loads the next page at rest.
/// See <doc:FootersAndTheTrailer>.
open class AutoLoader: RefreshFooter {
  /// Whether the loader loads by itself, by either rule or both; defaults to `true`.
  ///
  /// Turned off, a drag that ends at the edge and a tap on the label still load (MJRefresh #242).
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
  /// ``triggerAutomaticallyRefreshPercent``; defaults to 0.
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

  /// The index rule: the loader triggers when at most this many items lie between the rows the
  /// host reports in ``ScrollModel/visibleItems`` and its edge; `nil`, the default, turns it off.
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

  /// Plain values kept together, so that reading them at every offset needs no exclusivity check.
  var trigger = TriggerSettings()

  /// How many times the offset rule may trigger the loader per drag, its momentum included; −1
  /// for no limit.
  ///
  /// Defaults to 1, as in MJRefresh. Scrolls from code, the index rule and the fill rule are not
  /// counted. Values below −1 are reported to ``Diagnostics`` and become 0.
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

  /// How many pages the fill rule may load in a row with no drag in between; 0 turns it off.
  ///
  /// `nil` by default: ``ScrollModel/loaderRules`` decide (off for ``LoaderRules/mjRefresh``, 10
  /// for ``LoaderRules/cooperating``). A drag or a refresh of the list starts the count again,
  /// and the index rule's loads at rest count toward it. Reaching the bound is reported to
  /// ``Diagnostics``, and so are negative values, which become 0.
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

  var fillPageBound: Int {
    self.maximumFillPages ?? self.scrollModel?.loaderRules.fillPages ?? 0
  }

  var triggerCount = TriggerCount()

  /// Whether the loader shows: not hidden.
  public var isShown: Bool {
    !self.isHidden
  }

  /// Whether the loader is enabled; enabled again, it loads if the rows or the edge are in reach.
  public override var isEnabled: Bool {
    didSet {
      if self.isEnabled && !oldValue {
        self.loadIfDue()
      }
    }
  }

  /// Hides or shows the loader: a hidden loader holds no inset and does not trigger.
  ///
  /// Hiding ends a refresh and drops a begin that waits to be seen, as MJRefresh's auto footer
  /// does; it keeps ``RefreshState/noMoreData``.
  open override var isHidden: Bool {
    didSet {
      if self.isHidden && !oldValue && self.state == .willRefresh {
        self.change(.stop(.hidden))
      }
      self.updatePresence()
      self.measurePullAgain()  // it measures nothing while hidden
    }
  }

  var loadEdge: PullEdge {
    .bottom
  }

  override var pullEdge: PullEdge? {
    self.loadEdge
  }

  var extent: CGFloat {
    self.frame.size[self.loadEdge.axis]
  }

  /// Call when the host's label was tapped: loads if idle, enabled and shown, whatever
  /// ``autoTriggerTimes`` says, as MJRefresh's tap does (#1529).
  @discardableResult
  public func stateLabelTapped() -> Bool {
    self.recordCall("stateLabelTapped")
    guard self.state == .idle, self.isEnabled, self.isShown else {
      return false
    }
    return self.beginRefreshing(reason: .tap)
  }

  /// Performs a recorded `stateLabelTapped`, or passes the call to the superclass.
  open override func replayRecordedCall(_ name: String) {
    if name == "stateLabelTapped" {
      self.stateLabelTapped()
    } else {
      super.replayRecordedCall(name)
    }
  }

  // MARK: - Hooks

  /// Holds the loader's length as a share on its edge while shown.
  open override func didAttach(to scrollModel: ScrollModel, share: InsetShare) {
    self.triggerCount.isAttaching = true
    self.triggerCount.pageEndedWhileAttaching = false
    super.didAttach(to: scrollModel, share: share)
    self.triggerCount.fills = 0
    // No fill on attach, so that the settings an app makes after attaching apply first.
    self.updatePresence()
    self.measurePullAgain()
    self.observations.scroll.append(
      scrollModel.visibleItemsStorage.observe { _ in
        self.triggerByItemsIfDue()
      })
    // Insets that change under a still offset may bring the rows or the edge into reach.
    self.observations.scroll.append(
      scrollModel.adjustedContentInsetStorage.observe { _ in
        self.loadIfDue()
      })
    // Only a page of its own that ended during the attach arms the fill.
    self.triggerCount.isAttaching = false
    self.triggerCount.fillIsArmed = self.triggerCount.pageEndedWhileAttaching
    if self.triggerCount.fillIsArmed {
      self.fillIfDue()
    }
  }

  override func stateWasDelivered(_ state: RefreshState, from oldState: RefreshState) {
    guard state == .idle else {
      return
    }
    if self.triggerCount.isAttaching && oldState == .refreshing {
      self.triggerCount.pageEndedWhileAttaching = true
    }
    self.loadIfDue(armingTheFill: true)
  }

  /// Coming to rest may leave the rows or the edge in reach without a move.
  override func scrollModelDidComeToRest(caught: Bool) {
    super.scrollModelDidComeToRest(caught: caught)
    self.loadIfDue()
  }

  /// Follows the content: the position, whether the loader shows, and the fill rule.
  open override func scrollViewContentSizeDidChange(_ change: ObservedChange<CGSize>) {
    super.scrollViewContentSizeDidChange(change)
    self.updatePresence()
    if change.oldValue?[self.loadEdge.axis] != change.newValue[self.loadEdge.axis] {
      self.triggerCount.fillIsArmed = true
      self.fillIfDue()
    }
  }

  /// Follows how much of the loader shows with ``RefreshComponent/pullingPercent`` and triggers
  /// as the content moves toward the loader's edge.
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
      // The rows may have waited for the content to come back from a pull past the other edge.
      self.triggerByItemsIfDue()
    }
    // The cheap checks first: this runs at every frame.
    guard self.trigger.byOffset, self.trigger.automatically, self.state == .idle,
      !scrollModel.isShiftingContent, let oldOffset = change.oldValue
    else {
      return
    }
    if self.triggerCount.fillAwaitsTheOffset {
      self.fillIfDue()
    }
    if edge.autoLoadReached(
      scrollModel, from: oldOffset[edge.axis], to: change.newValue[edge.axis],
      extent: self.frame.size[edge.axis], percent: self.trigger.percent,
      preloadScreens: self.trigger.preloadScreens),
      self.mayTriggerAutomatically
    {
      self.triggerAutomatically(byDrag: scrollModel.isInMotion)
    }
  }

  /// Triggers when a drag ends at the loader's edge, even with ``automaticallyRefresh`` off.
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
        self.loadIfDue()
      }
    case .cancelled where !scrollModel.isDecelerating:
      self.loadIfDue()
    default:
      break
    }
  }

  /// Runs the refreshing action at once.
  open override func stateDidChange(from oldState: RefreshState) {
    super.stateDidChange(from: oldState)
    // Around no more data the content may be the same and yet new.
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

  struct TriggerSettings {
    var automatically = true
    var byOffset = true
    var percent: CGFloat = 1
    var preloadScreens: CGFloat = 0
    var itemDistance: Int?
  }

  var isPlaced: Bool {
    true
  }

  func updatePresence() {
    if !self.isShown {
      self.cancelRetry()  // a failure waits for a tap once the loader shows again
    }
    self.placeSubviews()
    self.updateShare()
    self.refreshIfWaitingAndSeen()
    self.triggerByItemsIfDue()
  }

  override func scrollModelDidBecomeVisible() {
    super.scrollModelDidBecomeVisible()
    self.loadIfDue()
  }

  override func listRefreshDidEnd() {
    self.loadIfDue(armingTheFill: true)
  }

  func updateShare() {
    guard let share = self.insetShare else {
      return
    }
    let insets = self.isShown ? self.loadEdge.insets(.zero, withShare: self.extent) : .zero
    if share.insets != insets {
      share.insets = insets
    }
  }

  override var canBeSeen: Bool {
    super.canBeSeen && self.isShown
  }

  /// Whatever the state: a drag that begins while a page loads may load the next one.
  override func dragDidBegin() {
    self.triggerCount.remaining = self.autoTriggerTimes
    self.triggerCount.gestureLoaded = false
    self.triggerCount.fills = 0
    self.triggerCount.reportedTheFillBound = false
    self.triggerCount.fillIsArmed = true
  }

  /// Never triggers: MJRefresh loads only as the content moves.
  override func measurePullAgain() {
    guard let scrollModel = self.scrollModel, !self.isRefreshing,
      self.isEnabled && !self.isHidden
    else {
      return
    }
    self.followVisibility(in: scrollModel, on: self.loadEdge)
  }

  override func settlePull() {
    guard let scrollModel = self.scrollModel, self.isEnabled, !self.isHidden else {
      super.settlePull()
      return
    }
    self.followVisibility(in: scrollModel, on: self.loadEdge)
  }

  // MARK: - Private

  /// Measured inside the host's and the system's insets.
  private func followVisibility(in scrollModel: ScrollModel, on edge: PullEdge) {
    let percent = edge.visibleShare(
      of: self.frame, in: scrollModel, original: self.scrollViewOriginalInset)
    if percent != self.pullingPercent {
      self.pullingPercent = percent
    }
  }
}
