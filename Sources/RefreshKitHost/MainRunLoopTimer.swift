public import Foundation

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// A one-shot timer on the main run loop in its common modes, so that it fires while a scroll
/// view tracks a finger too: what a binding wakes its ``DisplayLinkClock`` with
/// (``DisplayLinkClock/wakeUpTime``) while the display link is paused.
///
/// ```swift
/// clock.wakeUpTimeDidChange = { time in
///   timer?.invalidate()
///   timer = time.map { MainRunLoopTimer(after: $0 - CACurrentMediaTime()) { clock.wakeUp() } }
/// }
/// ```
@MainActor
public final class MainRunLoopTimer {
  private let timer: Timer

  /// A timer that runs `action` once, `delay` seconds from now (at once for a delay not above
  /// zero).
  ///
  /// - Parameters:
  ///   - delay: Seconds from now.
  ///   - action: What to run, on the main actor.
  public init(after delay: TimeInterval, _ action: @escaping @MainActor () -> Void) {
    let delay = delay.isFinite ? max(delay, 0) : 0
    // Its date given explicitly: Linux's Foundation gives `Timer(timeInterval:…)` a fire date
    // of now, whatever the interval.
    self.timer = Timer(fire: Date(timeIntervalSinceNow: delay), interval: 0, repeats: false) { _ in
      MainActor.assumeIsolated {
        action()
      }
    }
    RunLoop.main.add(self.timer, forMode: .common)
  }

  /// When it fires.
  public var fireDate: Date {
    self.timer.fireDate
  }

  /// Whether it has yet to fire: `false` once it fired or was invalidated.
  public var isValid: Bool {
    self.timer.isValid
  }

  /// Stops it from firing.
  public func invalidate() {
    self.timer.invalidate()
  }

  /// Fires it now, as the run loop would at its time; a timer that fired or was invalidated
  /// does nothing.
  public func fire() {
    guard self.timer.isValid else {
      return
    }
    self.timer.fire()
  }
}
