import Foundation
import RefreshKit
import Testing

@MainActor
@Suite struct RefreshFooterPaginationTests {
  @Test func aFooterEndsInNoMoreDataOnceThePaginationIsComplete() {
    let footer = AutoFooter(config: makeConfig())
    let (scroll, _) = attachFooter(footer)
    var pages = RefreshPagination(pageSize: 2)
    footer.beginRefreshing()
    pages.didLoadPage(itemCount: 2, total: 3)
    footer.endRefreshing(with: pages)
    #expect(footer.state == .idle)
    footer.beginRefreshing()
    pages.didLoadPage(itemCount: 1)
    footer.endRefreshing(with: pages)
    #expect(footer.state == .noMoreData)
    withExtendedLifetime(scroll) {}
  }
}
