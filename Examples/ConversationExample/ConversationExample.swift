import ExampleSupport
import Foundation
import RefreshKit

/// `swift run ConversationExample`: a conversation of 100 messages opened at message 50, as a
/// search result or a reply opens it, with `PagedFeed`.
///
/// A `LeadingNormalLoader` loads older messages above, inserted with `insertContentAtStart` so
/// that the message read stays where it is; an `AutoNormalFooter` loads newer ones below, each
/// direction with its own key and its own end. Jumping to the newest leaves a gap between the
/// two ranges, which fills without moving the reader.
@main
@MainActor
struct ConversationExample {
  static func main() async {
    for line in await transcript() {
      print(line)
    }
  }

  /// A message, by its number in the conversation (1 is the first ever sent).
  struct Message: Identifiable {
    var id: Int
  }

  /// What the example prints.
  static func transcript() async -> [String] {
    let clock = ManualAnimationClock()
    let log = TranscriptLog(clock: clock)
    let latency = Latency(clock: clock)
    let server = MessageServer(latency: latency, log: log)
    let scroll = ScrollModel(frame: CGRect(x: 0, y: 0, width: 375, height: 600), clock: clock)
    let config = RefreshConfig()
    config.languageCode = "en"
    let older = LeadingNormalLoader(config: config)
    let newer = AutoNormalFooter(config: config)
    scroll.leadingLoader = older
    scroll.footer = newer

    let messages = PagedFeed<Message, Int>(opening: 50) { request in
      try await server.messages(request)
    }
    let rowHeight: CGFloat = 50
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
      let numbers = messages.items.map(\.id)
      log("feed: \(describe(change)); messages \(ranges(of: numbers))")
    }
    messages.attach(footer: newer, leadingLoader: older)
    let isAtRest = { !older.isRefreshing && !newer.isRefreshing }
    // Where message `number` is in the content, and on screen from the top of the view.
    let contentY = { (number: Int) -> CGFloat in
      CGFloat(messages.items.firstIndex { $0.id == number } ?? 0) * rowHeight
    }
    let screenY = { (number: Int) in contentY(number) - scroll.contentOffset.y }
    let report = { (number: Int, before: CGFloat) in
      let now = screenY(number)
      log(String(format: "message %d at %.2f pt, moved %.2f", number, now, now - before))
    }

    log.note("Opened at message 50, 200 points below the top.")
    let opening = Task { try await messages.reload() }
    await latency.run()
    try? await opening.value
    scroll.contentOffset.y = contentY(50) - 200
    report(50, 200)

    log.note("The user scrolls to the top: older messages load above, the reader stays.")
    scroll.contentOffset.y = scroll.minimumContentOffset.y
    let topBefore = screenY(41)
    await latency.run(until: isAtRest)
    report(41, topBefore)

    log.note("The user scrolls to the bottom: newer messages load below.")
    scroll.contentOffset.y = scroll.maximumContentOffset.y
    let bottomBefore = screenY(60)
    await latency.run(until: isAtRest)
    report(60, bottomBefore)

    log.note("A jump to the newest: a gap before them, and the footer has nothing newer.")
    let latest = Task { try await server.latest() }
    await latency.run()
    messages.appendNewest((try? await latest.value) ?? [])
    log("gap: \(messages.gap.map { "at row \($0.index), from message \($0.key)" } ?? "none")")
    log("footer: \(newer.state)")
    scroll.contentOffset.y = scroll.maximumContentOffset.y
    let newestBefore = screenY(100)
    report(100, newestBefore)

    log.note("The gap's row comes into view and fills: the newest message does not move.")
    let fill = Task { try await messages.fillGap() }
    await latency.run()
    try? await fill.value
    log("gap: \(messages.gap == nil ? "closed" : "open")")
    report(100, newestBefore)

    log.note("Back to the top until the first message.")
    while older.state != .noMoreData {
      scroll.contentOffset.y = scroll.minimumContentOffset.y
      await latency.run(until: isAtRest)
    }
    log("leading loader: \(older.state); \(messages.items.count) messages, each once")
    return log.lines
  }

  /// A change, as the transcript says it.
  static func describe(_ change: PagedFeedChange<Int>) -> String {
    switch change {
    case .replaced(let count, _): "\(count) around the anchor"
    case .appended(let rows, _): "\(rows.count) after"
    case .prepended(let count, _): "\(count) before"
    case .inserted(let rows, let duplicates):
      "\(rows.count) in the gap, \(duplicates) already shown"
    case .dropped(let request): "dropped the answer to \(request)"
    }
  }

  /// The runs of consecutive numbers in `numbers`: "21–80, 91–100".
  static func ranges(of numbers: [Int]) -> String {
    var runs: [String] = []
    var start = numbers.first ?? 0
    for (index, number) in numbers.enumerated() {
      let isLast = index == numbers.count - 1
      if isLast || numbers[index + 1] != number + 1 {
        runs.append(start == number ? "\(number)" : "\(start)–\(number)")
        if !isLast {
          start = numbers[index + 1]
        }
      }
    }
    return runs.joined(separator: ", ")
  }
}

/// A conversation of 100 messages, in pages of 20 around a message, after or before one, that
/// answers 0.5 s later.
@MainActor
final class MessageServer {
  typealias Message = ConversationExample.Message

  static let count = 100
  static let pageSize = 20
  let latency: Latency
  let log: TranscriptLog

  init(latency: Latency, log: TranscriptLog) {
    self.latency = latency
    self.log = log
  }

  /// The page a feed asks for: its keys are the numbers of the messages at its ends.
  func messages(_ request: FeedRequest<Int>) async throws -> FeedPage<Message, Int> {
    let range: ClosedRange<Int>
    switch request {
    case .first(let around):
      let first = max((around ?? 1) - Self.pageSize / 2 + 1, 1)
      range = first...min(first + Self.pageSize - 1, Self.count)
    case .next(let last):
      range = (last + 1)...min(last + Self.pageSize, Self.count)
    case .previous(let first):
      range = max(first - Self.pageSize, 1)...(first - 1)
    }
    self.log("server: messages \(range.lowerBound)–\(range.upperBound)")
    return try await self.latency.respond(after: 0.5) {
      FeedPage(
        items: range.map { Message(id: $0) },
        next: range.upperBound < Self.count ? range.upperBound : nil,
        previous: range.lowerBound > 1 ? range.lowerBound : nil)
    }
  }

  /// The newest ten messages.
  func latest() async throws -> [Message] {
    self.log("server: the newest messages")
    return try await self.latency.respond(after: 0.5) {
      ((Self.count - 9)...Self.count).map { Message(id: $0) }
    }
  }
}
