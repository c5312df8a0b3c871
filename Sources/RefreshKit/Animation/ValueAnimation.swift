public import Foundation

/// A running animation of a value on an ``AnimationClock``: the stand-in for `UIView.animate`.
///
/// `update` gets the start value at once, then one value per frame along the ``TimingCurve``,
/// and last exactly the end value at exactly the end; then `completion(true)` runs.
///
/// ```swift
/// let animation = clock.animate(from: 0, to: 54, duration: 0.25, curve: .linear) { top = $0 }
/// clock.advance(by: 0.125)   // top == 27
/// ```
///
/// The clock keeps a running animation alive; the returned object is only a handle. An animation
/// whose clock is deallocated ends with it, without running its completion.
@MainActor
public final class ValueAnimation: AnimationFrameTarget {
  /// The animation's length, in seconds.
  public let duration: TimeInterval

  /// The clock time at which the animation started.
  public let startTime: TimeInterval

  private weak var clock: (any AnimationClock)?
  private var apply: ((Double) -> Void)?
  private var completion: ((Bool) -> Void)?
  /// Frame `n` is due `n` frame intervals after the start, the last one exactly at the end.
  private var frameIndex = 0
  /// The clock's time, in whole nanoseconds, may differ from it by a rounding.
  private var nextFrame: TimeInterval = 0

  /// Whether the animation reached its end.
  public private(set) var isFinished = false

  /// Whether the animation was cancelled.
  public private(set) var isCancelled = false

  init(
    clock: any AnimationClock,
    duration: TimeInterval,
    apply: @escaping (Double) -> Void,
    completion: ((Bool) -> Void)?
  ) {
    self.clock = clock
    self.duration = duration
    self.startTime = clock.now
    self.apply = apply
    self.completion = completion
  }

  /// Whether the animation is still running: neither finished nor cancelled.
  public var isRunning: Bool {
    !self.isFinished && !self.isCancelled
  }

  /// Stops the animation where it is and runs its completion with `false`.
  ///
  /// Does nothing if the animation already finished or was cancelled.
  public func cancel() {
    guard self.isRunning else {
      return
    }
    self.isCancelled = true
    self.clock?.stopFrames(of: self)
    self.apply = nil
    let completion = self.completion
    self.completion = nil
    completion?(false)
  }

  func start() {
    self.apply?(0)
    if self.duration <= 0 {
      self.finish()
    } else if let clock = self.clock {
      clock.requestFrames(of: self, startingAt: self.nextFrameTime(clock))
    }
  }

  private func nextFrameTime(_ clock: any AnimationClock) -> TimeInterval {
    self.frameIndex += 1
    let end = self.startTime + self.duration
    self.nextFrame = min(self.startTime + Double(self.frameIndex) * clock.frameInterval, end)
    return self.nextFrame
  }

  /// Applies the progress at `time`, or the end value at the end, and returns the next frame's
  /// time, or `nil` once the animation is over.
  public func frame(at time: TimeInterval) -> TimeInterval? {
    guard self.isRunning, let clock = self.clock else {
      return nil
    }
    let time = abs(time - self.nextFrame) < 1e-6 ? self.nextFrame : time
    let end = self.startTime + self.duration
    if time >= end - 1e-9 {
      self.finish()
      return nil
    }
    let fraction = min(max((time - self.startTime) / self.duration, 0), 1)
    self.apply?(fraction)
    return self.isRunning ? self.nextFrameTime(clock) : nil
  }

  private func finish() {
    self.apply?(1)
    guard self.isRunning else {
      return
    }
    self.isFinished = true
    self.apply = nil
    let completion = self.completion
    self.completion = nil
    completion?(true)
  }
}

extension AnimationClock {
  /// Animates a value from `start` to `end` over `duration` seconds on this clock, and returns
  /// the cancellable animation.
  ///
  /// A duration of zero applies `end` and completes before this method returns, as with
  /// MJRefresh's `setAnimationDisabled()`. A negative or NaN duration counts as zero, and one
  /// over ``Diagnostics/animationDurationLimit`` is clamped to it; both are reported to
  /// ``Diagnostics``. `curve` defaults to ``TimingCurve/easeInOut``, like `UIView.animate`.
  /// `completion` runs once: `true` after the end value, `false` when cancelled.
  ///
  /// To animate several values together, as one `UIView.animate` block does, animate a progress
  /// from `0.0` to `1.0` and compute the values from it in `update`.
  @discardableResult
  public func animate<Value: Interpolatable>(
    from start: Value,
    to end: Value,
    duration: TimeInterval,
    curve: TimingCurve = .easeInOut,
    update: @escaping @MainActor (Value) -> Void,
    completion: (@MainActor (Bool) -> Void)? = nil
  ) -> ValueAnimation {
    let duration = TimeCheck.duration(
      duration, "AnimationClock.animate(duration:)", limit: Diagnostics.animationDurationLimit)
    let animation = ValueAnimation(
      clock: self,
      duration: duration,
      apply: { fraction in
        let progress = fraction >= 1 ? 1 : curve.progress(at: fraction)
        update(Value.interpolate(from: start, to: end, progress: progress))
      },
      completion: completion
    )
    animation.start()
    return animation
  }
}
