public import Foundation

/// Where a header keeps the time of its last completed refresh, by key.
///
/// MJRefresh keeps it in `NSUserDefaults`; so does ``UserDefaultsLastUpdatedTimeStore``, the
/// default. Tests use ``InMemoryLastUpdatedTimeStore`` so that they share nothing.
@MainActor
public protocol LastUpdatedTimeStore: AnyObject {
  /// The time stored under `key`, or `nil` when none is.
  ///
  /// - Parameter key: The header's ``RefreshHeader/lastUpdatedTimeKey``.
  /// - Returns: The stored time.
  func lastUpdatedTime(forKey key: String) -> Date?

  /// Stores `date` under `key`.
  ///
  /// - Parameters:
  ///   - date: The time a refresh ended.
  ///   - key: The header's ``RefreshHeader/lastUpdatedTimeKey``.
  func setLastUpdatedTime(_ date: Date, forKey key: String)
}
