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

  /// MJRefresh's README line, a look and a keyboard's edits, ported as the guide shows.
  @MainActor
  final class LookViewController {
    let tableView: UITableView
    private(set) var reloads = 0
    private(set) var pages = 0

    init(tableView: UITableView) {
      self.tableView = tableView
    }

    func install(frames: [UIImage]) {
      let header = NormalHeader { [weak self] in await self?.reload() }
        .autoChangeTransparency(true)
        .link(to: tableView)
      header.stateLabel.font = .boldSystem(size: 17)
      header.stateLabel.textColor = .gray
      header.loadingView.style = .large
      let footer = AutoGifFooter { [weak self] in await self?.loadMore() }.link(to: tableView)
      footer.setImages(frames.map(RefreshImage.init), duration: 0.5, for: .refreshing)
    }

    func keyboardWillShow(keyboardHeight: CGFloat) {
      tableView.contentInset.bottom += keyboardHeight  // and -= as it hides
    }

    func keyboardWillHide(keyboardHeight: CGFloat) {
      tableView.contentInset.bottom -= keyboardHeight
    }

    func reload() async {
      self.reloads += 1
    }

    func loadMore() async {
      self.pages += 1
    }
  }

  @Test("MJRefresh's README line, its look and a keyboard's edits work as written")
  func theLookAndTheKeyboard() throws {
    UIImage.standInCatalog = ["bird": CGSize(width: 40, height: 40)]
    let frames = [try #require(UIImage(named: "bird"))]
    let (window, tableView) = makeTableView()
    let controller = LookViewController(tableView: tableView)
    controller.install(frames: frames)
    let header = try #require(tableView.refresh.header as? NormalHeader)
    let footer = try #require(tableView.refresh.footer as? AutoGifFooter)
    #expect(header.automaticallyChangeAlpha)
    #expect(footer.images(for: .refreshing).count == 1)
    let label = tableView.refresh.subviews[0].subviews.compactMap { $0 as? UILabel }.first
    #expect(label?.font.pointSize == 17 && label?.font.standInIsBold == true)
    #expect(header.loadingView.size == CGSize(width: 37, height: 37), "the large spinner")
    let footerShare: CGFloat = 44
    #expect(tableView.contentInset.bottom == footerShare)
    for _ in 0..<3 {
      controller.keyboardWillShow(keyboardHeight: 300)
      let shown: CGFloat = 344
      #expect(tableView.contentInset.bottom == shown)
      controller.keyboardWillHide(keyboardHeight: 300)
    }
    #expect(tableView.contentInset.bottom == footerShare, "no drift over any number of cycles")
    #expect(tableView.refresh.model.contentInset.bottom == 0, "the app's own inset")
    withExtendedLifetime(window) {}
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
