public import Foundation
public import RefreshKit

/// One screen of MJRefresh's example app, rebuilt on RefreshKit for the gallery.
///
/// Each builds its components the way the example app's code does (MJRefresh 3.7.9's
/// `MJExampleViewController` sections), on a ``GalleryWorld``: a table of 5 rows whose header
/// refreshes on the first draw and brings 5 more, a collection, or a strip of pages.
public struct GalleryScenario: Sendable, Encodable {
  /// The scenario's id in URLs and in the protocol's `open` message.
  public var id: String
  /// The section of the index it is listed under.
  public var group: String
  /// The title over the list.
  public var title: String
  /// The example app's method or screen it rebuilds.
  public var example: String
  /// What to try.
  public var summary: String
  /// How its content is laid out.
  public var layout: GalleryWorld.Layout
  /// The items it starts with.
  public var items: Int
  /// How long its loads take, in seconds, until the page's control changes it.
  public var loadTime: TimeInterval
  /// Whether its collection pins the section header below the bar.
  public var pinsSectionHeader = false
  /// What the page calls a row: "Row 1", "Message 41".
  public var rowTitle = "Row"
  /// The language it opens in, or `nil` for the one picked.
  public var language: String?
  /// Adds the components.
  let build: @MainActor @Sendable (GalleryWorld) -> Void

  private enum CodingKeys: String, CodingKey {
    case id, group, title, example, summary, layout, items, loadTime, pinsSectionHeader, rowTitle
    case language
  }

  /// Builds the scenario's screen on `clock`, components attached, before its first draw.
  ///
  /// - Parameter clock: The session's clock.
  /// - Returns: The screen.
  @MainActor
  public func makeWorld(clock: ManualAnimationClock) -> GalleryWorld {
    let world = GalleryWorld(
      layout: self.layout, items: self.items, loadTime: self.loadTime, clock: clock)
    world.pinsSectionHeader = self.pinsSectionHeader
    self.build(world)
    return world
  }

  /// The scenario with `id`, or `nil`.
  ///
  /// - Parameter id: An id of ``all``.
  /// - Returns: The scenario.
  public static func named(_ id: String) -> GalleryScenario? {
    self.all.first { $0.id == id }
  }

  // MARK: - The catalog

  /// Every scenario: the example app's, in its order, then RefreshKit's own.
  public static let all: [GalleryScenario] =
    headers + autoFooters + backFooters + collections + cooperatingLoaders + secondFloors
    + refreshKitFeatures

  static func table(
    _ id: String, _ group: String, _ title: String, _ example: String, _ summary: String,
    build: @escaping @MainActor @Sendable (GalleryWorld) -> Void
  ) -> GalleryScenario {
    GalleryScenario(
      id: id, group: group, title: title, example: example, summary: summary, layout: .rows,
      items: 5, loadTime: GalleryWorld.tableLoadTime
    ) { world in
      build(world)  // RefreshKit's defaults: MJRefresh's rules (LoaderRules.mjRefresh)
    }
  }

  private static let headers: [GalleryScenario] = [
    table(
      "header-default", "Headers", "Default header", "example01",
      "Pull down past 54 points: the arrow turns, \"Release to refresh\", the spinner turns."
    ) { world in
      world.example01()
    },
    table(
      "header-gif", "Headers", "GIF header", "example02",
      "The bird fills up frame by frame as you pull, and hops while it loads."
    ) { world in
      world.attachRefreshing(world.gifHeader())
    },
    table(
      "header-time-hidden", "Headers", "Last-updated time hidden", "example03",
      "No time label, and the header fades in with the pull (automaticallyChangeAlpha)."
    ) { world in
      let header = world.normalHeader()
      header.automaticallyChangeAlpha = true
      header.lastUpdatedTimeLabel.isHidden = true
      world.attachRefreshing(header)
    },
    table(
      "header-state-hidden", "Headers", "State and time hidden", "example04",
      "The GIF header with both labels hidden: the frames alone, centred."
    ) { world in
      let header = world.gifHeader()
      header.lastUpdatedTimeLabel.isHidden = true
      header.stateLabel.isHidden = true
      world.attachRefreshing(header)
    },
    table(
      "header-custom-titles", "Headers", "Custom titles", "example05",
      "Titles, fonts and colours set per state: red state label, blue time."
    ) { world in
      let header = world.normalHeader()
      header.setTitle("Pull down to refresh", for: .idle)
      header.setTitle("Release to refresh", for: .pulling)
      header.setTitle("Loading ...", for: .refreshing)
      header.stateLabel.fontSize = 15
      header.lastUpdatedTimeLabel.fontSize = 14
      header.stateLabel.textColor = RefreshColor(red: 1, green: 0, blue: 0)
      header.lastUpdatedTimeLabel.textColor = RefreshColor(red: 0, green: 0, blue: 1)
      world.attachRefreshing(header)
    },
    table(
      "header-diy", "Headers", "DIY header", "example06",
      "A header of its own: a caption that changes colour with the pull, a logo above it."
    ) { world in
      let header = DIYHeader(config: world.config) { [weak world] in world?.loadNewData() }
      world.attachRefreshing(header)
    },
  ]

