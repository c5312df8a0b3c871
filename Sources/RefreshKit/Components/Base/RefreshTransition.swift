/// One change of a refresh component's state: where from, where to, and why.
///
/// ``RefreshComponent/transitions`` keeps the most recent ones, so that hosts and tests can read
/// what happened:
///
/// ```swift
/// header.transitions.map(\.to)   // [.pulling, .refreshing, .idle]
/// ```
public struct RefreshTransition: Sendable, Hashable, CustomStringConvertible {
  /// The state before.
  public let from: RefreshState

  /// The state after.
  public let to: RefreshState

  /// Why the state changed.
  public let reason: RefreshTransitionReason

  /// Creates a transition.
  ///
  /// - Parameters:
  ///   - from: The state before.
  ///   - to: The state after.
  ///   - reason: Why it changed.
  public init(from: RefreshState, to: RefreshState, reason: RefreshTransitionReason) {
    self.from = from
    self.to = to
    self.reason = reason
  }

  /// The transition as `idle -> pulling (drag)`.
  public var description: String {
    "\(self.from) -> \(self.to) (\(self.reason))"
  }
}
