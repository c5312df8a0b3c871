import Foundation
import RefreshKit
import TestSupport
import Testing

@MainActor
@Suite(.idleClocks) struct BackNormalFooterTests {
  @Test func theArrowTurnsTheOppositeWayToTheHeaders() {
    let footer = BackNormalFooter(config: makeConfig()) {}
    let (scroll, clock) = attachFooter(footer)
    #expect(footer.arrowView.rotation == BackNormalFooter.idleArrowRotation)
    scroll.drag(toOffsetY: 450)
    clock.advance(by: 0.25)
    #expect(footer.arrowView.rotation == 0)
    scroll.drag(toOffsetY: 420)
    clock.advance(by: 0.25)
    #expect(footer.arrowView.rotation == BackNormalFooter.idleArrowRotation)
    scroll.endDragging()
    clock.run()
  }

  @Test func refreshingShowsTheSpinnerAndNoMoreDataShowsNeither() {
    let footer = BackNormalFooter(config: makeConfig()) {}
    let (scroll, clock) = attachFooter(footer)
    footer.beginRefreshing()
    #expect(footer.arrowView.isHidden && footer.loadingView.isAnimating)
    clock.run()
    footer.endRefreshingWithNoMoreData()
    #expect(footer.arrowView.isHidden && !footer.loadingView.isAnimating)
    footer.resetNoMoreData()
    #expect(!footer.arrowView.isHidden)
    clock.run()
    withExtendedLifetime(scroll) {}
  }

  @Test func afterARefreshTheSpinnerFadesOutThenTheArrowReturns() {
    let footer = BackNormalFooter(config: makeConfig()) {}
    let (scroll, clock) = attachFooter(footer)
    footer.beginRefreshing()
    clock.run()
    footer.endRefreshing()
    #expect(footer.arrowView.rotation == BackNormalFooter.idleArrowRotation)
    clock.advance(by: 0.2)
    #expect(footer.loadingView.alpha < 1 && footer.loadingView.isAnimating)
    clock.run()
    #expect(!footer.loadingView.isAnimating && !footer.arrowView.isHidden)
    withExtendedLifetime(scroll) {}
  }

  @Test func theArrowAndSpinnerSitLeftOfTheLabel() {
    let footer = BackNormalFooter(config: makeConfig(language: "zh-Hans")) {}
    let (scroll, _) = attachFooter(footer)
    // "上拉可以加载更多" is 8 × 14 = 112 wide.
    let centerX = CGFloat(375) / 2 - 25 - 112 / 2
    #expect(footer.arrowView.frame == CGRect(x: centerX - 7.5, y: 2, width: 15, height: 40))
    #expect(footer.loadingView.frame.midX == centerX)
    withExtendedLifetime(scroll) {}
  }
}
