public import Foundation

/// The base class of every refresh component: the state machine, the callbacks, the alpha and the
/// plumbing that connects a component to its ``ScrollModel``.
///
/// MJRefresh's `MJRefreshComponent`.
///
/// You use its subclasses (``NormalHeader``, ``GifHeader``, the footers) or write your own by
/// overriding the hooks, as MJRefresh's DIY headers do. See <doc:WritingACustomHeader>.
///
/// ```swift
/// let header = NormalHeader { [weak model] in model?.reload() }   // sync action: end it yourself
/// let header = NormalHeader { await model.reload() }              // async action: ends by itself
/// scroll.header = header
/// header.beginRefreshing()
/// // ... later, for the sync action:
/// header.endRefreshing()
/// ```
///
/// ## Behaviour
///
/// - ``beginRefreshing(completion:)``, ``endRefreshing(completion:)``,
///   ``endRefreshingWithNoMoreData()`` and ``resetNoMoreData()`` change ``state`` before they
///   return; the last call wins. Nothing is deferred to a later turn, unlike MJRefresh.
/// - The refreshing action runs exactly once per accepted begin. Beginning while refreshing is
///   ignored. An end that arrives before the action ran cancels it.
/// - Beginning while the scroll model is not visible waits in ``RefreshState/willRefresh`` and
///   refreshes once it becomes visible.
/// - Detaching cancels the pending action and the async task; an end the app already asked for
///   completes as the component detaches, and no callback runs after detach.
/// - Components never write the host's ``ScrollModel/contentInset``; they own an ``InsetShare``.
///
/// ## Subclassing
///
/// Override the hooks and call `super`: ``prepare()``, ``placeSubviews()``,
/// ``scrollViewContentOffsetDidChange(_:)``, ``scrollViewContentSizeDidChange(_:)``,
/// ``scrollViewPanStateDidChange(_:)``, ``stateDidChange(from:)`` and
/// ``localizationDidChange()``.
@MainActor
open class RefreshComponent: ScrollModelAttachment {
  /// The state as observers have heard of it; ``lifecycle`` holds the state itself, and
  /// publishes each change here once it is complete.
  let stateStorage = Observable(RefreshState.idle)
  /// The lifecycle: the state and what belongs to it, which only its events change
  /// (`send(_:)`).
  var lifecycle = RefreshLifecycle()
  /// What the completed changes tell the app, waiting to be delivered in order.
  var deliveries = Deliveries()
  let pullingPercentStorage = Observable<CGFloat>(0)
  let alphaStorage = Observable<CGFloat>(1)
  let isHiddenStorage = Observable(false)
  let frameStorage = Observable(CGRect.zero)
  let displayedResultStorage = Observable<RefreshResult?>(nil)

  /// The scroll model this component is attached to, or `nil`.
  ///
  /// Held unowned (and checked): the scroll model owns its components, and clears this when it
  /// detaches them and before it goes away. Unlike a weak reference, it gives the scroll model
  /// no side table, whose slower reference counting would cost every frame.
  public var scrollModel: ScrollModel? {
    self.link?.scrollModel
  }

  /// This component's share of the scroll model's inset ledger while attached, or `nil`.
  public var insetShare: InsetShare? {
    self.link?.insetShare
  }

  /// The scroll model and the share while attached, read at every frame: an internal strong
  /// reference to constants, so that reading them needs no exclusivity check at run time.
  var link: Link?

  /// The configuration that supplies strings, text measurement and last-updated storage.
  public let config: RefreshConfig

  /// What assistive technologies say about the component: its label, its value and an
  /// announcement per state change.
  public let accessibility = AccessibilityModel()

  /// The log behind ``transitions``.
  var transitionLog = TransitionLog(limit: 100)

  // MARK: - Callbacks

  /// The closures the app gives the component (its actions, completions and handlers), with
  /// when the action runs; each has a property of its own (`RefreshComponent+Callbacks.swift`).
  var callbacks = Callbacks()

  /// The delegate, for hosts in the style of EGOTableViewPullRefresh and PGRefresh.
  ///
  /// A ``StateHeader`` shows the delegate's last-updated date as soon as it is set.
  public weak var delegate: (any RefreshComponentDelegate)? {
    didSet {
      self.delegateDidChange()
    }
  }

