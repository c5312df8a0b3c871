import Foundation

/// A trailer with a vertical state label, one character per line: MJRefresh's
/// `MJRefreshStateTrailer`.
///
/// The label reads "Slide to view details" while idle and "Release to view details" while
/// pulling and refreshing (MJRefresh ships these only in Chinese; RefreshKit has them in every
/// bundled language). A title set before attaching shows at once (MJRefresh #1533).
open class StateTrailer: RefreshTrailer, StateTitled {
  /// The state label and its titles: "Slide to view details", "Release to view details".
  public let stateTitles = StateTitles(
    keys: [
      .idle: .trailerIdle, .pulling: .trailerPulling, .refreshing: .trailerPulling,
      .willRefresh: .trailerPulling,
    ], results: [.success: .headerRefreshed, .failure: .headerFailed])

  /// The localized title of `state`: the idle text, or the pulling text while pulling and
  /// refreshing.
  ///
  /// - Parameter state: The state.
  /// - Returns: The default title, or `nil`.
  open func defaultTitle(for state: RefreshState) -> String? {
    self.stateTitles.localizedTitle(for: state, in: self.config)
  }

  /// Sets the label up for one character per line and shows the idle title.
  open override func prepare() {
    super.prepare()
    self.stateLabel.numberOfLines = 0
    self.adopt(self.stateTitles)
  }

  /// Centers a label one character wide (the font size, rounded up) in the trailer.
  open override func placeSubviews() {
    super.placeSubviews()
    guard !self.stateLabel.isHidden else {
      return
    }
    let width = self.stateLabel.fontSize.rounded(.up)
    self.stateLabel.frame = CGRect(
      x: self.frame.width * 0.5 - width * 0.5, y: 0, width: width, height: self.frame.height)
  }
}
