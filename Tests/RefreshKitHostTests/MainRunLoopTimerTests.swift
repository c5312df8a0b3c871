import Foundation
import RefreshKitHost
import Testing

/// The timer the UIKit and AppKit bindings wake their display-link clock with on Apple platforms.
///
/// On Linux, Swift Testing's main actor does not run on the main thread, whose run
/// loop therefore never turns here: these tests read when the timer is due and fire it as the
/// run loop would, without waiting on real time. That the main run loop fires it in its common
/// modes (while a finger tracks) is left to a device.
@MainActor
@Suite struct MainRunLoopTimerTests {
  @Test("it is due its delay from now, and runs its action once")
  func dueAfterItsDelay() {
    var fired = 0
    let before = Date()
    let timer = MainRunLoopTimer(after: 2.5) { fired += 1 }
    let after = Date()
    #expect(timer.isValid && fired == 0, "nothing runs before its time")
    #expect(timer.fireDate >= before.addingTimeInterval(2.5))
    #expect(timer.fireDate <= after.addingTimeInterval(2.5))
    timer.fire()
    timer.fire()
    #expect(fired == 1 && !timer.isValid, "once: a fired timer does nothing more")
  }

  @Test("invalidated, it never runs")
  func invalidated() {
    var fired = 0
    let timer = MainRunLoopTimer(after: 0) { fired += 1 }
    timer.invalidate()
    timer.fire()
    #expect(fired == 0 && !timer.isValid)
  }

  @Test(
    "a delay that is negative or not a number is due at once", arguments: [-5, .nan, .infinity])
  func badDelaysAreDueAtOnce(delay: TimeInterval) {
    let timer = MainRunLoopTimer(after: delay) {}
    #expect(timer.fireDate <= Date())
    timer.invalidate()
  }
}
