public import Foundation
public import RefreshKit

/// One scenario's screen, headless: MJRefresh's example app's list as a host of RefreshKit.
///
/// A 375 × 600 scroll model under a 64-point navigation bar, its rows, and the example app's
/// loaders, which change the rows after a simulated load time on the session's clock. The
/// scenario adds the components; the session feeds the input and reads the frames.
@MainActor
public final class GalleryWorld {
  /// How the content is laid out, for the page to draw it.
  public enum Layout: String, Sendable, Encodable {
    /// A table: rows 44 points tall.
    case rows
    /// A collection: three items a row, 80 points square, under a section header.
    case grid
    /// A collection of pages, one screen wide, scrolling horizontally.
    case pages
    /// A shop page: a banner that scrolls away, a tab bar, and a list per tab under one header
    /// (``GalleryWorld/openShop()``).
    case shop
  }

  /// The phone's screen.
  public nonisolated static let viewport = CGSize(width: 375, height: 600)
  /// The navigation bar and status bar the list scrolls under.
  public nonisolated static let barHeight: CGFloat = 64
  /// The height of a table row.
  public nonisolated static let rowHeight: CGFloat = 44
  /// `MJDuration`: how long a load takes in the example app's table screen.
  public nonisolated static let tableLoadTime: TimeInterval = 0.5

  /// The clock, which the session moves with real time.
  public let clock: ManualAnimationClock
  /// The list.
  public let scroll: ScrollModel
  /// The components' configuration: this session's language and its own last-updated times.
  public let config: RefreshConfig
  /// How the content is laid out.
  public let layout: Layout
  /// The items the list shows.
  public private(set) var items: Int
  /// The number of the first item shown: 1 unless the list was opened in the middle, or older
  /// items are still to come above.
  public private(set) var firstItem = 1
  /// The number of the last item there is, for the loaders of a list opened in the middle.
  public var lastItemThereIs = Int.max
  /// Whether the layout pins its section header below the bar.
  public var pinsSectionHeader = false
  /// How long a simulated load takes, in seconds.
  public var loadTime: TimeInterval
  /// Whether simulated loads fail: the component ends with a failure and no rows arrive.
  public var loadsFail = false
  /// How many of the next loads fail, whatever ``loadsFail`` says: a page that fails once, to
  /// show a retry.
  public var failuresToCome = 0
  /// Whether every other load fails, the second first: results of both kinds in turn.
  public var failsEveryOtherLoad = false
  /// Whether a load that succeeds says so (`endRefreshing(result: .success)`), for a header
  /// that shows its results.
  public var reportsSuccess = false
  private var loadsStarted = 0
  /// Hears what the loaders do, for the page's log.
  var onEvent: (@MainActor (String) -> Void)?
  /// Runs after every reload, for what a data source does with the count (a footer hidden while
  /// there are no items).
  var onReload: (@MainActor (GalleryWorld) -> Void)?
  /// The shop page's tabs and lists, on a ``Layout/shop`` screen once opened.
  private(set) var shop: GalleryShop?

  /// Creates a screen.
  ///
  /// - Parameters:
  ///   - layout: How the content is laid out.
  ///   - items: The items it starts with.
  ///   - loadTime: How long a load takes.
  ///   - clock: The session's clock.
  public init(layout: Layout, items: Int, loadTime: TimeInterval, clock: ManualAnimationClock) {
    self.clock = clock
    self.layout = layout
    self.items = items
    self.loadTime = loadTime
    self.config = RefreshConfig()
    self.config.languageCode = "en"
    self.config.lastUpdatedTimeStore = InMemoryLastUpdatedTimeStore()
    self.scroll = ScrollModel(
      frame: CGRect(origin: .zero, size: Self.viewport), clock: clock)
    if layout == .pages {
      self.scroll.isPagingEnabled = true
    } else {
      self.scroll.systemInset = EdgeInsets(top: Self.barHeight)
      self.scroll.contentOffset = CGPoint(x: 0, y: -Self.barHeight)
    }
    self.reloadData()
  }

