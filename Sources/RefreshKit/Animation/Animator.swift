import Foundation

/// An animation its owner keeps and runs again, so a drag frame that flips an arrow allocates
/// nothing (unlike a ``ValueAnimation``).
///
/// `update` and `completion` hold their owner unowned: the owner must ``stop()`` it first.
@MainActor
final class Animator: AnimationFrameTarget {
  private let update: @MainActor (Double) -> Void
  private let completion: (@MainActor (Bool) -> Void)?
  /// Strong while running: a weak reference would give the clock a side table, slowing retains.
  private var clock: (any AnimationClock)?
  private var curve = TimingCurve.easeInOut
  private var startTime: TimeInterval = 0
  private var duration: TimeInterval = 0
  private var frameIndex = 0
  private var nextFrame: TimeInterval = 0
  /// Lets a frame tell whether its update stopped or restarted the run.
  private var runs = 0

  private(set) var isRunning = false

  init(
    update: @escaping @MainActor (Double) -> Void,
    completion: (@MainActor (Bool) -> Void)? = nil
  ) {
    self.update = update
    self.completion = completion
  }

  /// With no clock, or a duration of zero, the end applies at once.
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

  func stop() {
    guard self.isRunning else {
      return
    }
    self.isRunning = false
    self.clock?.stopFrames(of: self)
    self.clock = nil
    self.completion?(false)
  }

  func finish() {
    guard self.isRunning else {
      return
    }
    let runs = self.runs
    self.clock?.stopFrames(of: self)
    self.clock = nil
    self.update(1)
    guard self.isRunning, self.runs == runs else {
      return
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
      return nil
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
