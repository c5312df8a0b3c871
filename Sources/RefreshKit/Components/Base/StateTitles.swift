/// The titles a component sets per state on top of its localized defaults.
struct StateTitles {
  private var custom: [RefreshState: String] = [:]

  /// Sets the custom title of `state`; `nil` removes it.
  mutating func set(_ title: String?, for state: RefreshState) {
    self.custom[state] = title
  }

  /// The custom title of `state`, or the default one.
  ///
  /// Waiting to refresh shows the refreshing title, a custom one included, unless a title of
  /// its own was set.
  func title(for state: RefreshState, default defaultTitle: (RefreshState) -> String?) -> String? {
    if let title = self.custom[state] {
      return title
    }
    if state == .willRefresh, let refreshing = self.custom[.refreshing] {
      return refreshing
    }
    return defaultTitle(state)
  }
}
