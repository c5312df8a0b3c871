import Foundation

/// The arrow and spinner animations the normal components share.
extension RefreshComponent {
  /// Rotates `arrow` to `target` over the fast animation, replacing the running `animation`.
  func rotate(
    _ arrow: ArrowModel, to target: CGFloat, replacing animation: inout ValueAnimation?,
    completion: (@MainActor (Bool) -> Void)? = nil
  ) {
    animation?.cancel()
    let start = arrow.rotation
    animation = self.animate(
      duration: self.fastAnimationDuration,
      update: { [weak arrow] progress in
        arrow?.rotation = CGFloat.interpolate(from: start, to: target, progress: progress)
      },
      completion: completion)
  }

  /// Shows `spinner` turning, fully opaque, stopping a fade-out in `fade`.
  func startSpinning(_ spinner: ActivityIndicatorModel, cancelling fade: inout ValueAnimation?) {
    fade?.cancel()
    fade = nil
    spinner.alpha = 1
    spinner.startAnimating(at: self.clock?.now ?? 0)
  }

  /// Fades `spinner` out over the slow animation; then, if the component is still in `state`, stops
  /// it, makes it opaque again for next time and runs `then`.
  ///
  /// MJRefresh's end of a refresh in its normal components.
  func fadeOut(
    _ spinner: ActivityIndicatorModel, into fade: inout ValueAnimation?,
    ifStill state: RefreshState, then: @escaping @MainActor () -> Void
  ) {
    fade?.cancel()
    fade = self.animate(
      duration: self.slowAnimationDuration,
      update: { [weak spinner] progress in spinner?.alpha = CGFloat(1 - progress) },
      completion: { [weak self, weak spinner] _ in
        guard let self, let spinner, self.state == state else {
          return
        }
        spinner.alpha = 1
        spinner.stopAnimating()
        then()
      })
  }
}
