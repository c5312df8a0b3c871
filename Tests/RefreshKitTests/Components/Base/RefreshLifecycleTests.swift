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
    var lifecycle = Self.lifecycle(in: state)
    let begin = lifecycle.begin(
      canBeSeen: canBeSeen, hostIsLoading: { hostIsLoading }, completion: nil)
    #expect(begin == expected)
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
    var lifecycle = Self.lifecycle(in: state)
    let end = lifecycle.end(completion: nil)
    #expect(end == expected)
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
    let (entry, _) = try #require(entered)
    #expect(entry.startsRefresh == startsRefresh && entry.endsRefresh == endsRefresh)
    #expect(lifecycle.state == new)
    #expect(lifecycle.refresh == refresh + (startsRefresh || endsRefresh ? 1 : 0))
    #expect(lifecycle.ending == (endsRefresh ? .due : .none))
    #expect(lifecycle.callbacksRan == !startsRefresh)
  }

  @Test func enteringTheCurrentStateIsNoChange() {
    var lifecycle = Self.lifecycle(in: .refreshing)
    let entered = lifecycle.enter(.refreshing)
    #expect(entered == nil)
  }

  // MARK: - Callbacks and completions

  @Test func aRefreshsCallbacksRunOnceWithItsBeginCompletions() {
    var lifecycle = RefreshLifecycle()
    _ = lifecycle.begin(canBeSeen: true, hostIsLoading: { false }, completion: {})
    _ = lifecycle.enter(.refreshing)
    _ = lifecycle.completeEntry()
    let completions = lifecycle.startCallbacks()
    #expect(completions?.count == 1)
    let endIsDue = lifecycle.finishCallbacks()
    #expect(!endIsDue, "no end is due")
    let again = lifecycle.startCallbacks()
    #expect(again == nil, "once per refresh")
  }

  @Test func anEndBeforeTheActionRanCancelsTheBeginCompletions() throws {
    var lifecycle = RefreshLifecycle()
    _ = lifecycle.begin(canBeSeen: true, hostIsLoading: { false }, completion: {})
    _ = lifecycle.enter(.refreshing)
    _ = lifecycle.completeEntry()
    let entered = lifecycle.enter(.idle)
    let (_, cancelled) = try #require(entered)
    #expect(cancelled.count == 1)
    let callbacks = lifecycle.startCallbacks()
    #expect(callbacks == nil, "an ended refresh runs no callbacks")
  }

  @Test func anEndInsideTheCallbacksWaitsForThemThenRunsOnce() {
    var lifecycle = RefreshLifecycle()
    _ = lifecycle.enter(.refreshing)
    _ = lifecycle.completeEntry()
    _ = lifecycle.startCallbacks()
    _ = lifecycle.end(completion: {})
    _ = lifecycle.enter(.idle)
    _ = lifecycle.completeEntry()
    let early = lifecycle.takeEnding()
    #expect(early == nil, "the begin completions come first")
    let endIsDue = lifecycle.finishCallbacks()
    #expect(endIsDue, "now the end is due")
    let ending = lifecycle.takeEnding()
    #expect(ending?.count == 1)
    let again = lifecycle.takeEnding()
    #expect(again == nil, "once")
  }

  @Test func anAnimatedEndIsDueWhenItsAnimationStops() {
    var lifecycle = Self.lifecycle(in: .refreshing)
    _ = lifecycle.end(completion: {})
    _ = lifecycle.enter(.idle)
    lifecycle.endingAnimationStarted()
    let whileAnimating = lifecycle.takeEnding()
    #expect(lifecycle.ending == .animating && whileAnimating == nil)
    lifecycle.endingAnimationStopped()
    let ending = lifecycle.takeEnding()
    #expect(ending?.count == 1 && lifecycle.ending == .none)
  }

  @Test func detachingHandsOverTheBeginCompletionsAndDropsNothingElse() {
    var lifecycle = RefreshLifecycle()
    _ = lifecycle.begin(canBeSeen: false, hostIsLoading: { false }, completion: {})
    _ = lifecycle.enter(.willRefresh)
    let cancelled = lifecycle.startDetaching()
    #expect(cancelled.count == 1)
    let callbacks = lifecycle.startCallbacks()
    #expect(lifecycle.isDetaching && callbacks == nil)
    lifecycle.finishDetaching()
    #expect(!lifecycle.isDetaching && lifecycle.ending == .none)
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

  @Test func changesArePublishedInOrderOnceTheOutermostOneIsComplete() {
    var lifecycle = RefreshLifecycle()
    _ = lifecycle.enter(.refreshing)
    _ = lifecycle.enter(.idle)  // a hook changes the state again
    var published: [Bool] = [lifecycle.completeEntry()]
    published.append(lifecycle.completeEntry())
    #expect(published == [false, true], "the inner change waits for the outer one")
    var heard: [RefreshState?] = [lifecycle.nextToPublish()]
    _ = lifecycle.enter(.noMoreData)  // an observer changes the state while it hears one
    let publishesNow = lifecycle.completeEntry()
    #expect(!publishesNow, "published after the others")
    heard += [lifecycle.nextToPublish(), lifecycle.nextToPublish(), lifecycle.nextToPublish()]
    #expect(heard == [.refreshing, .idle, .noMoreData, nil])
    lifecycle.finishPublishing()
  }
}
