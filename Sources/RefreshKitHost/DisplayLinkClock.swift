public import Foundation
public import RefreshKit

/// An `AnimationClock` driven by the display: every frame the screen prepares, the binding's
/// display link calls ``displayLinkDidFire(timestamp:targetTimestamp:)``, and every animation
/// lands on exactly its value for that frame.
///
/// ```swift
/// let clock = DisplayLinkClock(hostTime: CACurrentMediaTime)
/// clock.wantsFramesDidChange = { link.isPaused = !$0 }   // frames only while something moves
/// clock.wakeUpTimeDidChange = { time in /* a timer that calls clock.wakeUp() at time */ }
/// // in the display link's callback:
/// clock.displayLinkDidFire(timestamp: link.timestamp, targetTimestamp: link.targetTimestamp)
/// ```
///
/// ## Frames and wake-ups
///
/// The clock asks for frames (``wantsFrames``) only while something is due within the next
/// frame: an animation, or work about to fall due. Work due later (an automatic retry's
/// backoff, a result shown for a second, a minimum refreshing duration) asks for no frames: the
/// clock names the time to wake up at (``wakeUpTime``), and the binding's timer calls
/// ``wakeUp()`` then. A display link that fires 60 times a second for nothing to draw would
/// cost battery; one that stays paused while a timer is due would never run it.
///
/// ## Time
///
/// Time is the host's (`CACurrentMediaTime()`, the base of `CADisplayLink.timestamp`: Mach host
/// time in seconds, QuartzCore/CABase.h and CADisplayLink.h), counted from the clock's creation.
/// While the display link runs, ``now`` is the time of the frame being prepared; while it is
/// paused, ``now`` follows the host's time, so that an animation or a delay that begins after
/// ten idle seconds starts from the moment it begins, not from the last frame shown: its first
/// frame shows one frame of progress, not the whole animation. Time never goes back.
///
/// A view's redraw that changes by itself at a known time (a GIF's next frame) asks for it with
/// ``redraw(at:)``, which wakes the clock then without a frame in between.
@MainActor
public final class DisplayLinkClock: AnimationClock {
  /// Whether the clock has animations or work due by the next frame: the display link should
  /// fire.
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

  /// When the clock next has something to run, in the host's time base (that of `hostTime`),
  /// while it wants no frames; `nil` while it wants frames or has nothing scheduled.
  public private(set) var wakeUpTime: TimeInterval? {
    didSet {
      if self.wakeUpTime != oldValue {
        self.wakeUpTimeDidChange?(self.wakeUpTime)
      }
    }
  }

  /// Called when ``wakeUpTime`` changes: replace the timer that calls ``wakeUp()`` (none for
  /// `nil`).
  public var wakeUpTimeDidChange: ((TimeInterval?) -> Void)?

  private let clock: ManualAnimationClock
  private let hostTime: @MainActor () -> TimeInterval
  /// The host time of the clock's zero.
  private let origin: TimeInterval
  /// When a view changes by itself, in the clock's seconds: see ``redraw(at:)``.
  private var redrawTime: TimeInterval?

  /// A clock at time zero now.
  ///
  /// - Parameters:
  ///   - frameInterval: The time between two frames: 1/60 s unless the display says
  ///     otherwise (1/120 on a ProMotion display).
  ///   - hostTime: The host's current time, in the base of the display link's timestamps:
  ///     `CACurrentMediaTime` for a `CADisplayLink`. Defaults to the system's uptime, which is
  ///     that base on Apple platforms.
  public init(
    frameInterval: TimeInterval = 1.0 / 60,
    hostTime: @escaping @MainActor () -> TimeInterval = { ProcessInfo.processInfo.systemUptime }
  ) {
    self.clock = ManualAnimationClock(frameInterval: frameInterval)
    self.hostTime = hostTime
    self.origin = hostTime()
  }

  /// The current time, in seconds since the clock was made: the frame being prepared while the
  /// display link runs, the host's time while it is paused.
  public var now: TimeInterval {
    self.catchUp()
    return self.clock.now
  }

