import Foundation
import RefreshKit
import TestSupport
import Testing

/// The snippets of `docs/footers-and-trailer.md`, run, with the numbers the guide gives around
/// them.
@MainActor
@Suite(.idleClocks) struct FootersGuideTests {
  @Test func everySnippetOfTheGuideIsCodeInThisFile() throws {
    try DocSnippets.expectBlocks(
      of: "docs/footers-and-trailer.md", count: 6, areCodeIn: #filePath)
  }

  @Test("an auto footer loads as its position comes into view; a back footer when pulled")
  func theTwoKindsOfFooter() async {
    let (scroll, clock) = makeScrollModel()
    let model = PagedModel()
    // infinite scrolling
    scroll.footer = AutoNormalFooter { [weak model] in await model?.loadNextPage() }
    scroll.beginDragging()
    drag(scroll, from: 0, to: 444)
    #expect(scroll.footer?.state == .refreshing, "at 444 by default")
    await yield(until: { scroll.footer?.state == .idle })
    #expect(model.pages == 1)
    scroll.endDragging()
    clock.run()

    // pull up to load
    scroll.footer = BackNormalFooter { [weak model] in await model?.loadNextPage() }
    scroll.beginDragging()
    drag(scroll, from: scroll.contentOffset.y, to: 450)
    #expect(scroll.footer?.state == .pulling, "above 444")
    scroll.endDragging()
    clock.run()
    await yield(until: { model.pages == 2 })
    clock.run()
  }

  @Test("preloading by rows: the index rule, besides or instead of the offset")
  func preloadingByRows() {
    let (scroll, clock) = makeScrollModel()
    let footer = AutoNormalFooter(config: makeConfig())
    var loads = 0
    footer.refreshingAction = { loads += 1 }
    scroll.footer = footer
    footer.itemTriggerDistance = 5  // besides the offset rule
    footer.triggersByOffset = false  // ... or instead of it
    let rows = Array(0..<40)
    let (first, last) = (20, 34)
    // in scrollViewDidScroll:
    scroll.visibleItems = VisibleItems(range: first..<(last + 1), count: rows.count)
    #expect(loads == 1, "the last visible row is within 5 of row 39")
    footer.endRefreshing()
    clock.run()
  }

  @Test("the leading loader loads earlier messages and the insertion keeps the one read")
  func theLeadingLoader() async {
    let (scroll, clock) = makeScrollModel(contentHeight: 2000)
    scroll.contentOffset.y = 900
    let chat = Chat()
    let loader = LeadingNormalLoader { await chat.loadEarlierPage() }
    loader.itemTriggerDistance = 3
    loader.setTitle("Beginning of conversation", for: .noMoreData)
    scroll.leadingLoader = loader
    scroll.visibleItems = VisibleItems(range: 2..<12, count: 50)
    await yield(until: { chat.pages == 1 })
    let insertedHeight: CGFloat = 20 * 44
    scroll.contentSize.height += insertedHeight
    scroll.insertContentAtStart(insertedHeight)
    let kept: CGFloat = 900 + 20 * 44
    #expect(scroll.contentOffset.y == kept, "the message read stays where it is")
    await yield(until: { loader.state == .idle })
    loader.endRefreshingWithNoMoreData()
    #expect(loader.stateLabel.text == "Beginning of conversation")
    clock.run()
  }

  @Test("no more data is sticky until a reset")
  func noMoreData() {
    let (scroll, clock) = makeScrollModel()
    let footer = AutoNormalFooter(config: makeConfig())
    scroll.footer = footer
    for page in [Page(isLast: false), Page(isLast: true)] {
      footer.beginRefreshing()
      if page.isLast {
        footer.endRefreshingWithNoMoreData()  // "No more data"; nothing triggers any more
      } else {
        footer.endRefreshing()
      }
    }
    let (began, diagnostics) = Diagnostics.collect { footer.beginRefreshing() }
    #expect(footer.state == .noMoreData && !began)
    #expect(diagnostics.map(\.message) == ["ignored: no more data; call resetNoMoreData() first"])
    // after a pull-to-refresh reloads page one:
    footer.resetNoMoreData()
    #expect(footer.state == .idle)
    clock.run()
  }

  @Test func theTrailerOpensTheDetails() {
    let (scroll, clock) = makeScrollModel(contentHeight: 600, contentWidth: 375)
    let model = PagedModel()
    scroll.trailer = NormalTrailer { [weak model] in model?.openDetails() }
    scroll.trailer?.beginRefreshing()
    clock.run()
    #expect(model.details == 1)
    scroll.trailer?.endRefreshing()
    clock.run()
  }
}

/// A feed that loads pages and opens details.
@MainActor
private final class PagedModel {
  private(set) var pages = 0
  private(set) var details = 0

  func loadNextPage() async {
    self.pages += 1
  }

  func openDetails() {
    self.details += 1
  }
}

/// A conversation that loads its earlier messages.
@MainActor
private final class Chat {
  private(set) var pages = 0

  func loadEarlierPage() async {
    self.pages += 1
  }
}

/// A page of the feed.
private struct Page {
  var isLast: Bool
}
