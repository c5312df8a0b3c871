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

  @Test("what belongs to a refresh lives in it, from waiting to be seen to its end")
  func aRefreshCarriesItsOwnState() throws {
    var lifecycle = RefreshLifecycle()
    _ = lifecycle.enter(.willRefresh, at: 1)
    _ = lifecycle.completeEntry()
    lifecycle.current?.reportsFeedback = true
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

  @Test func detachingRunsNoCallbacksAndDropsAnEndLeft() {
    var lifecycle = RefreshLifecycle()
    _ = lifecycle.enter(.willRefresh)
    lifecycle.startDetaching()
    _ = lifecycle.enter(.refreshing)
    let callbacks = lifecycle.startCallbacks()
    #expect(lifecycle.isDetaching && !callbacks)
    _ = lifecycle.enter(.idle)
    #expect(lifecycle.ending == .due)
    lifecycle.finishDetaching()
    #expect(!lifecycle.isDetaching && lifecycle.ending == .none)
  }

  @Test("nothing begins while the component leaves, until it has left")
  func nothingBeginsWhileLeaving() {
    var lifecycle = RefreshLifecycle()
    lifecycle.startLeaving()
    let refused = RefreshLifecycle.Begin.refused("ignored: the component is being detached")
    #expect(lifecycle.begin(canBeSeen: true, hostIsLoading: false) == refused)
    lifecycle.startDetaching()
    lifecycle.finishDetaching()
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
    lifecycle.startPublishing()
    _ = lifecycle.enter(.noMoreData)  // an observer changes the state while it hears one
    let publishesNow = lifecycle.completeEntry()
    #expect(!publishesNow, "published after the one being heard")
    lifecycle.finishPublishing()
    _ = lifecycle.enter(.idle)
    let atOnce = lifecycle.completeEntry()
    #expect(atOnce, "nothing being published: at once")
  }
}
