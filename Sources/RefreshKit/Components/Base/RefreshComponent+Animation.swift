public import Foundation

extension RefreshComponent {
  /// Animates on the scroll model's clock, for subclasses: `update` receives the eased progress
  /// from 0 to 1.
  ///
  /// Every animation stops when the component is detached. Without a scroll model, or with a
  /// duration of zero, the end applies at once.
  ///
  /// - Parameters:
  ///   - duration: The length, in seconds.
  ///   - curve: How progress follows time. Defaults to ``TimingCurve/easeInOut``.
  ///   - update: Receives the progress, 0 to 1.
  ///   - completion: Runs once: `true` at the end, `false` if the animation was cancelled.
  /// - Returns: The animation, or `nil` if it completed at once without a clock.
  @discardableResult
  public func animate(
    duration: TimeInterval,
    curve: TimingCurve = .easeInOut,
    update: @escaping @MainActor (Double) -> Void,
    completion: (@MainActor (Bool) -> Void)? = nil
  ) -> ValueAnimation? {
    self.runningAnimations.removeAll { !$0.isRunning }
    guard let clock = self.clock else {
      update(1)
      completion?(true)
      return nil
    }
    let animation = clock.animate(
      from: 0.0, to: 1.0, duration: duration, curve: curve, update: update, completion: completion)
    if animation.isRunning {
      self.runningAnimations.append(animation)
    }
    return animation
  }

  /// Cancels every animation the component started.
  func cancelAnimations() {
    let animations = self.runningAnimations
    self.runningAnimations = []
    for animation in animations {
      animation.cancel()
    }
    self.alphaAnimation = nil
  }

  /// Animates ``alpha`` to `target`.
  func animateAlpha(to target: CGFloat, duration: TimeInterval) {
    self.alphaAnimation?.cancel()
    let start = self.alpha
    self.alphaAnimation = self.animate(duration: duration) { [weak self] progress in
      self?.setAlpha(CGFloat.interpolate(from: start, to: target, progress: progress))
    }
  }

  /// Whether ``alpha`` is animating by itself, and so does not follow the pull.
  var isAlphaAnimating: Bool {
    self.alphaAnimation?.isRunning == true
  }

  func setAlpha(_ value: CGFloat) {
    guard value.isFinite else {
      Diagnostics.report(
        .nonFiniteValue, "RefreshComponent.alpha", "refused \(value); kept \(self.alpha)")
      return
    }
    self.alphaStorage.value = min(max(value, 0), 1)
  }
}
