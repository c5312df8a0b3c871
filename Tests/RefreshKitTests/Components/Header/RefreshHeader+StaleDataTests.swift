import Foundation
import RefreshKit
import TestSupport
import Testing

/// Stale data: a header whose last update is older than its interval refreshes by itself when
/// it becomes visible or the host returns to the foreground, once for two such events.
@MainActor
@Suite(.idleClocks) struct RefreshHeaderStaleDataTests {
  /// A header whose last update was at `updated` seconds, seen at `now` seconds.
  func make(
    updated: TimeInterval?, now: TimeInterval
  ) -> (RefreshHeader, ScrollModel, ManualAnimationClock, CallLog) {
    let log = CallLog()
    let header = makeHeader(log)
    header.lastUpdatedTimeKey = "stale-test"
    if let updated {
      header.lastUpdatedTimeStore.setLastUpdatedTime(
        Date(timeIntervalSince1970: updated), forKey: "stale-test")
    }
    header.currentDate = { Date(timeIntervalSince1970: now) }
    header.staleInterval = 600
    let (scroll, clock) = attach(header)
    return (header, scroll, clock, log)
  }

  @Test func becomingVisibleWithStaleDataRefreshesOnceForTwoEvents() {
    let (header, scroll, clock, log) = make(updated: 0, now: 601)
    scroll.isVisible = false
    scroll.isVisible = true
    #expect(header.state == .refreshing)
    #expect(header.transitions.last?.reason == .staleData)
    #expect(header.refreshIfStale() == false, "already refreshing")
    scroll.isVisible = false
    scroll.isVisible = true
    clock.run()
    #expect(log.entries == ["action"], "one refresh for two events")
    header.endRefreshing()
    clock.run()
    #expect(header.isStale == false, "the end wrote a fresh last update")
    #expect(header.refreshIfStale() == false)
  }

  @Test(
    "Fresh data, no record, or no interval: no refresh",
    arguments: [(TimeInterval?(599), 600.0, true), (nil, 600, true), (0, 1000, false)])
  func noRefreshWhileFreshUnrecordedOrOff(updated: TimeInterval?, now: TimeInterval, on: Bool) {
    let (header, scroll, clock, log) = make(updated: updated, now: now)
    if !on {
      header.staleInterval = nil
    }
    scroll.isVisible = false
    scroll.isVisible = true
    #expect(header.refreshIfStale() == false)
    #expect(header.state == .idle)
    clock.run()
    #expect(log.entries.isEmpty)
  }

  @Test func aReturnToTheForegroundRefreshesStaleData() {
    let (header, scroll, clock, log) = make(updated: 0, now: 3600)
    #expect(header.isStale)
    #expect(header.refreshIfStale())
    #expect(header.state == .refreshing)
    clock.run()
    #expect(log.entries == ["action"])
    header.endRefreshing()
    clock.run()
    withExtendedLifetime(scroll) {}
  }

  @Test func aBadIntervalIsRefusedWithAMessage() {
    let (header, _, _, _) = make(updated: 0, now: 0)
    let (_, diagnostics) = Diagnostics.collect { header.staleInterval = -5 }
    #expect(header.staleInterval == 600)
    #expect(diagnostics.map(\.subject) == ["RefreshHeader.staleInterval"])
  }
}
