extension RefreshHeader {
  /// Whether a refresh command (⌘R, a menu item, a key command) would refresh the header now:
  /// at rest, enabled, shown, on a scroll model the user can see, and allowed to begin (the
  /// ``RefreshComponent/delegate`` does not say the host is loading, the header is not being
  /// detached).
  ///
  /// A binding validates its menu item or key command with it, and sends the command to the
  /// header it finds first that says yes.
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

  /// Refreshes for a refresh command, as a pull would: the header scrolls into view wherever
  /// the content is, and the refresh reports feedback and is announced, as one the user pulled.
  ///
  /// It is the way to refresh where no pull can: with a mouse wheel, which has no drag, and in
  /// an AppKit scroll view whose elasticity is off. Where ``canPerformRefreshCommand`` is
  /// `false` it does nothing.
  ///
  /// - Returns: Whether a refresh began.
  @discardableResult
  public func performRefreshCommand() -> Bool {
    self.recordCall("refreshCommand")
    guard self.canPerformRefreshCommand else {
      return false
    }
    return self.beginRefreshing(reason: .refreshCommand)
  }
}