  private static let autoFooters: [GalleryScenario] = [
    table(
      "footer-default", "Auto footers", "Default auto footer", "example11",
      "Pull up and let go on the short list, or scroll to the end once it is long: it loads."
    ) { world in
      world.example01()
      world.scroll.footer = AutoNormalFooter(config: world.config) { [weak world] in
        world?.loadMoreData()
      }
    },
    table(
      "footer-gif", "Auto footers", "GIF auto footer", "example12",
      "The bird hops beside the title while a page loads."
    ) { world in
      world.example01()
      let footer = AutoGifFooter(config: world.config) { [weak world] in world?.loadMoreData() }
      footer.setImages(GalleryArt.loadingFrames, for: .refreshing)
      world.scroll.footer = footer
    },
    table(
      "footer-refreshing-title-hidden", "Auto footers", "Refreshing title hidden", "example13",
      "While loading, the bird alone, centred."
    ) { world in
      world.example01()
      let footer = AutoGifFooter(config: world.config) { [weak world] in world?.loadMoreData() }
      footer.setImages(GalleryArt.loadingFrames, for: .refreshing)
      footer.refreshingTitleHidden = true
      world.scroll.footer = footer
    },
    table(
      "footer-no-more-data", "Auto footers", "No more data", "example14",
      "One load of five rows, then \"No more data\"; Reset no more data loads again."
    ) { world in
      world.example01()
      world.scroll.footer = AutoNormalFooter(config: world.config) { [weak world] in
        world?.loadLastData()
      }
    },
    table(
      "footer-auto-load-off", "Auto footers", "Automatic loading off", "example15",
      "Scrolling to the end does not load; a deliberate pull up and release, or a tap, does."
    ) { world in
      world.example01()
      let footer = AutoNormalFooter(config: world.config) { [weak world] in world?.loadMoreData() }
      footer.automaticallyRefresh = false
      world.scroll.footer = footer
    },
    table(
      "footer-custom-titles", "Auto footers", "Custom titles", "example16",
      "Titles set per state, 17-point blue."
    ) { world in
      world.example01()
      let footer = AutoNormalFooter(config: world.config) { [weak world] in world?.loadMoreData() }
      footer.setTitle("Click or drag up to refresh", for: .idle)
      footer.setTitle("Loading more ...", for: .refreshing)
      footer.setTitle("No more data", for: .noMoreData)
      footer.stateLabel.fontSize = 17
      footer.stateLabel.textColor = RefreshColor(red: 0, green: 0, blue: 1)
      world.scroll.footer = footer
    },
    table(
      "footer-hidden-after-load", "Auto footers", "Hidden after a load", "example17",
      "One load of five rows, then the footer hides itself and gives its space back."
    ) { world in
      world.example01()
      world.scroll.footer = AutoNormalFooter(config: world.config) { [weak world] in
        world?.loadOnceData()
      }
    },
    table(
      "footer-diy-auto", "Auto footers", "DIY auto footer", "example20",
      "A footer of its own that loads twice a drag, the spinner on the left."
    ) { world in
      world.example01()
      let footer = DIYAutoFooter(config: world.config) { [weak world] in world?.loadMoreData() }
      footer.autoTriggerTimes = 2
      world.scroll.footer = footer
    },
  ]

