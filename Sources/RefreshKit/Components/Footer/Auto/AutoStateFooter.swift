import Foundation

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
    idle: .autoFooterIdle, refreshing: .autoFooterRefreshing, noMoreData: .autoFooterNoMoreData,
    loaded: .footerLoaded, failed: .autoFooterFailed, fillsOwner: true)

  /// Whether the label shows no text while refreshing, leaving the spinner alone.
  ///
  /// Defaults to `false`.
  public var refreshingTitleHidden = false {
    didSet {
      self.stateTitles.hidesRefreshingTitle = self.refreshingTitleHidden
      self.placeSubviews()
    }
  }

  // MARK: - Hooks

  /// Gives the label the config's text measurer and shows the idle title.
  open override func prepare() {
    super.prepare()
    self.adopt(self.stateTitles)
  }

  /// The label's text, which the spinner or the frames sit left of; none without the
  /// refreshing title, when they sit in the middle (MJRefresh's rule).
  override var textWidthBesideParts: CGFloat? {
    self.refreshingTitleHidden ? nil : self.drawnStateTextWidth
  }
}
