public import Foundation

extension RefreshComponent {
  /// Animates on the scroll model's clock, for subclasses: `update` receives the eased progress
  /// from 0 to 1.
  ///
  /// Every animation stops when the component is detached. Without a scroll model, or with a
  /// zero duration, the end applies at once. `completion` runs once, with `false` if the
  /// animation was cancelled. Returns `nil` if it completed at once without a clock.
  @discardableResult
  public func animate(
    duration: TimeInterval,
    curve: TimingCurve = .easeInOut,
    update: @escaping @MainActor (Double) -> Void,
    completion: (@MainActor (Bool) -> Void)? = nil
  ) -> ValueAnimation? {
    self.animations.user.removeAll { !$0.isRunning }
    guard let clock = self.clock else {
      update(1)
      completion?(true)
      return nil
    }
    let animation = clock.animate(
      from: 0.0, to: 1.0, duration: duration, curve: curve, update: update, completion: completion)
    if animation.isRunning {
      self.animations.user.append(animation)
    }
    return animation
  }

  /// `update` and `completion` must hold their owner unowned.
  func makeAnimator(
    update: @escaping @MainActor (Double) -> Void,
    completion: (@MainActor (Bool) -> Void)? = nil
  ) -> Animator {
    let animator = Animator(update: update, completion: completion)
    self.animations.animators.append(animator)
    return animator
  }

  func cancelAnimations() {
    for animator in self.animations.animators {
      animator.stop()
    }
    let animations = self.animations.user
    self.animations.user = []
    for animation in animations {
      animation.cancel()
    }
  }

  func animateAlpha(to target: CGFloat, duration: TimeInterval) {
    self.motions.alpha = MotionSpan(start: self.alpha, target: target)
    self.alphaAnimator.run(duration: duration, on: self.clock)
  }

  func setAlpha(_ value: CGFloat) {
    guard value.isFinite else {
      Diagnostics.report(
        .nonFiniteValue, "RefreshComponent.alpha", "refused \(value); kept \(self.alpha)")
      return
    }
    self.alphaStorage.value = min(max(value, 0), 1)
  }

  func motionDuration(_ duration: TimeInterval) -> TimeInterval {
    self.config.reducesMotion ? 0 : duration
  }
}
