import Foundation

/// A trailer with a vertical state label, one character per line: MJRefresh's
/// `MJRefreshStateTrailer`.
///
/// The label reads "Slide to view details" while idle and "Release to view details" while
/// pulling and refreshing (MJRefresh ships these only in Chinese; RefreshKit has them in every
/// bundled language). A title set before attaching shows at once (MJRefresh #1533).
open class StateTrailer: RefreshTrailer {
  /// The label that shows the current state's title, one character per line.
  public let stateLabel = LabelModel()

  private var titles = StateTitles()

  /// Sets the title shown in `state`, replacing the localized one; `nil` brings the localized title
  /// back.
  ///
  /// A title set for the current state shows at once.
  ///
  /// - Parameters:
  ///   - title: The title, or `nil` for the default.
  ///   - state: The state it is for.
  /// - Returns: The trailer, for chaining.
  @discardableResult
  public func setTitle(_ title: String?, for state: RefreshState) -> Self {
    self.titles.set(title, for: state)
    self.applyTitle()
    return self
  }

  /// The title shown in `state`: yours if you set one, otherwise the localized default.
  ///
  /// - Parameter state: The state.
  /// - Returns: The title, or `nil` when the state has none.
  public func title(for state: RefreshState) -> String? {
    self.titles.title(for: state, default: self.defaultTitle(for:))
  }

  /// The localized title of `state`: the idle text, or the pulling text while pulling and
  /// refreshing.
  ///
  /// - Parameter state: The state.
  /// - Returns: The default title, or `nil`.
  open func defaultTitle(for state: RefreshState) -> String? {
    switch state {
    case .idle: self.config.localizedString(.trailerIdle)
    case .pulling, .refreshing, .willRefresh: self.config.localizedString(.trailerPulling)
    case .noMoreData: nil
    }
  }

  /// Sets the label up for one character per line and shows the idle title.
  open override func prepare() {
    super.prepare()
    self.placeSubviews(whenever: self.stateLabel.isHiddenStorage)
    self.stateLabel.numberOfLines = 0
    self.stateLabel.textMeasurer = self.config.textMeasurer
    self.applyTitle()
  }

  /// Shows the new state's title.
  ///
  /// - Parameter oldState: The state before.
  open override func stateDidChange(from oldState: RefreshState) {
    super.stateDidChange(from: oldState)
    self.applyTitle()
  }

  /// Re-titles in the new language.
  open override func localizationDidChange() {
    self.stateLabel.textMeasurer = self.config.textMeasurer
    self.applyTitle()
    super.localizationDidChange()
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

  private func applyTitle() {
    self.stateLabel.text = self.title(for: self.state)
  }
}
