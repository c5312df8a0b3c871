import Foundation

/// The lifecycle of a refresh component's refreshes, as a value: its state, which refresh it is
/// in, whether that refresh's callbacks ran, the end under way and how deep the state changes
/// being made and published are.
///
/// It decides and does nothing else: each event returns what the component must do (refuse a
/// call, enter a state, hold an end, run or cancel the one-shot completions, cancel the work
/// scheduled for a refresh, publish a state), and ``RefreshComponent`` carries it out, running
/// its hooks in between. What waits (the completions, the held end, the states to publish, the
/// result shown, the failures in a row and their retry) is part of it, in
/// ``RefreshLifecycle/Pending``: the component holds no lifecycle flag of its own. Its rules are
/// tested as a table, with no scroll model and no clock (`RefreshLifecycleTests`), in the style
/// of swift-async-algorithms' state machines.
///
/// The rules:
/// - A begin is refused while refreshing or in no more data (with a message), while the host
///   says it loads (silently), and for a page loader while the list refreshes (with a message
///   for the app's call, silently for a trigger); otherwise it enters ``RefreshState/refreshing``, or
///   ``RefreshState/willRefresh`` while the component cannot be seen. A release begins only a
///   component that is pulling; a retry, an automatic load, a tap, stale data and VoiceOver
///   only one at rest.
/// - An end is refused unless refreshing (silently in no more data).
/// - Entering refreshing starts a refresh; leaving refreshing or will-refresh ends it. Each has
///   its own number, so that work scheduled for one can tell whether it still belongs.
/// - A refresh's callbacks run once. The begin completions run right after the action; those of
///   a refresh that ends before its action ran are cancelled.
/// - An ended refresh's end callbacks run once: when its end animation finishes, or at once when
///   there is none, but never while the refresh's own callbacks run (an action that ends its own
///   refresh), so that a refresh's end completions always follow its begin completions.
/// - A state change waits to be published until the change being made, and the one being
///   published, are complete: observers hear every change once, in order.
/// - An end that comes before the minimum refreshing duration is held until it; the last end
///   wins, except that no more data stays. Leaving the refresh drops what was held.
/// - Failures count in a row: a failed refresh adds one; a success, a plain end from
///   refreshing (the page loaded), no more data, its reset and a detach start again. A retry
///   waiting on the clock is dropped when a refresh begins, in no more data and on detaching.
struct RefreshLifecycle {
  typealias Callback = @MainActor () -> Void

  /// Where the end of the last refresh is.
  enum Ending: Hashable {
    /// No end is under way.
    case none
    /// The end's motion waits for the result display to end; the end callbacks wait for it.
    case waitingForResult
    /// The end animation runs; the end callbacks wait for it.
    case animating
    /// The end callbacks are due.
    case due
  }

  /// What a begin does.
  enum Begin: Hashable {
    /// Nothing; report `message` if there is one.
    case refused(String?)
    /// Enter `state`: ``RefreshState/refreshing``, or ``RefreshState/willRefresh`` to wait to be
    /// seen.
    case start(RefreshState)
  }

  /// What an end, a no-more-data or a reset does.
  enum End: Hashable {
    /// Nothing; report `message` if there is one.
    case refused(String?)
    /// Enter `state`.
    case enter(RefreshState)
  }

  /// The triggers that begin only a component at rest.
  static let idleTriggers: [RefreshTransitionReason] = [
    .retry, .automatic, .tap, .staleData, .accessibilityAction, .refreshCommand,
  ]

  /// A state change the component is making.
  struct Entry {
    let old: RefreshState
    let new: RefreshState
    /// The refresh the change ended, if it ends one: whether its end reports feedback.
    let ended: Refresh?
    /// The work the change dropped (a held end, a waiting retry), for the component to cancel.
    let dropped: Dropped
    /// The feedback event the change makes, delivered once it is complete: a crossing into
    /// pulling by a drag, the start of a refresh that reports feedback, and its end, with its
    /// result (success without one).
    let feedback: RefreshFeedback?

    /// Whether it starts a refresh: entering refreshing.
    var startsRefresh: Bool {
      self.new == .refreshing
    }

