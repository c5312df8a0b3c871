public import Foundation

/// Keeps last-updated times in memory, for tests and previews.
@MainActor
public final class InMemoryLastUpdatedTimeStore: LastUpdatedTimeStore {
  /// The stored times, by key.
  public private(set) var dates: [String: Date]

  /// Creates a store, optionally with times already in it.
  ///
  /// - Parameter dates: The initial times, by key.
  public init(dates: [String: Date] = [:]) {
    self.dates = dates
  }

  /// The time stored under `key`, or `nil`.
  ///
  /// - Parameter key: The header's key.
  /// - Returns: The stored time.
  public func lastUpdatedTime(forKey key: String) -> Date? {
    self.dates[key]
  }

  /// Stores `date` under `key`.
  ///
  /// - Parameters:
  ///   - date: The time a refresh ended.
  ///   - key: The header's key.
  public func setLastUpdatedTime(_ date: Date, forKey key: String) {
    self.dates[key] = date
  }
}
