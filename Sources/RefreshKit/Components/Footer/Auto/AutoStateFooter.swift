import Foundation

/// An auto footer with a state label the user can tap to load
/// (``AutoLoader/stateLabelTapped()``): MJRefresh's `MJRefreshAutoStateFooter`.
open class AutoStateFooter: AutoFooter, StateTitled {
  /// The state label and its titles, localized by ``RefreshConfig``.
  public let stateTitles = StateTitles(
    idle: .autoFooterIdle, refreshing: .autoFooterRefreshing, noMoreData: .autoFooterNoMoreData,
    loaded: .footerLoaded, failed: .autoFooterFailed, fillsOwner: true)

  /// Whether the label hides its text while refreshing, leaving the spinner alone; off by default.
  public var refreshingTitleHidden = false {
    didSet {
      self.stateTitles.hidesRefreshingTitle = self.refreshingTitleHidden
      self.placeSubviews()
    }
  }

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
