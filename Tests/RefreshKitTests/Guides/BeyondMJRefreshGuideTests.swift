import Foundation
import RefreshKit
import TestSupport
import Testing

/// The snippets of `docs/beyond-mjrefresh.md`, run, with what the guide says around them.
@MainActor
@Suite(.idleClocks) struct BeyondMJRefreshGuideTests {
  @Test func everySnippetOfTheGuideIsCodeInThisFile() throws {
    let uiKit = SourceTree.root.appendingPathComponent(
      "Tests/RefreshKitUIKitTests/NestedScrollHostTests.swift")
    try DocSnippets.expectBlocks(
      of: "docs/beyond-mjrefresh.md", count: 6, areCodeIn: #filePath, uiKit.path)
  }

  /// A server that answers each page after its cursor when the test opens that page's gate,
  /// and never hears of a cancellation.
  @MainActor
  final class API {
    private var gates: [Gate] = []
    /// How many pages were asked for.
    private(set) var calls = 0

    /// The gate of the `index`th page asked for (from 0), which may not be asked for yet.
    func gate(_ index: Int) -> Gate {
      while self.gates.count <= index {
        self.gates.append(Gate())
      }
      return self.gates[index]
    }

    func page(after cursor: Int) async throws -> [Int] {
      let gate = self.gate(self.calls)
      self.calls += 1
      await gate.wait()
      return Array(cursor..<cursor + 10)
    }
  }

  /// The guide's action: the footer loads the next page of `feed` from `api`, and drops it if
  /// its task was cancelled or the list was refreshed meanwhile.
  static func loadPages(
    into feed: Feed, from api: API, footer: AutoNormalFooter, scroll: ScrollModel
  ) {
    footer.asyncRefreshingAction = { [weak footer, weak scroll] in
      let page = try await api.page(after: feed.cursor)
      guard !Task.isCancelled, scroll?.loadGeneration == footer?.refreshGeneration else {
        return  // cancelled, or the list was refreshed
      }
      feed.append(page)
    }
  }

  /// The app's list: the items and the cursor of the next page.
  @MainActor
  final class Feed {
    var items: [Int] = []
    var cursor = 0
    func append(_ page: [Int]) {
      self.items += page
      self.cursor += page.count
    }
  }

  /// A list with a header and an auto footer, both attached.
  static func makeList() -> (ScrollModel, ManualAnimationClock, NormalHeader, AutoNormalFooter) {
    let (scroll, clock) = makeScrollModel()
    let header = NormalHeader(config: makeConfig())
    let footer = AutoNormalFooter(config: makeConfig())
    scroll.header = header
    scroll.footer = footer
    return (scroll, clock, header, footer)
  }

  @Test("a page that checks the load generation is dropped after a refresh of the list")
  func aPageThatChecksTheGenerationIsDropped() async {
    let (scroll, clock, header, footer) = Self.makeList()
    let api = API()
    let feed = Feed()
    scroll.loaderArbitration = .refreshWaitsForPage  // or .refreshCancelsPage, .independent
    scroll.loaderRules = LoaderRules(arbitration: .refreshCancelsPage, fillPages: 4)  // both
    #expect(scroll.loaderRules.fillPages == 4)
    scroll.loaderArbitration = .independent  // the check matters most here: both run
    Self.loadPages(into: feed, from: api, footer: footer, scroll: scroll)
    footer.beginRefreshing()
    #expect(footer.refreshGeneration == 0)
    let task = footer.refreshingTask
    // The list is refreshed before the page's task gets to run its first line: the order a
    // generation read inside the action would miss.
    header.beginRefreshing()
    clock.run()  // the header's action runs: a new generation
    #expect(scroll.loadGeneration == 1)
    api.gate(0).open()
    await task?.value
    #expect(feed.items.isEmpty, "the old list's page was dropped")
    header.endRefreshing()
    clock.run()
  }

  @Test("a cancelled page that answers after the new list's page began is dropped")
  func aCancelledPageAnsweringDuringTheNextPageIsDropped() async {
    let (scroll, clock, header, footer) = Self.makeList()
    #expect(scroll.loaderRules == .mjRefresh)
    scroll.loaderRules = .cooperating  // MJRefresh's, the default: .mjRefresh
    let api = API()
    let feed = Feed()
    Self.loadPages(into: feed, from: api, footer: footer, scroll: scroll)
    footer.beginRefreshing()
    let oldPage = footer.refreshingTask
    await Task.yield()
    #expect(api.calls == 1)
    header.beginRefreshing()  // the cooperating rules cancel the page
    clock.run()
    #expect(oldPage?.isCancelled == true)
    header.endRefreshing()
    clock.run()
    footer.beginRefreshing()  // the new list's next page: the footer notes generation 1
    #expect(footer.refreshGeneration == scroll.loadGeneration)
    let newPage = footer.refreshingTask
    await Task.yield()
    #expect(api.calls == 2)
    api.gate(0).open()  // the server never heard of the cancellation
    await oldPage?.value
    #expect(feed.items.isEmpty, "the cancelled page of the old list was dropped")
    api.gate(1).open()
    await newPage?.value
    #expect(feed.items == Array(0..<10), "the new list's page was appended")
    clock.run()
  }

  @Test("the second floor's snippet opens and closes a floor, from code and by settings")
  func theSecondFloor() {
    let header = NormalHeader(config: makeConfig())
    let (scroll, clock) = attach(header)
    var shown: [String] = []
    let showPromotion = { shown.append("promotion") }
    header.secondFloor = SecondFloor()  // armed past 1.9 headers, opens to the whole view
    // A floor alone, armed past 150, with no refresh on the way:
    header.secondFloor = SecondFloor(triggerDistance: 150, refreshesOnTheWay: false)
    header.openSecondFloor { showPromotion() }  // from code, as a release past the trigger does
    clock.run()
    #expect(header.state == .secondFloorOpen)
    #expect(shown == ["promotion"])
    header.closeSecondFloor()  // or a push up of 70 and a release
    clock.run()
    #expect(header.state == .idle)
    scroll.drag(toOffsetY: -64 - 140)
    #expect(header.state == .idle, "a floor alone: no refresh on the way, armed past 150")
    scroll.drag(toOffsetY: -64 - 151)
    #expect(header.state == .secondFloorArmed)
    scroll.endDragging()
    clock.run()
    #expect(header.state == .secondFloorOpen)
  }

  @Test("the guide's shop page shares one header among its tabs")
  func theShopPage() {
    let (page, lists, _) = makeShopModels()
    let (all, new, sale) = (lists[0], lists[1], lists[2])
    let store = ShopStore()
    let shop = NestedScrollCoordinator(outer: page, pages: [all, new, sale])
    page.header = NormalHeader { await store.reload() }  // one header, pulled from every tab
    all.footer = AutoNormalFooter { await store.loadMore(.all) }  // each list its own footer
    shop.selectedPage = 2  // a refresh under way goes on
    #expect(sale.isVisible && !all.isVisible)
    #expect(page.header != nil && all.footer != nil && new.footer == nil)
  }

  @Test("the fill rule's bound, and MJRefresh's behaviour at 0")
  func theFillRulesBound() {
    let footer = AutoNormalFooter(config: makeConfig())
    #expect(footer.maximumFillPages == nil)
    footer.maximumFillPages = 4  // a server with short pages: four in a row, then wait for a drag
    #expect(footer.maximumFillPages == 4)
    footer.maximumFillPages = 0  // MJRefresh's: short content loads when a drag ends
    #expect(footer.maximumFillPages == 0)
    footer.maximumFillPages = nil  // the default: the scroll model's loaderRules decide
    #expect(LoaderRules.mjRefresh.fillPages == 0 && LoaderRules.cooperating.fillPages == 10)
  }
}
