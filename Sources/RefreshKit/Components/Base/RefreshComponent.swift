public import Foundation

/// The base class of every refresh component (MJRefresh's `MJRefreshComponent`): the state
/// machine, the callbacks, the alpha and the connection to its ``ScrollModel``.
///
/// Use its subclasses (``NormalHeader``, ``GifHeader``, the footers) or write your own by
/// overriding the hooks and calling `super` (<doc:WritingACustomHeader>). Components never write
/// the host's ``ScrollModel/contentInset``; each owns an ``InsetShare``.
@MainActor
open class RefreshComponent: ScrollModelAttachment {
  /// The state as observers have heard of it, published once each change is complete.
  let stateStorage = Observable(RefreshState.idle)
  var lifecycle = RefreshLifecycle()
  var deliveries = Deliveries()
  let pullingPercentStorage = Observable<CGFloat>(0)
  let alphaStorage = Observable<CGFloat>(1)
  let isHiddenStorage = Observable(false)
  let frameStorage = Observable(CGRect.zero)
  let displayedResultStorage = Observable<RefreshResult?>(nil)

  /// The scroll model this component is attached to, or `nil`.
  public var scrollModel: ScrollModel? {
    self.link?.scrollModel
  }

  /// This component's share of the scroll model's inset ledger while attached, or `nil`.
  public var insetShare: InsetShare? {
    self.link?.insetShare
  }

  /// Constants read at every frame: no exclusivity check at run time, no weak side table.
  var link: Link?

  /// The configuration that supplies strings, text measurement and last-updated storage.
  public let config: RefreshConfig

  /// What assistive technologies say about the component.
  public let accessibility = AccessibilityModel()

  var transitionLog = TransitionLog(limit: 100)

  // MARK: - Callbacks

  var callbacks = Callbacks()

  /// The delegate; a ``StateHeader`` shows its last-updated date as soon as it is set.
  public weak var delegate: (any RefreshComponentDelegate)? {
    didSet {
      self.delegateDidChange()
    }
  }

  /// The scroll model's ``ScrollModel/loadGeneration`` as this component's last refresh ran its
  /// action, or `nil` before any; compare the two as a page arrives (<doc:beyond-mjrefresh>).
  public internal(set) var refreshGeneration: Int?

  /// A ``PagedFeed`` owns it: its scroll model then follows ``LoaderRules/cooperating``.
  var isOwnedByFeed = false

  /// The task running the current refresh's ``asyncRefreshingAction``, or `nil`; tests await it.
  public var refreshingTask: Task<Void, Never>? {
    self.lifecycle.current?.task
  }

  // MARK: - Appearance and behaviour

  /// Whether the component reacts to the user's scrolling (MJRefresh's
  /// `isUserInteractionEnabled`), `true` by default; disabled, it neither pulls nor triggers,
  /// though ``beginRefreshing(completion:)`` still works.
  public var isEnabled: Bool {
    get { self.settings.isEnabled }
    set {
      let oldValue = self.settings.isEnabled
      self.settings.isEnabled = newValue
      if self.isEnabled != oldValue {
        self.recordCall(self.isEnabled ? "enable" : "disable")
      }
      if !self.isEnabled && oldValue {
        self.letGo(.disabled)
        self.willStopFollowing(because: .disabled)
        self.resetPullWhileInactive()
      } else if self.isEnabled && !oldValue {
        self.measurePullAgain()
      }
    }
  }

  /// Read at every frame: plain values, no exclusivity check at run time.
  var settings = Settings()

  // MARK: - Internal state

  var observations = Observations()
  var textFit = TextFit()
  var motions = ComponentMotions()
  /// Told of every change before the hooks run.
  var parts: [any ComponentPart] = []
  var animations = Animations()
  lazy var alphaAnimator = self.makeAnimator { [unowned self] progress in
    self.setAlpha(self.motions.alpha.at(progress))
  }
  lazy var scrollAnimator = self.makeAnimator(
    update: { [unowned self] progress in self.scrollFrame(progress) },
    completion: { [unowned self] finished in self.scrollIntoViewDidFinish(finished) })
  lazy var endMotionAnimator = self.makeAnimator(
    update: { [unowned self] progress in self.applyEndMotion(progress) },
    completion: { [unowned self] finished in self.endMotionDidFinish(finished) })

