import RefreshKit
import TestSupport
import Testing

/// The check that every manual clock a test made is idle when the test ends, tested through
/// what it would record, so that a green run shows no recorded issue.
@MainActor
@Suite(.idleClocks) struct IdleClocksTests {
  @Test func aBusyClockIsAProblemAndAnIdleOneIsNot() {
    let ledger = ClockLedger()
    let busy = ManualAnimationClock()
    _ = busy.schedule(after: 1) {}
    ledger.add(busy)
    let problems = ledger.problems()
    #expect(problems.count == 1)
    #expect(problems.first?.message.contains("1 scheduled piece(s)") == true)
    #expect(problems.first?.message.contains("next at 1.0 s") == true)
    busy.run()
    #expect(ledger.problems().isEmpty)
  }

  @Test func aClockMadeInATestIsOnItsLedger() {
    let clock = makeClock()
    _ = clock.schedule(after: 1) {}
    #expect(ClockLedger.current?.problems().count == 1, "checked when the test ends")
    clock.run()
    #expect(ClockLedger.current?.problems().isEmpty == true)
  }

  @Test func aClockOutsideTheTraitHasNoLedger() {
    ClockLedger.$current.withValue(nil) {
      #expect(ClockLedger.current == nil, "makeClock() would record an issue here")
    }
    #expect(ClockLedger.current != nil)
  }
}
