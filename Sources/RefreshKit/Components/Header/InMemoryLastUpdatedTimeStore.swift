public import Foundation

/// Keeps last-updated times in memory, for tests and previews.
@MainActor
public final class InMemoryLastUpdatedTimeStore: LastUpdatedTimeStore {
  /// The stored times, by key.
  public private(set) var dates: [String: Date]

  /// Creates a store, optionally with times already in it.
  public init(dates: [String: Date] = [:]) {
    self.dates = dates
  }

  /// The time stored under `key`, or `nil`.
  public func lastUpdatedTime(forKey key: String) -> Date? {
    self.dates[key]
  }

  /// Stores `date` under `key`.
  public func setLastUpdatedTime(_ date: Date, forKey key: String) {
    self.dates[key] = date
  }
}
