#if os(Linux)  // the face against the stand-in
import Foundation
import RefreshKitObjC
import TestSupport
import Testing
import UIKitStandIn

/// A DIY component's body as a content view: each hook records itself.
@MainActor
final class RecordingContent: UIView, RKRefreshContent {
  private(set) var calls: [String] = []
  private(set) var changes: [String: NSDictionary] = [:]
  /// The pan states it was told of, in order.
  private(set) var pans: [Int] = []
  /// The bounds it had when `placeSubviews` last ran.
  private(set) var placedBounds: CGRect?

  func prepare() {
    self.calls.append("prepare")
    self.rkH = 50  // MJRefresh's DIY: self.mj_h = 50
  }
  func placeSubviews() {
    self.calls.append("placeSubviews")
    self.placedBounds = self.bounds
  }
  func scrollViewContentOffsetDidChange(_ change: NSDictionary) {
    self.calls.append("offset")
    self.changes["offset"] = change
  }
  func scrollViewContentSizeDidChange(_ change: NSDictionary) {
    self.calls.append("size")
    self.changes["size"] = change
  }
  func scrollViewPanStateDidChange(_ change: NSDictionary) {
    self.calls.append("pan")
    self.changes["pan"] = change
    self.pans.append((change["new"] as? NSNumber)?.intValue ?? -1)
  }
  func setState(_ state: RKRefreshState) {
    self.calls.append("state \(state)")
  }
  func setPullingPercent(_ pullingPercent: CGFloat) {
    self.calls.append("percent")
  }

  /// The states it was told of, in order.
  var states: [String] {
    self.calls.filter { $0.hasPrefix("state ") }
  }

  /// The calls without the repeated offset and percent ones, to read the order of events.
  var events: [String] {
    self.calls.reduce(into: []) { events, call in
      if events.last != call {
        events.append(call)
      }
    }
  }
}

/// MJRefresh's DIY pattern from Objective-C: a view with MJRefresh's hooks, called by the
/// engine's component in MJRefresh's order; the view's height is the component's.
@MainActor
@Suite(.idleClocks, .serialized) struct RKRefreshContentTests {
  @Test func aContentHeaderIsPreparedThenToldItIsIdleAndTakesTheContentsHeight() {
    let content = RecordingContent()
    let header = RKRefreshHeader.header(withContent: content) {}
    #expect(
      Array(content.calls.prefix(3)) == ["prepare", "state idle", "placeSubviews"],
      "MJRefresh's initWithFrame: order, then the layout at the height it set")
    #expect(content.calls.dropFirst(3).allSatisfy { $0 == "placeSubviews" })
    let height: CGFloat = 50
    #expect(header.component.height == height)
    #expect(content.superview === header)
  }

  @Test func aPullTellsTheContentOfTheOffsetThePullAndTheStateInMJRefreshsOrder() throws {
    let (window, table) = makeObjCTable()
    let content = RecordingContent()
    var refreshes = 0
    table.rkHeader = RKRefreshHeader.header(withContent: content) { refreshes += 1 }
    let placed = try #require(content.placedBounds)
    #expect(placed.size == CGSize(width: 375, height: 50), "laid out at the header's size")

    pullAndRelease(table, by: 150)
    #expect(refreshes == 1)
    let events = content.events
    // The engine's hook runs first, as MJRefresh's [super scrollViewContentOffsetDidChange:]
    // at the top of a DIY override: the pull and the state change, then the content's own.
    let crossing = try #require(events.firstIndex(of: "state pulling"))
    #expect(events[crossing - 1] == "percent")
    let next = events[(crossing + 1)...].first { $0 == "offset" || $0 == "percent" }
    #expect(next == "offset", "the content's own offset code after the change it caused")
    #expect(content.states == ["state idle", "state pulling", "state refreshing"])
    let states = UIGestureRecognizer.State.self
    #expect(
      content.pans == [states.began, .changed, .ended, .possible].map(\.rawValue),
      "the pan's states, as UIKit's raw values")

    let offset = try #require(content.changes["offset"])
    let new = try #require(offset["new"] as? NSValue)
    #expect(new.cgPointValue == table.contentOffset, "key-value observing's new value")
    #expect(offset["old"] is NSValue)
    #expect((offset["kind"] as? NSNumber)?.intValue == 1, "NSKeyValueChangeSetting")

    table.rkHeader?.endRefreshing()
    settleObjC(table)
    #expect(content.states.last == "state idle")
    let ended = try #require(content.calls.lastIndex(of: "state idle"))
    #expect(content.calls[ended...].contains("percent"), "the pull reset to 0 as it went back")
    withExtendedLifetime(window) {}
  }

  @Test func aContentFooterIsToldOfTheContentSizeAndOfNoMoreData() {
    let (window, table) = makeObjCTable()
    let content = RecordingContent()
    let footer = RKRefreshAutoFooter.footer(withContent: content) {}
    table.rkFooter = footer
    table.standInRows = [30]
    table.reloadData()
    #expect(content.calls.contains("size"))
    let size = content.changes["size"]?["new"] as? NSValue
    #expect(size?.cgSizeValue == table.contentSize)

    footer.beginRefreshing()
    footer.endRefreshingWithNoMoreData()
    settleObjC(table)
    #expect(content.states == ["state idle", "state refreshing", "state noMoreData"])
    let height: CGFloat = 50
    #expect(table.contentInset.bottom == height, "the content's height is the footer's share")
    withExtendedLifetime(window) {}
  }

  @Test func aBackContentFooterIsPulledAndLoads() {
    let (window, table) = makeObjCTable(rows: 2)
    let content = RecordingContent()
    var loads = 0
    table.rkFooter = RKRefreshBackFooter.footer(withContent: content) { loads += 1 }
    table.standInTouchDown()
    for _ in 0..<15 {
      table.standInMoveFinger(by: -10)
    }
    table.standInLiftFinger()
    settleObjC(table)
    #expect(loads == 1)
    #expect(content.states == ["state idle", "state pulling", "state refreshing"])
    table.rkFooter?.endRefreshing()
    settleObjC(table)
    withExtendedLifetime(window) {}
  }
}
#endif
