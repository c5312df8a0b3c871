import Foundation
import RefreshKit

/// The demo's shop page: a page header that scrolls away above a tab bar and three lists (All,
/// New, Sale) under one `NormalHeader`, which has a second floor, shared out by a
/// `NestedScrollCoordinator`; each list loads its own pages with its own footer.
@MainActor
final class ShopScene {
  static let tabs = ["All", "New", "Sale"]
  static let latency: TimeInterval = 1
  static let pageSize = 30
  static let pages = 3
  /// The page header's height: it scrolls away (three lines).
  static let pageHeaderHeight: CGFloat = 3 * DemoRenderer.pointsPerLine
  /// The tab bar's height: it pins at the top once the page header is gone (one line).
  static let tabBarHeight: CGFloat = DemoRenderer.pointsPerLine

  let clock: any AnimationClock
  let config = RefreshConfig()
  let outer: ScrollModel
  let lists: [ScrollModel]
  let coordinator: NestedScrollCoordinator
  let header: NormalHeader
  let footers: [AutoNormalFooter]
  /// The pages each list has loaded.
  private(set) var loaded = [1, 1, 1]
  /// What happened last, for the status line.
  private(set) var lastEvent = "opened on All"
  private var finger: CGFloat = 0
  private var isDragging = false

  /// Creates the page in a viewport `viewportHeight` points tall.
  ///
  /// - Parameters:
  ///   - clock: The clock for the physics, the animations and the server's delay.
  ///   - viewportHeight: The height of the page's viewport, in points.
  init(clock: any AnimationClock, viewportHeight: CGFloat) {
    self.clock = clock
    self.config.languageCode = "en"
    self.config.lastUpdatedTimeStore = InMemoryLastUpdatedTimeStore()
    let listHeight = viewportHeight - Self.tabBarHeight
    self.outer = ScrollModel(
      frame: CGRect(x: 0, y: 0, width: 375, height: viewportHeight),
      contentSize: CGSize(
        width: 375, height: Self.pageHeaderHeight + Self.tabBarHeight + listHeight),
      clock: clock)
    self.lists = Self.tabs.map { _ in
      ScrollModel(
        frame: CGRect(
          x: 0, y: Self.pageHeaderHeight + Self.tabBarHeight, width: 375, height: listHeight),
        contentSize: CGSize(
          width: 375, height: CGFloat(Self.pageSize) * DemoRenderer.pointsPerLine),
        clock: clock)
    }
    self.coordinator = NestedScrollCoordinator(outer: self.outer, pages: self.lists)
    let config = self.config
    self.header = NormalHeader(config: config)
    self.footers = Self.tabs.map { _ in AutoNormalFooter(config: config) }
    self.header.lastUpdatedTimeLabel.isHidden = true
    self.header.secondFloor = SecondFloor()
    self.header.refreshingAction = { [weak self] in self?.reload() }
    self.outer.header = self.header
    for (index, footer) in self.footers.enumerated() {
      footer.refreshingAction = { [weak self] in self?.loadNextPage(of: index) }
      self.lists[index].footer = footer
    }
  }

  /// The tab that shows.
  var tab: String {
    Self.tabs[self.coordinator.selectedPage]
  }

  private func reload() {
    self.lastEvent = "reloading the three lists"
    _ = self.clock.schedule(after: Self.latency) { [weak self] in
      guard let self else { return }
      self.header.endRefreshing()
      self.lastEvent = "reloaded"
    }
  }

  private func loadNextPage(of index: Int) {
    self.lastEvent = "\(Self.tabs[index]) loads page \(self.loaded[index] + 1)"
    _ = self.clock.schedule(after: Self.latency) { [weak self] in
      guard let self else { return }
      self.loaded[index] += 1
      let list = self.lists[index]
      list.contentSize.height += CGFloat(Self.pageSize) * DemoRenderer.pointsPerLine
      if self.loaded[index] == Self.pages {
        self.footers[index].endRefreshingWithNoMoreData()
      } else {
        self.footers[index].endRefreshing()
      }
      self.lastEvent = "\(Self.tabs[index]) has \(self.loaded[index] * Self.pageSize) items"
    }
  }

  // MARK: - What the user does

  /// The finger moves by `points` over the lists: positive pulls the content down.
  func drag(by points: CGFloat) {
    if !self.isDragging {
      self.isDragging = true
      self.finger = 0
      self.coordinator.beginDragging()
    }
    self.finger += points
    self.coordinator.drag(translationY: self.finger)
  }

  /// The finger lifts, with no fling.
  func release() {
    guard self.isDragging else {
      return
    }
    self.isDragging = false
    self.coordinator.endDragging()
  }

  /// Shows tab `index`; refused (and said so) while the finger is down.
  func select(_ index: Int) {
    guard !self.isDragging else {
      self.lastEvent = "lift the finger to switch tabs"
      return
    }
    self.coordinator.selectedPage = index
    self.lastEvent = "opened \(self.tab)"
  }

  /// Opens the second floor from code, or closes it if it is open.
  func toggleFloor() {
    if self.header.state.isSecondFloor {
      _ = self.header.closeSecondFloor()
    } else {
      _ = Diagnostics.collect { _ = self.header.openSecondFloor() }
    }
  }
}
