/// The state of a refresh component: MJRefresh's `MJRefreshState`, with the same raw values.
///
/// See <doc:state-machine> for the transitions between them.
public enum RefreshState: Int, Sendable, Hashable, CaseIterable {
  /// At rest: nothing is loading. A header may be partly visible while the user drags.
  case idle = 1

  /// Dragged past the trigger: releasing now starts a refresh.
  case pulling

  /// Refreshing: the component holds its space and the host loads.
  case refreshing

  /// Asked to refresh while not visible; it starts refreshing when it becomes visible.
  case willRefresh

  /// A footer that has loaded everything: it shows so and never triggers until reset.
  case noMoreData

  /// Whether this state counts as refreshing: ``refreshing`` or ``willRefresh``.
  public var isRefreshing: Bool {
    switch self {
    case .refreshing, .willRefresh: true
    case .idle, .pulling, .noMoreData: false
    }
  }
}
