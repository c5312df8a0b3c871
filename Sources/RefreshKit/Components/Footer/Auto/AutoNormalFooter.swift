import Foundation

/// The classic infinite-scrolling footer, MJRefresh's `MJRefreshAutoNormalFooter`: a label and a
/// spinner while loading.
///
/// The spinner sits left of the label (right of it, right to left), or in the middle when
/// ``AutoStateFooter/refreshingTitleHidden`` is on. See <doc:FootersAndTheTrailer>.
open class AutoNormalFooter: AutoStateFooter {
  /// The spinner shown while loading.
  public let loadingView = ActivityIndicatorModel()

  /// Adopts the spinner.
  open override func prepare() {
    super.prepare()
    self.adopt(LoadingSpinner(self.loadingView))
  }
}
