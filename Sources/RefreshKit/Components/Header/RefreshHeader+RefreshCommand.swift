extension RefreshHeader {
  /// Whether a refresh command (⌘R, a menu item, a key command) would refresh the header now:
  /// idle, enabled, visible and allowed to begin (the ``RefreshComponent/delegate`` not loading).
  public var canPerformRefreshCommand: Bool {
    guard self.state == .idle, self.isEnabled, self.canBeSeen else {
      return false
    }
    let begin = self.ask(
      .begin(
        reason: .refreshCommand, canBeSeen: true, hostIsLoading: self.isHostLoading,
        listIsRefreshing: self.scrollModel?.holdsBackPages(of: self) ?? false))
    if case .enter(.refreshing, _) = begin {
      return true
    }
    return false
  }

  /// Refreshes for a refresh command as a pull would, scrolling the header into view, and returns
  /// whether a refresh began; where ``canPerformRefreshCommand`` is `false` it does nothing.
  ///
  /// Its feedback and announcement are a pull's, whatever
  /// ``RefreshComponent/reportsFeedbackForProgrammaticRefreshes`` says.
  @discardableResult
  public func performRefreshCommand() -> Bool {
    self.recordCall("refreshCommand")
    guard self.canPerformRefreshCommand else {
      return false
    }
    return self.beginRefreshing(reason: .refreshCommand)
  }
}
