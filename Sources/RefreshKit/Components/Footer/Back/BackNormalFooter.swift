public import Foundation

/// The classic pull-up footer, MJRefresh's `MJRefreshBackNormalFooter`: an arrow that flips as
/// you pull and a spinner while loading.
open class BackNormalFooter: BackStateFooter {
  /// The arrow: up while idle, down while pulling, hidden while refreshing and with no more data.
  public let arrowView = ArrowModel()

  /// The spinner shown while loading.
  public let loadingView = ActivityIndicatorModel()

  /// The rotation of the arrow while idle: MJRefresh's `0.000001 - π`.
  public static let idleArrowRotation: CGFloat = 0.000001 - .pi

  /// Adopts the arrow and the spinner, left of the label (right of it, right to left).
  open override func prepare() {
    super.prepare()
    self.adopt(
      ArrowAndSpinner(
        arrow: self.arrowView, spinner: self.loadingView, tintedLike: self.stateLabel,
        rotations: (idle: Self.idleArrowRotation, pulling: 0)))
  }
}
