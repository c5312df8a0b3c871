public import Foundation

/// An auto footer with a state label the user can tap to load: MJRefresh's
/// `MJRefreshAutoStateFooter`.
///
/// The label reads "Tap or pull up to load more", "Loading..." and "No more data", localized by
/// ``RefreshConfig``. When the host's label is tapped, call ``AutoLoader/stateLabelTapped()``;
/// it loads even when ``AutoLoader/autoTriggerTimes`` is used up, as MJRefresh's tap does
/// (#1529).
open class AutoStateFooter: AutoFooter, StateTitled {
  /// The state label and its titles: "Tap or pull up to load more", "Loading...", "No more data",
  /// and "Loaded" or the failure's title while a result shows.
  public let stateTitles = StateTitles(
    keys: [
      .idle: .autoFooterIdle, .refreshing: .autoFooterRefreshing,
      .willRefresh: .autoFooterRefreshing, .noMoreData: .autoFooterNoMoreData,
    ], results: [.success: .footerLoaded, .failure: .autoFooterFailed])

  /// The gap between the label and the spinner or frames beside it.
  ///
  /// Defaults to 25.
  public var labelLeftInset: CGFloat = RefreshMetrics.labelLeftInset {
    didSet {
      self.labelLeftInset =
        GeometryCheck.checkedLength(
          self.labelLeftInset, "AutoStateFooter.labelLeftInset", kept: oldValue) ?? oldValue
      self.placeSubviews()
    }
  }

  /// Whether the label shows no text while refreshing, leaving the spinner alone.
  ///
  /// Defaults to `false`.
  public var refreshingTitleHidden = false {
    didSet {
      self.stateTitles.hidesRefreshingTitle = self.refreshingTitleHidden
      self.placeSubviews()
    }
  }

  /// The localized title of `state`: idle, refreshing (also while waiting to) and no more data.
  ///
  /// - Parameter state: The state.
  /// - Returns: The default title, or `nil`.
  open func defaultTitle(for state: RefreshState) -> String? {
    self.stateTitles.localizedTitle(for: state, in: self.config)
  }

  // MARK: - Hooks

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
