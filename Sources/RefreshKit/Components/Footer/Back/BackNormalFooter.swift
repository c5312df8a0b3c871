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

  private lazy var indicators = ArrowAndSpinner(
    arrow: self.arrowView, spinner: self.loadingView, idleRotation: Self.idleArrowRotation,
    pullingRotation: 0)

  /// Turns the arrow to its idle direction, and lays it out again whenever its image changes.
  open override func prepare() {
    super.prepare()
    self.adopt(self.indicators)
  }

  /// Places the arrow and the spinner left of the label (right of it, right to left) and tints
  /// the arrow like the label.
  open override func placeSubviews() {
    super.placeSubviews()
    var centerX = self.frame.width * 0.5
    if !self.stateLabel.isHidden {
      centerX -= self.labelLeftInset + self.drawnStateTextWidth * 0.5
    }
    self.indicators.place(
      at: CGPoint(x: centerX, y: self.frame.height * 0.5), tint: self.stateLabel.textColor)
  }
}
