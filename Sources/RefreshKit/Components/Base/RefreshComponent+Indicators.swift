import Foundation

/// The arrow and spinner animations the normal components share.
extension RefreshComponent {
  /// Rotates `arrow` to `target` over its flip duration (the fast animation by default),
  /// replacing the running `animation`.
  func rotate(
    _ arrow: ArrowModel, to target: CGFloat, replacing animation: inout ValueAnimation?,
    completion: (@MainActor (Bool) -> Void)? = nil
  ) {
    animation?.cancel()
    let start = arrow.rotation
    animation = self.animate(
      duration: arrow.flipDuration ?? self.fastAnimationDuration,
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

  /// MJRefresh's arrow and spinner in the idle, pulling and refreshing states, shared by the
  /// normal header and the normal back footer, which differ only in the arrow's rotations.
  ///
  /// Idle and pulling show the arrow turned to `idleRotation` or `pullingRotation` over the fast
  /// animation, with the spinner stopped; refreshing hides the arrow and turns the spinner; the
  /// idle that ends a refresh puts the arrow back at once and fades the spinner out, showing the
  /// arrow again when the fade ends. Other states are left to the caller.
  func updateArrowAndSpinner(
    _ arrow: ArrowModel, _ spinner: ActivityIndicatorModel, from oldState: RefreshState,
    idleRotation: CGFloat, pullingRotation: CGFloat,
    arrowAnimation: inout ValueAnimation?, spinnerFade: inout ValueAnimation?
  ) {
    switch self.state {
    case .idle where oldState == .refreshing:
      arrowAnimation?.cancel()
      arrow.rotation = idleRotation
      self.fadeOut(spinner, into: &spinnerFade, ifStill: .idle) { [weak arrow] in
        arrow?.isHidden = false
      }
    case .idle, .pulling:
      spinner.stopAnimating()
      arrow.isHidden = false
      let rotation = self.state == .idle ? idleRotation : pullingRotation
      self.rotate(arrow, to: rotation, replacing: &arrowAnimation)
    case .refreshing:
      self.startSpinning(spinner, cancelling: &spinnerFade)
      arrow.isHidden = true
    case .willRefresh, .noMoreData:
      break
    }
  }
}
