import Foundation
import RefreshKit
import TestSupport
import Testing

/// `minimumRefreshingDuration`: an early end waits for the minimum, measured from the begin, on
/// every component; a late end adds nothing.
@MainActor
@Suite(.idleClocks) struct RefreshComponentMinimumDurationTests {
  typealias Kind = EdgeComponent

  /// A component of `kind`, attached, with a one-second minimum.
  func make(_ kind: Kind) -> (RefreshComponent, ScrollModel, ManualAnimationClock) {
    let (component, scroll, clock) = kind.attached()
    component.minimumRefreshingDuration = 1
    return (component, scroll, clock)
  }

  @Test("An end at 0.05 s holds the refresh until the minimum", arguments: Kind.allCases)
  func anEarlyEndHoldsTheRefreshUntilTheMinimum(kind: Kind) {
    let (component, scroll, clock) = make(kind)
    var ended = 0
    component.beginRefreshing()
    #expect(component.state == .refreshing)
    clock.advance(to: 0.05)
    component.endRefreshing { ended += 1 }
    #expect(component.state == .refreshing, "the spinner does not flash")
    clock.advance(to: 0.999)
    #expect(component.state == .refreshing)
    clock.advance(to: 1)
    #expect(component.state == .idle)
    clock.run()
    #expect(ended == 1, "the end completion runs once, after the held end")
    #expect(component.transitions.last?.reason == .endRefreshing)
    withExtendedLifetime(scroll) {}
  }

  @Test("An end after the minimum adds nothing", arguments: Kind.allCases)
  func aLateEndAddsNothing(kind: Kind) {
    let (component, scroll, clock) = make(kind)
    component.beginRefreshing()
    clock.advance(to: 1.5)
    component.endRefreshing()
    #expect(component.state == .idle, "at once, as without a minimum")
    clock.run()
    withExtendedLifetime(scroll) {}
  }

  @Test func withoutAMinimumAnEndAppliesAtOnce() {
    let (component, scroll, clock) = make(.header)
    component.minimumRefreshingDuration = 0
    component.beginRefreshing()
    clock.advance(to: 0.05)
    component.endRefreshing()
    #expect(component.state == .idle)
    clock.run()
    withExtendedLifetime(scroll) {}
  }

  @Test func theLastEndCallWinsWhileHeld() {
    let (component, scroll, clock) = make(.autoFooter)
    component.beginRefreshing()
    clock.advance(to: 0.1)
    component.endRefreshing()
    component.endRefreshingWithNoMoreData()
    #expect(component.state == .refreshing)
    clock.advance(to: 1)
    #expect(component.state == .noMoreData)
    clock.run()
    withExtendedLifetime(scroll) {}
  }

  @Test func aResetAfterAHeldNoMoreDataEndsIdleAsTheLastCallWins() {
    let (component, scroll, clock) = make(.autoFooter)
    component.beginRefreshing()
    clock.advance(to: 0.1)
    component.endRefreshingWithNoMoreData()
    component.resetNoMoreData()
    #expect(component.state == .refreshing, "the end is still held")
    clock.advance(to: 1)
    #expect(component.state == .idle, "the app's last call was the reset, as in MJRefresh")
    #expect(component.transitions.last?.reason == .resetNoMoreData)
    clock.run()
    withExtendedLifetime(scroll) {}
  }

  @Test func anAsyncActionThatReturnsEarlyIsHeldToo() async {
    let (component, scroll, clock) = make(.header)
    var loads = 0
    component.asyncRefreshingAction = { loads += 1 }
    component.beginRefreshing()
    clock.advance(to: 0.3)  // the 0.25 s scroll into view; the action runs
    for _ in 0..<1000 where loads == 0 {
      await Task.yield()
    }
    for _ in 0..<100 {
      await Task.yield()  // the action's task ends the refresh
    }
    #expect(loads == 1)
    #expect(component.state == .refreshing)
    clock.advance(to: 1)
    #expect(component.state == .idle)
    #expect(component.transitions.last?.reason == .actionFinished)
    clock.run()
    withExtendedLifetime(scroll) {}
  }

  @Test func aFailureIsReportedWhenTheHeldEndAppliesSoARetryCanBegin() async {
    struct LoadFailed: Error {}
    let (component, scroll, clock) = make(.autoFooter)
    var attempts = 0
    component.asyncRefreshingAction = {
      attempts += 1
      throw LoadFailed()
    }
    component.refreshingErrorHandler = { [weak component] _ in
      #expect(component?.state == .idle, "reported once the end applied")
      if attempts == 1 {
        component?.beginRefreshing()  // a retry
      }
    }
    component.beginRefreshing()
    for _ in 0..<1000 where attempts == 0 {
      await Task.yield()
    }
    for _ in 0..<100 {
      await Task.yield()
    }
    #expect(component.state == .refreshing, "held")
    clock.advance(to: 1)
    #expect(component.state == .refreshing, "the retry")
    for _ in 0..<1000 where attempts == 1 {
      await Task.yield()
    }
    #expect(attempts == 2)
    clock.advance(to: 2)
    #expect(component.state == .idle)
    clock.run()
    withExtendedLifetime(scroll) {}
  }

  @Test func detachingEndsAHeldRefreshAtOnceAndLeavesTheClockIdle() {
    let (component, scroll, clock) = make(.header)
    component.beginRefreshing()
    clock.advance(to: 0.3)
    component.endRefreshing()
    scroll.header = nil
    #expect(component.state == .idle)
    clock.run()
    #expect(clock.now < 1, "nothing was left scheduled for the minimum")
    withExtendedLifetime(scroll) {}
  }

  @Test func aNewRefreshAfterAHeldEndMeasuresItsOwnMinimum() {
    let (component, scroll, clock) = make(.autoFooter)
    component.beginRefreshing()
    clock.advance(to: 0.2)
    component.endRefreshing()
    clock.advance(to: 1)
    #expect(component.state == .idle)
    component.beginRefreshing()
    clock.advance(to: 1.5)
    component.endRefreshing()
    #expect(component.state == .refreshing, "half a second into the second refresh")
    clock.advance(to: 2)
    #expect(component.state == .idle)
    clock.run()
    withExtendedLifetime(scroll) {}
  }

  @Test func aBadMinimumIsRefusedWithAMessage() {
    let (component, _, _) = make(.header)
    let (_, diagnostics) = Diagnostics.collect {
      component.minimumRefreshingDuration = -1
    }
    #expect(component.minimumRefreshingDuration == 0)
    #expect(diagnostics.map(\.subject) == ["RefreshComponent.minimumRefreshingDuration"])
  }

  @Test("no more data, then an end: no more data, with or without a minimum", arguments: [0.0, 1])
  func noMoreDataThenAnEnd(minimum: TimeInterval) {
    let (component, scroll, clock) = make(.autoFooter)
    component.minimumRefreshingDuration = minimum
    component.beginRefreshing()
    clock.advance(to: 0.1)
    component.endRefreshingWithNoMoreData()
    component.endRefreshing()
    clock.run()
    #expect(component.state == .noMoreData, "either order (#272, #317)")
    withExtendedLifetime(scroll) {}
  }
}
