import Foundation

/// The lifecycle of a refresh component as one reducer, the only writer of its state.
///
/// Rules: docs/state-machine.md; tested as tables in `RefreshLifecycleTests`.
struct RefreshLifecycle {
  typealias Callback = @MainActor () -> Void

  private(set) var state = State.idle

  private(set) var facts = Facts()

  var name: RefreshState {
    self.facts.name
  }

  /// Grows when a refresh starts and when one ends.
  private(set) var refresh = 0

  private(set) var refreshesRun = 0

  /// Innermost last (an action may begin a nested refresh); an end waits for all of them.
  private(set) var runningCallbacks: [Int] = []

  private(set) var aftermath = Aftermath()

  var current: Refresh? {
    self.state.refresh
  }

  var callbacksRan: Bool {
    self.current?.callbacksRan ?? true
  }

  var waitsForPages: Bool {
    self.current?.callbacks == .waitingForPages
  }

  var endIsUnderWay: Bool {
    self.facts.endStage == .animating || self.facts.endStage == .waitingForResult
  }

  var isDetaching: Bool {
    self.facts.detachment == .detaching
  }
}

// MARK: - The reducer

extension RefreshLifecycle {
  struct Moment {
    var now: TimeInterval? = nil
    var minimum: TimeInterval = 0
    var reportsProgrammaticFeedback = false
  }

  /// Decides `event` and writes the change in one step; a change made is ``Effect/entered(_:)``.
  mutating func send(_ event: Event, at moment: Moment = Moment()) -> Effect {
    switch Self.decide(event, given: self.facts) {
    case .some(.enter(let new, let reason)):
      let result: RefreshResult? = if case .end(let result) = event { result } else { nil }
      let completion: Callback? =
        if case .begin(_, _, _, _, let completion) = event { completion } else { nil }
      return self.change(
        to: new, reason: reason, result: result, completion: completion, moment: moment)
    case .some(let effect):
      return effect
    case nil:
      break
    }
    switch event {
    case .resetNoMoreData:
      guard let held = self.current?.heldEnd else {
        return .refuse(Self.resetWhileRefreshing)
      }
      if held.state == .noMoreData {
        self.updateRefresh {
          $0.heldEnd?.state = .idle
          $0.heldEnd?.reason = .resetNoMoreData
        }
      }
      return .held  // the last call wins
    case .stop(let reason):
      if let held = self.current?.heldEnd {
        return self.transition(to: held.state, reason: held.reason, result: held.result)
      }
      guard self.name != .idle && self.name != .noMoreData else {
        return .none
      }
      return self.transition(to: .idle, reason: reason, result: nil, moment: moment)
    case .heldEndScheduled(let work):
      guard self.current?.heldEnd != nil else {
        return .cancel(Dropped(heldEnd: work))
      }
      self.updateRefresh { $0.heldEnd?.work = work }
      return .none
    case .heldEndDue(let refresh):
      guard self.refresh == refresh, let held = self.current?.heldEnd else {
        return .none
      }
      return self.transition(to: held.state, reason: held.reason, result: held.result)
    case .actionFinished(let refresh, let result):
      guard self.refresh == refresh && self.name == .refreshing else {
        return .none
      }
      self.updateRefresh { $0.task = nil }
      return self.change(
        to: .idle, reason: .actionFinished, result: result, completion: nil, moment: moment)
    case .begin, .end, .endWithNoMoreData, .becameVisible, .openSecondFloor, .closeSecondFloor,
      .secondFloorMotionFinished, .drag, .armSecondFloor, .disarmSecondFloor, .lift, .letGo:
      return .none
    case .addBeginCompletion(let completion):
      guard let current = self.current else {
        return .cancel(Dropped(beginCompletions: [completion]))
      }
      guard !current.callbacksRan || self.name == .willRefresh else {
        return .alreadyDone
      }
      self.updateRefresh { $0.completions.append(completion) }
      return .none
    case .addEndCompletion(let completion):
      self.updateAftermath { $0.endCompletions.append(completion) }
      return .none
    case .callbacksReady(let holdsBack):
      return self.callbacksReady(holdsBack: holdsBack)
    case .callbacksDone(let refresh):
      if let index = self.runningCallbacks.lastIndex(of: refresh) {
        self.runningCallbacks.remove(at: index)
      }
      if self.current?.number == refresh {
        self.updateRefresh { $0.callbacks = .ran }
      }
      return self.takeEndCallbacks()
    case .actionStarted(let task):
      self.updateRefresh { $0.task = task }
      return .none
    case .cancelTask:
      let task = self.current?.task
      self.updateRefresh { $0.task = nil }
      return .cancel(Dropped(task: task))
    case .endMotionStarted(let waitingForResult):
      if self.facts.endStage == .due {
        self.facts.endStage = waitingForResult ? .waitingForResult : .animating
      }
      return .none
    case .endMotionResumed:
      if self.facts.endStage == .waitingForResult {
        self.facts.endStage = .animating
      }
      return .none
    case .endMotionCutShort, .endMotionStopped:
      if self.endIsUnderWay {
        self.facts.endStage = .due
      }
      guard case .endMotionStopped = event else {
        return .none
      }
      return self.takeEndCallbacks()
    case .display(let result):
      self.updateAftermath { $0.displayedResult = result }
      return .none
    case .displayUntil(let work):
      let replaced = self.aftermath.resultDisplay
      self.updateAftermath { $0.resultDisplay = work }
      return .cancel(Dropped(work: replaced))
    case .scheduleRetry(let work):
      let replaced = self.aftermath.retry
      self.updateAftermath { $0.retry = work }
      return .cancel(Dropped(work: replaced))
    case .forgetFailures:
      return self.forgetFailures()
    case .rowsAtRefreshStart(let count):
      self.updateAftermath { $0.rowsAtRefreshStart = count }
      return .none
    case .startLeaving:
      self.facts.detachment = .leaving
      return .none
    case .startDetaching:
      self.facts.detachment = .detaching
      let completions = self.current?.completions ?? []
      self.updateRefresh { $0.completions = [] }
      return .cancel(Dropped(beginCompletions: completions))
    case .finishDetaching(let keepingWaitingEnd):
      self.facts.detachment = .attached
      self.facts.endStage = keepingWaitingEnd ? .due : nil
      if !keepingWaitingEnd {
        self.updateAftermath { $0.endCompletions = [] }
      }
      return self.forgetFailures()
    }
  }

