import ExampleSupport
import Foundation
import RefreshKit

/// The feed: items, a header that reloads, a footer that loads more.
@MainActor
final class FeedViewModel {
  static let rowHeight: CGFloat = 80

  let scroll: ScrollModel
  let header: NormalHeader
  let footer: AutoNormalFooter
  private(set) var items: [String] = []
  private var pages = RefreshPagination(pageSize: PagedDataSource.pageSize)
  private let source: PagedDataSource
  private let log: TranscriptLog
  private var tokens: [ObservationToken] = []

  init(clock: ManualAnimationClock, log: TranscriptLog) {
    let config = RefreshConfig()
    config.languageCode = "en"
    config.lastUpdatedTimeStore = InMemoryLastUpdatedTimeStore()
    self.log = log
    self.source = PagedDataSource(clock: clock)
    self.scroll = ScrollModel(frame: CGRect(x: 0, y: 0, width: 375, height: 600), clock: clock)
    self.header = NormalHeader(config: config)
    self.footer = AutoNormalFooter(config: config)
    self.header.refreshingAction = { [weak self] in self?.reload() }
    self.footer.refreshingAction = { [weak self] in self?.loadMore() }
    self.scroll.header = self.header
    self.scroll.footer = self.footer
    self.footer.isHidden = true  // nothing to load more of until the first page is in
    for (name, component) in [("header", self.header as RefreshComponent), ("footer", self.footer)]
    {
      component.observe(\.state) { [log] component, change in
        let label =
          (component as? AutoStateFooter)?.stateLabel.text
          ?? (component as? StateHeader)?.stateLabel.text ?? ""
        log("\(name) \(change.oldValue.map { "\($0)" } ?? "") -> \(change.newValue)  \"\(label)\"")
      }
      .store(in: &self.tokens)
    }
  }

  /// Loads page 1 again, replacing everything.
  private func reload() {
    self.log("fetch page 1")
    self.source.fetch(page: 0) { [weak self] result in
      guard let self else { return }
      switch result {
      case .success(let page):
        self.items = page.items
        self.pages.reset()
        self.pages.didLoadPage(itemCount: page.items.count, total: page.total)
        self.showItems()
        self.footer.resetNoMoreData()
        self.footer.setTitle(nil, for: .idle)
        self.footer.isHidden = false
      case .failure:
        self.log("page 1 failed")
      }
      self.header.endRefreshing()
    }
  }

  /// Loads the next page, or shows that it failed.
  private func loadMore() {
    let index = self.pages.nextPageIndex
    self.log("fetch page \(index + 1)")
    self.source.fetch(page: index) { [weak self] result in
      guard let self else { return }
      switch result {
      case .success(let page):
        self.items += page.items
        self.pages.didLoadPage(itemCount: page.items.count, total: page.total)
        self.showItems()
        self.footer.setTitle(nil, for: .idle)
        self.footer.endRefreshing(with: self.pages)
      case .failure:
        self.log("page \(index + 1) failed")
        self.footer.setTitle("Couldn't load more. Tap to retry", for: .idle)
        self.footer.endRefreshing()
      }
    }
  }

  private func showItems() {
    self.scroll.contentSize.height = CGFloat(self.items.count) * Self.rowHeight
    self.log(
      "\(self.items.count) of \(self.pages.total ?? 0) stories: \(self.items.first ?? "") … \(self.items.last ?? "")"
    )
  }

  /// A finger drags the list up to its end and lets go.
  func scrollToEnd() {
    let end = self.scroll.maximumContentOffset.y
    var y = self.scroll.contentOffset.y
    self.log("drag from \(Int(y)) to the end at \(Int(end))")
    self.scroll.beginDragging()
    while y < end {
      y = min(y + 50, end)
      self.scroll.drag(toOffsetY: y)
    }
    self.scroll.endDragging()
    self.log("released; the footer reads \"\(self.footer.stateLabel.text ?? "")\"")
  }

  /// A finger pulls the list down past the header and lets go.
  func pullToRefresh() {
    self.scroll.setContentOffset(self.scroll.minimumContentOffset, animated: false)
    self.scroll.beginDragging()
    self.scroll.drag(translationY: 150)
    self.log("pulled down by 150 points: the header reads \"\(self.header.stateLabel.text ?? "")\"")
    self.scroll.endDragging()
  }
}
