import Foundation
import TestSupport
import Testing

@testable import RefreshKit

/// The lifecycle's rules as tables, `(state, event) → (state, effect)`: every event from every
/// state, fed to the reducer with no scroll model, no clock and no component.
@MainActor
@Suite(.idleClocks) struct RefreshLifecycleTests {
  typealias Event = RefreshLifecycle.Event

  /// The event a component sends for the change to `state` from `old`, for `reason` (the
  /// usual one if `nil`).
  static func event(
    to state: RefreshState, from old: RefreshState, _ reason: RefreshTransitionReason?,
    result: RefreshResult?, completion: RefreshLifecycle.Callback?, refresh: Int
  ) -> Event {
    switch state {
    case .pulling where old == .secondFloorArmed: .disarmSecondFloor(toPulling: true)
    case .pulling: .drag(pastTrigger: true, mayArm: true, follows: true, reason: reason ?? .drag)
    case .refreshing where old == .willRefresh: .becameVisible
    case .refreshing, .willRefresh:
      .begin(
        reason: reason ?? .beginRefreshing, canBeSeen: state == .refreshing,
        hostIsLoading: false, listIsRefreshing: false, completion: completion)
    case .noMoreData: .endWithNoMoreData(isSupported: true, componentName: "Footer")
    case .secondFloorArmed: .armSecondFloor
    case .openingSecondFloor:
      .openSecondFloor(
        hasFloor: true, canBeSeen: true, isEnabled: true, reason: reason ?? .openSecondFloor)
    case .secondFloorOpen: .secondFloorMotionFinished
    case .closingSecondFloor: .closeSecondFloor(reason: reason ?? .closeSecondFloor)
    case .idle:
      switch reason ?? Self.usualEnd(from: old) {
      case .endRefreshing: .end(result: result)
      case .actionFinished: .actionFinished(refresh: refresh, result: result)
      case .resetNoMoreData: .resetNoMoreData
      case .motionFinished: .secondFloorMotionFinished
      case .drag: .letGo(.drag)
      case let reason: .stop(reason)
      }
    }
  }

  /// Why a component in `old` usually goes back to rest.
  static func usualEnd(from old: RefreshState) -> RefreshTransitionReason {
    switch old {
    case .refreshing, .willRefresh: .endRefreshing
    case .pulling, .secondFloorArmed: .drag
    case .noMoreData: .resetNoMoreData
    case .closingSecondFloor: .motionFinished
    case .idle, .openingSecondFloor, .secondFloorOpen: .hidden
    }
  }

  /// Makes the change to `state` in `lifecycle` by the event a component sends for it, at
  /// `now`.
  @discardableResult
  static func change(
    _ lifecycle: inout RefreshLifecycle, to state: RefreshState,
    _ reason: RefreshTransitionReason? = nil, result: RefreshResult? = nil,
    at now: TimeInterval? = nil, minimum: TimeInterval = 0, programmatic: Bool = false,
    completion: RefreshLifecycle.Callback? = nil
  ) -> RefreshLifecycle.Effect {
    let event = Self.event(
      to: state, from: lifecycle.name, reason, result: result, completion: completion,
      refresh: lifecycle.refresh)
    return lifecycle.send(
      event, at: .init(now: now, minimum: minimum, reportsProgrammaticFeedback: programmatic))
  }

  /// A lifecycle in `state`, reached the way a component reaches it.
  static func lifecycle(in state: RefreshState) -> RefreshLifecycle {
    var lifecycle = RefreshLifecycle()
    let path: [RefreshState] =
      switch state {
      case .idle: []
      case .pulling: [.pulling]
      case .refreshing: [.refreshing]
      case .willRefresh: [.willRefresh]
      case .noMoreData: [.noMoreData]
      case .secondFloorArmed: [.secondFloorArmed]
      case .openingSecondFloor: [.secondFloorArmed, .openingSecondFloor]
      case .secondFloorOpen: [.secondFloorArmed, .openingSecondFloor, .secondFloorOpen]
      case .closingSecondFloor:
        [.secondFloorArmed, .openingSecondFloor, .secondFloorOpen, .closingSecondFloor]
      }
    for step in path {
      Self.change(&lifecycle, to: step)
    }
    return lifecycle
  }

  /// An effect as text: effects carry closures, errors and tasks, and are not equatable.
  static func describe(_ effect: RefreshLifecycle.Effect) -> String {
    switch effect {
    case .none: "none"
    case .refuse(let message): "refuse(\(message ?? "silently"))"
    case .enter(let state, let reason): "decided(\(state), \(reason))"
    case .release: "release"
    case .join: "join"
    case .alreadyDone: "alreadyDone"
    case .entered(let entry): "enter(\(entry.new), \(entry.reason))"
    case .scheduleHeldEnd(let deadline): "scheduleHeldEnd(\(deadline))"
    case .held: "held"
    case .runCallbacks(let completions): "runCallbacks(\(completions.count))"
    case .waitForPages: "waitForPages"
    case .runEndCallbacks(let completions): "runEndCallbacks(\(completions.count))"
    case .endWaits: "endWaits"
    case .cancel: "cancel"
    }
  }

