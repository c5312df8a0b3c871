#if os(Linux)  // the face against the stand-in
import Foundation
import RefreshKitObjC
import TestSupport
import Testing
import UIKitStandIn

/// The auto footers' settings are the engine's; `onlyRefreshPerDrag` is MJRefresh's older
/// spelling of `autoTriggerTimes`.
@MainActor
@Suite(.idleClocks, .serialized) struct RKRefreshAutoFooterTests {
  @Test(
    "onlyRefreshPerDrag sets autoTriggerTimes as MJRefresh does",
    arguments: [(true, 1), (false, -1)])
  func onlyRefreshPerDrag(only: Bool, times: Int) throws {
    let footer = RKRefreshAutoNormalFooter(frame: .zero)
    footer.onlyRefreshPerDrag = only
    #expect(footer.autoTriggerTimes == times)
    #expect(try footer.engine(AutoLoader.self).autoTriggerTimes == times)
    #expect(footer.onlyRefreshPerDrag == only)
  }

  @Test func theSettingsAreTheEnginesWithMJRefreshsDefaults() throws {
    let footer = RKRefreshAutoGifFooter(frame: .zero)
    let engine = try footer.engine(AutoGifFooter.self)
    let whole: CGFloat = 1
    #expect(footer.automaticallyRefresh && footer.triggerAutomaticallyRefreshPercent == whole)
    #expect(footer.autoTriggerTimes == 1 && footer.onlyRefreshPerDrag)
    footer.automaticallyRefresh = false
    footer.triggerAutomaticallyRefreshPercent = 0.5
    footer.refreshingTitleHidden = true
    footer.ignoredScrollViewContentInsetBottom = 30
    let half: CGFloat = 0.5
    let ignored: CGFloat = 30
    #expect(!engine.automaticallyRefresh)
    #expect(engine.triggerAutomaticallyRefreshPercent == half)
    #expect(engine.refreshingTitleHidden)
    #expect(engine.ignoredScrollViewContentInsetBottom == ignored)
  }

  @Test func aFooterThatLoadsEverythingStaysSoUntilReset() {
    let (window, table) = makeObjCTable()
    var loads = 0
    let footer = RKRefreshAutoNormalFooter.footer { loads += 1 }
    table.rkFooter = footer
    footer.beginRefreshing()
    footer.endRefreshingWithNoMoreData()
    settleObjC(table)
    #expect(footer.state == .noMoreData)
    footer.beginRefreshing()
    #expect(footer.state == .noMoreData && loads == 1)
    footer.resetNoMoreData()
    #expect(footer.state == .idle)
    withExtendedLifetime(window) {}
  }
}
#endif
