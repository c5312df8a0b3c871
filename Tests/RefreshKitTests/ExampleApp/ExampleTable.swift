import Foundation
import RefreshKit
import TestSupport
import Testing

/// MJRefresh's example app's table screen, `MJTableViewController`, as a host of RefreshKit: a
/// 375 × 600 view under a 64-point navigation bar, five random rows 44 points tall, the four
/// loaders and their delay, on a ``ManualAnimationClock``.
///
/// Every scenario builds its components in `viewDidLoad`, before the view has a window, so the
/// scroll model starts invisible; ``appear()`` is the first draw.
@MainActor
final class ExampleTable {
  /// The height of a row: UIKit's default cell.
  static let rowHeight: CGFloat = 44
  /// `MJDuration`: how long a load takes in the table screen.
  static let loadDuration: TimeInterval = 0.5
  /// The navigation bar and status bar the table scrolls under.
  static let barHeight: CGFloat = 64

  let clock = makeClock()
  let scroll: ScrollModel
  let config = makeConfig()
  /// The rows of `data`, which the loaders change at once and the table shows after reloading.
  private(set) var rows = 5
  /// What the screen did, in order: the loaders and the reloads.
  private(set) var log: [String] = []
  /// The time the header's end saves: 09:41 on the 14th of November 2023, UTC.
  let now = Date(timeIntervalSince1970: 1_699_954_860)

  init() {
    self.scroll = ScrollModel(
      frame: CGRect(x: 0, y: 0, width: 375, height: 600), clock: self.clock)
    self.scroll.systemInset = EdgeInsets(top: Self.barHeight)
    self.scroll.contentOffset = CGPoint(x: 0, y: -Self.barHeight)
    self.scroll.isVisible = false  // viewDidLoad: no window yet
    self.reloadData()
  }

  /// The first draw: the view is in a window.
  func appear() {
    self.scroll.isVisible = true
  }

  /// `reloadData`: the table shows the rows of `data`.
  func reloadData() {
    self.scroll.contentSize = CGSize(width: 375, height: CGFloat(self.rows) * Self.rowHeight)
    self.scroll.totalDataCount = self.rows
    self.log.append("reloadData \(self.rows)")
  }

  // MARK: - The loaders

  /// Five new rows on top, then, after the delay, the reload and the header's end.
  func loadNewData() {
    self.load("loadNewData", rows: 5) { $0.scroll.header?.endRefreshing() }
  }

  /// One more row, then the reload and the footer's end.
  func loadMoreData() {
    self.load("loadMoreData", rows: 1) { $0.scroll.footer?.endRefreshing() }
  }

  /// Five more rows, then the reload and no more data.
  func loadLastData() {
    self.load("loadLastData", rows: 5) { $0.scroll.footer?.endRefreshingWithNoMoreData() }
  }

  /// Five more rows, then the reload and a hidden footer, with no end call.
  func loadOnceData() {
    self.load("loadOnceData", rows: 5) { $0.scroll.footer?.isHidden = true }
  }

  private func load(_ name: String, rows: Int, end: @escaping @MainActor (ExampleTable) -> Void) {
    self.log.append(name)
    self.rows += rows
    _ = self.clock.schedule(after: Self.loadDuration) { [weak self] in
      guard let self else {
        return
      }
      self.reloadData()
      end(self)
    }
  }

  // MARK: - The scenarios' common start

  /// `example01`: a normal header that loads new data, refreshing at once.
  @discardableResult
  func example01() -> NormalHeader {
    let header = self.normalHeader()
    self.scroll.header = header
    header.beginRefreshing()
    return header
  }

  /// A normal header with the table's clock of the calendar, loading new data.
  func normalHeader() -> NormalHeader {
    let header = NormalHeader(config: self.config) { [weak self] in self?.loadNewData() }
    self.fixTheDate(of: header)
    return header
  }

  /// Shows the last-updated time in UTC, at ``now``.
  func fixTheDate(of header: StateHeader) {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
    header.lastUpdatedTimeCalendar = calendar
    header.currentDate = { [now] in now }
  }

  /// Shows the screen and lets the header's first refresh run to its end: ten rows.
  func appearAndFinishTheFirstRefresh() {
    self.appear()
    self.clock.run()
  }

  // MARK: - Gestures

  /// A finger drags the content to `y` in steps of 10 points, from where it is.
  func drag(to y: CGFloat) {
    RefreshKitTests.drag(self.scroll, from: self.scroll.contentOffset.y, to: y)
  }

  /// A finger drags the content to `y` and lifts with no speed.
  func pull(to y: CGFloat) {
    self.drag(to: y)
    self.scroll.endDragging()
  }

  /// The largest offset at rest, where the last row shows.
  var bottomOffset: CGFloat {
    self.scroll.maximumContentOffset.y
  }
}

/// MJRefresh's example GIF frames: `dropdown_anim__0001` to `…00060` for the pull and
/// `dropdown_loading_01` to `…03` for loading, 50 points square (the example app's are 100 pixels
/// at 2×).
enum ChiBaoZi {
  static let idleFrames = (1...60).map { frame("dropdown_anim__000\($0)") }
  static let loadingFrames = (1...3).map { frame("dropdown_loading_0\($0)") }

  private static func frame(_ name: String) -> RefreshImage {
    RefreshImage(name: name, size: CGSize(width: 50, height: 50))
  }

  /// `MJChiBaoZiHeader`: the 60 idle frames follow the pull, the 3 loading frames loop while
  /// pulling and refreshing.
  @MainActor
  static func header(config: RefreshConfig, action: @escaping @MainActor () -> Void) -> GifHeader {
    let header = GifHeader(config: config, refreshingAction: action)
    header.setImages(idleFrames, for: .idle)
    header.setImages(loadingFrames, for: .pulling)
    header.setImages(loadingFrames, for: .refreshing)
    return header
  }
}
