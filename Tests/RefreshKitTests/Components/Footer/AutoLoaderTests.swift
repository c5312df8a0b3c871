import Foundation
import RefreshKit
import TestSupport
import Testing

/// The index rule, shared by the auto footer and the leading loader: 100 rows of varied
/// heights, the host reporting which show.
@MainActor
@Suite(.idleClocks) struct AutoLoaderTests {
  private func attachFooter(distance: Int?, byOffset: Bool = true)
    -> (AutoNormalFooter, ScrollModel, ManualAnimationClock, CallLog)
  {
    let log = CallLog()
    let (scroll, clock) = makeScrollModel(contentHeight: 5000)
    let footer = AutoNormalFooter(config: makeConfig()) { log.record("load") }
    footer.itemTriggerDistance = distance
    footer.triggersByOffset = byOffset
    scroll.footer = footer
    return (footer, scroll, clock, log)
  }

  @Test func theFooterLoadsWhenTheLastVisibleRowIsWithinTheDistanceOfTheEnd() {
    let (footer, scroll, _, log) = attachFooter(distance: 5)
    scroll.visibleItems = VisibleItems(range: 80..<94, count: 100)  // 6 after
    #expect(footer.state == .idle)
    scroll.visibleItems = VisibleItems(range: 81..<95, count: 100)  // 5 after
    #expect(footer.state == .refreshing)
    #expect(log.entries == ["load"])
    #expect(footer.transitions.last?.reason == .automatic)
  }

  @Test func withTheOffsetRuleOffOnlyRowsTrigger() {
    let (footer, scroll, _, _) = attachFooter(distance: 2, byOffset: false)
    drag(scroll, from: 0, to: 4444, step: 400)
    #expect(footer.state == .idle)
    scroll.visibleItems = VisibleItems(range: 90..<98, count: 100)
    #expect(footer.state == .refreshing)
  }

  @Test func aPageThatAddsNothingIsNotAskedForAgainUntilTheContentChanges() {
    let (footer, scroll, clock, log) = attachFooter(distance: 5)
    scroll.visibleItems = VisibleItems(range: 90..<100, count: 100)
    footer.endRefreshing()  // the server had nothing this time
    clock.run()
    scroll.visibleItems = VisibleItems(range: 89..<99, count: 100)
    scroll.visibleItems = VisibleItems(range: 90..<100, count: 100)
    #expect(footer.state == .idle)
    #expect(log.count(of: "load") == 1)
    scroll.contentSize.height = 6000
    scroll.visibleItems = VisibleItems(range: 90..<100, count: 120)
    #expect(footer.state == .idle, "15 rows after: out of reach")
    scroll.visibleItems = VisibleItems(range: 110..<120, count: 120)
    #expect(footer.state == .refreshing)
  }

  @Test func aShortPageThatLeavesTheRowsInReachLoadsTheNext() {
    let (footer, scroll, _, log) = attachFooter(distance: 5)
    var states: [RefreshState] = []
    let token = footer.observe(\.state) { _, change in states.append(change.newValue) }
    scroll.visibleItems = VisibleItems(range: 90..<100, count: 100)
    scroll.contentSize.height = 5100
    scroll.visibleItems = VisibleItems(range: 90..<100, count: 103)  // reported while loading
    footer.endRefreshing()
    #expect(states == [.refreshing, .idle, .refreshing], "observers hear the page end")
    #expect(footer.state == .refreshing)
    #expect(log.count(of: "load") == 2)
    withExtendedLifetime(token) {}
  }

  @Test func theOffsetRuleDoesNotFireWhereTheIndexRuleAlreadyDid() {
    let (footer, scroll, clock, log) = attachFooter(distance: 3)
    scroll.contentOffset.y = 4000
    scroll.visibleItems = VisibleItems(range: 90..<98, count: 100)
    footer.endRefreshing()
    clock.run()
    scroll.setContentOffset(CGPoint(x: 0, y: 4444), animated: true)
    clock.run()
    #expect(footer.state == .idle)
    #expect(log.count(of: "load") == 1)
  }

  @Test func aNewDragDoesNotAskForTheSameRowsAgain() {
    let (footer, scroll, clock, log) = attachFooter(distance: 3)
    scroll.contentOffset.y = 4000
    scroll.visibleItems = VisibleItems(range: 90..<98, count: 100)
    footer.endRefreshing()  // a page that added no rows
    clock.run()
    scroll.beginDragging()
    scroll.visibleItems = VisibleItems(range: 91..<99, count: 100)
    #expect(footer.state == .idle, "one page per content, whatever the drags")
    scroll.visibleItems = VisibleItems(range: 91..<99, count: 101)
    #expect(footer.state == .refreshing, "the rows changed: the next page")
    #expect(log.count(of: "load") == 2)
    scroll.endDragging()
    clock.run()
  }

