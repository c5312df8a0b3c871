import ExampleSupport
import Foundation
import RefreshKit

/// A view controller that adopts the refresh delegate, like one using EGO's
/// `EGORefreshTableHeaderDelegate` or PGRefresh's `PGRefreshDelegate`.
@MainActor
final class TableViewController: RefreshComponentDelegate {
  static let rowHeight: CGFloat = 44
  static let latency: TimeInterval = 1

  let clock: ManualAnimationClock
  let scroll: ScrollModel
  let header: NormalHeader
  let footer: BackNormalFooter
  let log: TranscriptLog
  private(set) var rows = 20
  /// EGO's `_reloading`.
  private var isLoadingData = false
  private var lastUpdated: Date?
  /// PGRefresh's `nPageIndex`, `nNumOfPage` and `nTotal`.
  private var pagination = RefreshPagination(pageSize: 20)
  private let total = 50

  init(clock: ManualAnimationClock) {
    self.clock = clock
    self.log = TranscriptLog(clock: clock)
    let config = RefreshConfig()
    config.languageCode = "en"
    config.lastUpdatedTimeStore = InMemoryLastUpdatedTimeStore()
    self.scroll = ScrollModel(frame: CGRect(x: 0, y: 0, width: 320, height: 480), clock: clock)
    self.header = NormalHeader(config: config)
    self.footer = BackNormalFooter(config: config)
    self.header.triggerDistance = 65
    self.header.holdHeight = 60
    self.header.arrowView.flipDuration = 0.18  // EGO's flip, apart from the 0.25 s scroll
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
    self.header.lastUpdatedTimeCalendar = calendar
    let morning = Date(timeIntervalSince1970: 1_767_258_000)  // 2026-01-01 09:00 UTC
    self.header.currentDate = { morning.addingTimeInterval(clock.now) }
    self.header.delegate = self
    self.footer.delegate = self
    self.pagination.didLoadPage(itemCount: 20, total: self.total)
    self.scroll.contentSize = CGSize(width: 320, height: CGFloat(self.rows) * Self.rowHeight)
    self.scroll.totalDataCount = self.rows
    self.scroll.header = self.header
    self.scroll.footer = self.footer
  }

  // MARK: - RefreshComponentDelegate

  func refreshComponentDidTriggerRefresh(_ component: RefreshComponent) {
    self.isLoadingData = true
    if component === self.header {
      self.log("egoRefreshTableHeaderDidTriggerRefresh: reload")
      _ = self.clock.schedule(after: Self.latency) { [weak self] in self?.doneLoadingTableViewData()
      }
    } else {
      let page = self.pagination.nextPageIndex + 1
      self.log("willStartLoadMore: page \(page) of \(self.total / self.pagination.pageSize + 1)")
      _ = self.clock.schedule(after: Self.latency) { [weak self] in self?.doneLoadingMore() }
    }
  }

  func refreshComponentIsLoading(_ component: RefreshComponent) -> Bool {
    self.isLoadingData
  }

  func refreshComponentLastUpdated(_ component: RefreshComponent) -> Date? {
    self.lastUpdated
  }

  // MARK: - Loading

  private func doneLoadingTableViewData() {
    self.isLoadingData = false
    self.lastUpdated = self.header.currentDate()
    self.header.refreshLastUpdatedDate()  // EGO's refreshLastUpdatedDate: the new date shows
    self.log("egoRefreshScrollViewDataSourceDidFinishedLoading")
    self.header.endRefreshing()
  }

  private func doneLoadingMore() {
    self.isLoadingData = false
    let count = min(self.pagination.pageSize, self.total - self.pagination.loadedCount)
    self.pagination.didLoadPage(itemCount: count, total: self.total)
    self.rows += count
    self.scroll.contentSize.height = CGFloat(self.rows) * Self.rowHeight
    self.scroll.totalDataCount = self.rows
    self.footer.endRefreshing(with: self.pagination)
    self.log("loaded \(count) rows: \(self.rows) of \(self.total); footer \(self.footer.state)")
  }

  /// A finger pulls past the end of the table and lets go.
  func pullUpToLoadMore() {
    let end = self.scroll.maximumContentOffset.y
    self.scroll.drag(toOffsetY: end + 60)
    self.log("pulled up past \(Int(end)): \"\(self.footer.stateLabel.text ?? "")\"")
    self.scroll.endDragging()
  }
}
