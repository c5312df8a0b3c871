import Foundation
import RefreshKit
import TestSupport
import Testing

/// A story of a test server: its name says which list it came from ("v1-3": the fourth story
/// of the first version of the list).
struct Story: Identifiable, Equatable {
  var id: String
}

/// A server that pages by cursor (the id of the story at the page's seam), whose answers
/// wait at gates the test opens, and that fails the requests it is told to.
@MainActor
final class StoryServer {
  /// The list as the server has it now.
  var stories: [Story]
  var pageSize = 10
  /// Every request, in the order made.
  private(set) var requests: [FeedRequest<String>] = []
  /// The next requests of these kinds wait at the gate until the test opens it.
  var gates: [String: Gate] = [:]
  /// The next request of each of these kinds fails.
  var failsNext: Set<String> = []
  /// The version of the list, in the stories' ids.
  private(set) var version = 1

  init(count: Int) {
    self.stories = (0..<count).map { Story(id: "v1-\($0)") }
  }

  /// A new version of the list, `count` stories long, as after a change on the server.
  func publish(version: Int, count: Int) {
    self.version = version
    self.stories = (0..<count).map { Story(id: "v\(version)-\($0)") }
  }

  /// Answers by cursor: the stories after the one the cursor names.
  func answer(_ request: FeedRequest<String>) async throws -> FeedPage<Story, String> {
    self.requests.append(request)
    let snapshot = self.stories  // the list as it was when asked
    let kind = Self.kind(of: request)
    if let gate = self.gates.removeValue(forKey: kind) {
      await gate.wait()
    }
    if self.failsNext.remove(kind) != nil {
      throw URLError(.notConnectedToInternet)
    }
    let index = { (id: String) in snapshot.firstIndex { $0.id == id } ?? -1 }
    let start: Int
    switch request {
    case .first(let around):
      start = around.map { max(index($0) - self.pageSize / 2, 0) } ?? 0
    case .next(let cursor):
      start = index(cursor) + 1
    case .previous(let cursor):
      start = max(index(cursor) - self.pageSize, 0)
    }
    var end = min(start + self.pageSize, snapshot.count)
    if case .previous(let cursor) = request {
      end = max(index(cursor), 0)
    }
    let page = Array(snapshot[min(start, end)..<end])
    return FeedPage(
      items: page, next: end < snapshot.count ? page.last?.id : nil,
      previous: start > 0 ? page.first?.id : nil)
  }

  static func kind(of request: FeedRequest<String>) -> String {
    switch request {
    case .first: "first"
    case .next: "next"
    case .previous: "previous"
    }
  }
}

/// A paged feed drives its loaders through the public API, as a host would: keys, has-more,
/// retries with the same key, no item twice, and no page of an old list.
@MainActor
@Suite(.idleClocks) struct PagedFeedTests {
  /// A feed of `server`, under a header and over an auto footer, rows 100 points tall in a
  /// view 600 tall.
  @MainActor
  final class Screen {
    let scroll: ScrollModel
    let clock: ManualAnimationClock
    let header = NormalHeader(config: makeConfig())
    let footer = AutoNormalFooter(config: makeConfig())
    let feed: PagedFeed<Story, String>
    var changes: [PagedFeedChange<String>] = []

    init(_ server: StoryServer, rowHeight: CGFloat = 100) {
      (self.scroll, self.clock) = makeScrollModel(contentHeight: 0)
      self.feed = PagedFeedTests.feed(of: server)
      self.scroll.header = self.header
      self.scroll.footer = self.footer
      self.feed.onChange = { [weak self] change in
        guard let self else { return }
        self.changes.append(change)
        // The host lays the rows out as they change, as a table view's reload would.
        self.scroll.contentSize.height = CGFloat(self.feed.items.count) * rowHeight
      }
      self.feed.attach(header: self.header, footer: self.footer)
    }

    var ids: [String] {
      self.feed.items.map(\.id)
    }

    /// Pulls the list to refresh by code and lets every task run to its end.
    func refresh() async {
      self.header.beginRefreshing()
      await self.settle()
    }

    /// Lets the clock and the loaders' tasks run until nothing is left under way.
    func settle() async {
      for _ in 0..<20 {
        self.clock.run()
        if let task = self.header.refreshingTask ?? self.footer.refreshingTask {
          await task.value
        } else {
          await yield { false }  // a task just made may not have started
          if self.header.refreshingTask == nil && self.footer.refreshingTask == nil {
            self.clock.run()
            return
          }
        }
      }
    }
  }

