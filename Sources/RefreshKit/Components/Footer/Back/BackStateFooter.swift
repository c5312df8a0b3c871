public import Foundation

/// A back footer with a state label: MJRefresh's `MJRefreshBackStateFooter`.
///
/// The label reads "Pull up to load more", "Release to load more", "Loading..." and "No more
/// data", localized by ``RefreshConfig``, or your own titles.
open class BackStateFooter: BackFooter, StateTitled {
  /// The state label and its titles: "Pull up to load more", "Release to load more", "Loading...", "No more data".
  public let stateTitles = StateTitles(
    keys: [
      .idle: .backFooterIdle, .pulling: .backFooterPulling, .refreshing: .backFooterRefreshing,
      .willRefresh: .backFooterRefreshing, .noMoreData: .backFooterNoMoreData,
    ], results: [.success: .footerLoaded, .failure: .backFooterFailed])

  /// The gap between the label and the arrow or spinner beside it.
  ///
  /// Defaults to 25.
  public var labelLeftInset: CGFloat = RefreshMetrics.labelLeftInset {
    didSet {
      self.labelLeftInset =
        GeometryCheck.checkedLength(
          self.labelLeftInset, "BackStateFooter.labelLeftInset", kept: oldValue) ?? oldValue
      self.placeSubviews()
    }
  }

  /// The localized title of `state`.
  ///
  /// - Parameter state: The state.
  /// - Returns: The default title, or `nil`.
  open func defaultTitle(for state: RefreshState) -> String? {
    self.stateTitles.localizedTitle(for: state, in: self.config)
  }

  /// Gives the label the config's text measurer and shows the idle title.
  open override func prepare() {
    super.prepare()
    self.adopt(self.stateTitles)
  }

  /// Lets the label fill the footer.
  open override func placeSubviews() {
    super.placeSubviews()
    self.placeStateLabelAlone()
  }

  /// The gap between the label and the spinner, arrow or image beside it.
  override var textAccessoryGap: CGFloat {
    self.labelLeftInset
  }
}