    /// Whether it ends a refresh: leaving refreshing or will-refresh for another state.
    var endsRefresh: Bool {
      self.old.isRefreshing && !self.new.isRefreshing
    }
  }

  /// The current state.
  private(set) var state = RefreshState.idle

  /// The number of the current refresh: it grows when a refresh starts and when one ends.
  private(set) var refresh = 0

  /// How many refreshes ran their callbacks.
  private(set) var refreshesRun = 0

  /// The refresh under way, from entering will-refresh or refreshing until leaving them, and
  /// `nil` in every other state: what belongs to one refresh ends with it.
  ///
  /// Written only by the events, with the state: a refresh under way without a refreshing
  /// state, or the reverse, cannot be written.
  private(set) var current: Refresh?

  /// The work scheduled on the clock that an event dropped, for the component to cancel: the
  /// lifecycle decides, and does nothing.
  struct Dropped {
    /// The held end's work.
    var heldEnd: ScheduledWork?
    /// The waiting retry.
    var retry: ScheduledWork?

    /// Cancels the work.
    @MainActor func cancel() {
      self.heldEnd?.cancel()
      self.retry?.cancel()
    }
  }

  /// A refresh under way: its callbacks' progress, its start and whether it reports feedback.
  ///
  /// Plain values: the end it holds for the minimum duration (with its work, result and error)
  /// waits in ``Pending/heldEnd``, and is dropped with it.
  struct Refresh {
    /// Whether its callbacks ran; `true` while it waits to be seen, with none to run yet.
    var callbacksRan = true
    /// When it entered ``RefreshState/refreshing``, on the component's clock.
    var since: TimeInterval?
    /// Whether it reports feedback: the user started it, or the app asked.
    var reportsFeedback = false
    /// Whether its callbacks are ready and wait for the pages loading
    /// (``LoaderArbitration/refreshWaitsForPage``).
    var waitsForPages = false
  }

  /// What an end does about the minimum refreshing duration.
  enum Hold: Equatable {
    /// It applies now.
    case none
    /// It replaced the end held before (or no more data held stays): nothing to schedule.
    case held
    /// It waits until `deadline`: schedule the work that applies it, and hold it
    /// (``hold(_:)``).
    case schedule(deadline: TimeInterval)
  }

  /// An end that waits for ``RefreshComponent/minimumRefreshingDuration``: the last call wins.
  struct HeldEnd {
    /// The state the end enters.
    var state: RefreshState
    /// Why, for the transition log.
    var reason: RefreshTransitionReason
    /// The refresh it ends, by number.
    var refresh: Int
    /// The clock's work that makes it.
    var work: ScheduledWork
    /// The result of the end, if it has one.
    var result: RefreshResult?
    /// What the async action threw, for the error handler once the end applies.
    var failure: (any Error)?
  }

  /// Whether the current refresh's callbacks ran (or it has none to run).
  var callbacksRan: Bool {
    self.current?.callbacksRan ?? true
  }

  /// Where the end of the last refresh is.
  private(set) var ending = Ending.none

  /// Whether the second floor's opening or closing under way reports feedback when its motion
  /// ends: the user released, or the app asked with
  /// ``RefreshComponent/reportsFeedbackForProgrammaticRefreshes`` set.
  private(set) var floorReportsFeedback = false

  /// How far a detach has gone: one value, since its steps come in order.
  enum Detachment {
    /// Attached, or detached for good.
    case none
    /// The detach has begun: what the app already asked for completes, nothing new begins.
    case leaving
    /// What is left is abandoned: no callback of the component's own runs.
    case detaching
  }

  /// How far a detach has gone.
  private(set) var detachment = Detachment.none

  /// Whether the component is being detached: no callback of its own runs.
  var isDetaching: Bool {
    self.detachment == .detaching
  }

  /// Whether the component is leaving its scroll model: from the start of a detach, while what
  /// the app already asked for completes, nothing new begins.
  var isLeaving: Bool {
    self.detachment != .none
  }

  /// How many refreshes' callbacks are running (more than one when an action begins a refresh
  /// whose action runs at once).
  private var callbackDepth = 0
  /// How many state changes are being made or published.
  private var changeDepth = 0