  /// The rules: what `event` does from `facts`, `nil` for an event only ``send(_:at:)`` can
  /// answer; static, on plain values, so a drag frame that asks copies no payload.
  static func decide(_ event: Event, given facts: Facts) -> Effect? {
    switch event {
    case .begin(let reason, let canBeSeen, let hostIsLoading, let listIsRefreshing, _):
      return Self.begin(
        reason: reason, canBeSeen: canBeSeen, hostIsLoading: hostIsLoading,
        listIsRefreshing: listIsRefreshing, facts: facts)
    case .becameVisible:
      return facts.name == .willRefresh ? .enter(.refreshing, reason: .becameVisible) : Effect.none
    case .end:
      guard facts.name.isRefreshing else {
        return .refuse(facts.name == .noMoreData ? nil : "ignored: not refreshing")
      }
      return .enter(.idle, reason: .endRefreshing)
    case .endWithNoMoreData(let isSupported, let componentName):
      guard isSupported else {
        return .refuse("ignored: \(componentName) has no no-more-data state; only footers do")
      }
      return facts.name == .noMoreData ? .refuse(nil) : .enter(.noMoreData, reason: .noMoreData)
    case .resetNoMoreData:
      if facts.name == .refreshing {
        return nil  // an end may be held, and the reset replaces it
      }
      guard facts.name == .noMoreData else {
        return .refuse(facts.name.isRefreshing ? Self.resetWhileRefreshing : nil)
      }
      return .enter(.idle, reason: .resetNoMoreData)
    case .openSecondFloor(let hasFloor, let canBeSeen, let isEnabled, let reason):
      return Self.openSecondFloor(
        hasFloor: hasFloor, canBeSeen: canBeSeen, isEnabled: isEnabled, reason: reason,
        facts: facts)
    case .closeSecondFloor(let reason):
      return Self.closeSecondFloor(reason: reason, name: facts.name)
    case .secondFloorMotionFinished:
      switch facts.name {
      case .openingSecondFloor: return .enter(.secondFloorOpen, reason: .motionFinished)
      case .closingSecondFloor: return .enter(.idle, reason: .motionFinished)
      default: return Effect.none
      }
    case .drag(let pastTrigger, let mayArm, let follows, let reason):
      guard follows, let next = self.afterDrag(facts.name, pastTrigger: pastTrigger, mayArm: mayArm)
      else {
        return Effect.none
      }
      return .enter(next, reason: reason)
    case .armSecondFloor:
      switch facts.name {
      case .idle, .pulling: return .enter(.secondFloorArmed, reason: .drag)
      default: return Effect.none
      }
    case .disarmSecondFloor(let toPulling):
      guard facts.name == .secondFloorArmed else {
        return Effect.none
      }
      return .enter(toPulling ? .pulling : .idle, reason: .drag)
    case .lift:
      return facts.name == .pulling ? .release : Effect.none
    case .letGo(let reason):
      return facts.name.isArmed ? .enter(.idle, reason: reason) : Effect.none
    default:
      return nil
    }
  }

