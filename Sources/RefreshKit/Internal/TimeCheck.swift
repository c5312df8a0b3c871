import Foundation

/// Sanitizes durations and delays: NaN and negative values become zero, huge ones the limit,
/// each with a report to ``Diagnostics``.
enum TimeCheck {
  static func duration(_ value: TimeInterval, _ subject: String) -> TimeInterval {
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
    if value > Diagnostics.durationLimit {
      Diagnostics.report(
        value.isFinite ? .valueOutOfRange : .nonFiniteValue, subject,
        "clamped duration \(value) to \(Diagnostics.durationLimit) s: the longest RefreshKit waits")
      return Diagnostics.durationLimit
    }
    return value
  }
}