  /// Feeds `event` to a lifecycle in `state`: the state it leaves it in, and the effect.
  ///
  /// A change is decided and written in one send: the state is the one it entered, or else the
  /// one it was in.
  static func step(_ state: RefreshState, _ event: Event) -> (RefreshState, String) {
    var lifecycle = Self.lifecycle(in: state)
    let effect = lifecycle.send(event)
    if case .entered(let entry) = effect {
      #expect(entry.old == state && lifecycle.name == entry.new, "written as decided")
    } else {
      #expect(lifecycle.name == state, "no change: nothing written")
    }
    return (lifecycle.name, Self.describe(effect))
  }

  nonisolated static let alreadyRefreshing = "refuse(ignored: already refreshing)"
  nonisolated static let inNoMoreData =
    "refuse(ignored: no more data; call resetNoMoreData() first)"
  nonisolated static let floorIsOpen =
    "refuse(ignored: the second floor is open; call closeSecondFloor() first)"

  // MARK: - The app's calls and the triggers

  @Test(
    "a begin from each state",
    arguments: [
      (RefreshState.idle, true, false, "enter(refreshing, beginRefreshing)"),
      (.idle, false, false, "enter(willRefresh, beginRefreshing)"),
      (.idle, true, true, "refuse(silently)"),
      (.pulling, true, false, "enter(refreshing, beginRefreshing)"),
      (.pulling, false, false, "enter(willRefresh, beginRefreshing)"),
      (.pulling, true, true, "refuse(silently)"),
      (.refreshing, true, false, alreadyRefreshing),
      (.refreshing, true, true, alreadyRefreshing),
      (.willRefresh, false, false, alreadyRefreshing),
      (.noMoreData, true, false, inNoMoreData),
      (.noMoreData, true, true, inNoMoreData),
      (.secondFloorArmed, true, false, "enter(refreshing, beginRefreshing)"),
      (.openingSecondFloor, true, false, floorIsOpen),
      (.secondFloorOpen, true, false, floorIsOpen),
      (.closingSecondFloor, true, false, floorIsOpen),
    ])
  func aBegin(from state: RefreshState, canBeSeen: Bool, hostIsLoading: Bool, expected: String) {
    let event = Event.begin(
      reason: .beginRefreshing, canBeSeen: canBeSeen, hostIsLoading: hostIsLoading,
      listIsRefreshing: false)
    #expect(Self.step(state, event).1 == expected)
  }

  @Test(
    "a trigger begins only from the state it is made for",
    arguments: [
      (RefreshTransitionReason.release, RefreshState.pulling, "enter(refreshing, release)"),
      (.release, .idle, "refuse(silently)"),
      (.release, .refreshing, "refuse(silently)"),
      (.release, .noMoreData, "refuse(silently)"),
      (.retry, .idle, "enter(refreshing, retry)"),
      (.automatic, .idle, "enter(refreshing, automatic)"),
      (.tap, .idle, "enter(refreshing, tap)"),
      (.staleData, .idle, "enter(refreshing, staleData)"),
      (.accessibilityAction, .idle, "enter(refreshing, accessibilityAction)"),
      (.refreshCommand, .idle, "enter(refreshing, refreshCommand)"),
      (.automatic, .pulling, "refuse(silently)"),  // a nested change left it pulling
      (.tap, .noMoreData, "refuse(silently)"),
    ])
  func aTrigger(reason: RefreshTransitionReason, state: RefreshState, expected: String) {
    let event = Event.begin(
      reason: reason, canBeSeen: true, hostIsLoading: false, listIsRefreshing: false)
    #expect(Self.step(state, event).1 == expected)
  }

  @Test(
    "a page loader held back by the list's refresh: the app is told, a trigger is not",
    arguments: [
      (RefreshTransitionReason.beginRefreshing, true),
      (.automatic, false), (.tap, false), (.retry, false), (.accessibilityAction, false),
    ])
  func aBeginHeldBackByTheList(reason: RefreshTransitionReason, isReported: Bool) {
    let event = Event.begin(
      reason: reason, canBeSeen: true, hostIsLoading: false, listIsRefreshing: true)
    let effect = Self.step(.idle, event).1
    #expect(effect.hasPrefix("refuse"))
    #expect((effect != "refuse(silently)") == isReported)
  }

  @Test(
    "the ends, no more data and its reset from each state",
    arguments: [
      (RefreshState.idle, "end", "refuse(ignored: not refreshing)"),
      (.pulling, "end", "refuse(ignored: not refreshing)"),
      (.refreshing, "end", "enter(idle, endRefreshing)"),
      (.willRefresh, "end", "enter(idle, endRefreshing)"),
      (.noMoreData, "end", "refuse(silently)"),
      (.idle, "noMoreData", "enter(noMoreData, noMoreData)"),
      (.pulling, "noMoreData", "enter(noMoreData, noMoreData)"),
      (.refreshing, "noMoreData", "enter(noMoreData, noMoreData)"),
      (.willRefresh, "noMoreData", "enter(noMoreData, noMoreData)"),
      (.noMoreData, "noMoreData", "refuse(silently)"),
      (
        .refreshing, "header's noMoreData",
        "refuse(ignored: Header has no no-more-data state; only footers do)"
      ),
      (.idle, "reset", "refuse(silently)"),
      (.pulling, "reset", "refuse(silently)"),
      (
        .refreshing, "reset",
        "refuse(ignored: refreshing, not in no more data; call endRefreshing() to end the refresh)"
      ),
      (
        .willRefresh, "reset",
        "refuse(ignored: refreshing, not in no more data; call endRefreshing() to end the refresh)"
      ),
      (.noMoreData, "reset", "enter(idle, resetNoMoreData)"),
    ])
  func anEnd(from state: RefreshState, call: String, expected: String) {
    let event: Event =
      switch call {
      case "end": .end(result: nil)
      case "noMoreData": .endWithNoMoreData(isSupported: true, componentName: "Footer")
      case "header's noMoreData": .endWithNoMoreData(isSupported: false, componentName: "Header")
      default: .resetNoMoreData
      }
    #expect(Self.step(state, event).1 == expected)
  }

