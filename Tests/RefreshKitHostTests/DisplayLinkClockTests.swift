import Foundation
import RefreshKit
import RefreshKitHost
import Testing

/// The host's time, which a test moves: `CACurrentMediaTime()` on a device.
@MainActor
final class HostTime {
  var now: TimeInterval = 500

  /// A display link's frame: from the last vsync to the next, and the time moves to it.
  func frame(_ clock: DisplayLinkClock, interval: TimeInterval = 1.0 / 60) {
    clock.displayLinkDidFire(timestamp: self.now, targetTimestamp: self.now + interval)
    self.now += interval
  }
}

@MainActor
@Suite struct DisplayLinkClockTests {
  @Test func timeStartsWhenTheClockIsMadeAndRunsToEachFramesTarget() {
    let host = HostTime()
    let clock = DisplayLinkClock(hostTime: { host.now })
    var ran: [TimeInterval] = []
    _ = clock.schedule(at: 0.05) { ran.append(clock.now) }
    host.frame(clock)
    #expect(abs(clock.now - 1.0 / 60) < 1e-9)
    #expect(ran.isEmpty)
    host.frame(clock)
    host.frame(clock)
    #expect(ran.count == 1)
    #expect(abs(ran[0] - 0.05) < 1e-9, "work runs at its own deadline")
  }

  @Test func aFrameFromThePastLeavesTimeWhereItIs() {
    let host = HostTime()
    let clock = DisplayLinkClock(hostTime: { host.now })
    clock.displayLinkDidFire(timestamp: 510, targetTimestamp: 510.1)
    clock.displayLinkDidFire(timestamp: 509, targetTimestamp: 509.5)
    #expect(abs(clock.now - 10.1) < 1e-9)
  }

  @Test func itAsksForFramesOnlyWhileSomethingRuns() {
    let host = HostTime()
    let clock = DisplayLinkClock(hostTime: { host.now })
    var wants: [Bool] = []
    clock.wantsFramesDidChange = { wants.append($0) }
    #expect(!clock.wantsFrames)
    let animation = clock.animate(from: 0.0, to: 1.0, duration: 0.1) { _ in }
    #expect(clock.wantsFrames && wants == [true])
    while clock.wantsFrames && host.now < 501 {
      host.frame(clock)
    }
    #expect(!animation.isRunning)
    #expect(wants == [true, false], "the display link can pause")
    #expect(clock.wakeUpTime == nil, "nothing to wake up for")
  }

  @Test("an animation that begins after ten idle seconds shows one frame of progress first")
  func anAnimationAfterAPauseStartsWhereItBegins() {
    let host = HostTime()
    let clock = DisplayLinkClock(hostTime: { host.now })
    _ = clock.animate(from: 0.0, to: 1.0, duration: 0.1) { _ in }
    while clock.wantsFrames {
      host.frame(clock)
    }
    host.now += 10  // the display link stays paused
    var values: [Double] = []
    _ = clock.animate(from: 0.0, to: 54.0, duration: 0.25) { values.append($0) }
    host.frame(clock)
    let last = values.last ?? 0
    #expect(last > 0 && last < 10, "one frame of a quarter-second animation, not all of it")
    while clock.wantsFrames {
      host.frame(clock)
    }
    #expect(values.count >= 15, "the animation ran frame by frame: \(values.count) frames")
  }

  @Test("work due in two seconds asks for a wake-up, not for 120 frames")
  func distantWorkAsksForAWakeUp() {
    let host = HostTime()
    let clock = DisplayLinkClock(hostTime: { host.now })
    var wakeUps: [TimeInterval?] = []
    clock.wakeUpTimeDidChange = { wakeUps.append($0) }
    host.now += 3
    var ran = false
    _ = clock.schedule(after: 2) { ran = true }
    #expect(!clock.wantsFrames, "nothing to draw meanwhile")
    let expected: TimeInterval = 505
    #expect(clock.wakeUpTime == expected, "two seconds after it was scheduled, in host time")
    host.now = 505.004  // a timer fires a little late
    clock.wakeUp()
    #expect(ran)
    #expect(clock.wakeUpTime == nil && !clock.wantsFrames)
    #expect(wakeUps == [505, nil])
  }

