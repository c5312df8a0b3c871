/// What a pulled component shows, in GMPullToRefresh's and SVPullToRefresh's four states:
/// ``RefreshComponent/pullPhase``.
public enum PullPhase: Sendable, Hashable, CaseIterable {
  /// At rest (idle or no more data) and out of view.
  case hidden

  /// At rest, partly in view: the user pulls, short of the trigger.
  case visible

  /// Pulled past a trigger (``RefreshState/pulling`` or ``RefreshState/secondFloorArmed``):
  /// letting go now refreshes or opens the floor.
  case triggered

  /// Refreshing, or waiting to.
  case loading
}
