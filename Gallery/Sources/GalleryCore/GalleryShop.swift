import Foundation
import RefreshKit

/// The shop page of the gallery: a banner that scrolls away under the bar, a tab bar that then
/// stays, and a list per tab (All, New, Sale) below it, under the page's one refresh header.
///
/// A `NestedScrollCoordinator` shares the finger out between the page (the world's scroll
/// model, which holds the shared header and its second floor) and the list of the tab that
/// shows; each list loads its own pages with its own footer, three pages of 20 items, then no
/// more data. A refresh brings each list back to its first page.
@MainActor
final class GalleryShop {
  /// The tabs' titles.
  nonisolated static let tabs = ["All", "New", "Sale"]
  /// The banner's height: it scrolls away first.
  nonisolated static let bannerHeight: CGFloat = 150
  /// The tab bar's height.
  nonisolated static let tabBarHeight: CGFloat = 44
  /// The items a page of a list brings.
  nonisolated static let pageSize = 20
  /// The pages a list has.
  nonisolated static let pages = 3

  /// The lists, one a tab, in the page's content below the tab bar.
  let lists: [ScrollModel]
  /// Shares the finger out between the page and the list that shows.
  let coordinator: NestedScrollCoordinator
  /// The items each list shows.
  private(set) var items: [Int]
  /// What the finger drives: the page and the list that shows, as one.
  let finger: NestedFingerTarget
  private weak var world: GalleryWorld?
  /// How many refreshes brought the lists back to their first page: a page asked for before
  /// the last one belongs to the old lists.
  private var reloads = 0

  /// The shop on `world`, whose scroll model is the page (its content size is the banner's, the
  /// tab bar's and a list's: ``GalleryWorld/contentSize(of:items:)``); the lists sit below the
  /// tab bar.
  init(on world: GalleryWorld) {
    self.world = world
    let page = world.scroll
    let listHeight = GalleryWorld.viewport.height - GalleryWorld.barHeight - Self.tabBarHeight
    self.items = Self.tabs.map { _ in Self.pageSize }
    self.lists = Self.tabs.map { _ in
      ScrollModel(
        frame: CGRect(
          x: 0, y: Self.bannerHeight + Self.tabBarHeight, width: GalleryWorld.viewport.width,
          height: listHeight),
        contentSize: CGSize(
          width: GalleryWorld.viewport.width,
          height: CGFloat(Self.pageSize) * GalleryWorld.rowHeight),
        clock: world.clock)
    }
    self.coordinator = NestedScrollCoordinator(outer: page, pages: self.lists)
    self.finger = NestedFingerTarget(self.coordinator)
    for (index, list) in self.lists.enumerated() {
      list.totalDataCount = self.items[index]
      let footer = AutoNormalFooter(config: world.config) { [weak self] in
        self?.loadNextPage(of: index)
      }
      list.footer = footer
    }
  }

  /// The footers, each with its slot's name: `footer-all`, `footer-new`, `footer-sale`.
  var components: [(slot: String, component: RefreshComponent)] {
    zip(Self.tabs, self.lists).compactMap { tab, list in
      list.footer.map { ("footer-\(tab.lowercased())", $0) }
    }
  }

  /// The page's refresh: every list back to its first page.
  func reload() {
    self.load("reload the three lists", ending: self.world?.scroll.header) { shop in
      shop.reloads += 1
      for index in shop.lists.indices {
        shop.setItems(Self.pageSize, of: index)
        if let footer = shop.lists[index].footer, footer.state == .noMoreData {
          footer.resetNoMoreData()
        }
      }
    }
  }

  /// A tap at `point` on the screen: a tab of the tab bar shows its list, a footer's title
  /// loads. (A tap is a finger that lifted without dragging, so no drag holds the tabs.)
  ///
  /// - Returns: What the tap did, for the log, or `nil` if it hit neither.
  func tap(at point: CGPoint) -> String? {
    let page = self.coordinator.outer
    let tabBarTop = Self.bannerHeight - page.contentOffset.y
    if point.y >= tabBarTop && point.y < tabBarTop + Self.tabBarHeight {
      let width = GalleryWorld.viewport.width / CGFloat(Self.tabs.count)
      let index = min(max(Int(point.x / width), 0), Self.tabs.count - 1)
      if self.coordinator.selectedPage == index {
        return "\(Self.tabs[index]) shows already"
      }
      self.coordinator.selectedPage = index
      return "tab \(Self.tabs[index])"
    }
    let list = self.coordinator.page
    let inList = CGPoint(
      x: point.x, y: point.y + page.contentOffset.y - list.frame.minY + list.contentOffset.y)
    guard point.y >= tabBarTop + Self.tabBarHeight, let footer = list.footer as? AutoLoader,
      !footer.isHidden, footer.frame.contains(inList)
    else {
      return nil
    }
    return footer.stateLabelTapped()
      ? "tap on \(Self.tabs[self.coordinator.selectedPage])'s footer"
      : "\(Self.tabs[self.coordinator.selectedPage])'s footer has nothing to load now"
  }

