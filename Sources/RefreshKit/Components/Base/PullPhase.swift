/// What a pulled component shows, in GMPullToRefresh's and SVPullToRefresh's four states:
/// ``RefreshComponent/pullPhase``.
///
/// ``hidden`` and ``visible`` are idle (or no more data); ``triggered`` is
/// ``RefreshState/pulling``; ``loading`` is ``RefreshState/refreshing`` or
/// ``RefreshState/willRefresh``.
public enum PullPhase: Sendable, Hashable, CaseIterable {
  /// At rest and out of view.
  case hidden

  /// At rest, partly in view: the user pulls, short of the trigger.
  case visible

  /// Pulled past the trigger: letting go now refreshes.
  case triggered

  /// Refreshing, or waiting to.
  case loading
}
