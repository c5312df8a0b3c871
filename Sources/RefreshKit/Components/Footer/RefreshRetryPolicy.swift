public import Foundation

/// How a footer retries a failed page by itself: ``RefreshFooter/automaticRetry``.
///
/// Past the ``limit`` the failure stays shown until a tap or a pull. See <doc:beyond-mjrefresh>.
public struct RefreshRetryPolicy: Sendable, Hashable {
  /// How many times the footer retries by itself after failures in a row.
  public var limit: Int

  /// The wait before the first retry, in seconds.
  public var delay: TimeInterval

  /// How much longer each further wait is than the one before: 2 doubles it.
  public var multiplier: Double

  /// The longest wait, in seconds.
  public var maximumDelay: TimeInterval

  /// Creates a policy; the defaults retry 3 times, after 1 s, 2 s and 4 s (at most 30 s).
  public init(
    limit: Int = 3, delay: TimeInterval = 1, multiplier: Double = 2,
    maximumDelay: TimeInterval = 30
  ) {
    self.limit = limit
    self.delay = delay
    self.multiplier = multiplier
    self.maximumDelay = maximumDelay
  }

  /// The wait in seconds before retry number `retry` (1 for the first), or `nil` past the limit.
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