  /// What waits: the one-shot completions, the held end, the state changes to publish, the
  /// result shown and the failures with their retry.
  ///
  /// Held by reference, and by this lifecycle alone: the machine's plain values stay plain, so
  /// that the component reads them at every frame as plain loads and copies them around an
  /// event for a retain, while its queues grow in place, copying nothing.
  let pending = Pending()

  // MARK: - Calls

  /// A begin, by the app or a trigger (`reason`).
  ///
  /// On `.start`, its completion joins the begin completions. A trigger begins only from the
  /// state it is made for, whatever a nested change did meanwhile: a release only what is
  /// pulling, a retry, an automatic load, a tap, stale data or VoiceOver only what is idle.
  func begin(
    canBeSeen: Bool, hostIsLoading: Bool, listIsRefreshing: Bool = false,
    reason: RefreshTransitionReason = .beginRefreshing
  ) -> Begin {
    if reason == .release && self.state != .pulling {
      return .refused(nil)
    }
    if Self.idleTriggers.contains(reason) && self.state != .idle {
      return .refused(nil)
    }
    if self.state.isSecondFloor {
      return .refused(Self.floorIsOpen)
    }
    if self.state.isRefreshing {
      return .refused("ignored: already refreshing")
    }
    if self.state == .noMoreData {
      return .refused("ignored: no more data; call resetNoMoreData() first")
    }
    if self.isLeaving {
      return .refused("ignored: the component is being detached")
    }
    if hostIsLoading {
      return .refused(nil)
    }
    if listIsRefreshing {
      return .refused(
        reason == .beginRefreshing
          ? "ignored: the list refreshes, and a page now would be of the old list "
            + "(ScrollModel.loaderArbitration)" : nil)
    }
    return .start(canBeSeen ? .refreshing : .willRefresh)
  }

  /// An end of the current refresh; on `.enter`, its completion joins the end completions.
  func end() -> End {
    guard self.state.isRefreshing else {
      return .refused(self.state == .noMoreData ? nil : "ignored: not refreshing")
    }
    return .enter(.idle)
  }

  /// An end with no more data, for a component that has that state (`isSupported`).
  func endWithNoMoreData(isSupported: Bool, componentName: String) -> End {
    guard isSupported else {
      return .refused("ignored: \(componentName) has no no-more-data state; only footers do")
    }
    return self.state == .noMoreData ? .refused(nil) : .enter(.noMoreData)
  }

  /// A reset of no more data.
  func resetNoMoreData() -> End {
    guard self.state == .noMoreData else {
      return .refused(
        self.state.isRefreshing
          ? "ignored: refreshing, not in no more data; call endRefreshing() to end the refresh"
          : nil)
    }
    return .enter(.idle)
  }

  /// What a begin or an opening of the floor says while the floor is open.
  static let floorIsOpen = "ignored: the second floor is open; call closeSecondFloor() first"

  // MARK: - The second floor

  /// An opening of the second floor: a release in ``RefreshState/secondFloorArmed``, or the
  /// app's call (`reason`), for a header that has a floor (`hasFloor`) and can be seen.
  ///
  /// A release opens only what is armed. The app's call opens from rest, a pull, an armed pull
  /// and a closing floor (which turns back where it is); it is refused while refreshing, while
  /// the header cannot be seen (it would open into nothing) or is disabled (the open floor would
  /// not follow the finger that closes it), and while detaching.
  func openSecondFloor(
    hasFloor: Bool, canBeSeen: Bool, isEnabled: Bool = true,
    reason: RefreshTransitionReason = .openSecondFloor
  ) -> End {
    if reason == .release {
      return self.state == .secondFloorArmed ? .enter(.openingSecondFloor) : .refused(nil)
    }
    guard hasFloor else {
      return .refused("ignored: the header has no second floor; set secondFloor first")
    }
    if self.isLeaving {
      return .refused("ignored: the component is being detached")
    }
    switch self.state {
    case .openingSecondFloor, .secondFloorOpen:
      return .refused(nil)
    case .refreshing, .willRefresh:
      return .refused("ignored: refreshing; end the refresh first")
    case .noMoreData:
      return .refused("ignored: no more data")
    case .idle, .pulling, .secondFloorArmed, .closingSecondFloor:
      if !isEnabled {
        return .refused(
          "ignored: the header is disabled; an open floor would not follow the finger")
      }
      return canBeSeen
        ? .enter(.openingSecondFloor)
        : .refused("ignored: the header cannot be seen; it would open into nothing")
    }
  }

