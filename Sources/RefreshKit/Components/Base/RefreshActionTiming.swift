/// When a refresh component runs its refreshing action: ``RefreshComponent/actionTiming``.
public enum RefreshActionTiming: Sendable, Hashable, CaseIterable {
  /// After the begin animation (0.25 s) has scrolled the component into view: MJRefresh's
  /// timing, the default.
  case afterBeginAnimation

  /// As the refresh begins, while the content scrolls into place: GMPullToRefresh's and
  /// EGOTableViewPullRefresh's timing, which start loading the moment they enter their loading
  /// state.
  case immediately
}
