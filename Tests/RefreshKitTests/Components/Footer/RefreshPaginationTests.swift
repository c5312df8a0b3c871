import Foundation
import RefreshKit
import TestSupport
import Testing

@MainActor
@Suite(.idleClocks) struct RefreshPaginationTests {
  @Test func pagesCountUpUntilTheTotalIsLoaded() {
    var pages = RefreshPagination(pageSize: 20)
    #expect(pages.pageIndex == -1 && pages.nextPageIndex == 0)
    pages.didLoadPage(itemCount: 20, total: 45)
    #expect(pages.pageIndex == 0 && pages.loadedCount == 20 && !pages.isComplete)
    pages.didLoadPage(itemCount: 20)
    #expect(pages.nextPageIndex == 2 && !pages.isComplete)
    pages.didLoadPage(itemCount: 5)
    #expect(pages.loadedCount == 45 && pages.total == 45 && pages.isComplete)
  }

  @Test func withoutATotalAShortPageIsTheLast() {
    var pages = RefreshPagination(pageSize: 10)
    pages.didLoadPage(itemCount: 10)
    #expect(!pages.isComplete)
    pages.didLoadPage(itemCount: 3)
    #expect(pages.isComplete)
  }

  @Test func aShortPageCompletesEvenWhenTheTotalSaysMore() {
    var pages = RefreshPagination(pageSize: 20)
    pages.didLoadPage(itemCount: 20, total: 100)
    pages.didLoadPage(itemCount: 7)
    #expect(pages.loadedCount == 27 && pages.isComplete)
  }

  @Test func anEmptyPageCompletesAStaleTotal() {
    var pages = RefreshPagination(pageSize: 20)
    pages.didLoadPage(itemCount: 20, total: 45)
    pages.didLoadPage(itemCount: 20, total: 45)
    #expect(!pages.isComplete)
    pages.didLoadPage(itemCount: 0, total: 45)
    #expect(pages.loadedCount == 40 && pages.isComplete)
  }

  @Test func resetForgetsEverythingButThePageSize() {
    var pages = RefreshPagination(pageSize: 0)
    #expect(pages.pageSize == 1)
    pages.didLoadPage(itemCount: 1, total: 1)
    pages.reset()
    #expect(pages == RefreshPagination(pageSize: 1))
  }

  // MARK: - RefreshFooterPagination

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
