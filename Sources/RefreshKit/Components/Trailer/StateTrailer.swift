public import Foundation

/// A trailer with a vertical state label, one character per line: MJRefresh's
/// `MJRefreshStateTrailer`, but a title set before attaching shows at once (MJRefresh #1533).
open class StateTrailer: RefreshTrailer, StateTitled {
  /// The state label and its titles.
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

  /// The width the vertical text needs at the user's text size, with MJRefresh's room around it;
  /// `nil` while the state label is hidden.
  open override func lengthNeededForText() -> CGFloat? {
    guard !self.stateLabel.isHidden else {
      return nil
    }
    return self.labelWidth + RefreshMetrics.trailerWidth - self.stateLabel.fontSize.rounded(.up)
  }

  /// At a large text size, widened until every title, wrapped, fits the height.
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
