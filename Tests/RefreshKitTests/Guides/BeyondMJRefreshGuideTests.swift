import Foundation
import RefreshKit
import TestSupport
import Testing

/// The snippets of `docs/beyond-mjrefresh.md`, run, with what the guide says around them.
@MainActor
@Suite(.idleClocks) struct BeyondMJRefreshGuideTests {
  @Test func everySnippetOfTheGuideIsCodeInThisFile() throws {
    try DocSnippets.expectBlocks(of: "docs/beyond-mjrefresh.md", count: 2, areCodeIn: #filePath)
  }

  /// A server that answers a page after its cursor when the test opens the gate.
  @MainActor
  final class API {
    let gate = Gate()
    func page(after cursor: Int) async throws -> [Int] {
      await self.gate.wait()
      return Array(cursor..<cursor + 10)
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

  @Test("a page that checks the load generation is dropped after a refresh of the list")
  func aPageThatChecksTheGenerationIsDropped() async {
    let (scroll, clock) = makeScrollModel()
    let header = NormalHeader(config: makeConfig())
    let footer = AutoNormalFooter(config: makeConfig())
    scroll.header = header
    scroll.footer = footer
    let api = API()
    let feed = Feed()
    scroll.loaderArbitration = .refreshWaitsForPage  // or .refreshCancelsPage, .independent
    scroll.loaderArbitration = .independent  // the check matters most here: both run
    footer.asyncRefreshingAction = { [weak footer, weak scroll] in
      let page = try await api.page(after: feed.cursor)
      guard scroll?.loadGeneration == footer?.refreshGeneration else { return }  // refreshed
      feed.append(page)
    }
    footer.beginRefreshing()
    #expect(footer.refreshGeneration == 0)
    let task = footer.refreshingTask
    // The list is refreshed before the page's task gets to run its first line: the order a
    // generation read inside the action would miss.
    header.beginRefreshing()
    clock.run()  // the header's action runs: a new generation
    #expect(scroll.loadGeneration == 1)
    api.gate.open()
    await task?.value
    #expect(feed.items.isEmpty, "the old list's page was dropped")
    header.endRefreshing()
    clock.run()
  }

  @Test("the fill rule's bound, and MJRefresh's behaviour at 0")
  func theFillRulesBound() {
    let footer = AutoNormalFooter(config: makeConfig())
    #expect(footer.maximumFillPages == 10)
    footer.maximumFillPages = 4  // a server with short pages: four in a row, then wait for a drag
    #expect(footer.maximumFillPages == 4)
    footer.maximumFillPages = 0  // MJRefresh's: short content loads when a drag ends
    #expect(footer.maximumFillPages == 0)
  }
}