  /// A feed of `server`'s stories, opened around `anchor`.
  static func feed(of server: StoryServer, opening anchor: String? = nil) -> PagedFeed<
    Story, String
  > {
    PagedFeed(opening: anchor) { [weak server] request in
      guard let server else { throw CancellationError() }
      return try await server.answer(request)
    }
  }

  @Test("a cursor feed loads page after page and shows no more data at the end")
  func aCursorFeedLoadsPageAfterPage() async {
    let server = StoryServer(count: 25)
    let screen = Screen(server)
    await screen.refresh()
    #expect(screen.ids == (0..<10).map { "v1-\($0)" })
    #expect(screen.feed.nextKey == "v1-9")
    #expect(screen.footer.state == .idle)
    screen.footer.beginRefreshing()
    await screen.settle()
    screen.footer.beginRefreshing()
    await screen.settle()
    #expect(screen.ids == (0..<25).map { "v1-\($0)" })
    #expect(server.requests == [.first(around: nil), .next("v1-9"), .next("v1-19")])
    #expect(screen.feed.hasMoreAfter == false)
    #expect(screen.footer.state == .noMoreData, "the server said there is no more")
    #expect(
      screen.changes == [
        .replaced(count: 10, duplicates: 0), .appended(10..<20, duplicates: 0),
        .appended(20..<25, duplicates: 0),
      ])
  }

  @Test("a short first page fills the view through the feed")
  func aShortFirstPageFillsTheView() async {
    let server = StoryServer(count: 25)
    let screen = Screen(server, rowHeight: 44)  // 10 rows: 440 of 600 points
    await screen.refresh()
    #expect(screen.ids.count == 20, "the footer loaded the second page by itself")
    #expect(server.requests == [.first(around: nil), .next("v1-9")])
  }

  @Test("a failed page is asked for again with the same key")
  func aFailedPageIsAskedForAgainWithTheSameKey() async {
    let server = StoryServer(count: 25)
    let screen = Screen(server)
    await screen.refresh()
    server.failsNext = ["next"]
    screen.footer.beginRefreshing()
    await screen.settle()
    #expect(screen.footer.showsFailure)
    #expect(screen.feed.nextKey == "v1-9", "the key moves on only when a page arrives")
    screen.footer.stateLabelTapped()
    await screen.settle()
    #expect(server.requests == [.first(around: nil), .next("v1-9"), .next("v1-9")])
    #expect(screen.ids == (0..<20).map { "v1-\($0)" })
    #expect(!screen.footer.showsFailure)
  }

  @Test("items already in the list are not added twice")
  func itemsAlreadyInTheListAreNotAddedTwice() async {
    // An offset server whose list grew at the top between two pages repeats the seam's rows.
    final class Shelf {
      var stories = (0..<30).map { Story(id: "s\($0)") }
    }
    let shelf = Shelf()
    let feed = PagedFeed<Story, Int> { request in
      let stories = shelf.stories
      let offset: Int =
        switch request {
        case .first: 0
        case .next(let offset), .previous(let offset): offset
        }
      let page = Array(stories[offset..<min(offset + 10, stories.count)])
      return FeedPage(items: page, next: offset + 10 < stories.count ? offset + 10 : nil)
    }
    var changes: [PagedFeedChange<Int>] = []
    feed.onChange = { changes.append($0) }
    try? await feed.reload()
    shelf.stories.insert(contentsOf: [Story(id: "new0"), Story(id: "new1")], at: 0)
    try? await feed.loadNext()
    #expect(feed.items.map(\.id) == (0..<18).map { "s\($0)" })
    #expect(Set(feed.items.map(\.id)).count == feed.items.count)
    #expect(changes.last == .appended(10..<18, duplicates: 2))
    #expect(feed.nextKey == 20)
  }

  @Test("a reload that finds more again leaves no more data")
  func aReloadThatFindsMoreAgainLeavesNoMoreData() async {
    let server = StoryServer(count: 5)
    let screen = Screen(server)
    await screen.refresh()
    #expect(screen.footer.state == .noMoreData, "a first page with no next key")
    server.publish(version: 2, count: 25)
    await screen.refresh()
    #expect(screen.ids == (0..<10).map { "v2-\($0)" })
    #expect(screen.footer.state == .idle)
  }

  @Test("a feed with a footer alone loads its first page from the footer")
  func aFeedWithAFooterAloneLoadsItsFirstPageFromTheFooter() async {
    let server = StoryServer(count: 25)
    let (scroll, clock) = makeScrollModel(contentHeight: 0)
    let footer = BackNormalFooter(config: makeConfig())
    scroll.footer = footer
    let feed = PagedFeedTests.feed(of: server)
    feed.attach(footer: footer)
    footer.beginRefreshing()
    clock.run()
    await footer.refreshingTask?.value
    #expect(feed.items.count == 10)
    #expect(server.requests == [.first(around: nil)])
    #expect(footer.state != .noMoreData)
  }

  @Test("a second call while a page loads asks for nothing twice")
  func aSecondCallWhileAPageLoadsAsksForNothingTwice() async {
    let server = StoryServer(count: 25)
    let feed = PagedFeedTests.feed(of: server)
    try? await feed.reload()
    let gate = Gate()
    server.gates = ["next": gate]
    let first = Task { try await feed.loadNext() }
    await yield { server.requests.count == 2 }
    try? await feed.loadNext()  // returns at once
    gate.open()
    try? await first.value
    #expect(server.requests == [.first(around: nil), .next("v1-9")])
    #expect(feed.items.count == 20)
  }

  @Test("a loader that also has a refreshing action is reported")
  func aLoaderThatAlsoHasARefreshingActionIsReported() {
    let feed = PagedFeed<Story, String> { _ in FeedPage(items: [], next: nil) }
    let footer = AutoNormalFooter(config: makeConfig())
    footer.refreshingAction = {}
    let (_, diagnostics) = Diagnostics.collect { feed.attach(footer: footer) }
    #expect(diagnostics.map(\.kind) == [.unsupportedSetup])
    #expect(footer.asyncRefreshingAction != nil)
  }

  /// A conversation of 100 messages in pages of 20, opened at message 50.
  ///
  /// A leading loader sits above and an auto footer below, rows 50 points tall. The host lays
  /// the rows out as a chat does: what is inserted above the reader (a page before, a gap
  /// filled) moves the offset with it.
  @MainActor
  final class Conversation {
    let server = StoryServer(count: 100)
    let scroll: ScrollModel
    let clock: ManualAnimationClock
    let older = LeadingNormalLoader(config: makeConfig())
    let newer = AutoNormalFooter(config: makeConfig())
    let feed: PagedFeed<Story, String>
    let rowHeight: CGFloat = 50
    var changes: [PagedFeedChange<String>] = []

    init() {
      self.server.pageSize = 20
      (self.scroll, self.clock) = makeScrollModel(contentHeight: 0)
      self.scroll.leadingLoader = self.older
      self.scroll.footer = self.newer
      self.feed = PagedFeedTests.feed(of: self.server, opening: "v1-50")
      self.feed.onChange = { [weak self] change in
        guard let self else { return }
        self.changes.append(change)
        switch change {
        case .prepended(let count, _):
          self.scroll.insertContentAtStart(CGFloat(count) * self.rowHeight)
        case .inserted(let rows, _):
          self.scroll.insertContentAtStart(CGFloat(rows.count) * self.rowHeight)
        default:
          self.scroll.contentSize.height = CGFloat(self.feed.items.count) * self.rowHeight
        }
      }
      self.feed.attach(footer: self.newer, leadingLoader: self.older)
    }

    /// Where message `id` is on screen, from the top of the view.
    func screenY(of id: String) -> CGFloat {
      let row = CGFloat(self.feed.items.firstIndex { $0.id == id } ?? -1)
      return row * self.rowHeight - self.scroll.contentOffset.y
    }
  }

  @Test("a conversation opened at a message loads both ways and the reader stays put")
  func aConversationOpenedAtAMessageLoadsBothWays() async {
    let chat = Conversation()
    let feed = chat.feed
    try? await feed.reload()
    #expect(feed.items.first?.id == "v1-40")
    #expect(feed.previousKey == "v1-40" && feed.nextKey == "v1-59")
    // The reader looks at message 50, 200 points below the top of the view.
    chat.scroll.contentOffset.y = 10 * chat.rowHeight - 200
    let expected: CGFloat = 200
    for loader in [chat.older, chat.newer, chat.older] as [RefreshComponent] {
      loader.beginRefreshing()
      chat.clock.run()
      await loader.refreshingTask?.value
      chat.clock.run()
      #expect(chat.screenY(of: "v1-50") == expected, "no drift after \(type(of: loader))'s page")
    }
    #expect(feed.items.map(\.id) == (0..<80).map { "v1-\($0)" })
    #expect(chat.older.state == .noMoreData, "the conversation's first message is loaded")
    #expect(chat.newer.state == .idle, "newer messages remain")
    #expect(
      chat.server.requests == [
        .first(around: "v1-50"), .previous("v1-40"), .next("v1-59"), .previous("v1-20"),
      ])
    #expect(!chat.older.beginRefreshing(), "nothing older to ask for")
  }

  @Test("the gap between a message opened and the newest fills without moving the reader")
  func theGapFillsWithoutMovingTheReader() async {
    let chat = Conversation()
    let feed = chat.feed
    try? await feed.reload()
    // The user jumps to the newest messages: the app loads them and scrolls to the end.
    feed.appendNewest((90..<100).map { Story(id: "v1-\($0)") })
    #expect(feed.gap == FeedGap(index: 20, key: "v1-59"))
    #expect(chat.newer.state == .noMoreData, "the newest message is loaded")
    chat.scroll.contentOffset.y = chat.scroll.contentSize.height - 600
    // The reader reads below the gap: the rows inserted above move the offset with them.
    let before = chat.screenY(of: "v1-95")
    try? await feed.fillGap()
    #expect(feed.gap == FeedGap(index: 40, key: "v1-79"))
    #expect(chat.screenY(of: "v1-95") == before, "no drift")
    try? await feed.fillGap()
    #expect(feed.gap == nil, "the page reached the newest")
    #expect(chat.screenY(of: "v1-95") == before, "no drift")
    #expect(feed.items.map(\.id) == (40..<100).map { "v1-\($0)" })
    #expect(
      chat.changes.suffix(2) == [
        .inserted(20..<40, duplicates: 0), .inserted(40..<50, duplicates: 10),
      ])
    #expect(chat.server.requests == [.first(around: "v1-50"), .next("v1-59"), .next("v1-79")])
  }

  /// When the page of the old list answers, against the refresh of the list.
  enum PageTiming: String, CaseIterable, CustomTestStringConvertible {
    case beforeTheRefresh, whileTheRefreshLoads, afterTheRefresh
    var testDescription: String { self.rawValue }
  }

  @Test(
    "a page of the old list never reaches the new one",
    arguments: LoaderArbitration.allCases, PageTiming.allCases)
  func aPageOfTheOldListNeverReachesTheNewOne(
    _ arbitration: LoaderArbitration, _ timing: PageTiming
  ) async {
    for fails in [false, true] {
      let server = StoryServer(count: 40)
      let screen = Screen(server)
      screen.scroll.loaderArbitration = arbitration
      await screen.refresh()
      let pageGate = Gate()
      let refreshGate = Gate()
      server.gates = ["next": pageGate, "first": refreshGate]
      if fails {
        server.failsNext = ["next"]
      }
      screen.footer.beginRefreshing()
      screen.clock.run()
      await yield { server.requests.count == 2 }  // asked of the old list
      #expect(server.requests.last == .next("v1-9"))
      if timing == .beforeTheRefresh {
        pageGate.open()
        await screen.settle()
      }
      server.publish(version: 2, count: 40)
      screen.header.beginRefreshing()
      screen.clock.run()
      if timing == .whileTheRefreshLoads {
        pageGate.open()
        await yield { screen.footer.state != .refreshing }
      }
      refreshGate.open()
      await yield { screen.header.refreshingTask == nil && screen.header.state == .idle }
      pageGate.open()
      await screen.settle()
      let context = "\(arbitration), \(timing), fails: \(fails)"
      #expect(screen.ids == (0..<10).map { "v2-\($0)" }, "\(context)")
      #expect(screen.feed.nextKey == "v2-9", "\(context)")
      #expect(screen.header.state == .idle, "\(context)")
      #expect(screen.footer.state == .idle, "\(context)")
      if arbitration != .independent {
        #expect(!screen.footer.showsFailure, "the old list's failure goes: \(context)")
      }
      let reload = screen.changes.lastIndex(of: .replaced(count: 10, duplicates: 0)) ?? 0
      #expect(
        !screen.changes[(reload + 1)...].contains {
          if case .appended = $0 { true } else { false }
        }, "nothing is appended to the new list: \(context)")
    }
  }

  // MARK: - Found by the outside review (issue 50)

  /// How a page under way is abandoned while its request is still on the wire.
  enum Abandon: String, CaseIterable, CustomTestStringConvertible {
    case byARefresh, byHidingTheFooter, byReplacingTheFooter
    var testDescription: String { self.rawValue }
  }

  @Test(
    "a page abandoned on the wire is asked for again by the next load",
    arguments: Abandon.allCases)
  func anAbandonedPageIsAskedForAgain(_ abandon: Abandon) async {
    let server = StoryServer(count: 40)
    let screen = Screen(server)
    await screen.refresh()
    let wire = Gate()  // the server never answers the first request for the next page
    server.gates = ["next": wire]
    screen.footer.beginRefreshing()
    screen.clock.run()
    await yield { server.requests.count == 2 }
    var footer: RefreshComponent = screen.footer
    switch abandon {
    case .byARefresh:
      await screen.refresh()  // cancels the page's task: the cooperating rules
    case .byHidingTheFooter:
      screen.footer.isHidden = true
      screen.footer.isHidden = false
    case .byReplacingTheFooter:
      let replacement = AutoNormalFooter(config: makeConfig())
      screen.scroll.footer = replacement
      screen.feed.attach(header: screen.header, footer: replacement)
      footer = replacement
    }
    #expect(footer.state == .idle, "\(abandon)")
    footer.beginRefreshing()
    screen.clock.run()
    await yield { server.requests.count == (abandon == .byARefresh ? 4 : 3) }
    await yield { footer.state == .idle }
    screen.clock.run()
    #expect(server.requests.last == .next("v1-9"), "asked again: \(abandon)")
    #expect(screen.ids == (0..<20).map { "v1-\($0)" }, "\(abandon)")
    wire.open()  // the abandoned request answers at last
    await yield { screen.changes.last == .dropped(.next("v1-9")) }
    #expect(screen.ids == (0..<20).map { "v1-\($0)" }, "dropped, not added: \(abandon)")
  }

  @Test("a call while a cancelled fill of the gap is still on the wire asks again")
  func aCancelledGapFillIsAskedForAgain() async {
    let chat = Conversation()
    let feed = chat.feed
    try? await feed.reload()
    feed.appendNewest((90..<100).map { Story(id: "v1-\($0)") })
    let wire = Gate()
    chat.server.gates = ["next": wire]
    let first = Task { try await feed.fillGap() }
    await yield { chat.server.requests.count == 2 }
    first.cancel()
    try? await feed.fillGap()  // not blocked by the abandoned one
    #expect(chat.server.requests.count == 3)
    #expect(feed.gap == FeedGap(index: 40, key: "v1-79"))
    wire.open()
    _ = try? await first.value
    #expect(feed.gap == FeedGap(index: 40, key: "v1-79"), "the late answer is dropped")
    #expect(feed.items.count == 50)
  }

  @Test("a row the server repeats at the gap's upper seam does not close the gap")
  func aRepeatedUpperSeamKeepsTheGapOpen() async throws {
    // A server whose next page starts at the cursor's own row, repeating it.
    let messages = (0..<100).map { Story(id: "m\($0)") }
    let feed = PagedFeed<Story, Int>(opening: 50) { request in
      switch request {
      case .first(let around):
        let start = (around ?? 0) - 10
        return FeedPage(items: Array(messages[start..<start + 20]), next: start + 19)
      case .next(let cursor):
        let end = min(cursor + 20, messages.count)
        return FeedPage(
          items: Array(messages[cursor..<end]), next: end < messages.count ? end - 1 : nil)
      case .previous:
        return FeedPage(items: [], next: nil)
      }
    }
    try await feed.reload()
    feed.appendNewest(Array(messages[90...]))
    #expect(feed.gap == FeedGap(index: 20, key: 59))
    try await feed.fillGap()
    #expect(feed.gap == FeedGap(index: 39, key: 78), "m59 repeats the row above the gap")
    try await feed.fillGap()
    #expect(feed.gap == nil, "the page reached the newest messages")
    #expect(feed.items.map(\.id) == (40..<100).map { "m\($0)" })
  }
}
