public import Foundation

/// The pull-down logic of a refresh header, with no presentation: MJRefresh's `MJRefreshHeader`.
///
/// A header sits above the content (`frame.y == -height`); released past its trigger distance it
/// refreshes and holds its height open through its ``InsetShare``. See <doc:state-machine>.
open class RefreshHeader: RefreshComponent {
  /// Extra distance above the header, for content under a transparent bar: the header is placed
  /// at `y = -height - ignoredScrollViewContentInsetTop`.
  public var ignoredScrollViewContentInsetTop: CGFloat {
    get { self.distances.ignoredTop }
    set {
      if let inset = GeometryCheck.checked(
        newValue, "RefreshHeader.ignoredScrollViewContentInsetTop", kept: self.distances.ignoredTop)
      {
        self.distances.ignoredTop = inset
      }
      self.placeSubviews()
    }
  }

  /// How far past the top edge the user must pull to trigger, or `nil` for the header's height.
  ///
  /// ``RefreshComponent/pullingPercent`` is measured against it; changing it measures the pull
  /// again, so a pull no longer past it goes back to idle.
  public var triggerDistance: CGFloat? {
    get { self.distances.trigger }
    set {
      let old = self.distances.trigger
      self.distances.trigger = self.checkedDistance(newValue, "triggerDistance", old)
      if self.distances.trigger != old {
        self.measurePullAgain()
      }
    }
  }

  /// How much space the header keeps open while refreshing, or `nil` for the header's height.
  public var holdHeight: CGFloat? {
    get { self.distances.hold }
    set {
      self.distances.hold = self.checkedDistance(newValue, "holdHeight", self.distances.hold)
    }
  }

  /// Read every frame: plain values kept together, so reading needs no run-time exclusivity check.
  var distances = (trigger: CGFloat?.none, hold: CGFloat?.none, ignoredTop: CGFloat(0))

  var checkedStaleInterval: TimeInterval?

  var floorSettings: SecondFloor?

  var floorMotion = SecondFloorMotion()

  lazy var floorAnimator = self.makeAnimator(
    update: { [unowned self] in self.floorFrame($0) },
    completion: { [unowned self] in self.floorMotionDidFinish($0) })

  /// The key under which the last-updated time is kept: MJRefresh's
  /// `"MJRefreshHeaderLastUpdatedTimeKey"` by default; give each list its own.
  open var lastUpdatedTimeKey = RefreshMetrics.lastUpdatedTimeKey

  /// Where the last-updated time is kept; defaults to the config's store.
  public lazy var lastUpdatedTimeStore: any LastUpdatedTimeStore = self.config.lastUpdatedTimeStore

  /// What "now" is when a refresh ends; defaults to the system date.
  public var currentDate: @MainActor () -> Date = { Date() }

  /// The time of the last completed refresh: the delegate's, if it gives one, otherwise the
  /// stored one under ``lastUpdatedTimeKey``.
  public var lastUpdatedTime: Date? {
    self.delegate?.refreshComponentLastUpdated(self)
      ?? self.lastUpdatedTimeStore.lastUpdatedTime(forKey: self.lastUpdatedTimeKey)
  }

  /// The distance that triggers a refresh: ``triggerDistance`` or the height.
  public var effectiveTriggerDistance: CGFloat {
    self.triggerDistance ?? self.height
  }

  /// The space held open while refreshing: ``holdHeight`` or the height.
  public var effectiveHoldHeight: CGFloat {
    self.holdHeight ?? self.height
  }

  override func scrollModelDidBecomeVisible() {
    super.scrollModelDidBecomeVisible()
    self.refreshIfStale()
  }

  func secondFloorDidChange() {}

  /// Performs a recorded call during a replay: `openSecondFloor`, `closeSecondFloor`,
  /// `refreshCommand`, and the calls of every component.
  open override func replayRecordedCall(_ name: String) {
    switch name {
    case "openSecondFloor": self.openSecondFloor()
    case "closeSecondFloor": self.closeSecondFloor()
    case "refreshCommand": self.performRefreshCommand()
    default: super.replayRecordedCall(name)
    }
  }

  override var accessibilityLabelKey: RefreshStringKey? {
    .headerAccessibilityLabel
  }

  override var offeredAccessibilityActions: [RefreshAccessibilityAction] {
    guard self.floorSettings != nil, self.scrollModel != nil else {
      return []
    }
    if case .enter(.closingSecondFloor, _) = self.ask(
      .closeSecondFloor(reason: .accessibilityAction))
    {
      return [.closeSecondFloor]
    }
    let open = self.ask(
      .openSecondFloor(
        hasFloor: true, canBeSeen: self.canBeSeen, isEnabled: self.isEnabled,
        reason: .accessibilityAction))
    if case .enter = open {
      return [.openSecondFloor]
    }
    return []
  }

  override func carryOut(_ action: RefreshAccessibilityAction) -> Bool {
    switch action {
    case .openSecondFloor: self.openSecondFloor(reason: .accessibilityAction)
    case .closeSecondFloor: self.closeSecondFloor(reason: .accessibilityAction)
    }
  }

  override var pullEdge: PullEdge? {
    .top
  }

  override var naturalSlot: ScrollAttachmentSlot {
    .header
  }

  // MARK: - Hooks

  /// Sets the height to 54.
  open override func prepare() {
    super.prepare()
    self.height = RefreshMetrics.headerHeight
  }

  override func placeAtEdge() {
    super.placeAtEdge()
    self.spanScrollModelWidth()
    let y = -self.height - self.ignoredScrollViewContentInsetTop
    if self.frame.origin.y != y {
      self.frame.origin.y = y
    }
  }

