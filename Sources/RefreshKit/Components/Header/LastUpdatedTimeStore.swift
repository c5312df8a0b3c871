public import Foundation

/// Where a header keeps the time of its last completed refresh, by key: by default a
/// ``UserDefaultsLastUpdatedTimeStore`` (``RefreshConfig/lastUpdatedTimeStore``).
@MainActor
public protocol LastUpdatedTimeStore: AnyObject {
  /// The time stored under `key` (a ``RefreshHeader/lastUpdatedTimeKey``), or `nil` when none is.
  func lastUpdatedTime(forKey key: String) -> Date?

  /// Stores `date`, the time a refresh ended, under `key`.
  func setLastUpdatedTime(_ date: Date, forKey key: String)
}
