extension RefreshComponent {
  /// Begins a refresh for an assistive technology: what a host calls from VoiceOver's scroll
  /// gesture (UIKit's `accessibilityScroll(_:)`), so that a user who cannot pull still refreshes.
  ///
  /// A header begins only while the content rests at its top, a footer only at the content's
  /// end and a trailer only at its trailing end, and only from ``RefreshState/idle`` while
  /// enabled and seen (an auto footer hidden for short content is not); anywhere else the
  /// gesture is the host's to scroll with. The refresh reports feedback, as one the user
  /// started does.
  ///
  /// - Returns: Whether a refresh began: the host returns it from `accessibilityScroll(_:)`.
  @discardableResult
  public func accessibilityRefresh() -> Bool {
    guard self.state == .idle, self.isEnabled, self.canBeSeen, self.isAtPullEdge else {
      return false
    }
    return self.beginRefreshing(reason: .accessibilityAction)
  }
}
