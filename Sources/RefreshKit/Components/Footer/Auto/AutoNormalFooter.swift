import Foundation

/// The classic infinite-scrolling footer: a label and a spinner while loading.
///
/// MJRefresh's `MJRefreshAutoNormalFooter`.
///
/// ```swift
/// scroll.footer = AutoNormalFooter { await model.loadNextPage() }
/// ```
///
/// The spinner sits left of the label, at `width / 2 - textWidth / 2 - labelLeftInset`, or in the
/// middle when ``AutoStateFooter/refreshingTitleHidden`` is on.
open class AutoNormalFooter: AutoStateFooter {
  /// The spinner shown while loading.
  public let loadingView = ActivityIndicatorModel()

  /// Adopts the spinner, which turns while loading.
  open override func prepare() {
    super.prepare()
    self.adopt(LoadingSpinner(self.loadingView))
  }

  /// Places the spinner left of the label (right of it, right to left), or in the middle without
  /// the refreshing title.
  open override func placeSubviews() {
    super.placeSubviews()
    var centerX = self.frame.width * 0.5
    if !self.refreshingTitleHidden {
      centerX -= self.drawnStateTextWidth * 0.5 + self.labelLeftInset
    }
    self.loadingView.frame = self.mirrored(
      CGRect(
        center: CGPoint(x: centerX, y: self.frame.height * 0.5), size: ActivityIndicatorModel.size))
  }
}