  /// Callable without making the event, so each drag frame costs two comparisons.
  @inline(__always)
  static func afterDrag(_ state: RefreshState, pastTrigger: Bool, mayArm: Bool) -> RefreshState? {
    switch state {
    case .idle where pastTrigger && mayArm: .pulling
    case .pulling where !pastTrigger: .idle
    default: nil
    }
  }

  // MARK: Calls

  static let idleTriggers: [RefreshTransitionReason] = [
    .retry, .automatic, .tap, .staleData, .accessibilityAction, .refreshCommand,
  ]

  static let resetWhileRefreshing =
    "ignored: refreshing, not in no more data; call endRefreshing() to end the refresh"

  static let floorIsOpen = "ignored: the second floor is open; call closeSecondFloor() first"

  /// A trigger begins only from its own state, whatever a nested change did meanwhile.
  private static func begin(
    reason: RefreshTransitionReason, canBeSeen: Bool, hostIsLoading: Bool,
    listIsRefreshing: Bool, facts: Facts
  ) -> Effect {
    let state = facts.name
    if reason == .release && state != .pulling {
      return .refuse(nil)
    }
    if Self.idleTriggers.contains(reason) && state != .idle {
      return .refuse(nil)
    }
    if state.isSecondFloor {
      return .refuse(Self.floorIsOpen)
    }
    if state.isRefreshing {
      return .refuse("ignored: already refreshing")
    }
    if state == .noMoreData {
      return .refuse("ignored: no more data; call resetNoMoreData() first")
    }
    if facts.isLeaving {
      return .refuse("ignored: the component is being detached")
    }
    if hostIsLoading {
      return .refuse(nil)
    }
    if listIsRefreshing {
      return .refuse(
        reason == .beginRefreshing
          ? "ignored: the list refreshes, and a page now would be of the old list "
            + "(ScrollModel.loaderArbitration)" : nil)
    }
    return .enter(canBeSeen ? .refreshing : .willRefresh, reason: reason)
  }

  private static func openSecondFloor(
    hasFloor: Bool, canBeSeen: Bool, isEnabled: Bool, reason: RefreshTransitionReason,
    facts: Facts
  ) -> Effect {
    if reason == .release {
      guard facts.name == .secondFloorArmed else {
        return .refuse(nil)
      }
      return .enter(.openingSecondFloor, reason: reason)
    }
    guard hasFloor else {
      return .refuse("ignored: the header has no second floor; set secondFloor first")
    }
    if facts.isLeaving {
      return .refuse("ignored: the component is being detached")
    }
    switch facts.name {
    case .openingSecondFloor:
      return .join
    case .secondFloorOpen:
      return .alreadyDone
    case .refreshing, .willRefresh:
      return .refuse("ignored: refreshing; end the refresh first")
    case .noMoreData:
      return .refuse("ignored: no more data")
    case .idle, .pulling, .secondFloorArmed, .closingSecondFloor:
      if !isEnabled {
        return .refuse(
          "ignored: the header is disabled; an open floor would not follow the finger")
      }
      return canBeSeen
        ? .enter(.openingSecondFloor, reason: reason)
        : .refuse("ignored: the header cannot be seen; it would open into nothing")
    }
  }

  private static func closeSecondFloor(reason: RefreshTransitionReason, name: RefreshState)
    -> Effect
  {
    switch name {
    case .openingSecondFloor, .secondFloorOpen:
      return .enter(.closingSecondFloor, reason: reason)
    case .secondFloorArmed:
      return .enter(.idle, reason: reason)
    case .closingSecondFloor:
      return .join
    case .idle, .pulling, .refreshing, .willRefresh, .noMoreData:
      return .refuse("ignored: the second floor is not open")
    }
  }

  // MARK: Changes of state

  static let userTriggers: [RefreshTransitionReason] = [
    .release, .tap, .automatic, .retry, .accessibilityAction, .refreshCommand,
  ]