  // MARK: - The pull

  @Test(
    "a drag arms only from rest, past the trigger, with nothing holding it back",
    arguments: [
      (RefreshState.idle, true, true, true, "enter(pulling, drag)"),
      (.idle, true, false, true, "none"),  // the host loads, or the list holds the page back
      (.idle, true, true, false, "none"),  // hidden or disabled: it shows no pull
      (.idle, false, true, true, "none"),
      (.pulling, false, false, true, "enter(idle, drag)"),
      (.pulling, true, false, true, "none"),
      (.refreshing, true, true, true, "none"),
      (.willRefresh, true, true, true, "none"),
      (.noMoreData, true, true, true, "none"),
      (.secondFloorArmed, true, true, true, "none"),
      (.secondFloorOpen, false, true, true, "none"),
    ])
  func aDrag(
    from state: RefreshState, pastTrigger: Bool, mayArm: Bool, follows: Bool, expected: String
  ) {
    let event = RefreshLifecycle.Event.drag(
      pastTrigger: pastTrigger, mayArm: mayArm, follows: follows, reason: .drag)
    #expect(Self.step(state, event).1 == expected)
  }

  @Test(
    "a pull ends without a release only where it is armed",
    arguments: [
      (RefreshState.pulling, "enter(idle, hidden)"),
      (.secondFloorArmed, "enter(idle, hidden)"),
      (.idle, "none"), (.refreshing, "none"), (.willRefresh, "none"), (.noMoreData, "none"),
      (.openingSecondFloor, "none"), (.secondFloorOpen, "none"),
    ])
  func aLetGo(from state: RefreshState, expected: String) {
    #expect(Self.step(state, .letGo(.hidden)).1 == expected)
  }

  @Test(
    "a lift releases only a pull past its trigger",
    arguments: [
      (RefreshState.pulling, "release"), (.idle, "none"), (.secondFloorArmed, "none"),
      (.refreshing, "none"),
    ])
  func aLift(from state: RefreshState, expected: String) {
    #expect(Self.step(state, .lift).1 == expected)
  }

  @Test(
    "the floor arms from rest or a pull, and lets go back to a pull or rest",
    arguments: [
      (RefreshState.idle, "arm", "enter(secondFloorArmed, drag)"),
      (.pulling, "arm", "enter(secondFloorArmed, drag)"),
      (.secondFloorArmed, "arm", "none"),
      (.refreshing, "arm", "none"),
      (.secondFloorOpen, "arm", "none"),
      (.secondFloorArmed, "disarm to a pull", "enter(pulling, drag)"),
      (.secondFloorArmed, "disarm", "enter(idle, drag)"),
      (.pulling, "disarm", "none"),
    ])
  func theFloorArms(from state: RefreshState, move: String, expected: String) {
    let event: Event =
      switch move {
      case "arm": .armSecondFloor
      case "disarm to a pull": .disarmSecondFloor(toPulling: true)
      default: .disarmSecondFloor(toPulling: false)
      }
    #expect(Self.step(state, event).1 == expected)
  }

  // MARK: - The second floor

  nonisolated static let noFloor =
    "refuse(ignored: the header has no second floor; set secondFloor first)"
  nonisolated static let unseen =
    "refuse(ignored: the header cannot be seen; it would open into nothing)"
  nonisolated static let whileRefreshing = "refuse(ignored: refreshing; end the refresh first)"

  @Test(
    "an opening of the floor by a call from each state",
    arguments: [
      (RefreshState.idle, true, true, "enter(openingSecondFloor, openSecondFloor)"),
      (.idle, false, true, noFloor),
      (.idle, true, false, unseen),
      (.pulling, true, true, "enter(openingSecondFloor, openSecondFloor)"),
      (.secondFloorArmed, true, true, "enter(openingSecondFloor, openSecondFloor)"),
      (.openingSecondFloor, true, true, "join"),
      (.secondFloorOpen, true, true, "alreadyDone"),
      (.closingSecondFloor, true, true, "enter(openingSecondFloor, openSecondFloor)"),
      (.refreshing, true, true, whileRefreshing),
      (.willRefresh, true, false, whileRefreshing),
      (.noMoreData, true, true, "refuse(ignored: no more data)"),
    ])
  func anOpening(from state: RefreshState, hasFloor: Bool, canBeSeen: Bool, expected: String) {
    let event = Event.openSecondFloor(
      hasFloor: hasFloor, canBeSeen: canBeSeen, isEnabled: true, reason: .openSecondFloor)
    #expect(Self.step(state, event).1 == expected)
  }

