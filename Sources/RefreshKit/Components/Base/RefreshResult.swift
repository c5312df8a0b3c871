/// How a refresh ended: what ``RefreshComponent/endRefreshing(result:completion:)`` reports and a
/// component shows for ``RefreshComponent/resultDisplayDuration``.
///
/// An ``RefreshComponent/asyncRefreshingAction`` that throws ends with ``failure(_:)`` by itself
/// (a cancellation is no failure); one that returns, with ``success``.
public enum RefreshResult: Sendable {
  /// The refresh loaded what it asked for.
  case success

  /// The refresh failed with `error`.
  case failure(any Error)

  /// Whether the refresh succeeded.
  public var isSuccess: Bool {
    if case .success = self {
      return true
    }
    return false
  }

  /// The error of a failure, or `nil`.
  public var error: (any Error)? {
    if case .failure(let error) = self {
      return error
    }
    return nil
  }

  /// The result without the error: what a title is chosen by.
  public var kind: Kind {
    self.isSuccess ? .success : .failure
  }

  /// The two kinds of result, without the error.
  public enum Kind: Sendable, Hashable, CaseIterable {
    /// ``RefreshResult/success``.
    case success

    /// ``RefreshResult/failure(_:)``.
    case failure
  }
}