  /// Ends that report the finish and wait for the minimum duration; a hide or detach does not.
  static let askedEnds: [RefreshTransitionReason] = [
    .endRefreshing, .noMoreData, .actionFinished, .resetNoMoreData,
  ]

  static func hasEdge(from old: RefreshState, to new: RefreshState) -> Bool {
    switch new {
    case .idle, .noMoreData: true
    case .refreshing:
      old == .idle || old == .pulling || old == .secondFloorArmed || old == .willRefresh
    case .willRefresh: old == .idle || old == .pulling || old == .secondFloorArmed
    case .pulling: old == .idle || old == .secondFloorArmed
    case .secondFloorArmed: old == .idle || old == .pulling
    case .openingSecondFloor:
      old == .idle || old == .pulling || old == .secondFloorArmed || old == .closingSecondFloor
    case .secondFloorOpen: old == .openingSecondFloor
    case .closingSecondFloor: old == .openingSecondFloor || old == .secondFloorOpen
    }
  }

  private mutating func change(
    to new: RefreshState, reason: RefreshTransitionReason, result: RefreshResult?,
    completion: Callback?, moment: Moment
  ) -> Effect {
    self.hold(new, reason: reason, result: result, moment: moment)
      ?? self.transition(
        to: new, reason: reason, result: result, moment: moment, completion: completion)
  }

  /// The only place a state is entered.
  private mutating func transition(
    to new: RefreshState, reason: RefreshTransitionReason, result: RefreshResult?,
    moment: Moment = Moment(), completion: Callback? = nil
  ) -> Effect {
    let old = self.name
    guard new != old else {
      return .none
    }
    guard Self.hasEdge(from: old, to: new) else {
      return .refuse("ignored: the state machine has no transition from \(old) to \(new)")
    }
    let endsRefresh = old.isRefreshing && !new.isRefreshing
    let startsRefresh = new == .refreshing
    let ended = endsRefresh ? self.current : nil
    var dropped = Dropped()
    if let ended {
      dropped.heldEnd = ended.heldEnd?.work
      dropped.task = ended.task
      dropped.beginCompletions = ended.completions
    }
    var aftermath = self.aftermath
    self.aftermath = Aftermath()  // leaves one copy, so it changes in place
    if endsRefresh {
      aftermath.lastResult = result
      aftermath.lastEndReason = reason
      self.facts.endStage = .due
    }
    if new.isRefreshing || new == .noMoreData {
      dropped.work = aftermath.retry
      aftermath.retry = nil
    }
    Self.countFailures(
      from: old, to: new, reason: reason, result: result, into: &aftermath,
      isLeaving: self.facts.isLeaving)
    self.aftermath = aftermath
    let byTheUser = Self.userTriggers.contains(reason)
    let floorFeedback = byTheUser || moment.reportsProgrammaticFeedback
    // A floor motion's feedback is decided as it starts.
    let floorReportedFeedback: Bool =
      switch self.state {
      case .secondFloor(.opening(let reports)), .secondFloor(.closing(let reports)): reports
      default: false
      }
    if startsRefresh || endsRefresh {
      self.refresh += 1
    }
    switch new {
    case .idle: self.state = .idle
    case .pulling: self.state = .pulling
    case .noMoreData: self.state = .noMoreData
    case .secondFloorArmed: self.state = .secondFloor(.armed)
    case .openingSecondFloor:
      self.state = .secondFloor(.opening(reportsFeedback: floorFeedback))
    case .secondFloorOpen: self.state = .secondFloor(.open)
    case .closingSecondFloor:
      self.state = .secondFloor(.closing(reportsFeedback: floorFeedback))
    case .willRefresh, .refreshing:
      var refresh =
        self.current
        ?? Refresh(
          number: self.refresh, callbacks: .notDue,
          reportsFeedback: (old == .idle || old == .pulling) && floorFeedback)
      if let completion {
        refresh.completions.append(completion)
      }
      if startsRefresh {
        refresh = Refresh(
          number: self.refresh, callbacks: .due, since: moment.now,
          reportsFeedback: refresh.reportsFeedback, completions: refresh.completions)
        self.state = .refreshing(refresh)
      } else {
        self.state = .willRefresh(refresh)
      }
    }
    self.facts.name = new
    let feedback: RefreshFeedback? =
      if new == .pulling && reason == .drag && old != .secondFloorArmed {
        .thresholdCrossed
      } else if new == .secondFloorArmed && reason == .drag {
        .secondFloorArmed
      } else if reason == .motionFinished && floorReportedFeedback {
        new == .secondFloorOpen ? .secondFloorOpened : .secondFloorClosed
      } else if startsRefresh && self.current?.reportsFeedback == true {
        .refreshStarted
      } else if old == .refreshing && ended?.reportsFeedback == true
        && Self.askedEnds.contains(reason)
      {
        .refreshFinished(result ?? .success)
      } else {
        nil
      }
    return .entered(
      Entry(old: old, new: new, reason: reason, ended: ended, dropped: dropped, feedback: feedback))
  }

