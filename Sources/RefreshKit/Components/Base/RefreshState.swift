/// The state of a refresh component: MJRefresh's `MJRefreshState`, with the same raw values.
///
/// See <doc:state-machine> for the transitions between them.
public enum RefreshState: Int, Sendable, Hashable, CaseIterable {
  /// At rest: nothing is loading, though a header may be partly visible while the user drags.
  case idle = 1

  /// Dragged past the trigger: releasing now starts a refresh.
  case pulling

  /// Refreshing: the component holds its space and the host loads.
  case refreshing

  /// Asked to refresh while not visible; it starts refreshing when it becomes visible.
  case willRefresh

  /// A footer that has loaded everything: it shows so and never triggers until reset.
  case noMoreData

  /// RefreshKit's own: dragged past the second floor's trigger, so releasing opens it.
  case secondFloorArmed

  /// RefreshKit's own: the content moves down until the second floor fills the view.
  case openingSecondFloor

  /// RefreshKit's own: the second floor is open, until a pull up past the close distance or
  /// ``RefreshHeader/closeSecondFloor(completion:)``.
  case secondFloorOpen

  /// RefreshKit's own: the second floor closes and the list returns.
  case closingSecondFloor

  /// Whether this state counts as refreshing: ``refreshing`` or ``willRefresh``.
  public var isRefreshing: Bool {
    switch self {
    case .refreshing, .willRefresh: true
    case .idle, .pulling, .noMoreData, .secondFloorArmed, .openingSecondFloor, .secondFloorOpen,
      .closingSecondFloor:
      false
    }
  }

  /// Whether the second floor is opening, open or closing: the header holds space for it and
  /// follows no pull.
  public var isSecondFloor: Bool {
    switch self {
    case .openingSecondFloor, .secondFloorOpen, .closingSecondFloor: true
    case .idle, .pulling, .refreshing, .willRefresh, .noMoreData, .secondFloorArmed: false
    }
  }

  var isArmed: Bool {
    self == .pulling || self == .secondFloorArmed
  }
}
