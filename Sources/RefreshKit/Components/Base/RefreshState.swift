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

  /// A header with a second floor (``RefreshHeader/secondFloor``) dragged past the floor's
  /// trigger: releasing now opens the second floor. RefreshKit's own state.
  case secondFloorArmed

  /// The second floor opens: the content moves down until the floor fills the view.
  /// RefreshKit's own state.
  case openingSecondFloor

  /// The second floor is open: the header holds the floor's length and the list waits below.
  /// A pull up past the close distance, or ``RefreshHeader/closeSecondFloor(completion:)``,
  /// closes it. RefreshKit's own state.
  case secondFloorOpen

  /// The second floor closes: the held length shrinks back to zero and the list returns.
  /// RefreshKit's own state.
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

  /// Whether a drag holds the component past a trigger, so that a release acts:
  /// ``pulling`` or ``secondFloorArmed``.
  var isArmed: Bool {
    self == .pulling || self == .secondFloorArmed
  }
}
