import Foundation
import RefreshKit
import RefreshKitHost
import Testing

@MainActor
@Suite struct DisplayLinkClockTests {
  @Test func timeStartsAtTheFirstFrameAndRunsToEachFramesTarget() {
    let clock = DisplayLinkClock()
    var ran: [TimeInterval] = []
    _ = clock.schedule(at: 0.05) { ran.append(clock.now) }
    clock.displayLinkDidFire(timestamp: 500, targetTimestamp: 500 + 1.0 / 60)
    #expect(abs(clock.now - 1.0 / 60) < 1e-9)
    #expect(ran.isEmpty)
    clock.displayLinkDidFire(timestamp: 500.05, targetTimestamp: 500.0667)
    #expect(ran.count == 1)
    #expect(abs(ran[0] - 0.05) < 1e-9, "work runs at its own deadline")
  }

  @Test func aFrameFromThePastLeavesTimeWhereItIs() {
    let clock = DisplayLinkClock()
    clock.displayLinkDidFire(timestamp: 10, targetTimestamp: 10.1)
    clock.displayLinkDidFire(timestamp: 9, targetTimestamp: 9.5)
    #expect(abs(clock.now - 0.1) < 1e-9)
  }

  @Test func itAsksForFramesOnlyWhileSomethingRuns() {
    let clock = DisplayLinkClock()
    var wants: [Bool] = []
    clock.wantsFramesDidChange = { wants.append($0) }
    #expect(!clock.wantsFrames)
    let animation = clock.animate(from: 0.0, to: 1.0, duration: 0.1) { _ in }
    #expect(clock.wantsFrames && wants == [true])
    var time = 100.0
    while clock.wantsFrames && time < 101 {
      clock.displayLinkDidFire(timestamp: time, targetTimestamp: time + 1.0 / 60)
      time += 1.0 / 60
    }
    #expect(!animation.isRunning)
    #expect(wants == [true, false], "the display link can pause")
  }
}
