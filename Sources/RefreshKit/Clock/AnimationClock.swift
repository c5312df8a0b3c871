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
/// Animations run on the clock's frames: an ``AnimationFrameTarget`` asks for its frames once
/// (``requestFrames(of:startingAt:)``) and says at each frame when it wants the next, so that a
/// running animation allocates nothing from one frame to the next.
///
/// ## Implementation requirements
///
/// A clock runs scheduled work and frames on the main actor, in time order (work and frames
/// due at the same time in the order they were scheduled or asked for), never before their
/// time. ``now`` never goes backwards.
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

  /// Gives `target` a frame at `time`, and then one at each time its
  /// ``AnimationFrameTarget/frame(at:)`` asks for, until it asks for none or
  /// ``stopFrames(of:)`` stops it.
  ///
  /// A target has one request at most: asking again replaces it. The clock keeps the target
  /// while its frames are requested.
  ///
  /// - Parameters:
  ///   - target: What the frames are for.
  ///   - time: When the first frame is due, in the clock's seconds; a time in the past is due at
  ///     once.
  func requestFrames(of target: any AnimationFrameTarget, startingAt time: TimeInterval)

  /// Stops the frames of `target`, if it has any requested.
  ///
  /// - Parameter target: The target whose request ends.
  func stopFrames(of target: any AnimationFrameTarget)
}

/// Something that moves a frame at a time on an ``AnimationClock``: a value animation, the
/// scroll physics.
///
/// It asks for its frames once, with ``AnimationClock/requestFrames(of:startingAt:)``; the clock
/// then calls ``frame(at:)`` at each time it asks for.
@MainActor
public protocol AnimationFrameTarget: AnyObject {
  /// Draws the frame at `time`.
  ///
  /// - Parameter time: The frame's time, in the clock's seconds.
  /// - Returns: When the next frame is due, or `nil` when the target wants no more.
  func frame(at time: TimeInterval) -> TimeInterval?
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