  // MARK: - Creating a component

  /// Creates a detached component with `config` and runs ``prepare()``.
  public init(config: RefreshConfig = .default) {
    self.config = config
    self.textFit.localizedRevision = config.revision
    self.prepare()
    self.fitLengthToText()
    self.accessibility.label = self.accessibilityLabelKey.map(config.localizedString)
    self.restPresentation()
  }

  // MARK: - Creating a component with an action

  /// Creates a detached component whose action runs when a refresh starts; call
  /// ``endRefreshing(completion:)`` when the load finishes.
  public convenience init(
    config: RefreshConfig = .default,
    refreshingAction: @escaping @MainActor () -> Void
  ) {
    self.init(config: config)
    self.refreshingAction = refreshingAction
  }

  /// Creates a detached component whose asynchronous action runs as a task when a refresh
  /// starts, and ends the refresh when it returns, throws or is cancelled.
  public convenience init(
    config: RefreshConfig = .default,
    asyncRefreshingAction: @escaping @MainActor () async throws -> Void
  ) {
    self.init(config: config)
    self.asyncRefreshingAction = asyncRefreshingAction
  }

  /// The opacity the host draws the component with, 0 to 1; setting it stops an alpha
  /// animation.
  public var alpha: CGFloat {
    get {
      self.alphaStorage.value
    }
    set {
      self.alphaAnimator.stop()
      self.setAlpha(newValue)
    }
  }

  /// How far the user pulled, as a fraction of the trigger distance: 0 at rest, 1 at the trigger.
  ///
  /// With ``automaticallyChangeAlpha``, ``alpha`` follows it while not refreshing. NaN and
  /// infinity are refused and negative values clamped to zero, reported to ``Diagnostics``.
  open var pullingPercent: CGFloat {
    get {
      self.pullingPercentStorage.value
    }
    set {
      guard
        let percent = GeometryCheck.checkedLength(
          newValue, "RefreshComponent.pullingPercent", kept: self.pullingPercent)
      else {
        return
      }
      self.pullingPercentStorage.value = percent
      if !self.isRefreshing && self.automaticallyChangeAlpha && !self.alphaAnimator.isRunning {
        self.setAlpha(percent)
      }
      for part in self.parts {
        part.pullDidChange(of: self)
      }
    }
  }

  /// Whether the component is hidden.
  ///
  /// Hiding it ends a pull and a refresh (an end held for ``minimumRefreshingDuration`` applies
  /// at once); a begin while hidden waits in ``RefreshState/willRefresh`` until it is shown.
  open var isHidden: Bool {
    get { self.isHiddenStorage.value }
    set {
      self.recordCall(newValue ? "hide" : "show")
      self.isHiddenStorage.value = newValue
      if newValue {
        self.componentDidHide()
      } else {
        self.refreshIfWaitingAndSeen()
        self.measurePullAgain()
      }
    }
  }

  /// The clock of the scroll model, or `nil` while detached.
  public var clock: (any AnimationClock)? {
    self.scrollModel?.clock
  }

  // MARK: - Hooks for subclasses

  /// Sets the component up (heights, titles); called once, from the initializer.
  ///
  /// - Important: Call `super`.
  open func prepare() {}

  /// Lays the component's presentation models out within ``frame``; called whenever the frame,
  /// the state or a title changes.
  ///
  /// - Important: Call `super` first: it makes the frame final and places the built-in parts.
  open func placeSubviews() {
    self.fitLengthToText()
    self.placeAtEdge()
    for part in self.parts {
      part.place(in: self)
    }
  }

  func placeAtEdge() {}

  /// The width of the centred text the parts sit beside, or `nil` to centre the parts.
  var textWidthBesideParts: CGFloat? {
    nil
  }

  /// The length along the pull axis the component's text needs at the user's text size, or
  /// `nil` for a component whose length does not follow its text.
  ///
  /// Above the default text size the component grows to it, never below the length set. A
  /// component of your own with text overrides it. See <doc:WritingACustomHeader>.
  open func lengthNeededForText() -> CGFloat? {
    self.parts.lazy.compactMap(\.lengthNeededForText).max()
  }

