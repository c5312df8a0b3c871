public import Foundation

/// A running animation of a value on an ``AnimationClock``: the stand-in for `UIView.animate`.
///
/// Start one with ``AnimationClock/animate(from:to:duration:curve:update:completion:)``. The
/// clock calls `update` with the start value at once, then once per frame with the value the
/// ``TimingCurve`` gives for the elapsed time, and last with exactly the end value at exactly
/// the end of the duration. Then `completion(true)` runs.
///
/// ```swift
/// let clock = ManualAnimationClock()
/// var top: CGFloat = 0
/// let animation = clock.animate(from: 0, to: 54, duration: 0.25, curve: .linear) { top = $0 }
/// clock.advance(by: 0.125)   // top == 27
/// clock.advance(by: 0.125)   // top == 54, animation.isFinished
/// ```
///
/// ``cancel()`` stops the animation where it is and runs `completion(false)`. A duration of zero
/// applies the end value and runs `completion(true)` before `animate` returns: no frame in
/// between, as with MJRefresh's `setAnimationDisabled()`.
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
  /// The frames from the start: frame `n` is due `n` frame intervals after the start, the last
  /// one exactly at the end.
  private var frameIndex = 0
  /// The time the next frame was asked for: the clock's time, in whole nanoseconds, may differ
  /// from it by a rounding.
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

  /// The time of the next frame: one frame interval after the last, or the end.
  private func nextFrameTime(_ clock: any AnimationClock) -> TimeInterval {
    self.frameIndex += 1
    let end = self.startTime + self.duration
    self.nextFrame = min(self.startTime + Double(self.frameIndex) * clock.frameInterval, end)
    return self.nextFrame
  }

  /// Applies the progress at `time`, or the end value at the end.
  ///
  /// - Parameter time: The frame's time.
  /// - Returns: The next frame's time, or `nil` once the animation is over.
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
  /// Animates a value from `start` to `end` over `duration` seconds on this clock.
  ///
  /// `update` receives `start` before this method returns, then one value per frame, and
  /// exactly `end` at exactly the end. A duration of zero applies `end` and completes before this
  /// method returns. A negative or NaN duration counts as zero, and one longer than a minute
  /// (infinity included) is clamped to ``Diagnostics/animationDurationLimit``; both are reported
  /// to ``Diagnostics``.
  ///
  /// To animate several values together, as one `UIView.animate` block does, animate a progress
  /// from `0.0` to `1.0` and compute the values from it in `update`.
  ///
  /// - Parameters:
  ///   - start: The value at the start.
  ///   - end: The value at the end.
  ///   - duration: The length, in seconds.
  ///   - curve: How progress follows time. Defaults to ``TimingCurve/easeInOut``, like
  ///     `UIView.animate`.
  ///   - update: Receives each value.
  ///   - completion: Runs once: with `true` after the end value was applied, with `false` when
  ///     the animation is cancelled.
  /// - Returns: The animation, which can be cancelled.
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
