public import Foundation

/// A back footer with a state label: MJRefresh's `MJRefreshBackStateFooter`.
///
/// The label reads "Pull up to load more", "Release to load more", "Loading..." and "No more
/// data", localized by ``RefreshConfig``, or your own titles.
open class BackStateFooter: BackFooter {
  /// The label that shows the current state's title; it fills the footer.
  public let stateLabel = LabelModel()

  /// The gap between the label and the arrow or spinner beside it.
  ///
  /// Defaults to 25.
  public var labelLeftInset: CGFloat = RefreshMetrics.labelLeftInset {
    didSet {
      self.labelLeftInset =
        GeometryCheck.checkedLength(
          self.labelLeftInset, "BackStateFooter.labelLeftInset", kept: oldValue) ?? oldValue
      self.placeSubviews()
    }
  }

  private var titles = StateTitles()

  /// Sets the title shown in `state`, replacing the localized one; `nil` brings the localized title
  /// back.
  ///
  /// A title set for the current state shows at once.
  ///
  /// - Parameters:
  ///   - title: The title, or `nil` for the default.
  ///   - state: The state it is for.
  /// - Returns: The footer, for chaining.
  @discardableResult
  public func setTitle(_ title: String?, for state: RefreshState) -> Self {
    self.titles.set(title, for: state)
    self.applyTitle()
    return self
  }

  /// The title shown in `state`: yours if you set one, otherwise the localized default.
  ///
  /// MJRefresh's `titleForState:`.
  ///
  /// - Parameter state: The state.
  /// - Returns: The title, or `nil` when the state has none.
  public func title(for state: RefreshState) -> String? {
    self.titles.title(for: state, default: self.defaultTitle(for:))
  }

  /// The localized title of `state`.
  ///
  /// - Parameter state: The state.
  /// - Returns: The default title, or `nil`.
  open func defaultTitle(for state: RefreshState) -> String? {
    switch state {
    case .idle: self.config.localizedString(.backFooterIdle)
    case .pulling: self.config.localizedString(.backFooterPulling)
    case .refreshing, .willRefresh: self.config.localizedString(.backFooterRefreshing)
    case .noMoreData: self.config.localizedString(.backFooterNoMoreData)
    }
  }

  /// Gives the label the config's text measurer and shows the idle title.
  open override func prepare() {
    super.prepare()
    self.placeSubviews(whenever: self.stateLabel.isHiddenStorage)
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

  /// Lets the label fill the footer.
  open override func placeSubviews() {
    super.placeSubviews()
    guard !self.stateLabel.isHidden else {
      return
    }
    self.stateLabel.frame = CGRect(x: 0, y: 0, width: self.frame.width, height: self.frame.height)
  }

  private func applyTitle() {
    self.stateLabel.text = self.title(for: self.state)
  }
}
