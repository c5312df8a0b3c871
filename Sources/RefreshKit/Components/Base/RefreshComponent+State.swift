import Foundation

extension RefreshComponent {
  /// The current state.
  ///
  /// Observers of `\.state` are told after the component has reacted to the change, and each
  /// hears every change exactly once, in order, even when a reaction or an observer changes it.
  public var state: RefreshState {
    self.lifecycle.name
  }

  /// Whether the component is refreshing or waiting to: ``RefreshState/refreshing`` or
  /// ``RefreshState/willRefresh``.
  public var isRefreshing: Bool {
    self.state.isRefreshing
  }

  /// The component's state in GMPullToRefresh's terms: hidden, visible, triggered or loading;
  /// observe ``state`` and ``pullingPercent`` to follow it.
  public var pullPhase: PullPhase {
    switch self.state {
    case .refreshing, .willRefresh: .loading
    case .pulling, .secondFloorArmed: .triggered
    case .openingSecondFloor, .secondFloorOpen, .closingSecondFloor: .visible
    case .idle, .noMoreData: self.pullingPercent > 0 ? .visible : .hidden
    }
  }
}