  /// The time between two frames.
  public var frameInterval: TimeInterval {
    self.clock.frameInterval
  }

  /// The display is about to show a frame: runs everything due by the time it is shown.
  ///
  /// - Parameters:
  ///   - timestamp: When the last frame was shown, in the host's seconds
  ///     (`CADisplayLink.timestamp`).
  ///   - targetTimestamp: When the frame being prepared will be shown
  ///     (`CADisplayLink.targetTimestamp`).
  public func displayLinkDidFire(timestamp: TimeInterval, targetTimestamp: TimeInterval) {
    let time = targetTimestamp - self.origin
    if time >= self.clock.now {
      self.clock.advance(to: time)
    }
    self.update()
  }

  /// The timer for ``wakeUpTime`` fired: runs what is due then.
  ///
  /// The binding redraws after it, as after a frame.
  public func wakeUp() {
    let live = self.hostTime() - self.origin
    let due = (self.wakeUpTime ?? self.origin) - self.origin
    // A timer never fires early on Apple's run loops; one that did still runs what it was for.
    let time = max(live, due)
    if time >= self.clock.now {
      self.clock.advance(to: time)
    }
    self.update()
  }

  /// Asks for the views to be redrawn at `time`, in the clock's seconds.
  ///
  /// For what changes by itself then (a GIF's next frame); `nil` for no such time. It replaces
  /// the time asked for before.
  ///
  /// - Parameter time: When to redraw.
  public func redraw(at time: TimeInterval?) {
    self.redrawTime = time
    self.update()
  }

  /// Schedules `action` at `deadline`: frames if it is due by the next one, a wake-up if later.
  ///
  /// - Parameters:
  ///   - deadline: When to run the action, in the clock's seconds.
  ///   - action: The work.
  /// - Returns: The scheduled work, which can be cancelled.
  public func schedule(at deadline: TimeInterval, _ action: @escaping @MainActor () -> Void)
    -> ScheduledWork
  {
    defer { self.update() }
    return self.clock.schedule(at: deadline, action)
  }

  /// Gives `target` frames from `time` on, and asks for frames.
  ///
  /// - Parameters:
  ///   - target: What the frames are for.
  ///   - time: When the first is due.
  public func requestFrames(of target: any AnimationFrameTarget, startingAt time: TimeInterval) {
    self.clock.requestFrames(of: target, startingAt: time)
    self.update()
  }

  /// Stops the frames of `target`.
  ///
  /// - Parameter target: The target whose frames end.
  public func stopFrames(of target: any AnimationFrameTarget) {
    self.clock.stopFrames(of: target)
    self.update()
  }

  // MARK: - Deciding between frames and a wake-up

  /// While the display link is paused, moves time to the host's, unless something is due by
  /// then (a wake-up a little late runs at its own time, in ``wakeUp()``, not inside whatever
  /// reads the time).
  private func catchUp() {
    guard !self.wantsFrames else {
      return
    }
    let live = self.hostTime() - self.origin
    guard live > self.clock.now, (self.clock.nextDeadline ?? .infinity) > live else {
      return
    }
    self.clock.advance(to: live)  // nothing is due by then: only time moves
  }

  /// Frames while something is due by the next frame; otherwise a wake-up at the next deadline.
  private func update() {
    let now = self.clock.now
    if let redraw = self.redrawTime, redraw <= now {
      self.redrawTime = nil
    }
    let next = [self.clock.nextDeadline, self.redrawTime].compactMap { $0 }.min()
    guard let next else {
      self.wakeUpTime = nil
      self.wantsFrames = false
      return
    }
    // Half a frame of slack: work due just after the next frame shows with it.
    if next - now <= self.frameInterval * 1.5 {
      self.wakeUpTime = nil
      self.wantsFrames = true
    } else {
      self.wantsFrames = false
      self.wakeUpTime = self.origin + next
    }
  }
}
