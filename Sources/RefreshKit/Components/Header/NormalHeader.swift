public import Foundation

/// The classic header, MJRefresh's `MJRefreshNormalHeader`: an arrow that flips as you pull and
/// a spinner while refreshing, next to the state and last-updated labels.
///
/// Both sit left of the labels (right of them, right to left). When the refresh ends, the spinner
/// fades out over the slow animation and the arrow comes back.
open class NormalHeader: StateHeader {
  /// The arrow.
  public let arrowView = ArrowModel()

  /// The spinner shown while refreshing.
  public let loadingView = ActivityIndicatorModel()

  /// The rotation of the arrow while pulling: MJRefresh's `0.000001 - π`, so it turns back the
  /// same way.
  public static let pullingArrowRotation: CGFloat = 0.000001 - .pi

  /// Adopts the arrow and the spinner, the arrow tinted like the state label.
  open override func prepare() {
    super.prepare()
    self.adopt(
      ArrowAndSpinner(
        arrow: self.arrowView, spinner: self.loadingView, tintedLike: self.stateLabel,
        rotations: (idle: 0, pulling: Self.pullingArrowRotation)))
  }
}
