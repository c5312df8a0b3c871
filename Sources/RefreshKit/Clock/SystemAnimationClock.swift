public import Foundation

/// A clock that follows real time, for live hosts such as an app or the terminal demo.
///
/// Work runs on the main dispatch queue, which the main actor uses, so the host's main run loop
/// (or `dispatchMain()`, or an `async` main) must be running. ``now`` is monotonic: it does not
/// jump when the wall clock is changed.
///
/// A host that already has a frame callback, such as `CADisplayLink`, can instead drive a
/// ``ManualAnimationClock`` with ``ManualAnimationClock/advance(to:)`` on every frame.
@MainActor
public final class SystemAnimationClock: AnimationClock {
  private let origin = DispatchTime.now().uptimeNanoseconds

  /// The time between two animation frames, in seconds.
  public let frameInterval: TimeInterval

  /// Creates a clock whose time starts at zero now.
  ///
  /// - Parameter frameInterval: The time between animation frames. Defaults to 1/60 s. A value
  ///   that is not positive and finite is reported to ``Diagnostics`` and replaced by 1/60 s.
  public init(frameInterval: TimeInterval = 1.0 / 60) {
    if frameInterval.isFinite && frameInterval > 0 && frameInterval <= 1 {
      self.frameInterval = frameInterval
    } else {
      Diagnostics.report(
        .valueOutOfRange, "SystemAnimationClock.frameInterval",
        "refused \(frameInterval): must be above 0 and at most 1 s; used 1/60 s")
      self.frameInterval = 1.0 / 60
    }
  }

  /// Seconds since the clock was created.
  public var now: TimeInterval {
    Double(DispatchTime.now().uptimeNanoseconds - self.origin) / 1e9
  }

  /// Schedules `action` on the main queue at `deadline`.
  ///
  /// - Parameters:
  ///   - deadline: When to run the action, in the clock's seconds. A past or non-finite deadline
  ///     runs as soon as possible.
  ///   - action: The work.
  /// - Returns: The scheduled work, which can be cancelled.
  public func schedule(at deadline: TimeInterval, _ action: @escaping @MainActor () -> Void)
    -> ScheduledWork
  {
    let work = ScheduledWork(deadline: deadline, action: action)
    let delay = deadline.isFinite ? min(max(deadline - self.now, 0), Diagnostics.durationLimit) : 0
    DispatchQueue.main.asyncAfter(deadline: .now() + delay) {
      MainActor.assumeIsolated {
        work.fire()
      }
    }
    return work
  }
}
