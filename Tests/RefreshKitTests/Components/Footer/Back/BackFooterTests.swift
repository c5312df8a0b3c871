import Foundation
import RefreshKit
import TestSupport
import Testing

/// MJRefresh's worked back footer numbers (reference §2.5): frame 600, no insets.
@MainActor
@Suite(.idleClocks) struct BackFooterTests {
  private func makeFooter(_ log: CallLog) -> BackFooter {
    BackFooter(config: makeConfig()) { log.record("load") }
  }

  @Test func overTallContentItShowsFrom400PullsAbove444AndRefreshesAt444() {
    let log = CallLog()
    let footer = makeFooter(log)
    let (scroll, clock) = attachFooter(footer)
    #expect(footer.frame == CGRect(x: 0, y: 1000, width: 375, height: 44))
    #expect(scroll.adjustedContentInset.bottom == 0)
    scroll.drag(toOffsetY: 422)
    #expect(footer.pullingPercent == 0.5)
    scroll.drag(toOffsetY: 444)
    #expect(footer.state == .idle)
    scroll.drag(toOffsetY: 445)
    #expect(footer.state == .pulling)
    scroll.endDragging()
    clock.advance(by: 1.0 / 60)
    #expect(footer.state == .refreshing)
    #expect(scroll.adjustedContentInset.bottom == 44)
    clock.run()
    #expect(scroll.contentOffset.y == 444)
    #expect(log.entries == ["load"])
    footer.endRefreshing()
    clock.run()
    #expect(scroll.adjustedContentInset.bottom == 0)
    #expect(scroll.contentOffset.y == 400)
  }

  @Test func underShortContentItSitsAtTheBottomAndHoldsTheGapToo() {
    let footer = makeFooter(CallLog())
    let (scroll, clock) = attachFooter(footer, contentHeight: 300)
    #expect(footer.frame.origin.y == 600)
    scroll.drag(toOffsetY: 44)
    #expect(footer.state == .idle)
    scroll.drag(toOffsetY: 45)
    #expect(footer.state == .pulling)
    scroll.endDragging()
    clock.run()
    #expect(scroll.adjustedContentInset.bottom == 344)
    #expect(scroll.contentOffset.y == 44)
    footer.endRefreshing()
    clock.run()
    #expect(scroll.adjustedContentInset.bottom == 0)
    #expect(scroll.contentOffset.y == 0)
  }

  @Test func withNoMoreDataThePullOnlyMovesThePercent() {
    let footer = makeFooter(CallLog())
    let (scroll, clock) = attachFooter(footer)
    footer.endRefreshingWithNoMoreData()
    scroll.drag(toOffsetY: 466)
    #expect(footer.state == .noMoreData)
    #expect(footer.pullingPercent == 1.5)
    scroll.endDragging()
    clock.run()
    #expect(footer.state == .noMoreData)
  }

  @Test func whenRowsWereAddedTheContentStaysWithTheNewRows() {
    let footer = makeFooter(CallLog())
    let (scroll, clock) = attachFooter(footer)
    scroll.totalDataCount = 20
    footer.beginRefreshing()
    clock.run()
    scroll.totalDataCount = 30
    scroll.contentSize.height = 1500
    footer.endRefreshing()
    clock.run()
    #expect(scroll.contentOffset.y == 444)
    #expect(scroll.adjustedContentInset.bottom == 0)
  }

  @Test func whenRowsWereAddedARunningBounceStopsSoTheyStayInView() {
    let footer = makeFooter(CallLog())
    let (scroll, clock) = attachFooter(footer)
    scroll.totalDataCount = 20
    footer.beginRefreshing()
    clock.run()
    scroll.totalDataCount = 30
    scroll.contentSize.height = 1500
    scroll.drag(toOffsetY: 300)
    scroll.endDragging(velocity: CGPoint(x: 0, y: -2000))
    clock.advance(by: 0.05)
    #expect(scroll.isDecelerating)
    footer.endRefreshing()
    #expect(!scroll.isDecelerating)
    clock.run()
  }

  @Test func withoutNewRowsABounceRunsOn() {
    let footer = makeFooter(CallLog())
    let (scroll, clock) = attachFooter(footer)
    scroll.totalDataCount = 20
    footer.beginRefreshing()
    clock.run()
    scroll.drag(toOffsetY: 300)
    scroll.endDragging(velocity: CGPoint(x: 0, y: -2000))
    clock.advance(by: 0.05)
    footer.endRefreshing()
    #expect(scroll.isDecelerating)
    clock.run()
  }

  @Test func whileRefreshingTheHeldSpaceFollowsTheContentSize() {
    let footer = makeFooter(CallLog())
    let (scroll, clock) = attachFooter(footer, contentHeight: 300)
    footer.beginRefreshing()
    clock.run()
    #expect(scroll.adjustedContentInset.bottom == 344)
    scroll.contentSize.height = 2000
    #expect(scroll.adjustedContentInset.bottom == 44)
    #expect(footer.frame.origin.y == 2000)
    footer.endRefreshing()
    clock.run()
    #expect(scroll.adjustedContentInset.bottom == 0)
  }
}
