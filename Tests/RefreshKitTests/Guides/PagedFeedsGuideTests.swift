import Foundation
import RefreshKit
import TestSupport
import Testing

/// The snippets of `docs/paged-feeds.md`, run against a fake server, with what the guide says
/// around them.
@MainActor
@Suite(.idleClocks) struct PagedFeedsGuideTests {
  @Test func everySnippetOfTheGuideIsCodeInThisFile() throws {
    try DocSnippets.expectBlocks(of: "docs/paged-feeds.md", count: 4, areCodeIn: #filePath)
  }

  /// A message of a conversation.
  struct Message: Identifiable, Equatable {
    var id: String
  }

  /// A server of 25 stories by cursor, and a conversation of 100 messages around an anchor.
  @MainActor
  final class API {
    struct StoriesResponse {
      var stories: [Story]
      var nextCursor: String?
    }

    let server = StoryServer(count: 25)
    let conversation: StoryServer = {
      let server = StoryServer(count: 100)
      server.pageSize = 20
      return server
    }()

    func stories(after cursor: String?) async throws -> StoriesResponse {
      let page = try await self.server.answer(cursor.map { .next($0) } ?? .first(around: nil))
      return StoriesResponse(stories: page.items, nextCursor: page.next)
    }

    func messages(_ request: FeedRequest<String>) async throws -> FeedPage<Message, String> {
      let page = try await self.conversation.answer(request)
      return FeedPage(
        items: page.items.map { Message(id: $0.id) }, next: page.next, previous: page.previous)
    }
  }

  /// A table view that counts its reloads.
  @MainActor
  final class TableView {
    var reloads = 0
    func reloadData() {
      self.reloads += 1
    }
  }

  @Test("a cursor feed in a few lines: the header reloads it, the footer pages on")
  func aCursorFeedInAFewLines() async {
    let api = API()
    let tableView = TableView()
    let (scroll, clock) = makeScrollModel(contentHeight: 2000)
    let header = NormalHeader(config: makeConfig())
    let footer = AutoNormalFooter(config: makeConfig())
    scroll.header = header
    scroll.footer = footer
    let feed = PagedFeed<Story, String> { request in
      let cursor: String? =
        switch request {
        case .first: nil
        case .next(let cursor), .previous(let cursor): cursor
        }
      let response = try await api.stories(after: cursor)
      return FeedPage(items: response.stories, next: response.nextCursor)
    }
    feed.onChange = { [weak tableView] _ in tableView?.reloadData() }
    feed.attach(header: header, footer: footer)
    header.beginRefreshing()
    clock.run()
    await header.refreshingTask?.value
    #expect(feed.items.count == 10)
    #expect(tableView.reloads == 1)
    for _ in 0..<2 {
      footer.beginRefreshing()
      await footer.refreshingTask?.value
      clock.run()
    }
    #expect(feed.items.count == 25)
    #expect(footer.state == .noMoreData, "the last cursor was nil")
  }

  @Test("an offset and a page number say the next key, or nil at the end")
  func offsetsAndPageNumbers() {
    struct PageResponse {
      var items: [Story]
      var hasMore: Bool
    }
    let byOffset = { (rows: [Story], offset: Int) in
      FeedPage(items: rows, next: rows.count == 20 ? offset + 20 : nil)  // an offset API
    }
    let byNumber = { (response: PageResponse, number: Int) in
      FeedPage(items: response.items, next: response.hasMore ? number + 1 : nil)  // page numbers
    }
    let full = (0..<20).map { Story(id: "\($0)") }
    #expect(byOffset(full, 40).next == 60)
    #expect(byOffset(Array(full.prefix(7)), 40).next == nil)
    #expect(byNumber(PageResponse(items: full, hasMore: true), 3).next == 4)
    #expect(byNumber(PageResponse(items: full, hasMore: false), 3).next == nil)
  }

  @Test("a conversation opened at a message, the newest after a gap that fills")
  func aConversationOpenedAtAMessage() async throws {
    let api = API()
    let message = Message(id: "v1-50")
    let (scroll, clock) = makeScrollModel(contentHeight: 0)
    let older = LeadingNormalLoader(config: makeConfig())
    let newer = AutoNormalFooter(config: makeConfig())
    scroll.leadingLoader = older
    scroll.footer = newer
    let rowHeight: CGFloat = 50
    let messages = PagedFeed<Message, String>(opening: message.id) { request in
      try await api.messages(request)
    }
    messages.onChange = { [weak scroll, weak messages] change in
      guard let scroll, let messages else { return }
      switch change {
      case .prepended(let count, _):
        scroll.insertContentAtStart(CGFloat(count) * rowHeight)  // the reader's row stays
      case .inserted(let rows, _):
        scroll.insertContentAtStart(CGFloat(rows.count) * rowHeight)  // a gap filled above
      default:
        scroll.contentSize.height = CGFloat(messages.items.count) * rowHeight
      }
    }
    messages.attach(footer: newer, leadingLoader: older)
    try await messages.reload()
    #expect(messages.items.first?.id == "v1-40" && messages.items.last?.id == "v1-59")

    // Older above: the message read stays where it is on screen.
    scroll.contentOffset.y = 10 * rowHeight - 200
    let reader = { () -> CGFloat in
      let row = CGFloat(messages.items.firstIndex { $0.id == "v1-50" } ?? -1)
      return row * rowHeight - scroll.contentOffset.y
    }
    older.beginRefreshing()
    clock.run()
    await older.refreshingTask?.value
    clock.run()
    let expected: CGFloat = 200
    #expect(reader() == expected)

    // The newest, after a gap, and the gap filled.
    let latest = (90..<100).map { Message(id: "v1-\($0)") }
    messages.appendNewest(latest)  // a gap opens if the server had more after the range
    #expect(newer.state == .noMoreData)
    try await messages.fillGap()  // from the gap's row, as it comes into view
    try await messages.fillGap()
    #expect(messages.gap == nil)
    #expect(messages.items.map(\.id) == (20..<100).map { "v1-\($0)" })
  }
}
