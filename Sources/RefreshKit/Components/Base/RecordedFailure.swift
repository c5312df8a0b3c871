/// The error a replayed `endRefreshingWithFailure` ends with: traces record no errors.
public struct RecordedFailure: Error, Sendable, Hashable, CustomStringConvertible {
  /// Creates the error.
  public init() {}

  /// "a recorded failure".
  public var description: String {
    "a recorded failure"
  }
}