  /// A close of the second floor, by the app's call or a push past the close distance.
  ///
  /// An opening or open floor closes; an armed pull lets go of the floor (the drag measures
  /// the pull again); a floor already closing goes on. Anything else is not a floor to close.
  func closeSecondFloor() -> End {
    switch self.state {
    case .openingSecondFloor, .secondFloorOpen:
      return .enter(.closingSecondFloor)
    case .secondFloorArmed:
      return .enter(.idle)
    case .closingSecondFloor:
      return .refused(nil)
    case .idle, .pulling, .refreshing, .willRefresh, .noMoreData:
      return .refused("ignored: the second floor is not open")
    }
  }

  /// The floor's opening or closing motion reached its end: the state it settles in.
  func secondFloorMotionFinished() -> RefreshState? {
    switch self.state {
    case .openingSecondFloor: .secondFloorOpen
    case .closingSecondFloor: .idle
    default: nil
    }
  }

  /// The async action of refresh `refresh` returned: it ends that refresh, if it is still the
  /// current one and still refreshing.
  func actionFinished(refresh: Int) -> Bool {
    self.refresh == refresh && self.state == .refreshing
  }

  // MARK: - State changes

  /// Starts a change to `new` for `reason`, at `now` on the component's clock, ending a refresh
  /// with `result` if it ends one: the new state is current from here on, and waits to be
  /// published.
  ///
  /// Entering will-refresh or refreshing from another state makes the refresh under way
  /// (``current``); leaving them ends it, and the change carries it (``Entry/ended``), with the
  /// end it held. Beginning, and no more data, drop a waiting retry; the failures in a row
  /// count as the type's rules say.
  ///
  /// - Returns: The change, or `nil` if the state is already `new`. A change that ends a refresh
  ///   (``Entry/endsRefresh``) cancels the begin completions left: its action never ran.
  mutating func enter(
    _ new: RefreshState, at now: TimeInterval? = nil,
    reason: RefreshTransitionReason = .beginRefreshing, result: RefreshResult? = nil,
    reportsProgrammaticFeedback: Bool = false
  ) -> Entry? {
    guard new != self.state else {
      return nil
    }
    let old = self.state
    let endsRefresh = old.isRefreshing && !new.isRefreshing
    let ended = endsRefresh ? self.current : nil
    var dropped = Dropped()
    if endsRefresh {
      dropped.heldEnd = self.pending.heldEnd?.work
      self.pending.heldEnd = nil
      self.pending.lastResult = result
      self.pending.lastEndReason = reason
    }
    if new.isRefreshing || new == .noMoreData {
      dropped.retry = self.pending.retry
      self.pending.retry = nil
    }
    self.countFailures(from: old, to: new, reason: reason, result: result)
    let startsRefresh = new == .refreshing
    if !old.isRefreshing && new.isRefreshing {
      let fromRest = old == .idle || old == .pulling
      let byTheUser = Self.userTriggers.contains(reason)
      self.current = Refresh(
        reportsFeedback: fromRest && (byTheUser || reportsProgrammaticFeedback))
    }
    if new == .openingSecondFloor || new == .closingSecondFloor {
      self.floorReportsFeedback =
        Self.userTriggers.contains(reason) || reportsProgrammaticFeedback
    }
    if startsRefresh || endsRefresh {
      self.refresh += 1
    }
    if startsRefresh {
      self.current?.callbacksRan = false
      self.current?.since = now
    }
    if endsRefresh {
      self.ending = .due
      self.current = nil
    }
    self.state = new
    self.changeDepth += 1
    let feedback: RefreshFeedback? =
      if new == .pulling && reason == .drag && old != .secondFloorArmed {
        .thresholdCrossed
      } else if new == .secondFloorArmed && reason == .drag {
        .secondFloorArmed
      } else if reason == .motionFinished && self.floorReportsFeedback {
        new == .secondFloorOpen ? .secondFloorOpened : .secondFloorClosed
      } else if startsRefresh && self.current?.reportsFeedback == true {
        .refreshStarted
      } else if old == .refreshing && ended?.reportsFeedback == true
        && Self.askedEnds.contains(reason)
      {
        .refreshFinished(result ?? .success)
      } else {
        nil  // no feedback, or a refresh abandoned: detached or hidden
      }
    return Entry(old: old, new: new, ended: ended, dropped: dropped, feedback: feedback)
  }

