import Foundation
import RefreshKit
import TestSupport
import Testing

/// Failed pages: the footer shows its failure until it loads again, a tap or a pull retries,
/// `automaticRetry` retries with a backoff on the clock, and no more data and the reset converge
/// whatever failed in between.
@MainActor
@Suite(.idleClocks) struct RefreshFooterRetryTests {
  struct Offline: Error {}

  /// An auto footer over 1000 points of content, resting at the top.
  func makeAuto() -> (AutoNormalFooter, ScrollModel, ManualAnimationClock) {
    let footer = AutoNormalFooter(config: makeConfig())
    let (scroll, clock) = attachFooter(footer)
    return (footer, scroll, clock)
  }

  /// Loads a page that fails at once.
  func failPage(_ footer: RefreshFooter) {
    footer.beginRefreshing()
    footer.endRefreshing(result: .failure(Offline()))
  }

  @Test func aFailedPageShowsTheFailureUntilItLoads() {
    let (footer, scroll, clock) = makeAuto()
    failPage(footer)
    #expect(footer.state == .idle)
    #expect(footer.showsFailure)
    #expect(footer.stateLabel.text == "Load failed. Tap or pull up to retry")
    clock.advance(by: 60)
    #expect(footer.showsFailure, "a footer's failure stays, whatever the display duration")
    footer.beginRefreshing()
    #expect(!footer.showsFailure)
    #expect(footer.stateLabel.text == "Loading...")
    footer.endRefreshing(result: .success)
    #expect(footer.stateLabel.text == "Tap or pull up to load more")
    #expect(footer.consecutiveFailures == 0)
    clock.run()
    withExtendedLifetime(scroll) {}
  }

  @Test func aBackFooterAsksForAPull() {
    let footer = BackNormalFooter(config: makeConfig())
    let (scroll, clock) = attachFooter(footer)
    failPage(footer)
    clock.run()
    #expect(footer.stateLabel.text == "Load failed. Pull up to retry")
    #expect(footer.arrowView.isHidden, "the title says it all")
    withExtendedLifetime(scroll) {}
  }

  @Test func scrollingDoesNotReloadAFailedPage() {
    let (footer, scroll, clock) = makeAuto()
    var loads = 0
    footer.refreshingAction = { loads += 1 }
    scroll.contentOffset.y = 444  // the end: the footer loads
    #expect(loads == 1)
    footer.endRefreshing(result: .failure(Offline()))
    scroll.contentOffset.y = 300
    scroll.contentOffset.y = 444
    #expect(loads == 1, "no retry at every frame")
    #expect(footer.state == .idle)
    clock.run()
    withExtendedLifetime(scroll) {}
  }

  @Test func aTapRetries() {
    let (footer, scroll, clock) = makeAuto()
    failPage(footer)
    #expect(footer.stateLabelTapped())
    #expect(footer.state == .refreshing)
    #expect(footer.transitions.last?.reason == .tap)
    footer.endRefreshing()
    clock.run()
    withExtendedLifetime(scroll) {}
  }

  @Test func aPullThatEndsAtTheEndRetries() {
    let (footer, scroll, clock) = makeAuto()
    scroll.contentOffset.y = 444
    footer.endRefreshing(result: .failure(Offline()))
    scroll.beginDragging()
    drag(scroll, from: 444, to: 470)
    scroll.endDragging()
    #expect(footer.state == .refreshing)
    footer.endRefreshing()
    clock.run()
    withExtendedLifetime(scroll) {}
  }

  @Test func aBackFooterRetriesOnPullAndRelease() {
    let footer = BackNormalFooter(config: makeConfig())
    let (scroll, clock) = attachFooter(footer)
    failPage(footer)
    clock.run()
    scroll.beginDragging()
    drag(scroll, from: 400, to: 460)  // 60 past the end: past the 44-point trigger
    #expect(footer.stateLabel.text == "Release to load more")
    scroll.endDragging()
    clock.advance(by: 1.0 / 60)
    #expect(footer.state == .refreshing)
    footer.endRefreshing()
    clock.run()
    withExtendedLifetime(scroll) {}
  }