  private func loadNextPage(of index: Int) {
    let footer = self.lists[index].footer
    let reloads = self.reloads
    self.load("\(Self.tabs[index]): +\(Self.pageSize) items", ending: footer) { shop in
      guard shop.reloads == reloads else {
        shop.world?.note("\(Self.tabs[index]): the page is dropped, the lists were refreshed")
        return
      }
      shop.setItems(shop.items[index] + Self.pageSize, of: index)
    } last: { shop in
      shop.items[index] == Self.pageSize * Self.pages
    }
  }

  private func setItems(_ count: Int, of index: Int) {
    self.items[index] = count
    self.lists[index].contentSize.height = CGFloat(count) * GalleryWorld.rowHeight
    self.lists[index].totalDataCount = count
  }

  /// Loads for the world's load time, then applies `change` and ends `component`: with the
  /// simulated failure, with no more data once `last` says so, or plainly.
  private func load(
    _ what: String, ending component: RefreshComponent?,
    change: @escaping @MainActor (GalleryShop) -> Void,
    last: @escaping @MainActor (GalleryShop) -> Bool = { _ in false }
  ) {
    guard let world = self.world else {
      return
    }
    let fails = world.loadsFail
    world.note("\(fails ? "fails: " : "")\(what) in \(world.loadTime) s")
    _ = world.clock.schedule(after: world.loadTime) { [weak self, weak component] in
      guard let self, let component else {
        return
      }
      if fails {
        component.endRefreshing(result: .failure(SimulatedLoadFailure()))
        return
      }
      change(self)
      if last(self) {
        component.endRefreshingWithNoMoreData()
      } else {
        component.endRefreshing()
      }
    }
  }
}

/// The page and the list that shows, driven by the browser's finger as one scroll view: the
/// coordinator shares each movement out.
///
/// Its offset is the page's and the list's together, from the page's top to the end of the
/// list, so that a wheel knows the edges it began at: it scrolls the page and the list between
/// them, and drags past the top it began at.
@MainActor
final class NestedFingerTarget: FingerTarget {
  let coordinator: NestedScrollCoordinator

  init(_ coordinator: NestedScrollCoordinator) {
    self.coordinator = coordinator
  }

  var isDragging: Bool { self.coordinator.outer.isDragging }
  var isDecelerating: Bool {
    self.coordinator.outer.isDecelerating || self.coordinator.page.isDecelerating
  }
  var isPagingEnabled: Bool { false }
  var contentOffset: CGPoint {
    CGPoint(
      x: 0, y: self.coordinator.outer.contentOffset.y + self.coordinator.page.contentOffset.y)
  }
  var minimumContentOffset: CGPoint {
    CGPoint(
      x: 0,
      y: self.coordinator.outer.minimumContentOffset.y
        + self.coordinator.page.minimumContentOffset.y)
  }
  var maximumContentOffset: CGPoint {
    CGPoint(
      x: 0,
      y: self.coordinator.outer.maximumContentOffset.y
        + self.coordinator.page.maximumContentOffset.y)
  }

  func beginDragging() { self.coordinator.beginDragging() }
  func drag(translation: CGPoint) { self.coordinator.drag(translationY: translation.y) }
  func endDragging(velocity: CGPoint) { self.coordinator.endDragging(velocity: velocity.y) }
  func cancelDragging() { self.coordinator.cancelDragging() }

  /// Scrolls the page first, then the list, as a finger moving up would.
  func setContentOffset(_ offset: CGPoint, animated: Bool) {
    let outer = self.coordinator.outer
    let list = self.coordinator.page
    let outerY = min(
      max(offset.y - list.minimumContentOffset.y, outer.minimumContentOffset.y),
      outer.maximumContentOffset.y)
    outer.setContentOffset(CGPoint(x: 0, y: outerY), animated: animated)
    list.setContentOffset(CGPoint(x: 0, y: offset.y - outerY), animated: animated)
  }
}
