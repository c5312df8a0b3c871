import Foundation
import RefreshKit
import TestSupport
import Testing

@MainActor
@Suite(.idleClocks) struct LastUpdatedTimeStoreTests {
  @Test func theInMemoryStoreKeepsOneDatePerKey() {
    let store = InMemoryLastUpdatedTimeStore(dates: ["a": Date(timeIntervalSince1970: 1)])
    store.setLastUpdatedTime(Date(timeIntervalSince1970: 2), forKey: "b")
    #expect(store.lastUpdatedTime(forKey: "a") == Date(timeIntervalSince1970: 1))
    #expect(store.lastUpdatedTime(forKey: "b") == Date(timeIntervalSince1970: 2))
    #expect(store.lastUpdatedTime(forKey: "c") == nil)
    #expect(store.dates.count == 2)
  }

  @Test func theUserDefaultsStoreKeepsTheDateItselfUnderTheKeyAsMJRefreshDoes() throws {
    let suite = "RefreshKitTests-\(UUID().uuidString)"
    let defaults = try #require(UserDefaults(suiteName: suite))
    defer { defaults.removePersistentDomain(forName: suite) }
    let store = UserDefaultsLastUpdatedTimeStore(defaults: defaults)
    let date = Date(timeIntervalSince1970: 1_700_000_000)
    store.setLastUpdatedTime(date, forKey: "MJRefreshHeaderLastUpdatedTimeKey")
    #expect(defaults.object(forKey: "MJRefreshHeaderLastUpdatedTimeKey") as? Date == date)
    #expect(store.lastUpdatedTime(forKey: "MJRefreshHeaderLastUpdatedTimeKey") == date)
    #expect(store.lastUpdatedTime(forKey: "missing") == nil)
  }
}