  @Test("Automatic retries wait 1, 2 and 4 s, then stop at the limit")
  func automaticRetriesBackOff() {
    let (footer, scroll, clock) = makeAuto()
    footer.automaticRetry = RefreshRetryPolicy(limit: 3, delay: 1, multiplier: 2)
    var begins: [TimeInterval] = []
    footer.refreshingAction = { [unowned footer] in
      begins.append(clock.now)
      footer.endRefreshing(result: .failure(Offline()))
    }
    footer.beginRefreshing()
    clock.run()
    #expect(begins == [0, 1, 3, 7])
    #expect(footer.consecutiveFailures == 4)
    #expect(footer.showsFailure, "past the limit the failure stays for the user")
    #expect(
      footer.transitions.filter { $0.to == .refreshing }.map(\.reason)
        == [.beginRefreshing, .retry, .retry, .retry])
    withExtendedLifetime(scroll) {}
  }

  @Test func aSuccessStartsTheCountAgain() {
    let (footer, scroll, clock) = makeAuto()
    footer.automaticRetry = RefreshRetryPolicy(limit: 1, delay: 1)
    var attempt = 0
    footer.refreshingAction = { [unowned footer] in
      attempt += 1
      footer.endRefreshing(result: attempt == 2 ? .success : .failure(Offline()))
    }
    footer.beginRefreshing()
    clock.run()
    #expect(attempt == 2, "one retry, which loads")
    #expect(footer.consecutiveFailures == 0)
    footer.beginRefreshing()
    clock.run()
    #expect(attempt == 4, "the next failure is retried again")
    withExtendedLifetime(scroll) {}
  }

  @Test func aRetryWaitingIsCancelledByABegin() {
    let (footer, scroll, clock) = makeAuto()
    footer.automaticRetry = RefreshRetryPolicy(limit: 3, delay: 1)
    failPage(footer)
    clock.advance(by: 0.5)
    footer.beginRefreshing()
    footer.endRefreshing(result: .success)
    clock.run()
    #expect(footer.transitions.filter { $0.reason == .retry }.isEmpty)
    withExtendedLifetime(scroll) {}
  }

  @Test func detachingCancelsTheRetry() {
    let (footer, scroll, clock) = makeAuto()
    footer.automaticRetry = RefreshRetryPolicy()
    failPage(footer)
    scroll.footer = nil
    #expect(clock.isIdle)
    #expect(footer.consecutiveFailures == 0)
    #expect(!footer.showsFailure)
  }

  /// The calls of a footer's end game, in any order: they must converge.
  enum Step: String, CaseIterable, Sendable {
    case fail, succeed, noMoreData, reset, tap, waitForRetry
  }

  @Test(
    "No more data and the reset converge, with failures in between",
    arguments: [
      [Step.fail, .noMoreData, .reset],
      [.fail, .waitForRetry, .noMoreData, .reset],
      [.noMoreData, .fail, .reset, .fail, .waitForRetry],
      [.fail, .tap, .noMoreData, .waitForRetry],
      [.fail, .reset, .noMoreData, .fail],
      [.succeed, .fail, .fail, .noMoreData, .tap, .reset],
    ])
  func noMoreDataAndResetConverge(steps: [Step]) {
    let (footer, scroll, clock) = makeAuto()
    footer.automaticRetry = RefreshRetryPolicy(limit: 2, delay: 1)
    _ = Diagnostics.collect {
      for step in steps {
        switch step {
        case .fail:
          footer.beginRefreshing()
          footer.endRefreshing(result: .failure(Offline()))
        case .succeed:
          footer.beginRefreshing()
          footer.endRefreshing(result: .success)
        case .noMoreData:
          footer.endRefreshingWithNoMoreData()
        case .reset:
          footer.resetNoMoreData()
        case .tap:
          footer.stateLabelTapped()
        case .waitForRetry:
          clock.advance(by: 1)
          if footer.isRefreshing {
            footer.endRefreshing(result: .failure(Offline()))
          }
        }
      }
      footer.endRefreshingWithNoMoreData()
    }
    clock.run()
    #expect(footer.state == .noMoreData)
    #expect(!footer.showsFailure)
    #expect(footer.displayedResult == nil)
    #expect(footer.stateLabel.text == "No more data")
    #expect(footer.consecutiveFailures == 0)
    footer.resetNoMoreData()
    #expect(footer.state == .idle)
    #expect(footer.stateLabel.text == "Tap or pull up to load more")
    withExtendedLifetime(scroll) {}
  }

  @Test(
    "The wait before each retry",
    arguments: [
      (1, 1.0), (2, 2.0), (3, 4.0), (4, 8.0), (5, 10.0), (6, nil), (0, nil),
    ] as [(Int, TimeInterval?)])
  func theWaitBeforeEachRetry(retry: Int, wait: TimeInterval?) {
    let policy = RefreshRetryPolicy(limit: 5, delay: 1, multiplier: 2, maximumDelay: 10)
    #expect(policy.delay(beforeRetry: retry) == wait)
  }

  @Test func aBadPolicyIsMadeUsableWithAMessage() {
    let (footer, scroll, _) = makeAuto()
    let (_, diagnostics) = Diagnostics.collect {
      footer.automaticRetry = RefreshRetryPolicy(
        limit: -1, delay: .nan, multiplier: 0.5, maximumDelay: .infinity)
    }
    #expect(
      footer.automaticRetry
        == RefreshRetryPolicy(limit: 0, delay: 0, multiplier: 1, maximumDelay: 60))
    #expect(diagnostics.map(\.subject) == ["RefreshFooter.automaticRetry"])
    withExtendedLifetime(scroll) {}
  }

  @Test("a page that loads with a plain end starts the count again: the next failure retries")
  func aPlainEndStartsTheCountAgain() {
    let (footer, scroll, clock) = makeAuto()
    footer.automaticRetry = RefreshRetryPolicy(limit: 1, delay: 1)
    var attempt = 0
    footer.refreshingAction = { [unowned footer] in
      attempt += 1
      if attempt == 2 {
        footer.endRefreshing()  // the retry loads the page: the app says nothing of a result
      } else {
        footer.endRefreshing(result: .failure(Offline()))
      }
    }
    footer.beginRefreshing()
    clock.run()
    #expect(attempt == 2 && footer.consecutiveFailures == 0)
    footer.beginRefreshing()  // the next page fails once: one retry, as after every failure
    clock.run()
    #expect(attempt == 4, "the retry of the next page's first failure")
    withExtendedLifetime(scroll) {}
  }

  /// What stops a waiting retry, besides a begin and no more data.
  enum Stop: String, CaseIterable, CustomTestStringConvertible {
    case disable, hide, policyRemoved, hiddenForShortContent
    var testDescription: String { self.rawValue }
  }

  @Test(
    "a waiting retry is dropped when its footer stops following, or the policy goes",
    arguments: Stop.allCases)
  func aWaitingRetryIsDropped(stop: Stop) {
    let (footer, scroll, clock) = makeAuto()
    footer.automaticRetry = RefreshRetryPolicy(limit: 3, delay: 1)
    var loads = 0
    footer.refreshingAction = { loads += 1 }
    failPage(footer)
    #expect(loads == 1)
    switch stop {
    case .disable: footer.isEnabled = false
    case .hide: footer.isHidden = true
    case .policyRemoved: footer.automaticRetry = nil
    case .hiddenForShortContent:
      footer.hidesWhenContentFits = true
      scroll.contentSize.height = 100
    }
    clock.run()
    #expect(loads == 1 && footer.state == .idle, "the retry did not run")
    footer.isEnabled = true
    footer.isHidden = false
    scroll.contentSize.height = 1000
    clock.run()
    #expect(loads == 1, "shown or enabled again, it loads on a tap, not by itself")
    #expect(footer.showsFailure, "the failure stays for the user")
    withExtendedLifetime(scroll) {}
  }

  @Test("detaching a footer whose failure waits for the minimum duration leaves nothing behind")
  func detachingAHeldFailure() {
    let (footer, scroll, clock) = makeAuto()
    footer.automaticRetry = RefreshRetryPolicy(limit: 3, delay: 1)
    footer.minimumRefreshingDuration = 1
    footer.beginRefreshing()
    clock.advance(by: 0.1)
    footer.endRefreshing(result: .failure(Offline()))
    #expect(footer.state == .refreshing, "held")
    scroll.footer = nil
    #expect(footer.consecutiveFailures == 0, "detaching starts the count again")
    #expect(footer.displayedResult == nil && !footer.showsFailure)
    #expect(clock.scheduledCount == 0, "no retry left on the clock")
    scroll.footer = footer
    #expect(footer.stateLabel.text == "Tap or pull up to load more")
    clock.run()
    withExtendedLifetime(scroll) {}
  }
}
