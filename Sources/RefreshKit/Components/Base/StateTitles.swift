/// The titles a component sets per state on top of its localized defaults.
struct StateTitles {
  private var custom: [RefreshState: String] = [:]

  /// Sets the custom title of `state`; `nil` removes it.
  mutating func set(_ title: String?, for state: RefreshState) {
    self.custom[state] = title
  }

  /// The custom title of `state`, or the default one.
  func title(for state: RefreshState, default defaultTitle: (RefreshState) -> String?) -> String? {
    self.custom[state] ?? defaultTitle(state)
  }
}
