import Foundation
import RefreshKit
import TestSupport
import Testing

@MainActor
@Suite(.idleClocks) struct AnimationClockTests {
  @Test func scheduleAfterADelayRunsThatLongFromNow() {
    let clock = makeClock(now: 2)
    let work = clock.schedule(after: 0.5) {}
    #expect(work.deadline == 2.5)
    clock.run()
    #expect(clock.now == 2.5)
  }

  @Test func aNegativeOrNonFiniteDelayIsReportedAndCountsAsZero() {
    let clock = makeClock(now: 1)
    let (works, diagnostics) = Diagnostics.collect {
      [clock.schedule(after: -3) {}, clock.schedule(after: .nan) {}]
    }
    #expect(works.map(\.deadline) == [1, 1])
    #expect(diagnostics.map(\.kind) == [.negativeValueClamped, .nonFiniteValue])
    clock.run()
  }

  @Test func anAbsurdlyLongDelayIsClampedToOneDay() {
    let clock = makeClock()
    let (work, diagnostics) = Diagnostics.collect { clock.schedule(after: 1e300) {} }
    #expect(work.deadline == Diagnostics.durationLimit)
    #expect(diagnostics.map(\.kind) == [.valueOutOfRange])
    work.cancel()
    #expect(clock.isIdle)
  }

  @Test func staticSugarMakesNewClocks() {
    let manual: ManualAnimationClock = .manual
    #expect(manual.now == 0)
    let system: SystemAnimationClock = .system
    #expect(system.frameInterval == 1.0 / 60)
  }
}