  @Test("a release opens only an armed floor", arguments: RefreshState.allCases)
  func aReleaseOpens(from state: RefreshState) {
    let event = Event.openSecondFloor(
      hasFloor: true, canBeSeen: true, isEnabled: true, reason: .release)
    let expected =
      state == .secondFloorArmed ? "enter(openingSecondFloor, release)" : "refuse(silently)"
    #expect(Self.step(state, event).1 == expected)
  }

  @Test(
    "a close of the floor from each state",
    arguments: [
      (RefreshState.idle, "refuse(ignored: the second floor is not open)"),
      (.pulling, "refuse(ignored: the second floor is not open)"),
      (.refreshing, "refuse(ignored: the second floor is not open)"),
      (.secondFloorArmed, "enter(idle, closeSecondFloor)"),
      (.openingSecondFloor, "enter(closingSecondFloor, closeSecondFloor)"),
      (.secondFloorOpen, "enter(closingSecondFloor, closeSecondFloor)"),
      (.closingSecondFloor, "join"),
    ])
  func aClose(from state: RefreshState, expected: String) {
    #expect(Self.step(state, .closeSecondFloor(reason: .closeSecondFloor)).1 == expected)
  }

  @Test(
    "the floor's motion settles an opening open and a closing at rest",
    arguments: [
      (RefreshState.openingSecondFloor, "enter(secondFloorOpen, motionFinished)"),
      (.closingSecondFloor, "enter(idle, motionFinished)"),
      (.secondFloorOpen, "none"), (.idle, "none"), (.refreshing, "none"),
    ])
  func theMotionSettles(from state: RefreshState, expected: String) {
    #expect(Self.step(state, .secondFloorMotionFinished).1 == expected)
  }

  // MARK: - Changes of state

  /// One event of every kind, as a component sends them.
  static func everyEvent(refresh: Int) -> [Event] {
    var events: [Event] = [
      .end(result: nil), .endWithNoMoreData(isSupported: true, componentName: "Footer"),
      .resetNoMoreData, .becameVisible, .stop(.hidden), .heldEndDue(refresh: refresh),
      .actionFinished(refresh: refresh, result: nil), .closeSecondFloor(reason: .release),
      .secondFloorMotionFinished, .armSecondFloor, .disarmSecondFloor(toPulling: true),
      .disarmSecondFloor(toPulling: false), .lift, .letGo(.drag),
    ]
    for pastTrigger in [true, false] {
      events.append(.drag(pastTrigger: pastTrigger, mayArm: true, follows: true, reason: .drag))
    }
    for canBeSeen in [true, false] {
      events.append(
        .begin(
          reason: .beginRefreshing, canBeSeen: canBeSeen, hostIsLoading: false,
          listIsRefreshing: false))
      events.append(
        .openSecondFloor(hasFloor: true, canBeSeen: canBeSeen, isEnabled: true, reason: .tap))
    }
    events.append(
      .openSecondFloor(hasFloor: true, canBeSeen: true, isEnabled: true, reason: .release))
    return events
  }

