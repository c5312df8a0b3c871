import Foundation

/// A back footer with a state label: MJRefresh's `MJRefreshBackStateFooter`.
///
/// The label reads "Pull up to load more", "Release to load more", "Loading..." and "No more
/// data", localized by ``RefreshConfig``, or your own titles.
open class BackStateFooter: BackFooter, StateTitled {
  /// The state label and its titles: "Pull up to load more", "Release to load more", "Loading...", "No more data".
  public let stateTitles = StateTitles(
    idle: .backFooterIdle, pulling: .backFooterPulling, refreshing: .backFooterRefreshing,
    noMoreData: .backFooterNoMoreData, loaded: .footerLoaded, failed: .backFooterFailed,
    fillsOwner: true)

  /// Gives the label the config's text measurer and shows the idle title.
  open override func prepare() {
    super.prepare()
    self.adopt(self.stateTitles)
  }

  /// The label's text, which the arrow or the frames sit left of; none with the label hidden,
  /// when they sit in the middle.
  override var textWidthBesideParts: CGFloat? {
    self.stateLabel.isHidden ? nil : self.drawnStateTextWidth
  }
}
