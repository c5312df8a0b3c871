public import Foundation

/// The classic pull-up footer: an arrow that flips as you pull and a spinner while loading.
///
/// MJRefresh's `MJRefreshBackNormalFooter`.
///
/// ```swift
/// scroll.footer = BackNormalFooter { await model.loadNextPage() }
/// ```
///
/// The arrow turns the opposite way to the header's: up (a rotation of almost −π) while idle,
/// down while pulling. It hides while refreshing, when the spinner turns, and with no more data.
open class BackNormalFooter: BackStateFooter {
  /// The arrow.
  public let arrowView = ArrowModel()

  /// The spinner shown while loading.
  public let loadingView = ActivityIndicatorModel()

  /// The rotation of the arrow while idle: MJRefresh's `0.000001 - π`.
  public static let idleArrowRotation: CGFloat = 0.000001 - .pi

  private var arrowAnimation: ValueAnimation?
  private var loadingFadeAnimation: ValueAnimation?

  /// Turns the arrow to its idle direction, and lays it out again whenever its image changes.
  open override func prepare() {
    super.prepare()
    self.arrowView.rotation = Self.idleArrowRotation
    self.placeSubviews(whenever: self.arrowView.imageStorage)
  }

  /// Places the arrow and the spinner left of the label and tints the arrow like the label.
  open override func placeSubviews() {
    super.placeSubviews()
    var centerX = self.frame.width * 0.5
    if !self.stateLabel.isHidden {
      centerX -= self.labelLeftInset + self.stateLabel.textWidth * 0.5
    }
    let center = CGPoint(x: centerX, y: self.frame.height * 0.5)
    self.arrowView.frame = CGRect(center: center, size: self.arrowView.image.size)
    self.loadingView.frame = CGRect(center: center, size: ActivityIndicatorModel.size)
    self.arrowView.tintColor = self.stateLabel.textColor
  }

  /// Flips the arrow, starts or fades the spinner, as MJRefresh does for each state.
  ///
  /// - Parameter oldState: The state before.
  open override func stateDidChange(from oldState: RefreshState) {
    super.stateDidChange(from: oldState)
    self.updateArrowAndSpinner(
      self.arrowView, self.loadingView, from: oldState, idleRotation: Self.idleArrowRotation,
      pullingRotation: 0, arrowAnimation: &self.arrowAnimation,
      spinnerFade: &self.loadingFadeAnimation)
    if self.state == .noMoreData {
      self.arrowView.isHidden = true
      self.loadingFadeAnimation?.cancel()
      self.loadingView.stopAnimating()
    }
  }
}
