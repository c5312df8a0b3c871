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

  /// Adopts the arrow, turned to its idle direction, and the spinner, which sit left of the
  /// label (right of it, right to left), the arrow tinted like the label.
  open override func prepare() {
    super.prepare()
    self.adopt(
      ArrowAndSpinner(
        arrow: self.arrowView, spinner: self.loadingView, tintedLike: self.stateLabel,
        rotations: (idle: Self.idleArrowRotation, pulling: 0)))
  }
}