  /// RefreshKit's loaders that take turns and fill the screen (issue 26), beyond the example
  /// app.
  private static let secondFloors: [GalleryScenario] = [
    GalleryScenario(
      id: "header-second-floor", group: "Second floor",
      title: "A second floor above the list", example: "beyond MJRefresh",
      summary: "Pull past 54 points: \"Release to refresh\"; on past 1.9 headers: \"Release to "
        + "open the second floor\". Let go and the floor opens over the whole view; push up 70 "
        + "points to close it. A short pull still refreshes.",
      layout: .rows, items: 20, loadTime: 1
    ) { world in
      let header = world.normalHeader()
      header.secondFloor = SecondFloor()
      world.scroll.header = header
    },
    GalleryScenario(
      id: "shop-tabs", group: "Second floor",
      title: "A shop page: three tabs, one header", example: "beyond MJRefresh",
      summary: "Push up: the banner goes first, then the list. Tap New or Sale: each list keeps "
        + "its place and its own footer. Pull down from any tab: the one header refreshes all "
        + "three, and a longer pull opens its second floor over the page.",
      layout: .shop, items: 0, loadTime: 1, rowTitle: "Item"
    ) { world in
      let shop = world.openShop()
      let header = NormalHeader(config: world.config) { [weak shop] in shop?.reload() }
      header.secondFloor = SecondFloor()
      world.scroll.header = header
    },
  ]

  private static let cooperatingLoaders: [GalleryScenario] = [
    GalleryScenario(
      id: "loaders-refresh-during-page", group: "Cooperating loaders",
      title: "Refresh during a page load", example: "beyond MJRefresh",
      summary: "Scroll to the end: a page loads for 3 s. Pull to refresh meanwhile: the "
        + "refresh waits for the page, which the app asked for and no one can cancel, then "
        + "replaces the list. The page is never asked for twice (loaderRules = .cooperating).",
      layout: .rows, items: 20, loadTime: 3
    ) { world in
      world.scroll.loaderRules = .cooperating
      world.scroll.header = NormalHeader(config: world.config) { [weak world] in
        world?.loadNewList(count: 20)
      }
      world.scroll.footer = AutoNormalFooter(config: world.config) { [weak world] in
        world?.loadMoreData(count: 10)
      }
    },
    GalleryScenario(
      id: "loaders-short-first-page", group: "Cooperating loaders",
      title: "A short first page fills the screen", example: "beyond MJRefresh",
      summary: "The first page has 3 rows: the footer loads the next pages by itself, at rest, "
        + "until the screen is full, at most 10 in a row (loaderRules = .cooperating).",
      layout: .rows, items: 0, loadTime: 0.5
    ) { world in
      world.scroll.loaderRules = .cooperating
      world.scroll.footer = AutoNormalFooter(config: world.config) { [weak world] in
        world?.loadMoreData(count: 3)
      }
      world.attachRefreshing(
        NormalHeader(config: world.config) { [weak world] in world?.loadNewList(count: 3) })
    },
    GalleryScenario(
      id: "loaders-conversation", group: "Cooperating loaders",
      title: "A conversation opened in the middle", example: "beyond MJRefresh",
      summary: "Opened at message 41 of 100: scroll up and older messages load above without "
        + "moving the one you read; scroll down and newer ones load below, each with its end.",
      layout: .rows, items: 20, loadTime: 1, rowTitle: "Message"
    ) { world in
      world.open(atItem: 41)
      world.lastItemThereIs = 100
      world.scroll.leadingLoader = LeadingNormalLoader(config: world.config) { [weak world] in
        world?.loadOlder(count: 20)
      }
      world.scroll.footer = AutoNormalFooter(config: world.config) { [weak world] in
        world?.loadNewer(count: 20)
      }
      world.scroll.contentOffset.y = 5 * GalleryWorld.rowHeight - GalleryWorld.barHeight
    },
  ]

