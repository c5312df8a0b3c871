/// What a pulled component shows, in GMPullToRefresh's and SVPullToRefresh's four states:
/// ``RefreshComponent/pullPhase``.
///
/// | GMPullToRefresh | RefreshKit |
/// |---|---|
/// | Hidden | ``hidden``: idle (or no more data), out of view |
/// | Visible | ``visible``: idle (or no more data), partly pulled into view |
/// | Triggered | ``triggered``: ``RefreshState/pulling`` |
/// | Loading | ``loading``: ``RefreshState/refreshing`` or ``RefreshState/willRefresh`` |
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
