import Foundation
import TestSupport
import Testing

@testable import RefreshKit

/// The lifecycle's rules as tables: every event from every state, with no scroll model, no clock
/// and no component.
@MainActor
@Suite(.idleClocks) struct RefreshLifecycleTests {
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
      _ = lifecycle.enter(step)
      _ = lifecycle.completeEntry()
    }
    return lifecycle
  }

  nonisolated static let alreadyRefreshing = "ignored: already refreshing"
  nonisolated static let inNoMoreData = "ignored: no more data; call resetNoMoreData() first"

  // MARK: - Calls

  @Test(
    "a begin from each state",
    arguments: [
      (RefreshState.idle, true, false, RefreshLifecycle.Begin.start(.refreshing)),
      (.idle, false, false, .start(.willRefresh)),
      (.idle, true, true, .refused(nil)),
      (.pulling, true, false, .start(.refreshing)),
      (.pulling, false, false, .start(.willRefresh)),
      (.pulling, true, true, .refused(nil)),
      (.refreshing, true, false, .refused(alreadyRefreshing)),
      (.refreshing, true, true, .refused(alreadyRefreshing)),
      (.willRefresh, false, false, .refused(alreadyRefreshing)),
      (.noMoreData, true, false, .refused(inNoMoreData)),
      (.noMoreData, true, true, .refused(inNoMoreData)),
    ])
  func aBegin(
    from state: RefreshState, canBeSeen: Bool, hostIsLoading: Bool,
    expected: RefreshLifecycle.Begin
  ) {
    let lifecycle = Self.lifecycle(in: state)
    let begin = lifecycle.begin(canBeSeen: canBeSeen, hostIsLoading: hostIsLoading)
    #expect(begin == expected)
  }

  @Test(
    "a release begins only what is pulling",
    arguments: [
      (RefreshState.pulling, RefreshLifecycle.Begin.start(.refreshing)),
      (.idle, .refused(nil)),
      (.refreshing, .refused(nil)),
      (.willRefresh, .refused(nil)),
      (.noMoreData, .refused(nil)),
    ])
  func aRelease(from state: RefreshState, expected: RefreshLifecycle.Begin) {
    let lifecycle = Self.lifecycle(in: state)
    #expect(lifecycle.begin(canBeSeen: true, hostIsLoading: false, reason: .release) == expected)
  }

  @Test(
    "a trigger made for rest begins only what is at rest",
    arguments: [RefreshTransitionReason.retry, .automatic, .tap, .staleData, .accessibilityAction])
  func aTriggerForRest(reason: RefreshTransitionReason) {
    let begin = { (state: RefreshState) in
      Self.lifecycle(in: state).begin(canBeSeen: false, hostIsLoading: false, reason: reason)
    }
    #expect(begin(.idle) == .start(.willRefresh))
    #expect(begin(.pulling) == .refused(nil), "a nested change left it pulling")
    #expect(begin(.noMoreData) == .refused(nil))
  }

  @Test(
    "a page loader held back by the list's refresh: the app is told, a trigger is not",
    arguments: [
      (RefreshTransitionReason.beginRefreshing, true),
      (.automatic, false), (.tap, false), (.retry, false), (.accessibilityAction, false),
    ])
  func aBeginHeldBackByTheList(reason: RefreshTransitionReason, isReported: Bool) {
    let begin = Self.lifecycle(in: .idle).begin(
      canBeSeen: true, hostIsLoading: false, listIsRefreshing: true, reason: reason)
    guard case .refused(let message) = begin else {
      Issue.record("began: \(begin)")
      return
    }
    #expect((message != nil) == isReported)
  }

  @Test("the list's callbacks wait for the pages, then run; a new generation drops a retry")
  func theListsCallbacksWaitForThePages() {
    var lifecycle = Self.lifecycle(in: .idle)
    let atRest = lifecycle.waitForPages()
    #expect(!atRest, "nothing to wait with at rest")
    _ = lifecycle.enter(.refreshing)
    let waits = lifecycle.waitForPages()
    #expect(waits && lifecycle.waitsForPages)
    let runs = lifecycle.startCallbacks()
    #expect(runs && !lifecycle.waitsForPages)
    let again = lifecycle.waitForPages()
    #expect(!again, "its callbacks ran")
    lifecycle.pending.failures = 2
    let dropped = lifecycle.forgetFailures()
    #expect(lifecycle.pending.failures == 0)
    #expect(dropped.retry == nil && dropped.heldEnd == nil)
  }

  @Test(
    "an end from each state",
    arguments: [
      (RefreshState.idle, RefreshLifecycle.End.refused("ignored: not refreshing")),
      (.pulling, .refused("ignored: not refreshing")),
      (.refreshing, .enter(.idle)),
      (.willRefresh, .enter(.idle)),
      (.noMoreData, .refused(nil)),
    ])
  func anEnd(from state: RefreshState, expected: RefreshLifecycle.End) {
    let lifecycle = Self.lifecycle(in: state)
    #expect(lifecycle.end() == expected)
  }

  @Test(
    "no more data from each state, for a footer and for a header",
    arguments: [
      (RefreshState.idle, true, RefreshLifecycle.End.enter(.noMoreData)),
      (.pulling, true, .enter(.noMoreData)),
      (.refreshing, true, .enter(.noMoreData)),
      (.willRefresh, true, .enter(.noMoreData)),
      (.noMoreData, true, .refused(nil)),
      (.refreshing, false, .refused("ignored: Header has no no-more-data state; only footers do")),
    ])
  func noMoreData(from state: RefreshState, isSupported: Bool, expected: RefreshLifecycle.End) {
    let lifecycle = Self.lifecycle(in: state)
    #expect(
      lifecycle.endWithNoMoreData(isSupported: isSupported, componentName: "Header") == expected)
  }

  @Test(
    "a reset from each state",
    arguments: [
      (RefreshState.idle, RefreshLifecycle.End.refused(nil)),
      (.pulling, .refused(nil)),
      (
        .refreshing,
        .refused(
          "ignored: refreshing, not in no more data; call endRefreshing() to end the refresh")
      ),
      (
        .willRefresh,
        .refused(
          "ignored: refreshing, not in no more data; call endRefreshing() to end the refresh")
      ),
      (.noMoreData, .enter(.idle)),
    ])
  func aReset(from state: RefreshState, expected: RefreshLifecycle.End) {
    #expect(Self.lifecycle(in: state).resetNoMoreData() == expected)
  }

  // MARK: - State changes

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
  ) throws {
    var lifecycle = Self.lifecycle(in: old)
    let refresh = lifecycle.refresh
    let entered = lifecycle.enter(new)
    let entry = try #require(entered)
    #expect(entry.startsRefresh == startsRefresh && entry.endsRefresh == endsRefresh)
    #expect(lifecycle.state == new)
    #expect(lifecycle.refresh == refresh + (startsRefresh || endsRefresh ? 1 : 0))
    #expect(lifecycle.ending == (endsRefresh ? .due : .none))
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
      let entry = lifecycle.enter(
        state, reason: reason, result: index == path.count - 1 ? result : nil,
        reportsProgrammaticFeedback: programmatic)
      last = entry?.feedback
      _ = lifecycle.completeEntry()
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

  // MARK: - The second floor

  nonisolated static let noFloor = "ignored: the header has no second floor; set secondFloor first"
  nonisolated static let unseen = "ignored: the header cannot be seen; it would open into nothing"
  nonisolated static let whileRefreshing = "ignored: refreshing; end the refresh first"

  @Test(
    "an opening of the floor by a call from each state",
    arguments: [
      (RefreshState.idle, true, true, RefreshLifecycle.End.enter(.openingSecondFloor)),
      (.idle, false, true, .refused(noFloor)),
      (.idle, true, false, .refused(unseen)),
      (.pulling, true, true, .enter(.openingSecondFloor)),
      (.secondFloorArmed, true, true, .enter(.openingSecondFloor)),
      (.openingSecondFloor, true, true, .refused(nil)),
      (.secondFloorOpen, true, true, .refused(nil)),
      (.closingSecondFloor, true, true, .enter(.openingSecondFloor)),
      (.refreshing, true, true, .refused(whileRefreshing)),
      (.willRefresh, true, false, .refused(whileRefreshing)),
    ])
  func anOpening(
    from state: RefreshState, hasFloor: Bool, canBeSeen: Bool, expected: RefreshLifecycle.End
  ) {
    let lifecycle = Self.lifecycle(in: state)
    #expect(lifecycle.openSecondFloor(hasFloor: hasFloor, canBeSeen: canBeSeen) == expected)
  }

  @Test("a release opens only an armed floor", arguments: RefreshState.allCases)
  func aReleaseOpens(from state: RefreshState) {
    let lifecycle = Self.lifecycle(in: state)
    let opening = lifecycle.openSecondFloor(hasFloor: true, canBeSeen: true, reason: .release)
    #expect(opening == (state == .secondFloorArmed ? .enter(.openingSecondFloor) : .refused(nil)))
  }

  @Test(
    "a close of the floor from each state",
    arguments: [
      (RefreshState.idle, RefreshLifecycle.End.refused("ignored: the second floor is not open")),
      (.pulling, .refused("ignored: the second floor is not open")),
      (.refreshing, .refused("ignored: the second floor is not open")),
      (.secondFloorArmed, .enter(.idle)),
      (.openingSecondFloor, .enter(.closingSecondFloor)),
      (.secondFloorOpen, .enter(.closingSecondFloor)),
      (.closingSecondFloor, .refused(nil)),
    ])
  func aClose(from state: RefreshState, expected: RefreshLifecycle.End) {
    #expect(Self.lifecycle(in: state).closeSecondFloor() == expected)
  }

  @Test(
    "the floor's motion settles an opening open and a closing at rest",
    arguments: [
      (RefreshState.openingSecondFloor, RefreshState?.some(.secondFloorOpen)),
      (.closingSecondFloor, .idle),
      (.secondFloorOpen, nil),
      (.idle, nil),
      (.refreshing, nil),
    ])
  func theMotionSettles(from state: RefreshState, expected: RefreshState?) {
    #expect(Self.lifecycle(in: state).secondFloorMotionFinished() == expected)
  }

  @Test(
    "nothing begins while the floor is open",
    arguments: [RefreshState.openingSecondFloor, .secondFloorOpen, .closingSecondFloor])
  func noBeginWhileTheFloorIsOpen(state: RefreshState) {
    let begin = Self.lifecycle(in: state).begin(canBeSeen: true, hostIsLoading: false)
    #expect(begin == .refused(RefreshLifecycle.floorIsOpen))
  }

  @Test("what belongs to a refresh lives in it, from waiting to be seen to its end")
  func aRefreshCarriesItsOwnState() throws {
    var lifecycle = RefreshLifecycle()
    _ = lifecycle.enter(.willRefresh, at: 1, reason: .tap)
    _ = lifecycle.completeEntry()
    #expect(lifecycle.current?.since == nil, "not refreshing yet")
    _ = lifecycle.enter(.refreshing, at: 5)
    _ = lifecycle.completeEntry()
    #expect(lifecycle.current?.since == 5)
    #expect(lifecycle.current?.reportsFeedback == true, "decided as it began waiting")
    #expect(lifecycle.current?.callbacksRan == false)
    let entered = lifecycle.enter(.idle, at: 6)
    let entry = try #require(entered)
    #expect(entry.ended?.reportsFeedback == true, "for the feedback of its end")
    #expect(lifecycle.current == nil, "nothing of it outlives it")
    _ = lifecycle.enter(.refreshing, at: 7)
    #expect(lifecycle.current?.reportsFeedback == false, "the next refresh starts afresh")
  }

  @Test func enteringTheCurrentStateIsNoChange() {
    var lifecycle = Self.lifecycle(in: .refreshing)
    let entered = lifecycle.enter(.refreshing)
    #expect(entered == nil)
  }

  // MARK: - Callbacks and completions

  @Test func aRefreshsCallbacksRunOnce() {
    var lifecycle = RefreshLifecycle()
    _ = lifecycle.enter(.refreshing)
    _ = lifecycle.completeEntry()
    let runs = lifecycle.startCallbacks()
    #expect(runs)
    let endIsDue = lifecycle.finishCallbacks()
    #expect(!endIsDue, "no end is due")
    let again = lifecycle.startCallbacks()
    #expect(!again, "once per refresh")
  }

  @Test func anEndBeforeTheActionRanRunsNoCallbacks() throws {
    var lifecycle = RefreshLifecycle()
    _ = lifecycle.enter(.refreshing)
    _ = lifecycle.completeEntry()
    let entered = lifecycle.enter(.idle)
    let entry = try #require(entered)
    #expect(entry.endsRefresh, "the begin completions left are cancelled")
    let callbacks = lifecycle.startCallbacks()
    #expect(!callbacks, "an ended refresh runs no callbacks")
  }

  @Test func anEndInsideTheCallbacksWaitsForThemThenRunsOnce() {
    var lifecycle = RefreshLifecycle()
    _ = lifecycle.enter(.refreshing)
    _ = lifecycle.completeEntry()
    _ = lifecycle.startCallbacks()
    #expect(lifecycle.end() == .enter(.idle))
    _ = lifecycle.enter(.idle)
    _ = lifecycle.completeEntry()
    let early = lifecycle.takeEnding()
    #expect(!early, "the begin completions come first")
    let endIsDue = lifecycle.finishCallbacks()
    #expect(endIsDue, "now the end is due")
    let ending = lifecycle.takeEnding()
    #expect(ending)
    let again = lifecycle.takeEnding()
    #expect(!again, "once")
  }

  @Test func anAnimatedEndIsDueWhenItsAnimationStops() {
    var lifecycle = Self.lifecycle(in: .refreshing)
    _ = lifecycle.enter(.idle)
    lifecycle.endingAnimationStarted()
    let whileAnimating = lifecycle.takeEnding()
    #expect(lifecycle.ending == .animating && !whileAnimating)
    lifecycle.endingAnimationStopped()
    let ending = lifecycle.takeEnding()
    #expect(ending && lifecycle.ending == .none)
  }

  /// The steps of an end that shows a result first, and where each leaves the end.
  enum EndStep: String, CaseIterable {
    case start, startWaiting, resultShown, stop
  }

  @Test(
    "where an end goes at each step",
    arguments: [
      ([EndStep.start], RefreshLifecycle.Ending.animating),
      ([.startWaiting], .waitingForResult),
      ([.startWaiting, .resultShown], .animating),
      ([.startWaiting, .resultShown, .stop], .due),
      ([.startWaiting, .stop], .due),  // cut short while it waited: a new refresh, a detach
      ([.start, .resultShown], .animating),  // no display waited: nothing changes
      ([.start, .stop], .due),
    ])
  func anEndStepByStep(steps: [EndStep], expected: RefreshLifecycle.Ending) {
    var lifecycle = Self.lifecycle(in: .refreshing)
    _ = lifecycle.enter(.idle)
    for step in steps {
      switch step {
      case .start: lifecycle.endingAnimationStarted()
      case .startWaiting: lifecycle.endingAnimationStarted(waitingForResult: true)
      case .resultShown: lifecycle.endingMotionStarted()
      case .stop: lifecycle.endingAnimationStopped()
      }
    }
    #expect(lifecycle.ending == expected)
    let taken = lifecycle.takeEnding()
    #expect(taken == (expected == .due), "the end callbacks run only once it is due")
  }

  @Test func detachingRunsNoCallbacksAndDropsAnEndLeft() {
    var lifecycle = RefreshLifecycle()
    _ = lifecycle.enter(.willRefresh)
    lifecycle.startDetaching()
    _ = lifecycle.enter(.refreshing)
    let callbacks = lifecycle.startCallbacks()
    #expect(lifecycle.isDetaching && !callbacks)
    _ = lifecycle.enter(.idle)
    #expect(lifecycle.ending == .due)
    _ = lifecycle.finishDetaching()
    #expect(!lifecycle.isDetaching && lifecycle.ending == .none)
  }

  @Test("nothing begins while the component leaves, until it has left")
  func nothingBeginsWhileLeaving() {
    var lifecycle = RefreshLifecycle()
    lifecycle.startLeaving()
    let refused = RefreshLifecycle.Begin.refused("ignored: the component is being detached")
    #expect(lifecycle.begin(canBeSeen: true, hostIsLoading: false) == refused)
    lifecycle.startDetaching()
    _ = lifecycle.finishDetaching()
    #expect(lifecycle.begin(canBeSeen: true, hostIsLoading: false) == .start(.refreshing))
  }

  @Test func theRefreshOfAnAsyncActionEndsOnlyIfItIsStillTheCurrentOne() {
    var lifecycle = Self.lifecycle(in: .refreshing)
    let refresh = lifecycle.refresh
    #expect(lifecycle.actionFinished(refresh: refresh))
    _ = lifecycle.enter(.idle)
    _ = lifecycle.enter(.refreshing)
    #expect(!lifecycle.actionFinished(refresh: refresh), "a stale task ends nothing")
  }

  // MARK: - Publishing

  @Test func changesArePublishedOnceTheOutermostOneIsComplete() {
    var lifecycle = RefreshLifecycle()
    _ = lifecycle.enter(.refreshing)
    _ = lifecycle.enter(.idle)  // a hook changes the state again
    var published: [Bool] = [lifecycle.completeEntry()]
    published.append(lifecycle.completeEntry())
    #expect(published == [false, true], "the inner change waits for the outer one")
    lifecycle.pending.post(.state(.refreshing))
    lifecycle.pending.post(.state(.idle))
    guard case .state(.refreshing)? = lifecycle.pending.nextDelivery() else {
      Issue.record("the oldest delivery comes first")
      return
    }
    lifecycle.startPublishing()
    _ = lifecycle.enter(.noMoreData)  // an observer changes the state while it hears one
    let publishesNow = lifecycle.completeEntry()
    #expect(!publishesNow, "published after the one being heard")
    guard case .state(.idle)? = lifecycle.pending.nextDelivery(),
      lifecycle.pending.nextDelivery() == nil
    else {
      Issue.record("each delivery comes once, in order")
      return
    }
    lifecycle.finishPublishing()
    _ = lifecycle.enter(.idle)
    let atOnce = lifecycle.completeEntry()
    #expect(atOnce, "nothing being published: at once")
  }

  // MARK: - What waits

  /// Work that does nothing, to see whether the lifecycle drops it.
  static func work() -> ScheduledWork {
    ScheduledWork(deadline: 0, action: {})
  }

  struct Failed: Error {}

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
    var lifecycle = Self.lifecycle(in: old)
    lifecycle.pending.failures = 2
    _ = lifecycle.enter(new, reason: reason, result: result)
    #expect(lifecycle.pending.failures == expected)
  }

  @Test func anEndThatADetachAppliesCountsNothingAndTheDetachStartsAgain() {
    var lifecycle = Self.lifecycle(in: .refreshing)
    lifecycle.pending.failures = 2
    let retry = Self.work()
    lifecycle.pending.retry = retry
    lifecycle.startLeaving()
    _ = lifecycle.enter(.idle, reason: .endRefreshing, result: .failure(Failed()))
    #expect(lifecycle.pending.failures == 2)
    lifecycle.startDetaching()
    let dropped = lifecycle.finishDetaching()
    #expect(lifecycle.pending.failures == 0)
    #expect(dropped.retry === retry && lifecycle.pending.retry == nil)
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
    lifecycle.pending.retry = retry
    let entry = lifecycle.enter(new)
    #expect((entry?.dropped.retry === retry) == isDropped)
    #expect((lifecycle.pending.retry == nil) == isDropped)
  }

  @Test(
    "whether an end waits for the minimum duration",
    arguments: [
      (RefreshTransitionReason.endRefreshing, 0.5, RefreshLifecycle.Hold.schedule(deadline: 1)),
      (.noMoreData, 0.5, .schedule(deadline: 1)),
      (.actionFinished, 0.5, .schedule(deadline: 1)),
      (.hidden, 0.5, .none),
      (.detached, 0.5, .none),
      (.endRefreshing, 1, .none),  // at the minimum: at once
      (.endRefreshing, 1 - 1e-12, .none),  // a rounding error short of it
      (.endRefreshing, 2, .none),
    ])
  func anEndAndTheMinimum(
    reason: RefreshTransitionReason, now: TimeInterval, expected: RefreshLifecycle.Hold
  ) {
    var lifecycle = RefreshLifecycle()
    _ = lifecycle.enter(.refreshing, at: 0)
    let hold = lifecycle.hold(.idle, reason: reason, result: nil, now: now, minimum: 1)
    #expect(hold == expected)
  }

  @Test func theLastHeldEndWinsButNoMoreDataStays() {
    var lifecycle = RefreshLifecycle()
    _ = lifecycle.enter(.refreshing, at: 0)
    let refresh = lifecycle.refresh
    lifecycle.pending.hold(
      .init(
        state: .idle, reason: .endRefreshing, refresh: refresh, work: Self.work(),
        result: nil, failure: nil))
    let again = lifecycle.hold(
      .idle, reason: .endRefreshing, result: .success, now: 0.5, minimum: 1)
    #expect(again == .held && lifecycle.pending.heldEnd?.result?.isSuccess == true)
    _ = lifecycle.hold(.noMoreData, reason: .noMoreData, result: nil, now: 0.6, minimum: 1)
    _ = lifecycle.hold(.idle, reason: .endRefreshing, result: nil, now: 0.7, minimum: 1)
    #expect(lifecycle.pending.heldEnd?.state == .noMoreData, "no more data stays")
    #expect(lifecycle.takeHeldEnd(of: refresh - 1) == nil, "another refresh's end is not taken")
    #expect(lifecycle.takeHeldEnd(of: refresh)?.state == .noMoreData)
    #expect(lifecycle.pending.heldEnd == nil)
  }

  @Test func leavingTheRefreshDropsTheEndItHeld() {
    var lifecycle = RefreshLifecycle()
    _ = lifecycle.enter(.refreshing, at: 0)
    let work = Self.work()
    lifecycle.pending.hold(
      .init(
        state: .idle, reason: .endRefreshing, refresh: lifecycle.refresh, work: work,
        result: nil, failure: nil))
    let failed = lifecycle.pending.holdFailure(Failed())
    #expect(failed && lifecycle.pending.heldEnd?.failure is Failed)
    let entry = lifecycle.enter(.idle, reason: .hidden)
    #expect(entry?.dropped.heldEnd === work && lifecycle.pending.heldEnd == nil)
    let heldAgain = lifecycle.pending.holdFailure(Failed())
    #expect(!heldAgain, "nothing held: the handler hears it at once")
  }
}