  @Test func theLeadingLoaderLoadsWhenTheFirstVisibleRowIsNearTheStart() {
    let (scroll, _) = makeScrollModel(contentHeight: 5000)
    let loader = LeadingNormalLoader(config: makeConfig())
    loader.itemTriggerDistance = 4
    scroll.leadingLoader = loader
    scroll.contentOffset.y = 2000
    scroll.visibleItems = VisibleItems(range: 5..<15, count: 100)
    #expect(loader.state == .idle)
    scroll.visibleItems = VisibleItems(range: 4..<14, count: 100)
    #expect(loader.state == .refreshing)
  }

  @Test func aPageThatTakesOverThePageAlignmentLeavesTheOffsetInRange() {
    // The soak's seed 1592650027: the end of a page starts the paging alignment, whose first
    // frame stops the bounce; the index rule loads the next page at once, which takes over the
    // alignment. The alignment must not then write its first frame over the new page's offset.
    let (scroll, clock) = makeScrollModel()
    let footer = AutoGifFooter(config: makeConfig())
    footer.itemTriggerDistance = 5
    footer.triggersByOffset = false
    scroll.footer = footer
    scroll.isPagingEnabled = true
    scroll.drag(toOffsetY: 444)
    scroll.endDragging()  // the drag ends at the end: a page loads
    scroll.beginDragging()
    scroll.drag(translationY: -71)
    scroll.visibleItems = VisibleItems(range: 32..<40, count: 40)
    scroll.cancelDragging()
    footer.endRefreshing()
    #expect(footer.state == .refreshing, "the rows in reach load the next page")
    clock.run()
    #expect(scroll.contentOffset.y <= scroll.maximumContentOffset.y)
    #expect(scroll.contentOffset.y >= scroll.minimumContentOffset.y)
  }

  @Test func aReportMadeBeforeAnInsertionWaitsForTheNextEvenAnEqualOne() {
    let (scroll, _) = makeScrollModel(contentHeight: 5000)
    let loader = LeadingNormalLoader(config: makeConfig())
    loader.itemTriggerDistance = 3
    loader.automaticallyRefresh = false
    scroll.leadingLoader = loader
    scroll.contentOffset.y = 2000
    scroll.visibleItems = VisibleItems(range: 2..<10, count: 40)
    scroll.insertContentAtStart(300)  // a banner above the rows: the same rows and count
    loader.automaticallyRefresh = true
    #expect(loader.state == .idle, "the report counts the rows as they were")
    scroll.visibleItems = VisibleItems(range: 2..<10, count: 40)
    #expect(loader.state == .refreshing, "the same report, made after, is current")
    withExtendedLifetime(scroll) {}
  }

  @Test func aNegativeDistanceIsRefusedAndReported() {
    let (footer, _, _, _) = attachFooter(distance: 5)
    let (_, diagnostics) = Diagnostics.collect {
      footer.itemTriggerDistance = -1
    }
    #expect(footer.itemTriggerDistance == 5)
    #expect(diagnostics.map(\.kind) == [.valueOutOfRange])
  }

  @Test func aReportOutOfRangeIsBroughtIntoRange() {
    let items = VisibleItems(range: 90..<130, count: 100)
    #expect(items.range == 90..<100)
    #expect(items.itemsAfter == 0)
    #expect(items.itemsBefore == 90)
    #expect(VisibleItems(range: 5..<9, count: -3).count == 0)
    #expect(VisibleItems(range: 0..<0, count: 10).itemsAfter == nil)
  }

  // MARK: - One page per content, and the fill rule

  /// A list of `rows` rows 44 points tall under a header, with an auto footer whose pages
  /// each add `pageRows` rows 0.5 s after they start (none once `last` rows are loaded, then
  /// no more data), under `rules` (the fill rule is the cooperating rules').
  @MainActor
  private final class ShortList {
    let (scroll, clock) = makeScrollModel(contentHeight: 0)
    let header = RefreshHeader(config: makeConfig())
    let footer = AutoNormalFooter(config: makeConfig())
    var rows = 0
    var pages = 0
    var pageRows = 5
    var last = Int.max
    var failsNext = false