  /// An end a detach applies counts nothing: the detach starts the count again.
  private static func countFailures(
    from old: RefreshState, to new: RefreshState, reason: RefreshTransitionReason,
    result: RefreshResult?, into aftermath: inout Aftermath, isLeaving: Bool
  ) {
    if new == .noMoreData || old == .noMoreData || reason == .resetNoMoreData {
      aftermath.failures = 0
    } else if old == .refreshing && new == .idle && !isLeaving {
      switch result {
      case .some(let result):
        aftermath.failures = result.isSuccess ? 0 : aftermath.failures + 1
      case nil where reason == .endRefreshing:
        aftermath.failures = 0
      case nil:
        break
      }
    }
  }

  // MARK: The minimum refreshing duration

  /// A later end replaces a held one (the last call wins), except that no more data stays; a
  /// nanosecond of slack keeps an end at the minimum from being held for a rounding error.
  private mutating func hold(
    _ state: RefreshState, reason: RefreshTransitionReason, result: RefreshResult?,
    moment: Moment
  ) -> Effect? {
    guard self.name == .refreshing, Self.askedEnds.contains(reason), let now = moment.now,
      let since = self.current?.since, now < since + moment.minimum - 1e-9
    else {
      return nil
    }
    let failure = reason == .actionFinished ? result?.error : nil
    guard let held = self.current?.heldEnd else {
      self.updateRefresh {
        $0.heldEnd = HeldEnd(
          state: state, reason: reason, work: nil, result: result, failure: failure)
      }
      return .scheduleHeldEnd(deadline: since + moment.minimum)
    }
    self.updateRefresh {
      if held.state != .noMoreData {
        $0.heldEnd?.state = state
        $0.heldEnd?.reason = reason
        $0.heldEnd?.result = result
      }
      if let failure {
        $0.heldEnd?.failure = failure
      }
    }
    return .held
  }

  // MARK: The callbacks and the end

  private mutating func callbacksReady(holdsBack: Bool) -> Effect {
    guard self.name == .refreshing, !self.callbacksRan, !self.isDetaching,
      let number = self.current?.number
    else {
      return .none
    }
    if holdsBack {
      self.updateRefresh { $0.callbacks = .waitingForPages }
      return .waitForPages
    }
    let completions = self.current?.completions ?? []
    self.updateRefresh {
      $0.callbacks = .running
      $0.completions = []
    }
    self.runningCallbacks.append(number)
    self.refreshesRun += 1
    return .runCallbacks(completions: completions)
  }

  private mutating func takeEndCallbacks() -> Effect {
    guard self.facts.endStage == .due else {
      return .none
    }
    guard self.runningCallbacks.isEmpty else {
      return .endWaits
    }
    let completions = self.aftermath.endCompletions
    self.facts.endStage = nil
    self.updateAftermath { $0.endCompletions = [] }
    return .runEndCallbacks(completions: completions)
  }

  /// On detaching, and for a page loader when the list refreshes: both belong to the old list.
  private mutating func forgetFailures() -> Effect {
    let retry = self.aftermath.retry
    self.updateAftermath {
      $0.failures = 0
      $0.retry = nil
    }
    return .cancel(Dropped(work: retry))
  }

  private mutating func updateRefresh(_ change: (inout Refresh) -> Void) {
    guard var refresh = self.current else {
      return
    }
    self.state = .idle  // leaves one copy of the payload, so it changes in place
    change(&refresh)
    self.state = self.name == .refreshing ? .refreshing(refresh) : .willRefresh(refresh)
  }

  private mutating func updateAftermath(_ change: (inout Aftermath) -> Void) {
    var aftermath = self.aftermath
    self.aftermath = Aftermath()  // leaves one copy, so it changes in place
    change(&aftermath)
    self.aftermath = aftermath
  }
}