  private static let backFooters: [GalleryScenario] = [
    table(
      "back-footer-01", "Back footers", "Back footer 01", "example18",
      "Pull up past 44 points and let go; it ignores the host's 30-point bottom inset."
    ) { world in
      world.example01()
      world.scroll.footer = BackNormalFooter(config: world.config) { [weak world] in
        world?.loadMoreData()
      }
      world.scroll.contentInset = EdgeInsets(top: 0, left: 0, bottom: 30, right: 0)
      world.scroll.footer?.ignoredScrollViewContentInsetBottom = 30
    },
    table(
      "back-footer-02", "Back footers", "Back footer 02 (GIF)", "example19",
      "The bird fills up as you pull and fades in; one load, then no more data."
    ) { world in
      world.example01()
      let footer = BackGifFooter(config: world.config) { [weak world] in world?.loadLastData() }
      footer.setImages(GalleryArt.pullFrames, for: .idle)
      footer.setImages(GalleryArt.loadingFrames, for: .pulling)
      footer.setImages(GalleryArt.loadingFrames, for: .refreshing)
      footer.automaticallyChangeAlpha = true
      world.scroll.footer = footer
    },
    table(
      "footer-diy-back", "Back footers", "DIY back footer", "example21",
      "A back footer of its own: the caption changes colour with the pull, a logo below."
    ) { world in
      world.example01()
      world.scroll.footer = DIYBackFooter(config: world.config) { [weak world] in
        world?.loadMoreData()
      }
    },
  ]

  private static let collections: [GalleryScenario] = [
    GalleryScenario(
      id: "collection", group: "Collections", title: "Collection: header and footer",
      example: "example31",
      summary: "Ten items a pull, five a back-footer load, two seconds each; the footer shows "
        + "once there are items and fades in with the pull.",
      layout: .grid, items: 0, loadTime: 2
    ) { world in
      world.collection()
    },
    GalleryScenario(
      id: "collection-pinned", group: "Collections", title: "Pinned section header",
      example: "MJPinHeaderCollectionViewController",
      summary: "While refreshing, the header's space shrinks as the pinned section header "
        + "scrolls away, and comes back with it.",
      layout: .grid, items: 0, loadTime: 2, pinsSectionHeader: true
    ) { world in
      world.collection()
    },
    GalleryScenario(
      id: "trailer", group: "Collections", title: "Horizontal trailer", example: "example42",
      summary: "Five pages; drag the last one left past 60 points and let go: \"Release to view "
        + "details\", then the details would open.",
      layout: .pages, items: 5, loadTime: 0
    ) { world in
      let trailer = NormalTrailer(config: world.config)
      trailer.refreshingAction = { [weak world, weak trailer] in
        world?.note("the trailer's action: the details screen would open")
        trailer?.endRefreshing()
      }
      world.scroll.trailer = trailer
    },
  ]
}

extension GalleryWorld {
  /// `example01`: a normal header that loads new data and refreshes on the first draw.
  func example01() {
    self.attachRefreshing(self.normalHeader())
  }

  /// A normal header that loads new data.
  func normalHeader() -> NormalHeader {
    NormalHeader(config: self.config) { [weak self] in self?.loadNewData() }
  }

  /// The GIF header: the bird's 60 frames follow the pull, its 3 hop frames loop while pulling
  /// and refreshing.
  fileprivate func gifHeader() -> GifHeader {
    let header = GifHeader(config: self.config) { [weak self] in self?.loadNewData() }
    header.setImages(GalleryArt.pullFrames, for: .idle)
    header.setImages(GalleryArt.loadingFrames, for: .pulling)
    header.setImages(GalleryArt.loadingFrames, for: .refreshing)
    return header
  }

  /// Attaches `header` and begins its refresh, which waits for the first draw.
  func attachRefreshing(_ header: RefreshHeader) {
    self.scroll.header = header
    header.beginRefreshing()
  }

  /// `MJCollectionViewController`: a header that brings ten items, a back footer five, both
  /// after two seconds; the footer hides while there are none and fades in with the pull.
  fileprivate func collection() {
    let header = NormalHeader(config: self.config) { [weak self] in self?.loadNewData(count: 10) }
    let footer = BackNormalFooter(config: self.config) { [weak self] in
      self?.loadMoreData(count: 5)
    }
    footer.setAnimationDisabled()
    footer.automaticallyChangeAlpha = true
    self.scroll.header = header
    self.scroll.footer = footer
    footer.isHidden = true
    self.onReload = { [weak footer] world in footer?.isHidden = world.items == 0 }
    header.beginRefreshing()
  }
}
