public import Foundation

/// The source of time for every animation and delay in RefreshKit: the stand-in for
/// `UIView.animate` and the main run loop.
///
/// Components and scroll models never read the wall clock, so the same code runs in real time in
/// an app (``SystemAnimationClock``) and in reproducible steps in a test
/// (``ManualAnimationClock``).
///
/// ## Implementation requirements
///
/// A clock runs scheduled work and frames on the main actor, in time order (ties in the order
/// they were scheduled or asked for), never before their time. ``now`` never goes backwards.
@MainActor
public protocol AnimationClock: AnyObject {
  /// The current time, in seconds since the clock's own origin.
  var now: TimeInterval { get }

  /// The time between two animation frames, in seconds: 1/60 unless the clock says otherwise.
  var frameInterval: TimeInterval { get }

  /// Schedules `action` to run once at `deadline`, in the clock's seconds, and returns the
  /// cancellable work.
  ///
  /// A deadline in the past runs as soon as the clock next runs work.
  func schedule(at deadline: TimeInterval, _ action: @escaping @MainActor () -> Void)
    -> ScheduledWork

  /// Gives `target` a frame at `time`, then one at each time its
  /// ``AnimationFrameTarget/frame(at:)`` asks for, until it asks for none or
  /// ``stopFrames(of:)`` stops it.
  ///
  /// A time in the past is due at once. A target has one request at most: asking again replaces
  /// it. The clock keeps the target while its frames are requested.
  func requestFrames(of target: any AnimationFrameTarget, startingAt time: TimeInterval)

  /// Stops the frames of `target`, if it has any requested.
  func stopFrames(of target: any AnimationFrameTarget)
}

/// Something that moves a frame at a time on an ``AnimationClock``: a value animation, the
/// scroll physics.
@MainActor
public protocol AnimationFrameTarget: AnyObject {
  /// Draws the frame at `time` and returns when the next is due, or `nil` for no more.
  func frame(at time: TimeInterval) -> TimeInterval?
}

extension AnimationClock {
  /// Schedules `action` to run once, `delay` seconds from ``now``, and returns the cancellable
  /// work.
  ///
  /// A negative or non-finite delay counts as zero and is reported to ``Diagnostics``.
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