    init(rules: LoaderRules = .cooperating) {
      self.scroll.loaderRules = rules
      self.scroll.header = self.header
      self.scroll.footer = self.footer
      self.footer.refreshingAction = { [unowned self] in
        self.pages += 1
        _ = self.clock.schedule(after: 0.5) { [unowned self] in self.pageArrived() }
      }
    }

    func pageArrived() {
      if self.failsNext {
        self.failsNext = false
        self.footer.endRefreshing(result: .failure(CocoaError(.fileReadUnknown)))
        return
      }
      self.rows = min(self.rows + self.pageRows, self.last)
      self.scroll.contentSize.height = CGFloat(self.rows) * 44
      if self.rows == self.last {
        self.footer.endRefreshingWithNoMoreData()
      } else {
        self.footer.endRefreshing()
      }
    }

    /// The first page, by the header: `rows` rows.
    func refresh(to rows: Int) {
      self.header.refreshingAction = { [unowned self] in
        self.rows = rows
        self.scroll.contentSize.height = CGFloat(rows) * 44
        self.header.endRefreshing()
      }
      self.header.beginRefreshing()
      self.clock.run()
    }
  }

  @Test("MJRefresh's rules: a short first page waits for a drag up, which loads one page")
  func withMJRefreshsRulesAShortPageWaitsForADrag() {
    let list = ShortList(rules: .mjRefresh)
    list.refresh(to: 5)
    list.clock.run()
    #expect(list.pages == 0 && list.footer.state == .idle, "nothing loads by itself")
    drag(list.scroll, from: 0, to: 30)
    list.scroll.endDragging()
    list.clock.run()
    #expect(list.pages == 1 && list.rows == 10, "the drag up loaded one page, and no more")
  }

  @Test("a short first page fills the view, page after page, and stops once it is full")
  func aShortFirstPageFillsTheView() {
    let list = ShortList()
    list.refresh(to: 5)  // 220 points in a view 600 tall
    // Short while the content ends above 600 − 44 (the footer's own length shows below it).
    #expect(list.pages == 2 && list.rows == 15)
    #expect(list.footer.state == .idle)
    let starts = list.footer.transitions.filter { $0.to == .refreshing }
    #expect(starts.allSatisfy { $0.reason == .automatic })
    #expect(list.scroll.contentOffset.y == 0, "nothing scrolled")
  }

  @Test("the fill stops at no more data, and after a failed page, which waits for a tap")
  func theFillStopsAtNoMoreDataAndAfterAFailure() {
    let list = ShortList()
    list.last = 8
    list.refresh(to: 5)
    #expect(list.pages == 1 && list.rows == 8 && list.footer.state == .noMoreData)

    let failing = ShortList()
    failing.failsNext = true
    failing.refresh(to: 5)
    #expect(failing.pages == 1 && failing.footer.showsFailure)
    failing.clock.run()
    #expect(failing.pages == 1, "no loop after a failure")
    #expect(failing.footer.stateLabelTapped())
    failing.clock.run()
    #expect(failing.pages == 3 && failing.rows == 15, "the tap loaded, and the fill went on")
  }

  @Test("the fill loads at most maximumFillPages in a row; a drag starts the count again")
  func theFillIsBounded() {
    let list = ShortList()
    list.pageRows = 0  // every page says more but adds a 1-point spacer
    list.footer.refreshingAction = { [unowned list] in
      list.pages += 1
      list.scroll.contentSize.height += 1
      list.footer.endRefreshing()
    }
    list.footer.maximumFillPages = 3
    let (_, diagnostics) = Diagnostics.collect { list.refresh(to: 2) }
    #expect(list.pages == 3)
    #expect(diagnostics.map(\.subject) == ["AutoNormalFooter.maximumFillPages"])
    list.scroll.beginDragging()
    list.scroll.endDragging()
    list.clock.run()
    #expect(list.pages == 7, "a drag that ends over short content loads one, the fill three more")
  }

