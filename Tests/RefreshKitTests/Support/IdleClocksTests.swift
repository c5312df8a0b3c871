import RefreshKit
import TestSupport
import Testing

@MainActor
@Suite(.idleClocks) struct IdleClocksTests {
  @Test func aBusyClockIsAnIssueAndAnIdleOneIsNot() {
    let ledger = ClockLedger()
    let busy = ManualAnimationClock()
    _ = busy.schedule(after: 1) {}
    ledger.add(busy)
    withKnownIssue("the busy clock") {
      ledger.checkIdle()
    }
    busy.run()
    ledger.add(busy)
    ledger.checkIdle()
  }

  @Test func aClockMadeInATestIsCheckedWhenTheTestEnds() {
    let clock = makeClock()
    _ = clock.schedule(after: 1) {}
    withKnownIssue("the clock is busy at the end of the test") {
      ClockLedger.current?.checkIdle()
    }
    clock.run()
  }

  @Test func aClockMadeOutsideTheTraitIsAnIssue() {
    ClockLedger.$current.withValue(nil) {
      withKnownIssue("no ledger") {
        _ = makeClock()
      }
    }
  }
}
