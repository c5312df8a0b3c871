import Foundation

/// Sanitizes durations and delays: NaN and negative values become zero, huge ones the limit,
/// each with a report to ``Diagnostics``.
enum TimeCheck {
  /// At most `limit` seconds: a day for delays, a minute for animations.
  static func duration(
    _ value: TimeInterval, _ subject: String, limit: TimeInterval = Diagnostics.durationLimit
  ) -> TimeInterval {
    if value.isNaN {
      Diagnostics.report(.nonFiniteValue, subject, "refused duration nan: used 0")
      return 0
    }
    if value < 0 {
      Diagnostics.report(
        .negativeValueClamped, subject,
        "clamped duration \(value) to 0: durations cannot be negative")
      return 0
    }
    if value > limit {
      Diagnostics.report(
        value.isFinite ? .valueOutOfRange : .nonFiniteValue, subject,
        "clamped duration \(value) to \(limit) s: the longest "
          + (limit == Diagnostics.durationLimit ? "RefreshKit waits" : "animation RefreshKit runs"))
      return limit
    }
    return value
  }

  static func frameInterval(_ value: TimeInterval, _ subject: String) -> TimeInterval {
    guard value.isFinite && value > 0 && value <= 1 else {
      Diagnostics.report(
        .valueOutOfRange, subject, "refused \(value): must be above 0 and at most 1 s; used 1/60 s")
      return 1.0 / 60
    }
    return value
  }
}
