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

  /// Adopts the spinner, which turns while loading, left of the label (right of it, right to
  /// left), or in the middle without the refreshing title.
  open override func prepare() {
    super.prepare()
    self.adopt(LoadingSpinner(self.loadingView))
  }
}
