public import Foundation
public import RefreshKit

/// An `AnimationClock` driven by the display: every frame the screen prepares, the binding's
/// display link calls ``displayLinkDidFire(timestamp:targetTimestamp:)``, and every animation
/// lands on exactly its value for that frame.
///
/// ```swift
/// let clock = DisplayLinkClock()
/// clock.wantsFramesDidChange = { link.isPaused = !$0 }   // no frames while nothing animates
/// // in the display link's callback:
/// clock.displayLinkDidFire(timestamp: link.timestamp, targetTimestamp: link.targetTimestamp)
/// ```
///
/// Time starts at zero at the first frame and never goes back: a frame whose target time is
/// earlier than the clock's leaves the clock where it is. While nothing is scheduled the clock
/// asks for no frames (``wantsFrames``), so that the display link can pause and the screen stay
/// idle; scheduling work or an animation asks for them again at once.
@MainActor
public final class DisplayLinkClock: AnimationClock {
  /// Whether the clock has work or animations to run: the display link should fire.
  public private(set) var wantsFrames = false {
    didSet {
      if self.wantsFrames != oldValue {
        self.wantsFramesDidChange?(self.wantsFrames)
      }
    }
  }

  /// Called when ``wantsFrames`` changes: pause the display link on `false`, resume it on
  /// `true`.
  public var wantsFramesDidChange: ((Bool) -> Void)?

  private let clock: ManualAnimationClock
  /// The display's timestamp of the first frame: the clock's zero.
  private var origin: TimeInterval?

  /// A clock at time zero.
  ///
  /// - Parameter frameInterval: The time between two frames: 1/60 s unless the display says
  ///   otherwise (1/120 on a ProMotion display).
  public init(frameInterval: TimeInterval = 1.0 / 60) {
    self.clock = ManualAnimationClock(frameInterval: frameInterval)
  }

  /// The current time, in seconds since the first frame.
  public var now: TimeInterval {
    self.clock.now
  }

  /// The time between two frames.
  public var frameInterval: TimeInterval {
    self.clock.frameInterval
  }

  /// The display is about to show a frame: runs everything due by the time it is shown.
  ///
  /// - Parameters:
  ///   - timestamp: When the last frame was shown, in the display's seconds
  ///     (`CADisplayLink.timestamp`).
  ///   - targetTimestamp: When the frame being prepared will be shown
  ///     (`CADisplayLink.targetTimestamp`).
  public func displayLinkDidFire(timestamp: TimeInterval, targetTimestamp: TimeInterval) {
    let origin = self.origin ?? timestamp
    self.origin = origin
    let time = targetTimestamp - origin
    if time >= self.clock.now {
      self.clock.advance(to: time)
    }
    self.wantsFrames = !self.clock.isIdle
  }

  /// Schedules `action` at `deadline`, and asks for frames.
  ///
  /// - Parameters:
  ///   - deadline: When to run the action, in the clock's seconds.
  ///   - action: The work.
  /// - Returns: The scheduled work, which can be cancelled.
  public func schedule(at deadline: TimeInterval, _ action: @escaping @MainActor () -> Void)
    -> ScheduledWork
  {
    defer { self.wantsFrames = true }
    return self.clock.schedule(at: deadline, action)
  }

  /// Gives `target` frames from `time` on, and asks for frames.
  ///
  /// - Parameters:
  ///   - target: What the frames are for.
  ///   - time: When the first is due.
  public func requestFrames(of target: any AnimationFrameTarget, startingAt time: TimeInterval) {
    self.clock.requestFrames(of: target, startingAt: time)
    self.wantsFrames = true
  }

  /// Stops the frames of `target`.
  ///
  /// - Parameter target: The target whose frames end.
  public func stopFrames(of target: any AnimationFrameTarget) {
    self.clock.stopFrames(of: target)
  }
}