  /// The localized title the state label shows for `state` by default, or `nil` without one.
  ///
  /// Override it to change the titles of every instance of your class; for one component, use
  /// ``StateTitled/setTitle(_:for:)``.
  open func defaultTitle(for state: RefreshState) -> String? {
    for part in self.parts {
      if let title = part.localizedTitle(for: state, in: self.config) {
        return title
      }
    }
    return nil
  }

  /// The models the component draws with, for the bindings; a subclass adds its own to its
  /// superclass's (<doc:integrating>).
  open var presentationModels: PresentationModels {
    self.parts.reduce(PresentationModels()) { $0.adding($1.models) }
  }

  /// The scroll model's content offset changed.
  ///
  /// Not called while hidden or disabled, except while refreshing; also called with no
  /// movement when the pull must be measured again.
  ///
  /// - Important: Call `super`.
  open func scrollViewContentOffsetDidChange(_ change: ObservedChange<CGPoint>) {
    if let edge = self.heldEdge {
      edge.followHeldPull(
        of: self, offset: change.newValue[edge.axis], extent: self.frame.size[edge.axis])
    }
  }

  /// The scroll model's content size changed; called even while hidden or disabled.
  ///
  /// - Important: Call `super`.
  open func scrollViewContentSizeDidChange(_ change: ObservedChange<CGSize>) {
    if self.heldEdge != nil {
      self.placeSubviews()
    }
  }

  /// The scroll model's pan state changed; not called while hidden or disabled.
  ///
  /// - Important: Call `super`.
  open func scrollViewPanStateDidChange(_ change: ObservedChange<PanState>) {}

  /// The content came to rest on both axes (UIKit's `scrollViewDidEndDecelerating(_:)` or
  /// `scrollViewDidEndScrollingAnimation(_:)`), or a finger `caught` it.
  func scrollModelDidComeToRest(caught: Bool) {}

  /// The state changed; ``state`` already holds the new one.
  ///
  /// Update presentation here. It is also called once after ``prepare()`` and once after a
  /// detach, with `oldState` equal to ``state`` and no clock (MJRefresh's `setState:` runs for
  /// its first idle state too).
  ///
  /// - Important: Call `super` first.
  open func stateDidChange(from oldState: RefreshState) {
    if let edge = self.heldEdge {
      edge.holdStateDidChange(of: self, extent: self.frame.size[edge.axis], from: oldState)
    }
  }

  /// The language or the string tables of ``config`` changed: re-title here.
  ///
  /// - Important: Call `super`.
  open func localizationDidChange() {
    for part in self.parts {
      part.localizationDidChange(of: self)
    }
    self.placeSubviews()
  }

  // MARK: - Attachment

  /// Connects the component to `scrollModel`: observes it, turns on bouncing along its axis,
  /// lays out, and starts a refresh that was waiting to be seen.
  ///
  /// - Important: Subclasses that override it call `super` first.
  open func didAttach(to scrollModel: ScrollModel, share: InsetShare) {
    self.link = Link(scrollModel: scrollModel, insetShare: share)
    scrollModel.setAlwaysBounce(true, on: self.pullAxis)
    self.observe(scrollModel)
    self.observations.config = self.config.revisionStorage.observe { [unowned self] _ in
      self.localizeIfNeeded()
    }
    self.localizeIfNeeded()
    scrollModel.loadersDidChange()
    self.placeSubviews()
    self.refreshIfWaitingAndSeen()
  }

  /// Disconnects the component from `scrollModel` and returns it to ``RefreshState/idle``.
  ///
  /// A refresh still running is abandoned with no callback; an end the app already asked for
  /// completes first, its end callbacks run before this returns.
  ///
  /// - Important: Subclasses that override it call `super` last.
  open func didDetach(from scrollModel: ScrollModel) {
    self.disconnect()
    scrollModel.loaderDidLeave()
  }

  /// Disconnects the component as on detaching, when its scroll model is deallocated while the
  /// component is still attached.
  public func scrollModelWillDeinitialize() {
    self.link = nil
    self.disconnect()
  }

  // MARK: - Overridable rules

