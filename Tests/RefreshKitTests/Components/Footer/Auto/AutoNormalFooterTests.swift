import Foundation
import RefreshKit
import TestSupport
import Testing

@MainActor
@Suite(.idleClocks) struct AutoNormalFooterTests {
  @Test func theSpinnerTurnsWhileLoadingAndSitsLeftOfTheLabel() {
    let footer = AutoNormalFooter(config: makeConfig(language: "zh-Hans")) {}
    let (scroll, _) = attachFooter(footer)
    // "点击或上拉加载更多" is 9 × 14 = 126 wide.
    #expect(footer.loadingView.frame.midX == CGFloat(375) / 2 - 126 / 2 - 25)
    #expect(footer.loadingView.frame.midY == 22)
    footer.beginRefreshing()
    #expect(footer.loadingView.isAnimating)
    footer.endRefreshing()
    #expect(!footer.loadingView.isAnimating)
    footer.beginRefreshing()
    footer.endRefreshingWithNoMoreData()
    #expect(!footer.loadingView.isAnimating)
    withExtendedLifetime(scroll) {}
  }

  @Test func withoutTheRefreshingTitleTheSpinnerIsInTheMiddle() {
    let footer = AutoNormalFooter(config: makeConfig()) {}
    footer.refreshingTitleHidden = true
    let (scroll, _) = attachFooter(footer)
    #expect(footer.loadingView.frame.midX == CGFloat(375) / 2)
    withExtendedLifetime(scroll) {}
  }
}
