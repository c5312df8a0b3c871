import Foundation
import RefreshKit
import TestSupport
import Testing

@MainActor
@Suite(.idleClocks) struct SystemAnimationClockTests {
  @Test func timeStartsNearZeroAndNeverGoesBack() {
    let clock = SystemAnimationClock()
    let first = clock.now
    let second = clock.now
    #expect(first >= 0 && first < 1)
    #expect(second >= first)
  }

  @Test func dueWorkRunsOnTheMainActorInDeadlineOrderAndCancelledWorkDoesNot() async {
    let clock = SystemAnimationClock()
    var log: [String] = []
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
      let cancelled = clock.schedule(after: 0) { log.append("cancelled") }
      _ = clock.schedule(after: 0) {
        MainActor.assertIsolated()
        log.append("first")
      }
      _ = clock.schedule(after: 0.001) {
        log.append("second")
        continuation.resume()
      }
      cancelled.cancel()
    }
    #expect(log == ["first", "second"])
  }

  @Test func anInvalidFrameIntervalIsReportedAndReplacedBySixtyHertz() {
    let (clock, diagnostics) = Diagnostics.collect { SystemAnimationClock(frameInterval: -1) }
    #expect(clock.frameInterval == 1.0 / 60)
    #expect(diagnostics.map(\.kind) == [.valueOutOfRange])
  }
}