  /// The components attached, with the slot each is in, header first: the list's, then the
  /// shop's lists' footers.
  public var components: [(slot: String, component: RefreshComponent)] {
    self.listComponents + (self.shop?.components ?? [])
  }

  /// The components of the scroll model, drawn in its content: on a shop page, the page's.
  var listComponents: [(slot: String, component: RefreshComponent)] {
    let slots: [(String, RefreshComponent?)] = [
      ("header", self.scroll.header), ("footer", self.scroll.footer),
      ("trailer", self.scroll.trailer), ("leadingLoader", self.scroll.leadingLoader),
    ]
    return slots.compactMap { slot, component in component.map { (slot, $0) } }
  }

  /// What the finger drags: the list, or the shop's page and the list that shows.
  var fingerTarget: any FingerTarget {
    self.shop?.finger ?? self.scroll
  }

  /// Makes this ``Layout/shop`` screen a shop page: the scroll model is the page, with a list
  /// per tab below its tab bar.
  ///
  /// - Returns: The shop.
  @discardableResult
  func openShop() -> GalleryShop {
    let shop = GalleryShop(on: self)
    self.shop = shop
    return shop
  }

  /// The buttons that do something on this screen: the footer's need a footer, a refresh a
  /// header or a trailer.
  public var actions: [GalleryAction] {
    GalleryAction.allCases.filter { action in
      switch action {
      case .noMoreData, .resetNoMoreData: self.scroll.footer != nil
      case .beginRefreshing: self.scroll.header != nil || self.scroll.trailer != nil
      case .leaveAndReturn: self.scroll.header?.staleInterval != nil
      case .restart: true
      }
    }
  }

  /// The list shows its items: the content size follows them.
  public func reloadData() {
    self.scroll.contentSize = Self.contentSize(of: self.layout, items: self.items)
    self.scroll.totalDataCount = self.items
    self.onReload?(self)
  }

  /// The content size of `items` in `layout`.
  ///
  /// - Parameters:
  ///   - layout: The layout.
  ///   - items: The items.
  /// - Returns: The size: rows 44 points tall; a flow layout of three 80-point items a row, 20
  ///   apart, under a 30-point section header and 20-point insets; pages a screen wide and tall;
  ///   or a shop page's banner, tab bar and list.
  public nonisolated static func contentSize(of layout: Layout, items: Int) -> CGSize {
    switch layout {
    case .rows:
      return CGSize(width: viewport.width, height: CGFloat(items) * rowHeight)
    case .grid:
      let rows = CGFloat((items + 2) / 3)
      return CGSize(width: viewport.width, height: 30 + 20 + rows * 80 + max(rows - 1, 0) * 20 + 20)
    case .pages:
      return CGSize(width: CGFloat(items) * viewport.width, height: viewport.height)
    case .shop:
      // The banner, the tab bar and a list's height below the bar: the page scrolls until the
      // banner is gone.
      return CGSize(
        width: viewport.width,
        height: GalleryShop.bannerHeight + viewport.height - barHeight)
    }
  }

  /// Opens the list at item `first`, its items after it, with older ones to load above.
  ///
  /// - Parameter first: The number of the first item shown.
  public func open(atItem first: Int) {
    self.firstItem = first
  }

  // MARK: - The example app's loaders

  /// `loadNewData`: `count` new items, then the header's end.
  public func loadNewData(count: Int = 5) {
    self.load("loadNewData", adding: count) { world, failure in
      world.end(world.scroll.header, failure: failure)
    }
  }

  /// `loadMoreData`: `count` more items, then the footer's end.
  public func loadMoreData(count: Int = 1) {
    self.load("loadMoreData", adding: count) { world, failure in
      world.end(world.scroll.footer, failure: failure)
    }
  }

