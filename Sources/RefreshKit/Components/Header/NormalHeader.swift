public import Foundation

/// The classic header: an arrow that flips as you pull and a spinner while refreshing, next to the
/// state and last-updated labels.
///
/// MJRefresh's `MJRefreshNormalHeader`.
///
/// ```swift
/// scroll.header = NormalHeader { await model.reload() }
/// ```
///
/// The arrow points down while idle and turns up (a rotation of almost −π, so that it turns the
/// same way back) over the fast animation once the pull passes the trigger. While refreshing the
/// arrow hides and ``loadingView`` turns; when the refresh ends the spinner fades out over the slow
/// animation and the arrow comes back.
///
/// The arrow and the spinner sit left of the labels: their center is at
/// `width / 2 - max(stateTextWidth, timeTextWidth) / 2 - labelLeftInset`, half way down.
open class NormalHeader: StateHeader {
  /// The arrow.
  public let arrowView = ArrowModel()

  /// The spinner shown while refreshing.
  public let loadingView = ActivityIndicatorModel()

  /// The rotation of the arrow while pulling: MJRefresh's `0.000001 - π`.
  public static let pullingArrowRotation: CGFloat = 0.000001 - .pi

  private var arrowAnimation: ValueAnimation?
  private var loadingFadeAnimation: ValueAnimation?

  /// Places the arrow and the spinner left of the labels and tints the arrow like the state
  /// label.
  open override func placeSubviews() {
    super.placeSubviews()
    var centerX = self.frame.width * 0.5
    if !self.stateLabel.isHidden {
      let timeWidth = self.lastUpdatedTimeLabel.isHidden ? 0 : self.lastUpdatedTimeLabel.textWidth
      centerX -= max(self.stateLabel.textWidth, timeWidth) / 2 + self.labelLeftInset
    }
    let center = CGPoint(x: centerX, y: self.frame.height * 0.5)
    self.arrowView.frame = Self.rect(centeredAt: center, size: self.arrowView.image.size)
    self.loadingView.frame = Self.rect(centeredAt: center, size: ActivityIndicatorModel.size)
    self.arrowView.tintColor = self.stateLabel.textColor
  }

  /// Flips the arrow, starts or fades the spinner, as MJRefresh does for each state.
  ///
  /// - Parameter oldState: The state before.
  open override func stateDidChange(from oldState: RefreshState) {
    super.stateDidChange(from: oldState)
    switch self.state {
    case .idle where oldState == .refreshing:
      self.arrowAnimation?.cancel()
      self.arrowView.rotation = 0
      self.loadingFadeAnimation?.cancel()
      self.loadingFadeAnimation = self.animate(
        duration: self.slowAnimationDuration,
        update: { [weak self] progress in self?.loadingView.alpha = CGFloat(1 - progress) },
        completion: { [weak self] _ in
          guard let self, self.state == .idle else {
            return
          }
          self.loadingView.alpha = 1
          self.loadingView.stopAnimating()
          self.arrowView.isHidden = false
        })
    case .idle:
      self.loadingView.stopAnimating()
      self.arrowView.isHidden = false
      self.rotateArrow(to: 0)
    case .pulling:
      self.loadingView.stopAnimating()
      self.arrowView.isHidden = false
      self.rotateArrow(to: Self.pullingArrowRotation)
    case .refreshing:
      self.loadingFadeAnimation?.cancel()
      self.loadingView.alpha = 1
      self.loadingView.startAnimating(at: self.clock?.now ?? 0)
      self.arrowView.isHidden = true
    case .willRefresh, .noMoreData:
      break
    }
  }

  private func rotateArrow(to target: CGFloat) {
    self.arrowAnimation?.cancel()
    let start = self.arrowView.rotation
    self.arrowAnimation = self.animate(duration: self.fastAnimationDuration) { [weak self] in
      self?.arrowView.rotation = CGFloat.interpolate(from: start, to: target, progress: $0)
    }
  }

  static func rect(centeredAt center: CGPoint, size: CGSize) -> CGRect {
    CGRect(
      x: center.x - size.width / 2, y: center.y - size.height / 2, width: size.width,
      height: size.height)
  }
}
