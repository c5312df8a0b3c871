extension RefreshHeader {
  /// Whether a refresh command (⌘R, a menu item, a key command) would refresh the header now.
  ///
  /// It must be idle, enabled, visible and allowed to begin (the ``RefreshComponent/delegate``
  /// not loading). Bindings validate menu items with it and send the command to the first yes.
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

  /// Refreshes for a refresh command as a pull would, and returns whether a refresh began.
  ///
  /// The header scrolls into view; feedback and announcement are a pull's. It refreshes where no
  /// pull can (a mouse wheel, an AppKit scroll view without elasticity). Where
  /// ``canPerformRefreshCommand`` is `false` it does nothing.
  @discardableResult
  public func performRefreshCommand() -> Bool {
    self.recordCall("refreshCommand")
    guard self.canPerformRefreshCommand else {
      return false
    }
    return self.beginRefreshing(reason: .refreshCommand)
  }
}
