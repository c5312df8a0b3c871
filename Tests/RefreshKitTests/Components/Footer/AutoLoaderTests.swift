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

  @Test func aNewDragMayAskForTheSamePositionAgain() {
    let (footer, scroll, clock, log) = attachFooter(distance: 3)
    scroll.contentOffset.y = 4000
    scroll.visibleItems = VisibleItems(range: 90..<98, count: 100)
    footer.endRefreshing()
    clock.run()
    scroll.beginDragging()
    scroll.visibleItems = VisibleItems(range: 91..<99, count: 100)
    #expect(footer.state == .refreshing)
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
}
