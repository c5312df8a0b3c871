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

  private lazy var indicators = ArrowAndSpinner(
    arrow: self.arrowView, spinner: self.loadingView, idleRotation: 0,
    pullingRotation: Self.pullingArrowRotation)

  /// Lays the arrow out again whenever its image changes.
  open override func prepare() {
    super.prepare()
    self.adopt(self.indicators)
  }

  /// Places the arrow and the spinner left of the labels (right of them, right to left) and
  /// tints the arrow like the state label.
  open override func placeSubviews() {
    super.placeSubviews()
    self.indicators.place(at: self.accessoryCenter, tint: self.stateLabel.textColor)
  }
}