  @Test("a page that adds nothing is asked for again once by each new drag; a tap asks too")
  func aPageThatAddsNothingIsAskedForOnceADrag() {
    let log = CallLog()
    let footer = AutoNormalFooter(config: makeConfig()) { log.record("load") }
    let (scroll, clock) = RefreshKitTests.attachFooter(footer)
    for _ in 0..<3 {
      drag(scroll, from: 0, to: 460)
      scroll.endDragging()
      footer.endRefreshing()
      clock.run()
      scroll.setContentOffset(CGPoint(x: 0, y: 0), animated: true)
      clock.run()
    }
    #expect(log.count(of: "load") == 3, "MJRefresh's retry: one load a drag")
    #expect(footer.stateLabelTapped())
    #expect(log.count(of: "load") == 4)
    footer.endRefreshing()
    clock.run()
    scroll.contentSize.height = 1044  // the tap's page
    drag(scroll, from: 0, to: 504)
    #expect(log.count(of: "load") == 5, "new content: the next page")
    scroll.endDragging()
    footer.endRefreshing()
    clock.run()
  }

  @Test("a page abandoned before it ended may be asked for again")
  func anAbandonedPageMayBeAskedForAgain() {
    let log = CallLog()
    let footer = AutoNormalFooter(config: makeConfig()) { log.record("load") }
    let (scroll, clock) = RefreshKitTests.attachFooter(footer)
    drag(scroll, from: 0, to: 460)
    footer.isHidden = true  // ends the page with no result
    footer.isHidden = false
    scroll.endDragging()
    clock.run()
    drag(scroll, from: 0, to: 460)
    #expect(log.count(of: "load") == 2)
    scroll.endDragging()
    footer.endRefreshing()
    clock.run()
  }

  @Test("a leading loader over a short chat loads older messages until the view is full")
  func aLeadingLoaderFillsAShortChat() {
    let (scroll, clock) = makeScrollModel(contentHeight: 0)
    scroll.loaderRules = .cooperating
    let loader = LeadingNormalLoader(config: makeConfig())
    var pages = 0
    loader.refreshingAction = { [weak scroll, weak loader] in
      pages += 1
      scroll?.insertContentAtStart(200)
      loader?.endRefreshing()
    }
    scroll.leadingLoader = loader
    scroll.contentSize.height = 100  // the newest messages
    clock.run()
    // Short while the content, under the loader's 44, is no taller than the view.
    #expect(pages == 3 && scroll.contentSize.height == 700)
    #expect(loader.state == .idle)
    withExtendedLifetime(scroll) {}
  }

  @Test("attaching loads nothing, and settings made after it apply")
  func attachingLoadsNothing() {
    let log = CallLog()
    let footer = AutoNormalFooter(config: makeConfig()) { log.record("load") }
    let (scroll, clock) = RefreshKitTests.attachFooter(footer, contentHeight: 200)
    footer.maximumFillPages = 0
    scroll.contentSize.height = 300
    clock.run()
    #expect(log.entries.isEmpty)
    let (_, diagnostics) = Diagnostics.collect { footer.maximumFillPages = -1 }
    #expect(footer.maximumFillPages == 0 && diagnostics.map(\.kind) == [.valueOutOfRange])
    footer.maximumFillPages = 10
    scroll.contentSize.height = 400
    #expect(log.entries == ["load"])
    footer.endRefreshing()
    clock.run()
  }

  struct HeldFailure: Error {}

  @Test(
    "a page whose end was held as its loader left: loaded if it succeeded, asked again if not",
    arguments: [false, true])
  func aPageWhoseEndWasHeldAsItsLoaderLeft(failed: Bool) {
    // The soak's seeds 1593104897 (a held failure) and 1593131809 (a held success), shrunk:
    // the app ended the page, the minimum duration held the end, and the detach applied it.
    let (scroll, clock) = makeScrollModel(contentHeight: 1000)
    let footer = AutoNormalFooter(config: makeConfig())
    var loads = 0
    footer.refreshingAction = { loads += 1 }
    scroll.footer = footer
    footer.minimumRefreshingDuration = 3
    footer.itemTriggerDistance = 0
    footer.triggersByOffset = false
    scroll.visibleItems = VisibleItems(range: 7..<10, count: 10)
    #expect(loads == 1)
    footer.endRefreshing(result: failed ? .failure(HeldFailure()) : .success)  // held
    scroll.footer = BackGifFooter(config: makeConfig())  // applies the held end
    #expect(footer.state == .idle)
    scroll.footer = footer
    if failed {
      #expect(loads == 2, "the failed page's rows show: it is asked for again")
      footer.endRefreshing()
      clock.run()  // the minimum duration
    } else {
      #expect(loads == 1, "the same rows show: the page arrived")
    }
    scroll.visibleItems = VisibleItems(range: 17..<20, count: 20)
    #expect(loads == (failed ? 3 : 2), "a new page's rows load")
    footer.endRefreshing()
    clock.run()
  }
}
