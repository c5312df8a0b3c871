#if canImport(UIKit) || os(Linux)  // the stand-in on Linux, for the tests; nothing on macOS

/// MJRefresh's `MJRefreshState` for Objective-C: `RKRefreshStateIdle` … `RKRefreshStateNoMoreData`,
/// with MJRefresh's values (1 to 5), then RefreshKit's second-floor states.
///
/// It maps one to one onto the engine's `RefreshState`, whose raw values are the same.
#if canImport(ObjectiveC)
@objc
#endif
public enum RKRefreshState: Int, Sendable, CaseIterable {
  /// At rest: MJRefresh's `MJRefreshStateIdle`.
  case idle = 1
  /// Pulled past the trigger; releasing refreshes: `MJRefreshStatePulling`.
  case pulling = 2
  /// Refreshing: `MJRefreshStateRefreshing`.
  case refreshing = 3
  /// Asked to refresh while it cannot be seen; it refreshes once it can:
  /// `MJRefreshStateWillRefresh`.
  case willRefresh = 4
  /// Everything is loaded; the footer shows so until reset: `MJRefreshStateNoMoreData`.
  case noMoreData = 5
  /// Pulled past the second floor's trigger (RefreshKit's; MJRefresh has no second floor).
  case secondFloorArmed = 6
  /// The second floor opening.
  case openingSecondFloor = 7
  /// The second floor open.
  case secondFloorOpen = 8
  /// The second floor closing.
  case closingSecondFloor = 9

  /// The face's state of an engine state.
  ///
  /// - Parameter state: The engine's state.
  public init(_ state: RefreshState) {
    self =
      switch state {
      case .idle: .idle
      case .pulling: .pulling
      case .refreshing: .refreshing
      case .willRefresh: .willRefresh
      case .noMoreData: .noMoreData
      case .secondFloorArmed: .secondFloorArmed
      case .openingSecondFloor: .openingSecondFloor
      case .secondFloorOpen: .secondFloorOpen
      case .closingSecondFloor: .closingSecondFloor
      }
  }

  /// The engine's state of this one.
  public var refreshState: RefreshState {
    switch self {
    case .idle: .idle
    case .pulling: .pulling
    case .refreshing: .refreshing
    case .willRefresh: .willRefresh
    case .noMoreData: .noMoreData
    case .secondFloorArmed: .secondFloorArmed
    case .openingSecondFloor: .openingSecondFloor
    case .secondFloorOpen: .secondFloorOpen
    case .closingSecondFloor: .closingSecondFloor
    }
  }
}
#endif