  @Test func workDueByTheNextFrameAsksForFrames() {
    let host = HostTime()
    let clock = DisplayLinkClock(hostTime: { host.now })
    var ran = false
    _ = clock.schedule(after: 0.01) { ran = true }
    #expect(clock.wantsFrames && clock.wakeUpTime == nil)
    host.frame(clock)
    #expect(ran && !clock.wantsFrames)
  }

  @Test("a wake-up waits while an animation needs frames, and is asked for once it ends")
  func aWakeUpAfterAnAnimation() {
    let host = HostTime()
    let clock = DisplayLinkClock(hostTime: { host.now })
    _ = clock.schedule(after: 1) {}
    _ = clock.animate(from: 0.0, to: 1.0, duration: 0.1) { _ in }
    #expect(clock.wantsFrames && clock.wakeUpTime == nil)
    while clock.wantsFrames {
      host.frame(clock)
    }
    let expected: TimeInterval = 501
    #expect(abs((clock.wakeUpTime ?? 0) - expected) < 1e-6)
    host.now = 501
    clock.wakeUp()
    #expect(clock.wakeUpTime == nil && !clock.wantsFrames)
  }

  @Test func aRedrawTimeWakesTheClockWithoutFramesInBetween() {
    let host = HostTime()
    let clock = DisplayLinkClock(hostTime: { host.now })
    clock.redraw(at: 0.2)
    #expect(!clock.wantsFrames)
    let expected: TimeInterval = 500.2
    #expect(clock.wakeUpTime == expected)
    host.now = 500.2
    clock.wakeUp()
    #expect(clock.wakeUpTime == nil, "the redraw happened")
    clock.redraw(at: 0.21)
    #expect(clock.wantsFrames, "due by the next frame")
    clock.redraw(at: nil)
    #expect(!clock.wantsFrames)
  }

  @Test("after a draw, the clock wakes for a GIF's next frame, with no event in between")
  func theNextChangeOfWhatIsDrawnWakesTheClock() {
    let host = HostTime()
    let clock = DisplayLinkClock(hostTime: { host.now })
    let scroll = ScrollModel(frame: CGRect(x: 0, y: 0, width: 375, height: 600), clock: clock)
    let header = GifHeader(config: RefreshConfig())
    let frames = (0..<3).map { RefreshImage(name: "f\($0)", size: CGSize(width: 40, height: 40)) }
    header.setImages(frames, duration: 0.3, for: .refreshing)
    scroll.header = header
    header.beginRefreshing()
    host.now += 1  // the begin animation is over; the GIF plays with nothing else to run
    clock.displayLinkDidFire(timestamp: host.now, targetTimestamp: host.now)
    clock.redraw(at: header.presentationModels.nextChange(after: clock.now))
    let next = clock.wakeUpTime ?? 0
    #expect(next > host.now && next <= host.now + 0.3, "a frame of the GIF's 0.3 s cycle")
    header.endRefreshing()
    withExtendedLifetime(scroll) {}
  }

  @Test func theGuidesLinesRunAFrameAndAWakeUp() {
    let host = HostTime()
    var hostTime: TimeInterval { host.now }
    let clock = DisplayLinkClock(hostTime: { hostTime })  // CACurrentMediaTime on Apple platforms
    var ran = 0
    _ = clock.animate(from: 0.0, to: 1.0, duration: 1.0 / 60) { _ in ran += 1 }
    clock.displayLinkDidFire(timestamp: hostTime, targetTimestamp: hostTime + 1.0 / 60)
    #expect(ran >= 1 && !clock.wantsFrames)
    _ = clock.schedule(after: 1) { ran = -1 }
    host.now += 1
    clock.wakeUp()  // from the timer, at clock.wakeUpTime
    #expect(ran == -1)
  }

  @Test func whilePausedTimeFollowsTheHost() {
    let host = HostTime()
    let clock = DisplayLinkClock(hostTime: { host.now })
    host.now += 4
    #expect(clock.now == 4)
    _ = clock.animate(from: 0.0, to: 1.0, duration: 0.1) { _ in }
    host.now += 4
    #expect(clock.now == 4, "while frames are wanted, time is the frames'")
    host.frame(clock)
    while clock.wantsFrames {
      host.frame(clock)
    }
  }
}
