public import Foundation

/// Keeps last-updated times in user defaults, as MJRefresh does: the value under the key is the
/// date itself, so times MJRefresh stored are read back.
@MainActor
public final class UserDefaultsLastUpdatedTimeStore: LastUpdatedTimeStore {
  private let defaults: UserDefaults

  /// Creates a store over a defaults database.
  ///
  /// - Parameter defaults: The database. Defaults to `UserDefaults.standard`.
  public init(defaults: UserDefaults = .standard) {
    self.defaults = defaults
  }

  /// The date stored under `key`, or `nil`.
  ///
  /// - Parameter key: The header's key.
  /// - Returns: The stored date.
  public func lastUpdatedTime(forKey key: String) -> Date? {
    self.defaults.object(forKey: key) as? Date
  }

  /// Stores `date` under `key`.
  ///
  /// - Parameters:
  ///   - date: The time a refresh ended.
  ///   - key: The header's key.
  public func setLastUpdatedTime(_ date: Date, forKey key: String) {
    self.defaults.set(date, forKey: key)
  }
}
