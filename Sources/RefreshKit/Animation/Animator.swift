import Foundation

/// An animation its owner keeps and runs again and again.
///
/// The owner's fade, its scroll into view, an arrow's turn. Unlike a ``ValueAnimation``, which each
/// ``AnimationClock/animate(from:to:duration:curve:update:completion:)`` makes anew, running it
/// again allocates nothing, so that a drag frame that flips an arrow allocates nothing either.
///
/// It reports a progress from 0 to 1 along its curve; the owner keeps the values it animates
/// between and computes them from the progress. `update` and `completion` are fixed when it is
/// made: they hold their owner unowned, so the owner must ``stop()`` it before it goes away (a
/// component stops its animators when it is detached, and runs none while detached).
@MainActor
final class Animator: AnimationFrameTarget {
  private let update: @MainActor (Double) -> Void
  private let completion: (@MainActor (Bool) -> Void)?
  /// The clock of the run under way, held strongly while it runs and let go when it ends: a
  /// weak reference would give the clock a side table, and slow down its every retain.
  private var clock: (any AnimationClock)?
  private var curve = TimingCurve.easeInOut
  private var startTime: TimeInterval = 0
  private var duration: TimeInterval = 0
  private var frameIndex = 0
  private var nextFrame: TimeInterval = 0
  /// Counts the runs, so that a frame can tell whether its update stopped or restarted it.
  private var runs = 0

  /// Whether a run is under way.
  private(set) var isRunning = false

  /// - Parameters:
  ///   - update: Receives the eased progress, 0 to 1, at the start, every frame and the end.
  ///   - completion: Runs once a run ends: `true` at its end, `false` when it is stopped or
  ///     replaced by a new run.
  init(
    update: @escaping @MainActor (Double) -> Void,
    completion: (@MainActor (Bool) -> Void)? = nil
  ) {
    self.update = update
    self.completion = completion
  }

  /// Runs from the start over `duration` on `clock`, ending a run under way first; with no
  /// clock, or a duration of zero, the end applies at once.
  ///
  /// - Parameters:
  ///   - duration: The length, in seconds (already checked by the owner).
  ///   - curve: How progress follows time.
  ///   - clock: The clock to run on, or `nil` to jump to the end.
  func run(duration: TimeInterval, curve: TimingCurve = .easeInOut, on clock: (any AnimationClock)?)
  {
    self.stop()
    self.runs &+= 1
    self.isRunning = true
    self.curve = curve
    self.update(0)
    guard let clock, duration > 0, self.isRunning else {
      self.finish()
      return
    }
    self.clock = clock
    self.startTime = clock.now
    self.duration = duration
    self.frameIndex = 0
    clock.requestFrames(of: self, startingAt: self.nextFrameTime(clock))
  }

  /// Stops a run under way where it is; its completion runs with `false`.
  func stop() {
    guard self.isRunning else {
      return
    }
    self.isRunning = false
    self.clock?.stopFrames(of: self)
    self.clock = nil
    self.completion?(false)
  }

  /// Brings a run under way to its end at once: the end applies and the completion runs with
  /// `true`.
  func finish() {
    guard self.isRunning else {
      return
    }
    let runs = self.runs
    self.clock?.stopFrames(of: self)
    self.clock = nil
    self.update(1)
    guard self.isRunning, self.runs == runs else {
      return  // the update stopped or restarted it
    }
    self.isRunning = false
    self.completion?(true)
  }

  func frame(at time: TimeInterval) -> TimeInterval? {
    guard self.isRunning, let clock = self.clock else {
      return nil
    }
    let runs = self.runs
    let time = abs(time - self.nextFrame) < 1e-6 ? self.nextFrame : time
    if time >= self.startTime + self.duration - 1e-9 {
      self.clock = nil  // the clock ends the request as this returns
      self.update(1)
      if self.isRunning && self.runs == runs {
        self.isRunning = false
        self.completion?(true)
      }
      return nil
    }
    let fraction = min(max((time - self.startTime) / self.duration, 0), 1)
    self.update(self.curve.progress(at: fraction))
    guard self.isRunning, self.runs == runs else {
      return nil  // stopped, or run again, by the update
    }
    return self.nextFrameTime(clock)
  }

  private func nextFrameTime(_ clock: any AnimationClock) -> TimeInterval {
    self.frameIndex += 1
    self.nextFrame = min(
      self.startTime + Double(self.frameIndex) * clock.frameInterval,
      self.startTime + self.duration)
    return self.nextFrame
  }
}
