#if os(Linux)  // the binding against the stand-in
import Foundation
import RefreshKitUIKit
import TestSupport
import Testing
import UIKitStandIn

/// The app lines of `docs/migrating.md`, in a view controller's table view, on the stand-in
/// UIKit: the header ends by itself, the last page shows no more data.
@MainActor
@Suite(.idleClocks) struct MigratingGuideUIKitTests {
  /// A view controller that used MJRefresh, ported as the guide shows.
  @MainActor
  final class FeedViewController {
    let tableView: UITableView
    private(set) var reloads = 0
    private(set) var pages = 0
    private let isLastPage: () -> Bool

    init(tableView: UITableView, lastPage: Int) {
      self.tableView = tableView
      self.isLastPage = { [unowned tableView] in tableView.standInRows[0] >= 20 * (lastPage + 1) }
      // ends by itself
      tableView.refresh.header = NormalHeader { [weak self] in await self?.reload() }
      tableView.refresh.footer = AutoNormalFooter { [weak self] in await self?.loadMore() }
    }

    func reload() async {
      self.reloads += 1
    }

    func loadMore() async {
      self.pages += 1
      self.tableView.standInRows = [self.tableView.standInRows[0] + 20]
      self.tableView.reloadData()
      if self.isLastPage() {
        // in loadMore(), once the last page is in:
        tableView.refresh.footer?.endRefreshingWithNoMoreData()
      }
    }
  }

  @Test("the ported controller reloads by itself and ends in no more data")
  func theAppLinesWork() async {
    let (window, tableView) = makeTableView()
    let controller = FeedViewController(tableView: tableView, lastPage: 2)
    pull(tableView, by: 150)
    tableView.standInLiftFinger()
    settle(tableView)
    for _ in 0..<1000 where controller.reloads == 0 || tableView.refresh.header?.state != .idle {
      await Task.yield()
      StandInRunLoop.main.run(frames: 1)
    }
    #expect(controller.reloads == 1)
    for _ in 0..<2 {
      tableView.refresh.footer?.beginRefreshing()
      for _ in 0..<1000 where tableView.refresh.footer?.isRefreshing == true {
        await Task.yield()
      }
    }
    #expect(controller.pages == 2)
    #expect(tableView.refresh.footer?.state == .noMoreData)
    settle(tableView)
    withExtendedLifetime(window) {}
  }
}
#endif