  /// The triggers the user makes: a refresh they start, and a floor they open or close, report
  /// feedback.
  static let userTriggers: [RefreshTransitionReason] = [
    .release, .tap, .automatic, .retry, .accessibilityAction, .refreshCommand,
  ]

  /// The ends the app or the refresh's action asks for.
  ///
  /// They report the refresh's finish and wait for the minimum refreshing duration. A hide or a
  /// detach abandons the refresh at once, silently.
  static let askedEnds: [RefreshTransitionReason] = [
    .endRefreshing, .noMoreData, .actionFinished,
  ]

  /// Counts the failures in a row across a change.
  ///
  /// A refresh that fails adds one; one that succeeds or loads its page (a plain end from
  /// refreshing), no more data and its reset start again. An end that a detach applies counts
  /// nothing (the detach starts again).
  private mutating func countFailures(
    from old: RefreshState, to new: RefreshState, reason: RefreshTransitionReason,
    result: RefreshResult?
  ) {
    if new == .noMoreData || old == .noMoreData {
      self.pending.failures = 0
    } else if old == .refreshing && new == .idle && !self.isLeaving {
      switch result {
      case .some(let result):
        self.pending.failures = result.isSuccess ? 0 : self.pending.failures + 1
      case nil where reason == .endRefreshing:
        self.pending.failures = 0
      case nil:
        break
      }
    }
  }

  /// An end to `state` for `reason`, at `now`, while the refresh must show for `minimum`: does
  /// it wait? If an end is held already, it takes its place (the last call wins), except that
  /// no more data stays, as once entered.
  ///
  /// Only ends the app or the action asks for wait (not a hide, a detach or a disable), and
  /// only from refreshing. A nanosecond of slack: an end at the minimum, reached by another sum
  /// of the same frames, is not held for the rounding error.
  mutating func hold(
    _ state: RefreshState, reason: RefreshTransitionReason, result: RefreshResult?,
    now: TimeInterval?, minimum: TimeInterval
  ) -> Hold {
    guard self.state == .refreshing, Self.askedEnds.contains(reason), let now,
      let since = self.current?.since, now < since + minimum - 1e-9
    else {
      return .none
    }
    guard self.pending.heldEnd != nil else {
      return .schedule(deadline: since + minimum)
    }
    if self.pending.heldEnd?.state != .noMoreData {
      self.pending.heldEnd?.state = state
      self.pending.heldEnd?.reason = reason
      self.pending.heldEnd?.result = result
    }
    return .held
  }

  /// The held end of refresh `refresh` is due: it is taken, if it is still the current
  /// refresh's.
  mutating func takeHeldEnd(of refresh: Int) -> HeldEnd? {
    guard let held = self.pending.heldEnd, held.refresh == refresh, self.refresh == refresh
    else {
      return nil
    }
    self.pending.heldEnd = nil
    return held
  }

  /// Completes the change `enter(_:)` started.
  ///
  /// - Returns: Whether the component should publish now: no other change is being made or
  ///   published.
  mutating func completeEntry() -> Bool {
    self.changeDepth -= 1
    return self.changeDepth == 0
  }

  /// The next waiting delivery is about to be published.
  ///
  /// The changes observers make meanwhile wait their turn. Call ``finishPublishing()`` after the last (``Pending/nextDelivery()``
  /// returns `nil`).
  mutating func startPublishing() {
    if self.changeDepth == 0 {
      self.changeDepth = 1  // holds the changes observers make until this one is heard
    }
  }

  /// Whether a state change is being made or published.
  var isChanging: Bool {
    self.changeDepth > 0
  }

  /// Ends a run of deliveries that ``startPublishing()`` began.
  mutating func finishPublishing() {
    self.changeDepth = 0
  }

  // MARK: - Callbacks

