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

  /// Adopts the arrow and the spinner, which sit left of the labels (right of them, right to
  /// left), the arrow tinted like the state label.
  open override func prepare() {
    super.prepare()
    self.adopt(
      ArrowAndSpinner(
        arrow: self.arrowView, spinner: self.loadingView, tintedLike: self.stateLabel,
        rotations: (idle: 0, pulling: Self.pullingArrowRotation)))
  }
}
