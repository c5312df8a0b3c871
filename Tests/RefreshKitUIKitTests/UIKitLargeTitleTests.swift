#if os(Linux)  // the binding against the stand-in
import Foundation
import RefreshKitUIKit
import TestSupport
import Testing
import UIKitStandIn

/// A header under a navigation bar with a large title, whose height, and so the safe area the
/// scroll view adds to its inset, follows the offset (MJRefresh #1029, #1134, #1099, #1412,
/// #1486; ESPullToRefresh #93, #151): a pull, a refresh and an end with no jump, no loop, no
/// state flip, the title expanded while refreshing.
@MainActor
@Suite(.idleClocks) struct UIKitLargeTitleTests {
  /// A table of 20 rows under a large-title bar, resting at its top with the bar at `height`.
  func makeTableView(barHeight height: CGFloat) -> (UIWindow, UITableView, StandInLargeTitleBar) {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
    window.standInSafeAreaInsets = UIEdgeInsets(top: height, left: 0, bottom: 34, right: 0)
    let table = UITableView(frame: window.bounds, style: .plain)
    window.addSubview(table)
    table.standInRows = [20]
    table.reloadData()
    table.contentOffset = CGPoint(x: 0, y: -height)
    let bar = StandInLargeTitleBar(window: window, scrollView: table)
    expectReleased(window, "window")
    expectReleased(table, "table view")
    return (window, table, bar)
  }

  /// A finger that moves down by `distance` in steps of 10, a frame apart, as UIKit delivers
  /// touches between frames; the bar lays out at the end of each.
  func drag(_ tableView: UITableView, by distance: CGFloat) {
    tableView.standInTouchDown()
    var moved: CGFloat = 0
    while moved < distance {
      tableView.standInMoveFinger(by: 10)
      moved += 10
      StandInRunLoop.main.run(frames: 1)
    }
  }

  @Test("pulling a collapsed title's list grows the bar from 96 to 140, then pulls the header")
  func aPullUnderACollapsedTitle() {
    let (window, tableView, bar) = self.makeTableView(barHeight: 96)
    let header = NormalHeader(config: makeUIKitConfig()) {}
    tableView.refresh.header = header
    #expect(!bar.isExpanded)
    self.drag(tableView, by: 30)  // the bar grows with the content
    #expect(bar.height > 96 && bar.height < 140)
    #expect(header.state == .idle && header.pullingPercent == 0, "nothing pulled yet")
    self.drag(tableView, by: 220)
    #expect(bar.isExpanded)
    #expect(header.state == .pulling)
    #expect(header.transitions.map(\.to) == [.pulling], "one crossing, no flip")
    withExtendedLifetime(window) {}
  }

  @Test("a pull, a refresh and an end under a large title: no jump, no loop, no flip")
  func aRefreshUnderALargeTitle() {
    let (window, tableView, bar) = self.makeTableView(barHeight: 96)
    let header = NormalHeader(config: makeUIKitConfig()) {}
    tableView.refresh.header = header
    self.drag(tableView, by: 300)
    tableView.standInLiftFinger()
    var offsets = [tableView.contentOffset.y]
    var collapsed = 0
    for _ in 0..<120 {
      StandInRunLoop.main.run(frames: 1)
      offsets.append(tableView.contentOffset.y)
      if header.isRefreshing && !bar.isExpanded {
        collapsed += 1
      }
    }
    #expect(header.state == .refreshing)
    #expect(collapsed == 0, "the title stays expanded while refreshing")
    let expanded: CGFloat = -(140 + 54)
    #expect(offsets.last == expanded, "the header holds its space under the expanded bar")
    let steps = zip(offsets, offsets.dropFirst()).map { $1 - $0 }
    // UIKit's own first bounce frame covers 18 % of the way back to the expanded bar's edge;
    // no frame may move more, nor back.
    let firstBounce = (-140 - offsets[0]) * (1 - exp(-12.0 / 60))
    #expect((steps.max() ?? 0) <= firstBounce + 0.5, "no jump: \(offsets.prefix(6))")
    #expect(steps.allSatisfy { $0 >= 0 }, "no swing back: \(offsets.prefix(30))")
    #expect(steps.suffix(60).allSatisfy { $0 == 0 }, "at rest, no loop")
    let changes = bar.heightChanges
    header.endRefreshing()
    settle(tableView)
    StandInRunLoop.main.run(frames: 30)
    #expect(header.state == .idle)
    #expect(tableView.contentOffset.y == -140, "back at the top, the title expanded")
    #expect(bar.isExpanded)
    #expect(bar.heightChanges == changes, "the end moved the bar not at all")
    #expect(header.transitions.map(\.to) == [.pulling, .refreshing, .idle])
    #expect(!tableView.refresh.clock.wantsFrames)
    withExtendedLifetime(window) {}
  }

  @Test("a refresh begun from code under a collapsed title expands it once and holds")
  func aBeginUnderACollapsedTitle() {
    let (window, tableView, bar) = self.makeTableView(barHeight: 96)
    let header = NormalHeader(config: makeUIKitConfig()) {}
    tableView.refresh.header = header
    header.beginRefreshing()
    var offsets = [tableView.contentOffset.y]
    for _ in 0..<60 {
      StandInRunLoop.main.run(frames: 1)
      offsets.append(tableView.contentOffset.y)
    }
    // The bar expands with the header, so the content comes down 98 points (the bar's 44 and
    // the header's 54) over the quarter second: smoothly, one way, no frame a quarter of it.
    let steps = zip(offsets, offsets.dropFirst()).map { $0 - $1 }
    #expect((steps.max() ?? 0) < 25, "no jump: \(offsets.prefix(16))")
    #expect(steps.allSatisfy { $0 >= 0 }, "one way: \(offsets.prefix(16))")
    #expect(steps.suffix(20).allSatisfy { $0 == 0 }, "at rest, no loop")
    #expect(bar.isExpanded)
    #expect(header.state == .refreshing)
    #expect(tableView.contentOffset.y == -(bar.height + 54), "the header's space under the bar")
    header.endRefreshing()
    settle(tableView)
    StandInRunLoop.main.run(frames: 30)
    #expect(tableView.contentOffset.y == -bar.height)
    #expect(tableView.contentInset.top == 0)
    withExtendedLifetime(window) {}
  }
}
#endif
