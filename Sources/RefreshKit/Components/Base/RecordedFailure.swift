/// The error a replayed `endRefreshingWithFailure` call ends its refresh with: a trace records
/// that a refresh failed, not the error itself.
public struct RecordedFailure: Error, Sendable, Hashable, CustomStringConvertible {
  /// Creates the error.
  public init() {}

  /// "a recorded failure".
  public var description: String {
    "a recorded failure"
  }
}
