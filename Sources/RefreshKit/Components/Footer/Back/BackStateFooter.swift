import Foundation

/// A back footer with a state label: MJRefresh's `MJRefreshBackStateFooter`.
open class BackStateFooter: BackFooter, StateTitled {
  /// The state label and its titles, localized by ``RefreshConfig``.
  public let stateTitles = StateTitles(
    idle: .backFooterIdle, pulling: .backFooterPulling, refreshing: .backFooterRefreshing,
    noMoreData: .backFooterNoMoreData, loaded: .footerLoaded, failed: .backFooterFailed,
    fillsOwner: true)

  /// Adopts the state titles.
  open override func prepare() {
    super.prepare()
    self.adopt(self.stateTitles)
  }

  /// None with the label hidden: the arrow or the frames then sit in the middle.
  override var textWidthBesideParts: CGFloat? {
    self.stateLabel.isHidden ? nil : self.drawnStateTextWidth
  }
}