  /// The scroll model's ``ScrollModel/loadGeneration`` as this component's last refresh ran its
  /// action (after the generation a refresh of the list starts), or `nil` before any.
  ///
  /// An ``asyncRefreshingAction`` runs as a task, which starts at the main actor's next turn:
  /// a refresh of the list may start a generation before its first line runs. Compare this
  /// value, not one the action reads itself, with the generation as the page arrives, and drop
  /// the page of a cancelled task too: a server that ignores the cancellation may answer after
  /// this component began the new list's next page, when the two generations agree again.
  ///
  /// ```swift
  /// footer.asyncRefreshingAction = { [weak footer, weak scroll] in
  ///   let page = try await api.page(after: feed.cursor)
  ///   guard !Task.isCancelled, scroll?.loadGeneration == footer?.refreshGeneration else {
  ///     return  // cancelled, or the list was refreshed
  ///   }
  ///   feed.append(page)
  /// }
  /// ```
  public internal(set) var refreshGeneration: Int?

  /// Whether a ``PagedFeed`` owns this component's data and task: the scroll model it is
  /// attached to then follows ``LoaderRules/cooperating`` unless the app set its rules.
  var isOwnedByFeed = false

  /// The task running the ``asyncRefreshingAction`` of the current refresh, or `nil`.
  ///
  /// Tests await its value.
  public var refreshingTask: Task<Void, Never>? {
    self.lifecycle.current?.task
  }

  // MARK: - Appearance and behaviour