  @Test("the events make every change the tables have, and no other")
  func onlyTheEdgesOfTheTables() {
    var made: Set<[RefreshState]> = []
    for old in RefreshState.allCases {
      for event in Self.everyEvent(refresh: Self.lifecycle(in: old).refresh) {
        var lifecycle = Self.lifecycle(in: old)
        if case .entered(let entry) = lifecycle.send(event) {
          #expect(RefreshLifecycle.hasEdge(from: old, to: entry.new), "\(old) -> \(entry.new)")
          made.insert([old, entry.new])
        }
      }
    }
    for old in RefreshState.allCases {
      for new in RefreshState.allCases where new != old {
        #expect(
          made.contains([old, new]) == RefreshLifecycle.hasEdge(from: old, to: new),
          "\(old) -> \(new)")
      }
    }
  }

  @Test(
    "a stop takes what is under way back to rest",
    arguments: RefreshState.allCases)
  func aStop(from state: RefreshState) {
    let expected = state == .idle || state == .noMoreData ? "none" : "enter(idle, hidden)"
    #expect(Self.step(state, .stop(.hidden)).1 == expected)
  }

  @Test(
    "a refresh waiting to be seen starts once it can be",
    arguments: RefreshState.allCases)
  func becomingVisible(from state: RefreshState) {
    let expected = state == .willRefresh ? "enter(refreshing, becameVisible)" : "none"
    #expect(Self.step(state, .becameVisible).1 == expected)
  }

  @Test(
    "entering a state starts a refresh, ends one, or neither",
    arguments: [
      (RefreshState.idle, RefreshState.pulling, false, false),
      (.idle, .refreshing, true, false),
      (.idle, .willRefresh, false, false),
      (.pulling, .refreshing, true, false),
      (.pulling, .idle, false, false),
      (.willRefresh, .refreshing, true, false),
      (.willRefresh, .idle, false, true),
      (.refreshing, .idle, false, true),
      (.refreshing, .noMoreData, false, true),
      (.noMoreData, .idle, false, false),
    ])
  func enteringAState(
    from old: RefreshState, to new: RefreshState, startsRefresh: Bool, endsRefresh: Bool
  ) {
    var lifecycle = Self.lifecycle(in: old)
    let refresh = lifecycle.refresh
    guard case .entered(let entry) = Self.change(&lifecycle, to: new) else {
      Issue.record("no change")
      return
    }
    #expect(entry.startsRefresh == startsRefresh && entry.endsRefresh == endsRefresh)
    #expect(lifecycle.name == new)
    #expect(lifecycle.refresh == refresh + (startsRefresh || endsRefresh ? 1 : 0))
    #expect(lifecycle.facts.endStage == (endsRefresh ? .due : nil))
    #expect(lifecycle.callbacksRan == !startsRefresh)
    #expect((lifecycle.current != nil) == new.isRefreshing, "a refresh under way, or none")
    #expect((entry.ended != nil) == endsRefresh, "the change carries the refresh it ends")
  }

  /// The feedback a change makes, as text: `RefreshFeedback` carries errors, and is not
  /// equatable.
  static func feedback(
    _ path: [(RefreshState, RefreshTransitionReason)], result: RefreshResult? = nil,
    programmatic: Bool = false
  ) -> String? {
    var lifecycle = RefreshLifecycle()
    var last: RefreshFeedback?
    for (index, (state, reason)) in path.enumerated() {
      let effect = Self.change(
        &lifecycle, to: state, reason, result: index == path.count - 1 ? result : nil,
        programmatic: programmatic)
      if case .entered(let entry) = effect {
        last = entry.feedback
      } else {
        last = nil
      }
    }
    return last.map { "\($0)" }
  }

  @Test("the feedback each change makes")
  func feedbackOfEachChange() {
    let pull: [(RefreshState, RefreshTransitionReason)] = [(.pulling, .drag)]
    let released = pull + [(.refreshing, .release)]
    let begun: [(RefreshState, RefreshTransitionReason)] = [(.refreshing, .beginRefreshing)]
    #expect(Self.feedback(pull) == "thresholdCrossed")
    #expect(Self.feedback([(.pulling, .custom)]) == nil, "only a drag crosses")
    #expect(Self.feedback(released) == "refreshStarted")
    #expect(Self.feedback(begun) == nil, "the app began it")
    #expect(Self.feedback(begun, programmatic: true) == "refreshStarted")
    for trigger in [RefreshTransitionReason.tap, .automatic, .retry, .accessibilityAction] {
      #expect(Self.feedback([(.refreshing, trigger)]) == "refreshStarted", "\(trigger)")
    }
    #expect(
      Self.feedback([(.willRefresh, .tap), (.refreshing, .becameVisible)]) == "refreshStarted",
      "decided as it began waiting")
    #expect(Self.feedback(released + [(.idle, .endRefreshing)]) == "refreshFinished(success)")
    #expect(
      Self.feedback(released + [(.idle, .actionFinished)], result: .failure(Failed()))?
        .hasPrefix("refreshFinished(failure") == true)
    #expect(
      Self.feedback(released + [(.noMoreData, .noMoreData)]) == "refreshFinished(success)")
    #expect(Self.feedback(released + [(.idle, .hidden)]) == nil, "abandoned")
    #expect(Self.feedback(released + [(.idle, .detached)]) == nil, "abandoned")
    #expect(Self.feedback(begun + [(.idle, .endRefreshing)]) == nil, "the app began it")
  }

  @Test("the feedback of the second floor")
  func feedbackOfTheSecondFloor() {
    let armed: [(RefreshState, RefreshTransitionReason)] = [(.secondFloorArmed, .drag)]
    let opened = armed + [(.openingSecondFloor, .release), (.secondFloorOpen, .motionFinished)]
    let byCall: [(RefreshState, RefreshTransitionReason)] = [
      (.openingSecondFloor, .openSecondFloor), (.secondFloorOpen, .motionFinished),
    ]
    #expect(Self.feedback(armed) == "secondFloorArmed")
    #expect(Self.feedback(armed + [(.pulling, .drag)]) == nil, "back below it: no crossing")
    #expect(Self.feedback(opened) == "secondFloorOpened")
    #expect(Self.feedback(byCall) == nil, "the app opened it")
    #expect(Self.feedback(byCall, programmatic: true) == "secondFloorOpened")
    let closed = opened + [(.closingSecondFloor, .release), (.idle, .motionFinished)]
    #expect(Self.feedback(closed) == "secondFloorClosed")
    let closedByCall =
      opened + [(.closingSecondFloor, .closeSecondFloor), (.idle, .motionFinished)]
    #expect(Self.feedback(closedByCall) == nil, "the app closed it")
    #expect(Self.feedback(opened + [(.idle, .hidden)]) == nil, "closed by hiding")
  }

  @Test("what belongs to a refresh lives in it, from waiting to be seen to its end")
  func aRefreshCarriesItsOwnState() {
    var lifecycle = RefreshLifecycle()
    var completed = 0
    Self.change(&lifecycle, to: .willRefresh, .tap, at: 1) { completed += 1 }
    #expect(lifecycle.current?.since == nil, "not refreshing yet")
    Self.change(&lifecycle, to: .refreshing, at: 5)
    #expect(lifecycle.current?.since == 5)
    #expect(lifecycle.current?.reportsFeedback == true, "decided as it began waiting")
    #expect(lifecycle.current?.callbacksRan == false)
    #expect(lifecycle.current?.completions.count == 1, "the begin's completion came with it")
    guard case .entered(let entry) = Self.change(&lifecycle, to: .idle) else {
      Issue.record("no change")
      return
    }
    #expect(entry.ended?.reportsFeedback == true, "for the feedback of its end")
    #expect(entry.dropped.beginCompletions.count == 1, "its action never ran: cancelled")
    #expect(lifecycle.current == nil, "nothing of it outlives it")
    Self.change(&lifecycle, to: .refreshing, at: 7)
    #expect(lifecycle.current?.reportsFeedback == false, "the next refresh starts afresh")
    #expect(completed == 0)
  }

  // MARK: - Callbacks and the end

  @Test(
    "a refresh's callbacks run once, or wait for the pages",
    arguments: [
      (RefreshState.refreshing, false, "runCallbacks(0)"),
      (.refreshing, true, "waitForPages"),
      (.willRefresh, false, "none"),
      (.idle, false, "none"),
    ])
  func theCallbacks(from state: RefreshState, holdsBack: Bool, expected: String) {
    var lifecycle = Self.lifecycle(in: state)
    #expect(Self.describe(lifecycle.send(.callbacksReady(holdsBack: holdsBack))) == expected)
    #expect(lifecycle.waitsForPages == holdsBack)
    if expected.hasPrefix("run") || holdsBack {
      let again = lifecycle.send(.callbacksReady(holdsBack: false))
      #expect(Self.describe(again) == (holdsBack ? "runCallbacks(0)" : "none"), "once")
    }
  }

  @Test(
    "a begin's completion joins the refresh, runs now, or is given back to be reported",
    arguments: [
      (RefreshState.refreshing, false, "none", 1),
      (.willRefresh, false, "none", 1),
      (.refreshing, true, "alreadyDone", 0),
      (.idle, false, "cancel", 0),
      (.noMoreData, false, "cancel", 0),
      (.pulling, false, "cancel", 0),
      (.secondFloorOpen, false, "cancel", 0),
    ])
  func aBeginsCompletion(
    in state: RefreshState, actionRan: Bool, expected: String, waiting: Int
  ) {
    var lifecycle = Self.lifecycle(in: state)
    if actionRan {
      _ = lifecycle.send(.callbacksReady(holdsBack: false))
    }
    let effect = lifecycle.send(.addBeginCompletion({}))
    #expect(Self.describe(effect) == expected)
    if case .cancel(let dropped) = effect {
      #expect(dropped.beginCompletions.count == 1, "given back, never lost")
    }
    #expect((lifecycle.current?.completions.count ?? 0) == waiting)
  }

  @Test func anEndInsideTheCallbacksWaitsForThemThenRunsOnce() {
    var lifecycle = Self.lifecycle(in: .refreshing)
    let refresh = lifecycle.refresh
    _ = lifecycle.send(.callbacksReady(holdsBack: false))
    _ = lifecycle.send(.addEndCompletion {})
    Self.change(&lifecycle, to: .idle, .endRefreshing)
    #expect(Self.describe(lifecycle.send(.endMotionStopped)) == "endWaits")
    #expect(
      Self.describe(lifecycle.send(.callbacksDone(refresh: refresh))) == "runEndCallbacks(1)",
      "the begin completions came first")
    #expect(Self.describe(lifecycle.send(.endMotionStopped)) == "none", "once")
  }

  @Test func anEndBeforeTheActionRanRunsNoCallbacks() {
    var lifecycle = Self.lifecycle(in: .refreshing)
    Self.change(&lifecycle, to: .idle, .endRefreshing)
    #expect(Self.describe(lifecycle.send(.callbacksReady(holdsBack: false))) == "none")
  }

  /// The steps of an end that shows a result first.
  enum EndStep: String, CaseIterable {
    case start, startWaiting, resultShown, cutShort, stop
  }

  @Test(
    "where an end goes at each step",
    arguments: [
      ([EndStep.start], RefreshLifecycle.EndStage?.some(.animating)),
      ([.startWaiting], .waitingForResult),
      ([.startWaiting, .resultShown], .animating),
      ([.startWaiting, .resultShown, .cutShort], .due),
      ([.startWaiting, .cutShort], .due),  // cut short while it waited: a new refresh
      ([.start, .resultShown], .animating),  // no display waited: nothing changes
      ([.start, .stop], nil),  // the motion ended: taken
      ([.startWaiting, .stop], nil),
    ])
  func anEndStepByStep(steps: [EndStep], expected: RefreshLifecycle.EndStage?) {
    var lifecycle = Self.lifecycle(in: .refreshing)
    Self.change(&lifecycle, to: .idle, .endRefreshing)
    for step in steps {
      switch step {
      case .start: _ = lifecycle.send(.endMotionStarted(waitingForResult: false))
      case .startWaiting: _ = lifecycle.send(.endMotionStarted(waitingForResult: true))
      case .resultShown: _ = lifecycle.send(.endMotionResumed)
      case .cutShort: _ = lifecycle.send(.endMotionCutShort)
      case .stop: _ = lifecycle.send(.endMotionStopped)
      }
    }
    #expect(lifecycle.facts.endStage == expected)
  }

  @Test func detachingRunsNoCallbacksAndDropsAnEndLeft() {
    var lifecycle = RefreshLifecycle()
    Self.change(&lifecycle, to: .willRefresh) {}
    guard case .cancel(let dropped) = lifecycle.send(.startDetaching) else {
      Issue.record("nothing dropped")
      return
    }
    #expect(dropped.beginCompletions.count == 1, "they can no longer run")
    Self.change(&lifecycle, to: .refreshing)
    #expect(lifecycle.isDetaching)
    #expect(Self.describe(lifecycle.send(.callbacksReady(holdsBack: false))) == "none")
    Self.change(&lifecycle, to: .idle, .detached)
    #expect(lifecycle.facts.endStage == .due)
    _ = lifecycle.send(.finishDetaching(keepingWaitingEnd: false))
    #expect(!lifecycle.isDetaching && lifecycle.facts.endStage == nil)
  }

  @Test("nothing begins while the component leaves, until it has left")
  func nothingBeginsWhileLeaving() {
    var lifecycle = RefreshLifecycle()
    _ = lifecycle.send(.startLeaving)
    let begin = Event.begin(
      reason: .beginRefreshing, canBeSeen: true, hostIsLoading: false, listIsRefreshing: false)
    #expect(
      Self.describe(lifecycle.send(begin))
        == "refuse(ignored: the component is being detached)")
    _ = lifecycle.send(.startDetaching)
    _ = lifecycle.send(.finishDetaching(keepingWaitingEnd: false))
    #expect(Self.describe(lifecycle.send(begin)) == "enter(refreshing, beginRefreshing)")
  }

  @Test func theRefreshOfAnAsyncActionEndsOnlyIfItIsStillTheCurrentOne() {
    var lifecycle = Self.lifecycle(in: .refreshing)
    let refresh = lifecycle.refresh
    var copy = lifecycle
    #expect(
      Self.describe(copy.send(.actionFinished(refresh: refresh, result: nil)))
        == "enter(idle, actionFinished)")
    Self.change(&lifecycle, to: .idle, .endRefreshing)
    Self.change(&lifecycle, to: .refreshing)
    #expect(
      Self.describe(lifecycle.send(.actionFinished(refresh: refresh, result: nil))) == "none",
      "a stale task ends nothing")
  }

  // MARK: - What waits

  /// Work that does nothing, to see whether the lifecycle drops it.
  static func work() -> ScheduledWork {
    ScheduledWork(deadline: 0, action: {})
  }

  struct Failed: Error {}

  /// A lifecycle in `state` with two failures in a row behind it.
  static func twoFailures(then state: RefreshState) -> RefreshLifecycle {
    var lifecycle = RefreshLifecycle()
    for _ in 0..<2 {
      Self.change(&lifecycle, to: .refreshing)
      Self.change(&lifecycle, to: .idle, .endRefreshing, result: .failure(Failed()))
    }
    if state != .idle {
      Self.change(&lifecycle, to: state)
    }
    return lifecycle
  }

  @Test(
    "the failures in a row across each change",
    arguments: [
      (
        RefreshState.refreshing, RefreshState.idle, RefreshTransitionReason.endRefreshing,
        RefreshResult?.some(.failure(Failed())), 3
      ),
      (.refreshing, .idle, .actionFinished, .failure(Failed()), 3),
      (.refreshing, .idle, .endRefreshing, .success, 0),
      (.refreshing, .idle, .actionFinished, .success, 0),
      (.refreshing, .idle, .endRefreshing, nil, 0),  // the page loaded
      (.refreshing, .idle, .actionFinished, nil, 2),  // the action cancelled itself
      (.refreshing, .idle, .hidden, nil, 2),
      (.refreshing, .noMoreData, .noMoreData, nil, 0),
      (.noMoreData, .idle, .resetNoMoreData, nil, 0),
      (.idle, .pulling, .drag, nil, 2),
      (.idle, .refreshing, .retry, nil, 2),
      (.willRefresh, .idle, .endRefreshing, nil, 2),  // nothing loaded
    ] as [(RefreshState, RefreshState, RefreshTransitionReason, RefreshResult?, Int)])
  func failuresInARow(
    from old: RefreshState, to new: RefreshState, reason: RefreshTransitionReason,
    result: RefreshResult?, expected: Int
  ) {
    var lifecycle = Self.twoFailures(then: old)
    #expect(lifecycle.aftermath.failures == (old == .noMoreData ? 0 : 2))
    Self.change(&lifecycle, to: new, reason, result: result)
    #expect(lifecycle.aftermath.failures == expected)
  }

  @Test func anEndThatADetachAppliesCountsNothingAndTheDetachStartsAgain() {
    var lifecycle = Self.twoFailures(then: .refreshing)
    let retry = Self.work()
    _ = lifecycle.send(.scheduleRetry(retry))
    _ = lifecycle.send(.startLeaving)
    Self.change(&lifecycle, to: .idle, .endRefreshing, result: .failure(Failed()))
    #expect(lifecycle.aftermath.failures == 2)
    _ = lifecycle.send(.startDetaching)
    guard case .cancel(let dropped) = lifecycle.send(.finishDetaching(keepingWaitingEnd: false))
    else {
      Issue.record("nothing dropped")
      return
    }
    #expect(lifecycle.aftermath.failures == 0)
    #expect(dropped.work === retry && lifecycle.aftermath.retry == nil)
  }

  @Test(
    "which changes drop a waiting retry",
    arguments: [
      (RefreshState.idle, RefreshState.refreshing, true),
      (.idle, .willRefresh, true),
      (.pulling, .refreshing, true),
      (.refreshing, .noMoreData, true),
      (.idle, .noMoreData, true),
      (.idle, .pulling, false),
      (.pulling, .idle, false),
      (.noMoreData, .idle, false),
    ])
  func aWaitingRetry(from old: RefreshState, to new: RefreshState, isDropped: Bool) {
    var lifecycle = Self.lifecycle(in: old)
    let retry = Self.work()
    _ = lifecycle.send(.scheduleRetry(retry))
    guard case .entered(let entry) = Self.change(&lifecycle, to: new) else {
      Issue.record("no change")
      return
    }
    #expect((entry.dropped.work === retry) == isDropped)
    #expect((lifecycle.aftermath.retry == nil) == isDropped)
  }

  @Test(
    "whether an end waits for the minimum duration",
    arguments: [
      (RefreshTransitionReason.endRefreshing, 0.5, "scheduleHeldEnd(1.0)"),
      (.noMoreData, 0.5, "scheduleHeldEnd(1.0)"),
      (.actionFinished, 0.5, "scheduleHeldEnd(1.0)"),
      (.hidden, 0.5, "enter(idle, hidden)"),
      (.detached, 0.5, "enter(idle, detached)"),
      (.endRefreshing, 1, "enter(idle, endRefreshing)"),  // at the minimum: at once
      (.endRefreshing, 1 - 1e-12, "enter(idle, endRefreshing)"),  // a rounding error short
      (.endRefreshing, 2, "enter(idle, endRefreshing)"),
    ])
  func anEndAndTheMinimum(reason: RefreshTransitionReason, now: TimeInterval, expected: String) {
    var lifecycle = RefreshLifecycle()
    Self.change(&lifecycle, to: .refreshing, at: 0)
    let state: RefreshState = reason == .noMoreData ? .noMoreData : .idle
    let effect = Self.change(&lifecycle, to: state, reason, at: now, minimum: 1)
    #expect(Self.describe(effect) == expected)
  }

  @Test func theLastHeldEndWinsButNoMoreDataStays() {
    var lifecycle = RefreshLifecycle()
    Self.change(&lifecycle, to: .refreshing, at: 0)
    let refresh = lifecycle.refresh
    let end = { (lifecycle: inout RefreshLifecycle, event: Event, now: TimeInterval) in
      Self.describe(lifecycle.send(event, at: .init(now: now, minimum: 1)))
    }
    #expect(end(&lifecycle, .end(result: nil), 0.4) == "scheduleHeldEnd(1.0)")
    #expect(Self.describe(lifecycle.send(.heldEndScheduled(Self.work()))) == "none")
    #expect(end(&lifecycle, .end(result: .success), 0.5) == "held")
    #expect(lifecycle.current?.heldEnd?.result?.isSuccess == true, "the last call wins")
    let noMoreData = Event.endWithNoMoreData(isSupported: true, componentName: "Footer")
    #expect(end(&lifecycle, noMoreData, 0.6) == "held")
    #expect(end(&lifecycle, .end(result: nil), 0.7) == "held")
    #expect(lifecycle.current?.heldEnd?.state == .noMoreData, "no more data stays")
    #expect(
      Self.describe(lifecycle.send(.heldEndDue(refresh: refresh - 1))) == "none",
      "another refresh's end is not taken")
    #expect(
      Self.describe(lifecycle.send(.heldEndDue(refresh: refresh)))
        == "enter(noMoreData, noMoreData)")
    #expect(lifecycle.current == nil)
  }

  @Test func aResetWhileNoMoreDataIsHeldTurnsTheHeldEndIdle() {
    var lifecycle = RefreshLifecycle()
    Self.change(&lifecycle, to: .refreshing, at: 0)
    #expect(
      Self.describe(Self.change(&lifecycle, to: .noMoreData, at: 0.5, minimum: 1))
        == "scheduleHeldEnd(1.0)")
    #expect(Self.describe(lifecycle.send(.resetNoMoreData)) == "held")
    #expect(lifecycle.current?.heldEnd?.state == .idle, "the last call wins")
    #expect(lifecycle.current?.heldEnd?.reason == .resetNoMoreData)
  }

  @Test func aStopAppliesTheHeldEndWithTheFailureOfTheAction() {
    var lifecycle = RefreshLifecycle()
    Self.change(&lifecycle, to: .refreshing, at: 0)
    let refresh = lifecycle.refresh
    Self.change(&lifecycle, to: .idle, .endRefreshing, at: 0.5, minimum: 1)
    let work = Self.work()
    _ = lifecycle.send(.heldEndScheduled(work))
    let failed = Event.actionFinished(refresh: refresh, result: .failure(Failed()))
    #expect(Self.describe(lifecycle.send(failed, at: .init(now: 0.6, minimum: 1))) == "held")
    #expect(lifecycle.current?.heldEnd?.failure is Failed)
    guard case .entered(let entry) = lifecycle.send(.stop(.hidden)) else {
      Issue.record("no change")
      return
    }
    #expect(entry.reason == .actionFinished, "the end the app asked for, not the hide")
    #expect(entry.dropped.heldEnd === work && entry.ended?.heldEnd?.failure is Failed)
    #expect(Self.describe(lifecycle.send(failed)) == "none", "a stale action ends nothing")
  }

  @Test func aHeldEndScheduledTooLateIsCancelled() {
    var lifecycle = Self.lifecycle(in: .refreshing)
    guard case .cancel(let dropped) = lifecycle.send(.heldEndScheduled(Self.work())) else {
      Issue.record("kept")
      return
    }
    #expect(dropped.heldEnd != nil)
  }
}
