public import Foundation

/// The source of time for every animation and delay in RefreshKit: the stand-in for
/// `UIView.animate` and the main run loop.
///
/// Components and scroll models never read the wall clock. They ask their clock for ``now`` and
/// schedule work on it, so that the same code runs in real time in an app
/// (``SystemAnimationClock``) and in exactly reproducible steps in a test
/// (``ManualAnimationClock``).
///
/// ```swift
/// let clock = ManualAnimationClock()
/// clock.animate(from: 0.0, to: 54.0, duration: 0.25, update: { print($0) })
/// clock.advance(by: 0.25)   // prints every frame's value, ending with 54.0
/// ```
///
/// ## Implementation requirements
///
/// A clock runs scheduled work on the main actor, in deadline order (work with equal deadlines
/// in the order it was scheduled), never before its deadline. ``now`` never goes backwards.
@MainActor
public protocol AnimationClock: AnyObject {
  /// The current time, in seconds since the clock's own origin.
  var now: TimeInterval { get }

  /// The time between two animation frames, in seconds: 1/60 unless the clock says otherwise.
  var frameInterval: TimeInterval { get }

  /// Schedules `action` to run once at `deadline`.
  ///
  /// - Parameters:
  ///   - deadline: When to run the action, in the clock's seconds. A deadline in the past runs
  ///     as soon as the clock next runs work.
  ///   - action: The work.
  /// - Returns: The scheduled work, which can be cancelled.
  func schedule(at deadline: TimeInterval, _ action: @escaping @MainActor () -> Void)
    -> ScheduledWork
}

extension AnimationClock {
  /// Schedules `action` to run once, `delay` seconds from ``now``.
  ///
  /// A negative or non-finite delay counts as zero and is reported to ``Diagnostics``.
  ///
  /// - Parameters:
  ///   - delay: Seconds from now.
  ///   - action: The work.
  /// - Returns: The scheduled work, which can be cancelled.
  public func schedule(after delay: TimeInterval, _ action: @escaping @MainActor () -> Void)
    -> ScheduledWork
  {
    let delay = TimeCheck.duration(delay, "AnimationClock.schedule(after:)")
    return self.schedule(at: self.now + delay, action)
  }
}

extension AnimationClock where Self == ManualAnimationClock {
  /// A new ``ManualAnimationClock`` at time zero, for tests and examples.
  public static var manual: ManualAnimationClock {
    ManualAnimationClock()
  }
}

extension AnimationClock where Self == SystemAnimationClock {
  /// A new ``SystemAnimationClock``, for live hosts.
  public static var system: SystemAnimationClock {
    SystemAnimationClock()
  }
}