  /// The current refresh is ready to run its callbacks.
  ///
  /// - Returns: Whether they run, the begin completions after the action; not when not
  ///   refreshing, when they already ran, or while the component is being detached.
  mutating func startCallbacks() -> Bool {
    guard self.state == .refreshing, !self.callbacksRan, !self.isDetaching else {
      return false
    }
    self.current?.callbacksRan = true
    self.current?.waitsForPages = false
    self.callbackDepth += 1
    self.refreshesRun += 1
    return true
  }

  /// The current refresh is ready to run its callbacks, but they wait for the pages loading.
  ///
  /// - Returns: Whether they wait: not when not refreshing, when they already ran, or while
  ///   the component is being detached.
  mutating func waitForPages() -> Bool {
    guard self.state == .refreshing, !self.callbacksRan, !self.isDetaching else {
      return false
    }
    self.current?.waitsForPages = true
    return true
  }

  /// Whether the current refresh's callbacks wait for the pages loading.
  var waitsForPages: Bool {
    self.current?.waitsForPages ?? false
  }

  /// The failures in a row start again and a retry waiting goes: on detaching, and for a page
  /// loader when a refresh of the list runs its action (what it kept from the old list).
  ///
  /// - Returns: The retry that waited, to cancel.
  mutating func forgetFailures() -> Dropped {
    self.pending.failures = 0
    defer { self.pending.retry = nil }
    return Dropped(retry: self.pending.retry)
  }

  /// The callbacks ``startCallbacks()`` started are done.
  ///
  /// - Returns: Whether an end is due now, which waited for them.
  mutating func finishCallbacks() -> Bool {
    self.callbackDepth -= 1
    return self.callbackDepth == 0 && self.ending == .due
  }

  // MARK: - Ending

  /// The component started the end of a refresh: its animation runs, or waits for the result
  /// display to end (`waitingForResult`).
  mutating func endingAnimationStarted(waitingForResult: Bool = false) {
    if self.ending == .due {
      self.ending = waitingForResult ? .waitingForResult : .animating
    }
  }

  /// The result display is over: the end's motion, which waited for it, runs.
  mutating func endingMotionStarted() {
    if self.ending == .waitingForResult {
      self.ending = .animating
    }
  }

  /// Whether an end is under way: its motion runs or waits, and its callbacks wait for it.
  var endIsUnderWay: Bool {
    self.ending == .animating || self.ending == .waitingForResult
  }

  /// The end animation finished, or was cut short (also while it waited): the end callbacks
  /// are due.
  mutating func endingAnimationStopped() {
    if self.endIsUnderWay {
      self.ending = .due
    }
  }

  /// Ends the end if its callbacks are due and may run now (no refresh's callbacks are running).
  ///
  /// - Returns: Whether the end callbacks, and the end completions, run now.
  mutating func takeEnding() -> Bool {
    guard self.ending == .due, self.callbackDepth == 0 else {
      return false
    }
    self.ending = .none
    return true
  }

  // MARK: - Detaching

  /// The component starts to leave its scroll model: what the app already asked for completes,
  /// and nothing new begins until ``finishDetaching()``.
  mutating func startLeaving() {
    self.detachment = .leaving
  }

  /// The component is being detached: nothing of its own runs until ``finishDetaching()``, and
  /// the begin completions left can no longer run.
  mutating func startDetaching() {
    self.detachment = .detaching
  }

  /// Whether an end the app asked for waits for the refresh's callbacks (an action that ended
  /// its refresh and then detached its component): it completes when they are done.
  var endWaitsForCallbacks: Bool {
    self.callbackDepth > 0 && self.ending != .none
  }

  /// The component is detached.
  ///
  /// An end left pending is dropped with its completions, which were handed over before the
  /// detach (or never existed), unless it waits for the callbacks that are running
  /// (`keepingWaitingEnd`), which finish it. The failures in a row start again.
  ///
  /// - Returns: The retry that waited, to cancel.
  mutating func finishDetaching(keepingWaitingEnd: Bool = false) -> Dropped {
    self.detachment = .none
    if keepingWaitingEnd {
      self.ending = .due
    } else {
      self.ending = .none
      _ = self.pending.takeEndCompletions()
    }
    return self.forgetFailures()
  }
}
