import Foundation

/// The classic infinite-scrolling footer, MJRefresh's `MJRefreshAutoNormalFooter`: a label and a
/// spinner while loading.
///
/// ```swift
/// scroll.footer = AutoNormalFooter { await model.loadNextPage() }
/// ```
///
/// The spinner sits left of the label, or in the middle when
/// ``AutoStateFooter/refreshingTitleHidden`` is on.
open class AutoNormalFooter: AutoStateFooter {
  /// The spinner shown while loading.
  public let loadingView = ActivityIndicatorModel()

  /// Adopts the spinner, left of the label (right of it, right to left).
  open override func prepare() {
    super.prepare()
    self.adopt(LoadingSpinner(self.loadingView))
  }
}