  /// Performs a recorded call named `name` during a replay (`beginRefreshing`, `hide`,
  /// `accessibilityAction:openSecondFloor`, …); an unknown name is reported to ``Diagnostics``.
  ///
  /// Subclasses that record calls of their own handle them and call `super` for the rest.
  open func replayRecordedCall(_ name: String) {
    switch name {
    case "beginRefreshing": self.beginRefreshing()
    case "endRefreshing": self.endRefreshing()
    case "endRefreshingWithSuccess": self.endRefreshing(result: .success)
    case "endRefreshingWithFailure": self.endRefreshing(result: .failure(RecordedFailure()))
    case "endRefreshingWithNoMoreData": self.endRefreshingWithNoMoreData()
    case "resetNoMoreData": self.resetNoMoreData()
    case "hide": self.isHidden = true
    case "show": self.isHidden = false
    case "enable": self.isEnabled = true
    case "disable": self.isEnabled = false
    case "accessibilityRefresh": self.accessibilityRefresh()
    case _ where name.hasPrefix(Self.accessibilityActionCall):
      let actionName = name.dropFirst(Self.accessibilityActionCall.count)
      if let action = RefreshAccessibilityAction.allCases.first(where: {
        "\($0)" == actionName
      }) {
        self.performAccessibilityAction(action)
      } else {
        Diagnostics.report(
          .ignoredCall, "\(type(of: self)).replayRecordedCall(_:)",
          "ignored: there is no accessibility action named \"\(actionName)\"")
      }
    default:
      Diagnostics.report(
        .ignoredCall, "\(type(of: self)).replayRecordedCall(_:)",
        "ignored: \(type(of: self)) has no recorded call named \"\(name)\"")
    }
  }

  static let accessibilityActionCall = "accessibilityAction:"

  /// Whether this component has a no-more-data state: footers do, headers and trailers do not.
  open var supportsNoMoreData: Bool {
    false
  }

  // MARK: - Internal helpers

  /// The axis the component is pulled along, along which a binding turns on bouncing.
  public var pullAxis: ScrollAxis {
    .vertical
  }

  var canBeSeen: Bool {
    self.scrollModel?.isVisible == true && !self.isHidden
  }

  func scrollModelDidBecomeVisible() {
    self.refreshIfWaitingAndSeen()
  }

  /// The list's refresh that held this page loader back ended.
  func listRefreshDidEnd() {}

  func delegateDidChange() {}

  /// A refresh ended: an auto footer measures how much of it shows instead of zero.
  func settlePull() {
    self.pullingPercent = 0
  }

  /// After the geometry changed under a still offset.
  func measurePullAgain() {
    guard self.state != .refreshing && self.state != .willRefresh,
      self.isEnabled && !self.isHidden, !self.motions.isMeasuringPull,
      let scrollModel = self.scrollModel
    else {
      return
    }
    self.motions.isMeasuringPull = true
    defer { self.motions.isMeasuringPull = false }
    let offset = scrollModel.contentOffset
    self.scrollViewContentOffsetDidChange(ObservedChange(oldValue: offset, newValue: offset))
  }

  /// Before the observers of `\.state` hear the change: an auto loader loads what is due.
  func stateWasDelivered(_ state: RefreshState, from oldState: RefreshState) {}

  func endMotionDidStart() {}

  /// A refreshing header holds its new length open.
  func pullLengthDidChange(from oldLength: CGFloat) {}

  /// Also while hidden or disabled: an auto loader starts its count of triggers again.
  func dragDidBegin() {}

  /// Hidden, disabled or detached: a header closes its second floor.
  func willStopFollowing(because reason: RefreshTransitionReason) {}

  var accessibilityLabelKey: RefreshStringKey? {
    nil
  }

  var pullEdge: PullEdge? {
    nil
  }

  /// The edge held open while refreshing, as MJRefresh's back footer and trailer do; `nil` for
  /// a component that follows its edge its own way.
  var heldEdge: PullEdge? {
    nil
  }

  /// Names the component while detached (``accessibilityIdentifier``).
  var naturalSlot: ScrollAttachmentSlot {
    ScrollAttachmentSlot(rawValue: "component")
  }

  var offeredAccessibilityActions: [RefreshAccessibilityAction] {
    []
  }

  func carryOut(_ action: RefreshAccessibilityAction) -> Bool {
    false
  }

  /// A footer also counts its failures.
  func refreshDidEnd(with result: RefreshResult) {
    self.showResult(result)
  }

  /// A footer's failure keeps showing after ``resultDisplayDuration``.
  func keepsShowing(_ result: RefreshResult) -> Bool {
    false
  }
}
