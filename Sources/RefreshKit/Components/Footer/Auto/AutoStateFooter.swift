public import Foundation

/// An auto footer with a state label the user can tap to load: MJRefresh's
/// `MJRefreshAutoStateFooter`.
///
/// The label reads "Tap or pull up to load more", "Loading..." and "No more data", localized by
/// ``RefreshConfig``. When the host's label is tapped, call ``stateLabelTapped()``; it loads even
/// when ``AutoFooter/autoTriggerTimes`` is used up, as MJRefresh's tap does (#1529).
open class AutoStateFooter: AutoFooter {
  /// The label that shows the current state's title; it fills the footer.
  public let stateLabel = LabelModel()

  /// The gap between the label and the spinner or frames beside it.
  ///
  /// Defaults to 25.
  public var labelLeftInset: CGFloat = RefreshMetrics.labelLeftInset {
    didSet {
      self.labelLeftInset =
        GeometryCheck.checkedLength(
          self.labelLeftInset, "AutoStateFooter.labelLeftInset", kept: oldValue) ?? oldValue
      self.placeSubviews()
    }
  }

  /// Whether the label shows no text while refreshing, leaving the spinner alone.
  ///
  /// Defaults to `false`.
  public var refreshingTitleHidden = false {
    didSet {
      self.applyTitle()
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
  /// - Parameter state: The state.
  /// - Returns: The title, or `nil` when the state has none.
  public func title(for state: RefreshState) -> String? {
    self.titles.title(for: state, default: self.defaultTitle(for:))
  }

  /// The localized title of `state`: idle, refreshing (also while waiting to) and no more data.
  ///
  /// - Parameter state: The state.
  /// - Returns: The default title, or `nil`.
  open func defaultTitle(for state: RefreshState) -> String? {
    switch state {
    case .idle: self.config.localizedString(.autoFooterIdle)
    case .refreshing, .willRefresh: self.config.localizedString(.autoFooterRefreshing)
    case .noMoreData: self.config.localizedString(.autoFooterNoMoreData)
    case .pulling: nil
    }
  }

  /// The host's label was tapped: loads if idle, whatever ``AutoFooter/autoTriggerTimes`` says.
  ///
  /// - Returns: Whether a refresh began.
  @discardableResult
  public func stateLabelTapped() -> Bool {
    self.recordCall("stateLabelTapped")
    guard self.state == .idle else {
      return false
    }
    return self.beginRefreshing(reason: .tap)
  }

  /// Performs a recorded `stateLabelTapped`, or passes the call to the superclass.
  ///
  /// - Parameter name: The call's name.
  open override func replayRecordedCall(_ name: String) {
    if name == "stateLabelTapped" {
      self.stateLabelTapped()
    } else {
      super.replayRecordedCall(name)
    }
  }

  // MARK: - Hooks

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
    let hidesTitle = self.state == .refreshing && self.refreshingTitleHidden
    self.stateLabel.text = hidesTitle ? nil : self.title(for: self.state)
  }
}
