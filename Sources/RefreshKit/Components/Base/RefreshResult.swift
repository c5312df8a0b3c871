/// How a refresh ended: what a component tells its feedback handler when one finishes.
public enum RefreshResult: Sendable {
  /// The refresh loaded what it asked for.
  case success

  /// The refresh failed with `error`: an ``RefreshComponent/asyncRefreshingAction`` threw it.
  case failure(any Error)

  /// Whether the refresh succeeded.
  public var isSuccess: Bool {
    if case .success = self {
      return true
    }
    return false
  }
}
