import Foundation

/// An auto footer with a state label the user can tap to load: MJRefresh's
/// `MJRefreshAutoStateFooter`.
///
/// When the host's label is tapped, call ``AutoLoader/stateLabelTapped()``: it loads even when
/// ``AutoLoader/autoTriggerTimes`` is used up, as MJRefresh's tap does.
open class AutoStateFooter: AutoFooter, StateTitled {
  /// The state label and its titles, localized by ``RefreshConfig``.
  public let stateTitles = StateTitles(
    idle: .autoFooterIdle, refreshing: .autoFooterRefreshing, noMoreData: .autoFooterNoMoreData,
    loaded: .footerLoaded, failed: .autoFooterFailed, fillsOwner: true)

  /// Whether the label shows no text while refreshing, leaving the spinner alone; defaults to
  /// `false`.
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

  /// MJRefresh: without the refreshing title the spinner or frames sit in the middle.
  override var textWidthBesideParts: CGFloat? {
    self.refreshingTitleHidden ? nil : self.drawnStateTextWidth
  }
}
