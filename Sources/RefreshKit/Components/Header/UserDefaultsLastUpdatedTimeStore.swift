public import Foundation

/// Keeps last-updated times in user defaults, as MJRefresh does: the value under the key is the
/// date itself, so times MJRefresh stored are read back.
@MainActor
public final class UserDefaultsLastUpdatedTimeStore: LastUpdatedTimeStore {
  private let defaults: UserDefaults

  /// Creates a store over `defaults`, `UserDefaults.standard` by default.
  public init(defaults: UserDefaults = .standard) {
    self.defaults = defaults
  }

  /// The date stored under `key`, or `nil`.
  public func lastUpdatedTime(forKey key: String) -> Date? {
    self.defaults.object(forKey: key) as? Date
  }

  /// Stores `date` under `key`.
  public func setLastUpdatedTime(_ date: Date, forKey key: String) {
    self.defaults.set(date, forKey: key)
  }
}