  /// `loadLastData`: five more items, then no more data.
  public func loadLastData() {
    self.load("loadLastData", adding: 5) { world, failure in
      if let failure {
        world.end(world.scroll.footer, failure: failure)
      } else {
        world.scroll.footer?.endRefreshingWithNoMoreData()
      }
    }
  }

  /// `loadOnceData`: five more items, then the footer hides, with no end call.
  public func loadOnceData() {
    self.load("loadOnceData", adding: 5) { world, failure in
      if let failure {
        world.end(world.scroll.footer, failure: failure)
      } else {
        world.scroll.footer?.isHidden = true
      }
    }
  }

  /// A refresh of the whole list: `count` items replace those shown, then the header's end.
  public func loadNewList(count: Int) {
    self.load("loadNewList", adding: 0, saying: "\(count) items replace the list") {
      world, failure in
      if failure == nil {
        world.items = count
        world.reloadData()
      }
      world.end(world.scroll.header, failure: failure)
    }
  }

  /// `count` older items, inserted above those shown without moving them, then the leading
  /// loader's end: no more data once the first item is shown.
  public func loadOlder(count: Int) {
    let count = min(count, self.firstItem - 1)
    self.load("loadOlder", adding: 0, saying: "\(count) items above") { world, failure in
      if failure == nil {
        world.items += count
        world.firstItem -= count
        world.scroll.insertContentAtStart(CGFloat(count) * Self.rowHeight)
        world.scroll.totalDataCount = world.items
      }
      if failure == nil && world.firstItem == 1 {
        world.scroll.leadingLoader?.endRefreshingWithNoMoreData()
      } else {
        world.end(world.scroll.leadingLoader, failure: failure)
      }
    }
  }

  /// `count` newer items after those shown, then the footer's end: no more data once the last
  /// item there is is shown.
  public func loadNewer(count: Int) {
    let last = self.firstItem + self.items - 1
    let count = min(count, self.lastItemThereIs - last)
    self.load("loadNewer", adding: count) { world, failure in
      if failure == nil && world.firstItem + world.items - 1 == world.lastItemThereIs {
        world.scroll.footer?.endRefreshingWithNoMoreData()
      } else {
        world.end(world.scroll.footer, failure: failure)
      }
    }
  }

  /// Tells the log about something the screen did.
  func note(_ event: String) {
    self.onEvent?(event)
  }

  /// Loads for `loadTime`, then adds `count` items at the end and calls `end`; the log says
  /// `what` the load brings, "+count items" unless told.
  private func load(
    _ name: String, adding count: Int, saying what: String? = nil,
    end: @escaping @MainActor (GalleryWorld, SimulatedLoadFailure?) -> Void
  ) {
    self.loadsStarted += 1
    var fails = self.loadsFail || (self.failsEveryOtherLoad && self.loadsStarted % 2 == 0)
    if self.failuresToCome > 0 {
      self.failuresToCome -= 1
      fails = true
    }
    self.note("\(name): \(fails ? "fails" : what ?? "+\(count) items") in \(self.loadTime) s")
    // A page asked for before a refresh of the list belongs to the old list.
    let generation = self.scroll.loadGeneration
    _ = self.clock.schedule(after: self.loadTime) { [weak self] in
      guard let self else {
        return
      }
      guard self.scroll.loadGeneration == generation else {
        self.note("\(name): dropped, the list was refreshed meanwhile")
        return
      }
      if fails {
        end(self, SimulatedLoadFailure())
      } else {
        self.items += count
        self.reloadData()
        end(self, nil)
      }
    }
  }

  private func end(_ component: RefreshComponent?, failure: SimulatedLoadFailure?) {
    guard let component else {
      return
    }
    if let failure {
      component.endRefreshing(result: .failure(failure))
    } else if self.reportsSuccess {
      component.endRefreshing(result: .success)
    } else {
      component.endRefreshing()
    }
  }
}

/// The failure a simulated load ends with while "Loads fail" is on.
public struct SimulatedLoadFailure: Error, CustomStringConvertible {
  /// What the log says.
  public var description: String { "the simulated load failed" }
}