  /// Whether the component reacts to the user's scrolling, like `isUserInteractionEnabled` in
  /// MJRefresh and the enable flags of PGRefresh.
  ///
  /// Defaults to `true`.
  ///
  /// A disabled component neither pulls nor triggers by itself, and disabling it while it is
  /// pulling takes it back to idle with no pull shown; ``beginRefreshing(completion:)`` still
  /// works, and a refresh goes on. It keeps following the content size (unlike MJRefresh, which
  /// ignores everything), so a footer enabled again is in its place; enabled again, it measures
  /// the pull from the offset as it is.
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
        self.measurePullAgain()  // the offset may have moved while it followed nothing
      }
    }
  }

  /// The settings above, read at every frame: plain values in one internal struct, so that
  /// reading them needs no exclusivity check at run time.
  var settings = Settings()

  // MARK: - Internal state

  /// What the component observes: the scroll model, the models that move its layout, the config.
  var observations = Observations()
  /// How the component's text fits: the strings' revision and the length set while it grows.
  var textFit = TextFit()
  /// What the component's own animations move, read at every frame.
  var motions = ComponentMotions()
  /// The parts of the component's presentation, told of every change before its hooks run.
  var parts: [any ComponentPart] = []
  /// Every animator the component and its parts made, and the animations subclasses started,
  /// stopped when it is detached.
  var animations = Animations()
  /// Fades ``alpha`` in as a refresh begins and out as it ends.
  lazy var alphaAnimator = self.makeAnimator { [unowned self] progress in
    self.setAlpha(self.motions.alpha.at(progress))
  }
  /// Scrolls the component into view as a refresh begins, then runs the callbacks.
  lazy var scrollAnimator = self.makeAnimator(
    update: { [unowned self] progress in self.scrollFrame(progress) },
    completion: { [unowned self] finished in self.scrollIntoViewDidFinish(finished) })
  /// Runs the end of a refresh: a share shrinking, the paging alignment, a subclass's own.
  lazy var endMotionAnimator = self.makeAnimator(
    update: { [unowned self] progress in self.applyEndMotion(progress) },
    completion: { [unowned self] finished in self.endMotionDidFinish(finished) })

  // MARK: - Creating a component

  /// Creates a detached component and runs ``prepare()``.
  ///
  /// - Parameter config: The configuration for strings, text measurement and last-updated
  ///   storage. Defaults to ``RefreshConfig/default``.
  public init(config: RefreshConfig = .default) {
    self.config = config
    self.textFit.localizedRevision = config.revision
    self.prepare()
    self.fitLengthToText()
    self.accessibility.label = self.accessibilityLabelKey.map(config.localizedString)
    self.restPresentation()
  }

  // MARK: - Creating a component with an action

  /// Creates a detached component with a refreshing action.
  ///
  /// - Parameters:
  ///   - config: The configuration. Defaults to ``RefreshConfig/default``.
  ///   - refreshingAction: Runs when a refresh starts; call ``endRefreshing(completion:)`` when
  ///     the load finishes.
  public convenience init(
    config: RefreshConfig = .default,
    refreshingAction: @escaping @MainActor () -> Void
  ) {
    self.init(config: config)
    self.refreshingAction = refreshingAction
  }

  /// Creates a detached component with an asynchronous refreshing action, which ends the refresh
  /// by itself when it returns, throws or is cancelled.
  ///
  /// ```swift
  /// let header = NormalHeader { await model.reload() }
  /// ```
  ///
  /// - Parameters:
  ///   - config: The configuration. Defaults to ``RefreshConfig/default``.
  ///   - asyncRefreshingAction: Runs as a task when a refresh starts.
  public convenience init(
    config: RefreshConfig = .default,
    asyncRefreshingAction: @escaping @MainActor () async throws -> Void
  ) {
    self.init(config: config)
    self.asyncRefreshingAction = asyncRefreshingAction
  }

  /// The opacity the host should draw the component with, 0 to 1.
  ///
  /// Setting it stops a running alpha animation.
  public var alpha: CGFloat {
    get {
      self.alphaStorage.value
    }
    set {
      self.alphaAnimator.stop()
      self.setAlpha(newValue)
    }
  }

  /// How far the user pulled, as a fraction of the distance that triggers a refresh: 0 at rest,
  /// 1 at the trigger, more when pulled further.
  ///
  /// While not refreshing and ``automaticallyChangeAlpha`` is on, ``alpha`` follows it, except
  /// while the alpha animates by itself (the fade in of a begin, the fade out of an end). NaN and
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
      if !self.isRefreshing && self.automaticallyChangeAlpha && !self.isAlphaAnimating {
        self.setAlpha(percent)
      }
      for part in self.parts {
        part.pullDidChange(of: self)
      }
    }
  }

  /// Whether the component is hidden.
  ///
  /// A hidden component ignores scrolling, but still follows the content size. Hiding it while
  /// it is pulling takes it back to idle; hiding it while it refreshes ends the refresh (an end
  /// held for ``minimumRefreshingDuration`` applies at once, with the state it asked for), so
  /// that no space is held for what cannot be seen. A begin while it is hidden waits in
  /// ``RefreshState/willRefresh`` and starts when it is shown. Shown again, it measures the
  /// pull from the offset as it is.
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

  /// Sets the component up; called once, from the initializer.
  ///
  /// Set heights and titles here.
  ///
  /// - Important: Call `super`.
  open func prepare() {}

  /// Lays the component's presentation models out within ``frame``; called whenever the frame,
  /// the state or a title changes.
  ///
  /// The base class fits the component's length to its text (``lengthNeededForText()``),
  /// places the component at its edge of the content, and places the built-in parts it adopted:
  /// the arrow, the spinner, the GIF frames and the progress header's animation beside the
  /// text, and a footer's state label over the whole footer. An override that calls `super`
  /// first finds its frame final and can move any of them. A state header lays its two labels
  /// out after the parts, in its own override.
  ///
  /// - Important: Call `super` first.
  open func placeSubviews() {
    self.fitLengthToText()
    self.placeAtEdge()
    for part in self.parts {
      part.place(in: self)
    }
  }

  /// Places the component at its edge of the content (its origin, and its width or height
  /// across the scroll model), before anything is laid out within it: each kind of component
  /// answers for its edge.
  func placeAtEdge() {}

  /// The width of the text the parts sit beside, laid out centred, or `nil` when the parts sit
  /// in the middle: none here; each component with labels answers for them.
  var textWidthBesideParts: CGFloat? {
    nil
  }

  /// The height (the width, for a component pulled sideways) the component's text needs at the
  /// user's text size, or `nil` for a component whose length does not follow its text.
  ///
  /// Above the default text size (``RefreshConfig/contentSizeCategory``), the component grows
  /// to it, never below the length set with ``height`` or ``width``, and back as the text gets
  /// smaller, so that nothing is cut off and the thresholds, which follow the length, follow the
  /// text; at the default size and below it keeps the length set. The built-in components
  /// with a state label return the height of their labels wrapped, with their longest titles;
  /// a component of your own with text overrides it the same way.
  ///
  /// - Returns: The length needed, in points: here, the most any of the built-in parts it
  ///   adopted needs (its state label), or `nil` without one.
  open func lengthNeededForText() -> CGFloat? {
    self.parts.lazy.compactMap(\.lengthNeededForText).max()
  }

  /// The localized title of `state`, which the component's state label shows by default.
  ///
  /// The title comes from ``RefreshConfig``; it is `nil` for a state without one and for a
  /// component without a state label. ``RefreshState/willRefresh`` shows the refreshing title.
  ///
  /// Override it to change the titles of every instance of your class; to change one
  /// component's, use ``StateTitled/setTitle(_:for:)``.
  ///
  /// - Parameter state: The state.
  /// - Returns: The default title, or `nil`.
  open func defaultTitle(for state: RefreshState) -> String? {
    for part in self.parts {
      if let title = part.localizedTitle(for: state, in: self.config) {
        return title
      }
    }
    return nil
  }

  /// The models the component draws with, for the bindings: here, those of the parts it
  /// adopted (a state label, an arrow and spinner, an image view); each subclass adds the models
  /// it brings to its superclass's.
  ///
  /// A custom component that draws with models of its own overrides it the same way:
  ///
  /// ```swift
  /// final class RingHeader: RefreshHeader {
  ///   let ring = ArrowModel(image: RefreshImage(name: "ring", size: CGSize(width: 30, height: 30)))
  ///   override var presentationModels: PresentationModels {
  ///     super.presentationModels.adding(PresentationModels(arrows: [ring]))
  ///   }
  /// }
  /// ```
  ///
  /// A component that draws in a way no model describes supplies its own view instead, through
  /// the binding of its platform.
  open var presentationModels: PresentationModels {
    self.parts.reduce(PresentationModels()) { $0.adding($1.models) }
  }

  /// The scroll model's content offset changed.
  ///
  /// Not called while hidden or disabled, except while refreshing (a disabled header holds its
  /// space by it); also called with no movement when the pull must be measured again (the
  /// component shown or enabled again, its trigger or the geometry changed).
  ///
  /// The base class follows the pull of a component that holds its edge open while refreshing
  /// (a back footer, a trailer).
  ///
  /// - Important: Call `super`.
  /// - Parameter change: The old and new offset.
  open func scrollViewContentOffsetDidChange(_ change: ObservedChange<CGPoint>) {
    if let edge = self.heldEdge {
      edge.followHeldPull(
        of: self, offset: change.newValue[edge.axis], extent: self.frame.size[edge.axis])
    }
  }

  /// The scroll model's content size changed.
  ///
  /// Called even while hidden or disabled. The base class lays out again a component that
  /// holds its edge open while refreshing (a back footer, a trailer), which follows the
  /// content's end.
  ///
  /// - Important: Call `super`.
  /// - Parameter change: The old and new size.
  open func scrollViewContentSizeDidChange(_ change: ObservedChange<CGSize>) {
    if self.heldEdge != nil {
      self.placeSubviews()
    }
  }

  /// The scroll model's pan state changed.
  ///
  /// Not called while hidden or disabled (a drag that begins meanwhile still starts an auto
  /// footer's count of triggers).
  ///
  /// - Important: Call `super`.
  /// - Parameter change: The old and new pan state.
  open func scrollViewPanStateDidChange(_ change: ObservedChange<PanState>) {}

  /// The content came to rest with no offset change of its own: the scroll model stopped
  /// decelerating, on both axes (UIKit's `scrollViewDidEndDecelerating(_:)`), or the app's
  /// animated scroll ended (`scrollViewDidEndScrollingAnimation(_:)`).
  ///
  /// Called even while hidden or disabled. What waits for the content to stop decides here: a
  /// motion on the other axis may end long after the last offset change on this one.
  ///
  /// - Parameter caught: Whether a finger touching down stopped it: the content stopped, but
  ///   is not at rest (the pan begins next).
  func scrollModelDidComeToRest(caught: Bool) {}

  /// The state changed; ``state`` already holds the new one.
  ///
  /// Update presentation here. It is also called once as the component is made, after
  /// ``prepare()``, and once it is detached, with `oldState` equal to ``state``, and with no
  /// scroll model, so no clock: what a subclass sets up per state is then right at once, from
  /// the start (MJRefresh's `setState:` runs for its first idle state too) and after a detach
  /// that cut an animation short. The base class holds open (and lets go) the edge of a
  /// component that holds its edge while refreshing (a back footer, a trailer).
  ///
  /// - Important: Call `super` first.
  /// - Parameter oldState: The state before.
  open func stateDidChange(from oldState: RefreshState) {
    if let edge = self.heldEdge {
      edge.holdStateDidChange(of: self, extent: self.frame.size[edge.axis], from: oldState)
    }
  }

  /// The language or the string tables of ``config`` changed.
  ///
  /// Re-title here.
  ///
  /// - Important: Call `super`.
  open func localizationDidChange() {
    for part in self.parts {
      part.localizationDidChange(of: self)
    }
    self.placeSubviews()
  }

  // MARK: - Attachment

  /// Connects the component to `scrollModel`: observes its offset, size, insets, pan state,
  /// deceleration, frame and visibility, turns on bouncing along its axis (vertical; horizontal
  /// for trailers), lays out, and starts a refresh that was waiting to be seen.
  ///
  /// - Important: Subclasses that override it call `super` first.
  /// - Parameters:
  ///   - scrollModel: The scroll model the component is now attached to.
  ///   - share: The component's share of the inset ledger.
  open func didAttach(to scrollModel: ScrollModel, share: InsetShare) {
    self.link = Link(scrollModel: scrollModel, insetShare: share)
    scrollModel.setAlwaysBounce(true, on: self.pullAxis)
    self.observe(scrollModel)
    // The token lives in the component and dies with it: the handler cannot outlive it.
    self.observations.config = self.config.revisionStorage.observe { [unowned self] _ in
      self.localizeIfNeeded()
    }
    self.localizeIfNeeded()
    scrollModel.loadersDidChange()
    self.placeSubviews()
    self.refreshIfWaitingAndSeen()
  }

  /// Disconnects the component from the scroll model it was attached to.
  ///
  /// It stops observing, cancels animations, the pending action and the async task, and returns
  /// to ``RefreshState/idle``. A refresh still running is abandoned with no callback; an end the
  /// app already asked for (still animating, or held for ``minimumRefreshingDuration``)
  /// completes first, and its end callbacks run before this returns. A refresh of the list that
  /// waited for this page loader runs (``ScrollModel/loaderArbitration``).
  ///
  /// - Important: Subclasses that override it call `super` last.
  /// - Parameter scrollModel: The scroll model the component was attached to.
  open func didDetach(from scrollModel: ScrollModel) {
    self.disconnect()
    scrollModel.loaderDidLeave()
  }

  /// Disconnects the component as on detaching, when its scroll model is deallocated while the
  /// component is still attached: a refresh in progress ends without callbacks, and an end the
  /// app already asked for (animating, or held for the minimum duration) completes with them.
  public func scrollModelWillDeinitialize() {
    self.link = nil  // going away: nothing may reach it any more
    self.disconnect()
  }

  // MARK: - Overridable rules

  /// Performs a recorded call during a replay: `beginRefreshing`, `endRefreshing`,
  /// `endRefreshingWithSuccess`, `endRefreshingWithFailure` (with a ``RecordedFailure``),
  /// `endRefreshingWithNoMoreData`, `resetNoMoreData`, `hide`, `show`, `enable`, `disable`,
  /// `accessibilityRefresh`, or `accessibilityAction:` and a ``RefreshAccessibilityAction``'s
  /// name (`accessibilityAction:openSecondFloor`).
  ///
  /// Subclasses that record calls of their own handle them and call `super` for the rest.
  ///
  /// - Parameter name: The call's name.
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

  /// The prefix of a recorded accessibility action's name.
  static let accessibilityActionCall = "accessibilityAction:"

  /// Whether this component has a no-more-data state: footers do, headers and trailers do not.
  open var supportsNoMoreData: Bool {
    false
  }

  // MARK: - Internal helpers

  /// The axis the component is pulled or scrolled to along: vertical; horizontal for trailers
  /// and for a leading loader of a horizontal list.
  ///
  /// A binding turns on bouncing along it, so that short content can be pulled.
  public var pullAxis: ScrollAxis {
    .vertical
  }

  /// Whether the user can see the component: attached to a visible scroll model and shown.
  ///
  /// A begin while this is `false` waits in ``RefreshState/willRefresh``.
  var canBeSeen: Bool {
    self.scrollModel?.isVisible == true && !self.isHidden
  }

  /// The scroll model became visible: a refresh that waited starts.
  func scrollModelDidBecomeVisible() {
    self.refreshIfWaitingAndSeen()
  }

  /// The list's refresh ended, which held this page loader back (``ScrollModel/loaderArbitration``):
  /// a rule that wanted a page meanwhile may ask again.
  func listRefreshDidEnd() {}

  /// The ``delegate`` changed: a state header shows its last-updated date.
  func delegateDidChange() {}

  /// Sets ``pullingPercent`` to its value at rest once a refresh has ended: zero for the
  /// components the user pulls; an auto footer measures how much of it shows.
  func settlePull() {
    self.pullingPercent = 0
  }

  /// Measures the pull again, as an offset change with no movement, after something it depends
  /// on changed under a still finger or offset (content, frame, insets, length, trigger, shown
  /// or enabled again), so that the state and ``pullingPercent`` agree with the geometry.
  ///
  /// A refreshing or waiting component holds its space instead; a hidden or disabled one follows
  /// nothing. A measure asked for while one runs waits for the next change: no recursion.
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

  /// The change to `state` is complete and is being delivered, before the observers of
  /// `\.state` hear it: an auto loader back at rest loads what is due.
  func stateWasDelivered(_ state: RefreshState, from oldState: RefreshState) {}

  /// The motion of an end started: a header lets go of its pull.
  func endMotionDidStart() {}

  /// The length along the pull axis changed from `oldLength` (a larger text size, the app): a
  /// refreshing header holds its new height open.
  func pullLengthDidChange(from oldLength: CGFloat) {}

  /// A finger touched the content: a drag session starts, also while the component is hidden
  /// or disabled (an auto loader starts its count of triggers again).
  func dragDidBegin() {}

  /// The component stops following the content for `reason` (hidden, disabled or detached),
  /// after the base class let go of a pull: a header closes its second floor.
  func willStopFollowing(because reason: RefreshTransitionReason) {}

  /// The key of what VoiceOver calls the component: "Refresh", "Load more", "View details".
  var accessibilityLabelKey: RefreshStringKey? {
    nil
  }

  /// The edge the component is pulled or scrolled to from, or `nil` for a component that
  /// follows no edge (a direct subclass of this class).
  var pullEdge: PullEdge? {
    nil
  }

  /// The edge the component holds open by its length while refreshing, and whose pull it
  /// follows, by one algorithm (``PullEdge``), as MJRefresh's back footer and trailer do; `nil`
  /// for a component that follows its edge its own way (a header, an auto loader) or none.
  var heldEdge: PullEdge? {
    nil
  }

  /// The slot the component's class is made for, which names it while detached
  /// (``accessibilityIdentifier``).
  var naturalSlot: ScrollAttachmentSlot {
    ScrollAttachmentSlot(rawValue: "component")
  }

  /// The accessibility actions the component can carry out now: a header with a second floor
  /// offers to open or close it.
  var offeredAccessibilityActions: [RefreshAccessibilityAction] {
    []
  }

  /// Carries out `action`, one of ``offeredAccessibilityActions``.
  ///
  /// - Returns: Whether it was carried out.
  func carryOut(_ action: RefreshAccessibilityAction) -> Bool {
    false
  }

  /// A refresh ended with `result`: it shows for ``resultDisplayDuration``; a footer also keeps
  /// count of its failures.
  func refreshDidEnd(with result: RefreshResult) {
    self.showResult(result)
  }

  /// Whether `result` keeps showing after ``resultDisplayDuration``: a footer's failure does.
  func keepsShowing(_ result: RefreshResult) -> Bool {
    false
  }
}
