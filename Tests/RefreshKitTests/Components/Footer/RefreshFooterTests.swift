import Foundation
import RefreshKit
import TestSupport
import Testing

@MainActor
@Suite(.idleClocks) struct RefreshFooterTests {
  @Test func aFooterIs44TallAndHasANoMoreDataState() {
    let footer = RefreshFooter(config: makeConfig())
    #expect(footer.height == 44)
    #expect(footer.supportsNoMoreData)
    footer.endRefreshingWithNoMoreData()
    #expect(footer.state == .noMoreData)
    footer.endRefreshing()
    #expect(footer.state == .noMoreData)
    footer.resetNoMoreData()
    #expect(footer.state == .idle)
  }

  @Test func theIgnoredBottomInsetRefusesHostileValues() {
    let footer = RefreshFooter(config: makeConfig())
    footer.ignoredScrollViewContentInsetBottom = 12
    let (_, diagnostics) = Diagnostics.collect { footer.ignoredScrollViewContentInsetBottom = .nan }
    #expect(footer.ignoredScrollViewContentInsetBottom == 12)
    #expect(diagnostics.map(\.kind) == [.nonFiniteValue])
  }
}