  /// Follows the pull, or while refreshing shrinks the share as the header scrolls away.
  open override func scrollViewContentOffsetDidChange(_ change: ObservedChange<CGPoint>) {
    super.scrollViewContentOffsetDidChange(change)
    guard let scrollModel = self.scrollModel else {
      return
    }
    let offsetY = change.newValue.y
    if self.state == .refreshing {
      self.resetInset(offsetY: offsetY)
      return
    }
    if self.state.isSecondFloor {
      self.followOpenFloor(offsetY: offsetY)
      return
    }
    if self.lifecycle.endIsUnderWay && !scrollModel.isDragging && self.state != .pulling {
      return  // the share is animating back; MJRefresh sees only the final offset here
    }
    let happenOffsetY = PullEdge.top.happenOffset(
      scrollModel, original: self.scrollViewOriginalInset)
    let distance = PullEdge.top.pullDistance(offset: offsetY, happenOffset: happenOffsetY)
    if self.floorSettings != nil {
      self.followFloorPull(distance: distance)
    } else {
      PullEdge.top.followPull(of: self, distance: distance, trigger: self.effectiveTriggerDistance)
    }
  }

  /// A finger that leaves an open second floor closes it or lets it spring back open.
  open override func scrollViewPanStateDidChange(_ change: ObservedChange<PanState>) {
    super.scrollViewPanStateDidChange(change)
    if change.newValue == .ended || change.newValue == .cancelled {
      self.floorMotion.isLetGo = false
      // A cancelled drag is not a release: the floor springs back open, however far it moved.
      self.settleOpenFloor(mayClose: change.newValue == .ended)
      self.floorMotion.pushOrigin = nil
    }
  }

  /// A floor pushed away during a fling settles once it is over; a caught fling waits for the lift.
  override func scrollModelDidComeToRest(caught: Bool) {
    super.scrollModelDidComeToRest(caught: caught)
    if !caught {
      self.settleOpenFloorIfAtRest()
    }
  }

  override func willStopFollowing(because reason: RefreshTransitionReason) {
    super.willStopFollowing(because: reason)
    if reason == .disabled && self.state.isSecondFloor {
      self.closeSecondFloor(reason: .disabled)
    } else if reason != .disabled {
      self.closeSecondFloorAtOnce(reason: reason)
    }
  }

  /// Starts the begin or end animation of a refresh, or the second floor's motion.
  open override func stateDidChange(from oldState: RefreshState) {
    super.stateDidChange(from: oldState)
    if self.state == .refreshing {
      self.headerRefreshingAction()
    } else if oldState == .refreshing && self.state == .idle {
      self.headerEndingAction()
    } else if self.state == .openingSecondFloor || self.state == .closingSecondFloor {
      self.startFloorMotion()
    }
  }

  // MARK: - Refreshing

  private func headerRefreshingAction() {
    guard let scrollModel = self.scrollModel else {
      return
    }
    self.resetInset(offsetY: scrollModel.contentOffset.y)
    let happenOffsetY = PullEdge.top.happenOffset(
      scrollModel, original: self.scrollViewOriginalInset)
    PullEdge.top.scrollIntoView(
      self,
      to: PullEdge.top.offset(self.effectiveHoldHeight, past: happenOffsetY))
  }

  /// Holds a new height open mid-refresh (MJRefresh leaves a header whose `mj_h` changes cut off).
  override func pullLengthDidChange(from oldLength: CGFloat) {
    guard self.state == .refreshing, self.holdHeight == nil, let scrollModel = self.scrollModel,
      let share = self.insetShare
    else {
      return
    }
    let top = self.scrollViewOriginalInset.top
    let resting = scrollModel.contentOffset.y == -(top + share.insets.top)
    if share.insets.top == oldLength {
      share.insets.top = self.height
    }
    if resting && !scrollModel.isDragging {
      scrollModel.moveOffset(-(top + share.insets.top), on: .vertical)
    }
  }

  /// MJRefresh's `resetInset`: the share follows the offset, so sticky headers reach the top.
  private func resetInset(offsetY: CGFloat) {
    guard let share = self.insetShare else {
      return
    }
    let originalTop = self.scrollViewOriginalInset.top
    let insetTop = min(max(-offsetY, originalTop), originalTop + self.effectiveHoldHeight)
    share.insets.top = insetTop - originalTop
  }

  private func headerEndingAction() {
    guard self.insetShare != nil, !self.isDetaching else {
      return
    }
    // A failed or abandoned refresh updated nothing: the last update stays.
    if self.lastEnd.result?.isSuccess != false && self.lastEnd.reason != .hidden {
      self.lastUpdatedTimeStore.setLastUpdatedTime(
        self.currentDate(), forKey: self.lastUpdatedTimeKey)
    }
    PullEdge.top.releaseShare(of: self)
  }

  /// MJRefresh sees at once the offset the shrinking inset leads to, so a GIF header closes on its
  /// first idle frame: the pull drops to zero unless a finger holds the content.
  override func endMotionDidStart() {
    super.endMotionDidStart()
    guard let scrollModel = self.scrollModel, !self.isDetaching,
      !scrollModel.isDragging
    else {
      return
    }
    self.pullingPercent = 0
  }

  private func checkedDistance(_ value: CGFloat?, _ name: String, _ old: CGFloat?) -> CGFloat? {
    value.flatMap {
      GeometryCheck.checkedLength($0, "RefreshHeader.\(name)", kept: old ?? self.height) ?? old
    }
  }
}
