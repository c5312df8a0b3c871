import Foundation
import RefreshKit
import TestSupport
import Testing

@MainActor
@Suite(.idleClocks) struct ManualAnimationClockTests {
  @Test func nothingRunsUntilTheClockIsAdvanced() {
    let clock = makeClock()
    var ran = false
    _ = clock.schedule(after: 0) { ran = true }
    #expect(!ran)
    #expect(!clock.isIdle)
    clock.advance(by: 0)
    #expect(ran)
    #expect(clock.isIdle)
  }

  @Test func dueWorkRunsInDeadlineOrderWithNowAtItsOwnDeadline() {
    let clock = makeClock()
    var log: [String] = []
    _ = clock.schedule(after: 0.3) { log.append("c at \(clock.now)") }
    _ = clock.schedule(after: 0.1) { log.append("a at \(clock.now)") }
    _ = clock.schedule(after: 0.2) { log.append("b at \(clock.now)") }
    clock.advance(by: 0.25)
    #expect(log == ["a at 0.1", "b at 0.2"])
    #expect(clock.now == 0.25)
    clock.advance(by: 0.05)
    #expect(log.last == "c at 0.3")
    #expect(clock.isIdle)
  }

  @Test func workWithEqualDeadlinesRunsInTheOrderItWasScheduled() {
    let clock = makeClock()
    var log: [Int] = []
    for index in 0..<5 {
      _ = clock.schedule(after: 0.1) { log.append(index) }
    }
    clock.run()
    #expect(log == [0, 1, 2, 3, 4])
  }

  @Test func workScheduledWhileAdvancingRunsInTheSameAdvanceIfItFallsDue() {
    let clock = makeClock()
    var log: [TimeInterval] = []
    _ = clock.schedule(after: 0.1) {
      log.append(clock.now)
      _ = clock.schedule(after: 0.1) { log.append(clock.now) }
      _ = clock.schedule(after: 0.5) { log.append(clock.now) }
    }
    clock.advance(by: 0.3)
    #expect(log == [0.1, 0.2])
    #expect(clock.scheduledCount == 1)
    #expect(clock.nextDeadline == 0.6)
    clock.run()
    #expect(log == [0.1, 0.2, 0.6])
    #expect(clock.nextDeadline == nil)
  }

  @Test func repeatedSmallAdvancesDoNotDrift() {
    let clock = makeClock()
    var fired = false
    _ = clock.schedule(after: 1) { fired = true }
    for _ in 0..<10 {
      clock.advance(by: 0.1)
    }
    #expect(fired)
    #expect(clock.now == 1)
  }

  @Test func runReturnsOnceNothingIsScheduledAndLeavesTimeAtTheLastDeadline() {
    let clock = makeClock()
    var count = 0
    func tick() {
      count += 1
      if count < 10 {
        _ = clock.schedule(after: 1.0 / 60) { tick() }
      }
    }
    _ = clock.schedule(after: 1.0 / 60) { tick() }
    clock.run()
    #expect(count == 10)
    #expect(clock.isIdle)
    #expect(abs(clock.now - 10.0 / 60) < 1e-8)  // each deadline is rounded to the nanosecond
  }

  @Test func cancelledWorkNeverRunsAndNoLongerCountsAsScheduled() {
    let clock = makeClock()
    var ran = false
    let work = clock.schedule(after: 0.1) { ran = true }
    #expect(clock.scheduledCount == 1)
    work.cancel()
    #expect(clock.isIdle)
    clock.advance(by: 1)
    #expect(!ran)
    #expect(work.isCancelled)
  }

  @Test func workThatCancelsLaterWorkDuringAnAdvancePreventsIt() {
    let clock = makeClock()
    var log: [String] = []
    var later: ScheduledWork?
    _ = clock.schedule(after: 0.1) {
      log.append("first")
      later?.cancel()
    }
    later = clock.schedule(after: 0.2) { log.append("later") }
    clock.advance(by: 1)
    #expect(log == ["first"])
    #expect(clock.isIdle)
  }

  @Test func aDeadlineInThePastRunsAtTheNextAdvanceWithoutMovingTime() {
    let clock = makeClock(now: 5)
    var ranAt: TimeInterval?
    _ = clock.schedule(at: 1) { ranAt = clock.now }
    clock.advance(by: 0)
    #expect(ranAt == 5)
  }

  @Test func advanceToMovesToAnAbsoluteTime() {
    let clock = makeClock()
    var log: [TimeInterval] = []
    _ = clock.schedule(at: 0.5) { log.append(clock.now) }
    clock.advance(to: 0.4)
    #expect(log.isEmpty)
    clock.advance(to: 0.5)
    #expect(log == [0.5])
    #expect(clock.now == 0.5)
  }

  @Test func timeNeverGoesBackAndBadDurationsAreReportedAndIgnored() {
    let clock = makeClock(now: 1)
    let (_, diagnostics) = Diagnostics.collect {
      clock.advance(by: -1)
      clock.advance(by: .nan)
      clock.advance(to: 0.5)
      clock.advance(to: .infinity)
    }
    #expect(clock.now == 1)
    #expect(
      diagnostics.map(\.kind) == [
        .negativeValueClamped, .nonFiniteValue, .ignoredCall, .nonFiniteValue,
      ])
  }

  @Test func anInvalidFrameIntervalIsReportedAndReplacedBySixtyHertz() {
    let (clock, diagnostics) = Diagnostics.collect { ManualAnimationClock(frameInterval: 0) }
    #expect(clock.frameInterval == 1.0 / 60)
    #expect(diagnostics.map(\.subject) == ["ManualAnimationClock.frameInterval"])
    #expect(ManualAnimationClock(frameInterval: 0.01).frameInterval == 0.01)
  }

  @Test func aNonFiniteDeadlineIsReportedAndRunsNow() {
    let clock = makeClock()
    var ran = false
    let (_, diagnostics) = Diagnostics.collect {
      _ = clock.schedule(at: .nan) { ran = true }
    }
    clock.advance(by: 0)
    #expect(ran)
    #expect(diagnostics.map(\.kind) == [.nonFiniteValue])
  }

  @Test func runStopsWithAMessageWhenWorkReschedulesItselfForever() async throws {
    let result = try await #require(
      processExitsWith: .failure, observing: [\.standardErrorContent]
    ) {
      await MainActor.run {
        let clock = makeClock(unchecked: "it runs in a child process that exits")
        @MainActor func spin() {
          _ = clock.schedule(after: 1.0 / 60) { spin() }
        }
        spin()
        clock.run(limit: 100)
      }
    }
    let message = String(decoding: result.standardErrorContent, as: UTF8.self)
    #expect(message.contains("reschedules itself forever"))
    #expect(message.contains("derive its frame from clock.now"))
  }
}
