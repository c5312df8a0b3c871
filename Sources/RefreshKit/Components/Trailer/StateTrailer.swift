public import Foundation

/// A trailer with a vertical state label, one character per line: MJRefresh's
/// `MJRefreshStateTrailer`.
///
/// The label reads "Slide to view details" while idle and "Release to view details" while
/// pulling and refreshing (MJRefresh ships these only in Chinese; RefreshKit has them in every
/// bundled language). A title set before attaching shows at once (MJRefresh #1533).
open class StateTrailer: RefreshTrailer, StateTitled {
  /// The state label and its titles: "Slide to view details", "Release to view details".
  public let stateTitles = StateTitles(
    idle: .trailerIdle, pulling: .trailerPulling, refreshing: .trailerPulling,
    loaded: .headerRefreshed, failed: .headerFailed)

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
    let width = self.labelWidth
    self.stateLabel.frame = CGRect(
      x: self.frame.width * 0.5 - width * 0.5, y: 0, width: width, height: self.frame.height)
  }

  /// The width the vertical text needs at the user's text size: its label, one character wide
  /// by default, is as many characters wide as it takes for the longest title to fit the
  /// trailer's height, and the trailer keeps MJRefresh's room around it.
  ///
  /// - Returns: The width, or `nil` while the state label is hidden.
  open override func lengthNeededForText() -> CGFloat? {
    guard !self.stateLabel.isHidden else {
      return nil
    }
    return self.labelWidth + RefreshMetrics.trailerWidth - self.stateLabel.fontSize.rounded(.up)
  }

  /// The label's width: a character's, or at a large text size, as many characters' as it
  /// takes for every title, wrapped, to fit the height.
  private var labelWidth: CGFloat {
    let label = self.stateLabel
    guard TextColumn.isActive(for: self) else {
      return label.fontSize.rounded(.up)
    }
    let character = label.scaledFontSize.rounded(.up)
    let titles = self.stateTitles.allTitles
    let longest = titles.map { $0?.count ?? 0 }.max() ?? 1
    for characters in 1...max(longest, 1) {
      let width = CGFloat(characters) * character
      let lines = titles.map { label.lineCount(of: $0, in: width) }.max() ?? 1
      if CGFloat(lines) * label.lineHeight <= self.frame.height {
        return width
      }
    }
    return CGFloat(max(longest, 1)) * character
  }
}
