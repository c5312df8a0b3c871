public import Foundation

/// How a footer retries a failed page by itself: ``RefreshFooter/automaticRetry``.
///
/// After the first failure in a row the footer waits ``delay``, then loads again; after each
/// further failure it waits ``multiplier`` times longer, at most ``maximumDelay``, until it has
/// retried ``limit`` times. Then the failure stays shown, and a tap or a pull retries.
///
/// ```swift
/// footer.automaticRetry = RefreshRetryPolicy(limit: 3, delay: 1, multiplier: 2)
/// // fails: retries after 1 s, 2 s and 4 s, then waits for the user
/// ```
public struct RefreshRetryPolicy: Sendable, Hashable {
  /// How many times the footer retries by itself after failures in a row.
  public var limit: Int

  /// The wait before the first retry, in seconds.
  public var delay: TimeInterval

  /// How much longer each further wait is than the one before: 2 doubles it.
  public var multiplier: Double

  /// The longest wait, in seconds.
  public var maximumDelay: TimeInterval

  /// Creates a policy.
  ///
  /// - Parameters:
  ///   - limit: How many times to retry. Defaults to 3.
  ///   - delay: The wait before the first retry. Defaults to 1 s.
  ///   - multiplier: The growth of each further wait. Defaults to 2.
  ///   - maximumDelay: The longest wait. Defaults to 30 s.
  public init(
    limit: Int = 3, delay: TimeInterval = 1, multiplier: Double = 2,
    maximumDelay: TimeInterval = 30
  ) {
    self.limit = limit
    self.delay = delay
    self.multiplier = multiplier
    self.maximumDelay = maximumDelay
  }

  /// The wait before retry number `retry` (1 for the first), or `nil` past the limit.
  ///
  /// - Parameter retry: The retry's number, from 1.
  /// - Returns: The wait in seconds, or `nil`.
  public func delay(beforeRetry retry: Int) -> TimeInterval? {
    guard retry >= 1, retry <= self.limit else {
      return nil
    }
    var wait = self.delay
    for _ in 1..<retry {
      wait *= self.multiplier
      if wait >= self.maximumDelay {
        break
      }
    }
    return min(wait, self.maximumDelay)
  }

  /// The policy with every value made usable, and what was changed, for ``Diagnostics``.
  func checked() -> (policy: RefreshRetryPolicy, problems: [String]) {
    var policy = self
    var problems: [String] = []
    if policy.limit < 0 {
      problems.append("limit \(policy.limit) became 0")
      policy.limit = 0
    }
    if !policy.delay.isFinite || policy.delay < 0 {
      problems.append("delay \(policy.delay) became 0")
      policy.delay = 0
    }
    if !policy.multiplier.isFinite || policy.multiplier < 1 {
      problems.append("multiplier \(policy.multiplier) became 1")
      policy.multiplier = 1
    }
    let longest = Diagnostics.animationDurationLimit
    if policy.maximumDelay.isNaN || policy.maximumDelay < 0 || policy.maximumDelay > longest {
      problems.append("maximumDelay \(policy.maximumDelay) became \(longest)")
      policy.maximumDelay = longest
    }
    return (policy, problems)
  }
}
