import ExampleSupport
import Foundation
import RefreshKit

/// `swift run CursorFeedExample`: a feed paged by cursor with `PagedFeed`, under a header and
/// over an auto footer.
///
/// The server's cursor is inclusive, so each page repeats the story at its seam, which the feed
/// leaves out; a page fails and a tap asks for the same cursor again; a pull to refresh while a
/// page loads cancels it, and its answer, arriving later, is dropped; the last page has no next
/// cursor, and the footer shows "No more data".
@main
@MainActor
struct CursorFeedExample {
  static func main() async {
    for line in await transcript() {
      print(line)
    }
  }

  /// A story of the feed.
  struct Story: Identifiable {
    var id: Int
  }

  /// What the example prints.
  static func transcript() async -> [String] {
    let clock = ManualAnimationClock()
    let log = TranscriptLog(clock: clock)
    let latency = Latency(clock: clock)
    let server = StoryServer(latency: latency, log: log)
    let scroll = ScrollModel(frame: CGRect(x: 0, y: 0, width: 375, height: 600), clock: clock)
    let config = RefreshConfig()
    config.languageCode = "en"
    config.lastUpdatedTimeStore = InMemoryLastUpdatedTimeStore()
    let header = NormalHeader(config: config)
    let footer = AutoNormalFooter(config: config)
    scroll.header = header
    scroll.footer = footer

    let feed = PagedFeed<Story, Int> { request in
      switch request {
      case .first: try await server.stories(from: 1)
      case .next(let cursor), .previous(let cursor): try await server.stories(from: cursor)
      }
    }
    let rowHeight: CGFloat = 60
    feed.onChange = { [weak scroll, weak feed] change in
      guard let scroll, let feed else { return }
      scroll.contentSize.height = CGFloat(feed.items.count) * rowHeight
      log("feed: \(describe(change)); \(feed.items.count) stories")
    }
    feed.attach(header: header, footer: footer)
    footer.refreshingErrorHandler = { [weak footer] error in
      log("footer: \(error), shows \"\(footer?.stateTitle ?? "")\"")
    }
    let isAtRest = { !header.isRefreshing && !footer.isRefreshing }
    let scrollToTheEnd = {
      scroll.contentOffset.y = scroll.maximumContentOffset.y
      log("the user scrolls to the end")
    }

    log.note("The screen opens: the header loads the first page.")
    header.beginRefreshing()
    await latency.run(until: isAtRest)

    log.note("At the end, the footer asks for the page from cursor 15, which repeats story 15.")
    scrollToTheEnd()
    await latency.run(until: isAtRest)

    log.note("The next page fails: the cursor stays, and a tap asks for the same page again.")
    server.failsNext = true
    scrollToTheEnd()
    await latency.run(until: isAtRest)
    log("the user taps \"\(footer.stateTitle)\"")
    footer.stateLabelTapped()
    await latency.run(until: isAtRest)

    log.note("A pull to refresh while a page loads: the page is cancelled, its answer dropped.")
    scrollToTheEnd()
    await latency.letTheTasksRun()
    clock.advance(by: 0.2)
    header.beginRefreshing()
    log("the user pulls to refresh; footer \(footer.state)")
    await latency.run(until: isAtRest)

    log.note("Paging to the end: the last page has no next cursor.")
    while footer.state != .noMoreData {
      scrollToTheEnd()
      await latency.run(until: isAtRest)
    }
    let unique = Set(feed.items.map(\.id)).count == feed.items.count
    log("footer shows \"\(footer.stateTitle)\"; each story once: \(unique)")
    return log.lines
  }

  /// A change, as the transcript says it.
  static func describe(_ change: PagedFeedChange<Int>) -> String {
    switch change {
    case .replaced(let count, _): "replaced by \(count)"
    case .appended(let rows, let duplicates):
      "appended rows \(rows.lowerBound)..<\(rows.upperBound), \(duplicates) already shown"
    case .prepended(let count, _): "\(count) before"
    case .inserted(let rows, _): "inserted rows \(rows.lowerBound)..<\(rows.upperBound)"
    case .dropped(let request): "dropped the answer to \(request), of the old list"
    }
  }
}

/// A server of 45 stories that pages by an inclusive cursor.
///
/// The page from cursor 15 starts with story 15 again. It answers 0.5 s later; told to, it
/// fails once.
@MainActor
final class StoryServer {
  struct Unreachable: Error, CustomStringConvertible {
    var description: String { "the server is unreachable" }
  }

  static let count = 45
  static let pageSize = 15
  let latency: Latency
  let log: TranscriptLog
  var failsNext = false

  init(latency: Latency, log: TranscriptLog) {
    self.latency = latency
    self.log = log
  }

  func stories(from cursor: Int) async throws -> FeedPage<CursorFeedExample.Story, Int> {
    self.log("server: stories from \(cursor)")
    return try await self.latency.respond(after: 0.5) {
      if Task.isCancelled {
        self.log("server: answers from \(cursor), to a task cancelled")
      }
      if self.failsNext {
        self.failsNext = false
        self.log("server: fails")
        throw Unreachable()
      }
      let last = min(cursor + Self.pageSize - 1, Self.count)
      return FeedPage(
        items: (cursor...last).map { CursorFeedExample.Story(id: $0) },
        next: last < Self.count ? last : nil)
    }
  }
}

extension AutoNormalFooter {
  /// The title the footer shows.
  var stateTitle: String {
    self.stateLabel.text ?? ""
  }
}
