import ExampleSupport
import Foundation
import RefreshKit

/// A conversation in a scroll model, the way a chat screen drives RefreshKit: the latest
/// messages at the bottom, a `LeadingNormalLoader` that loads earlier pages as the user nears the
/// top, by rows (the first visible message within three of the first loaded one) and by offset,
/// and new messages arriving at the bottom.
///
/// Earlier pages are inserted with `insertContentAtStart(_:on:)`: the message the user reads
/// stays exactly where it is on screen. New messages scroll into view only if the user was at
/// the bottom, as chat apps do.
@MainActor
final class ChatViewModel {
  /// One message: its number in the conversation (1 is the first ever sent) and its height.
  struct Message: Equatable {
    var number: Int
    var height: CGFloat
  }

  let clock: any AnimationClock
  let scroll: ScrollModel
  let loader = LeadingNormalLoader()
  /// The messages loaded, oldest first.
  private(set) var messages: [Message] = []
  /// How many messages the server still has before the first one loaded.
  private(set) var earlierOnServer: Int
  /// How many pages the loader asked for, for the tests.
  private(set) var requests: [Int] = []
  /// The server's delay before a page arrives.
  var latency: TimeInterval
  /// How many messages a page has.
  let pageSize: Int
  /// How many messages the conversation had when the chat opened.
  let totalCount: Int
  /// How many messages the chat opened with.
  private(set) var initialCount = 0
  private let log: TranscriptLog?
  private var next: UInt64
  private var lastNumber: Int
  private var tokens: [ObservationToken] = []

  /// Creates a conversation of `total` messages, of which the latest page is loaded, scrolled to
  /// the bottom.
  ///
  /// - Parameters:
  ///   - clock: The clock for the physics and the server's delay.
  ///   - total: How many messages the conversation has.
  ///   - pageSize: How many messages a page has.
  ///   - latency: The server's delay before a page arrives.
  ///   - seed: The seed of the messages' heights.
  ///   - log: Where to tell what happens, if anywhere.
  init(
    clock: any AnimationClock, total: Int = 100, pageSize: Int = 20, latency: TimeInterval = 0.5,
    seed: UInt64 = 7, log: TranscriptLog? = nil
  ) {
    self.clock = clock
    self.pageSize = pageSize
    self.latency = latency
    self.log = log
    self.next = seed | 1
    self.lastNumber = total
    self.earlierOnServer = total
    self.totalCount = total
    self.scroll = ScrollModel(frame: CGRect(x: 0, y: 0, width: 375, height: 600), clock: clock)
    self.loader.config.languageCode = "en"
    self.loader.itemTriggerDistance = 3
    self.loader.setTitle("Beginning of conversation", for: .noMoreData)
    self.loader.refreshingAction = { [unowned self] in self.loadEarlierPage() }
    // The latest page first, before the loader is attached: it does not load by itself.
    self.prepend(self.takeEarlierPage())
    self.initialCount = self.messages.count
    self.scroll.contentOffset.y = self.bottomOffset
    self.scroll.leadingLoader = self.loader
    self.tokens = [
      // The host reports the rows on screen as the content moves, as `scrollViewDidScroll`
      // would.
      self.scroll.observe(\.contentOffset) { [unowned self] _, _ in self.reportVisibleRows() }
    ]
    self.reportVisibleRows()
  }

  // MARK: - The content

  /// The offset that shows the last message at the bottom.
  var bottomOffset: CGFloat {
    max(self.scroll.maximumContentOffset.y, self.scroll.minimumContentOffset.y)
  }

  /// Whether the last message shows at the bottom.
  var isAtBottom: Bool {
    self.scroll.contentOffset.y >= self.bottomOffset - 1
  }

  /// The top of each message in the content, oldest first.
  func tops() -> [CGFloat] {
    var y: CGFloat = 0
    return self.messages.map { message in
      defer { y += message.height }
      return y
    }
  }

  /// The indices of the messages on screen.
  func visibleRange() -> Range<Int> {
    let top = self.scroll.contentOffset.y
    let bottom = self.scroll.contentOffset.y + self.scroll.frame.height
    let tops = self.tops()
    let first = tops.indices.first { tops[$0] + self.messages[$0].height > top }
    let last = tops.indices.last { tops[$0] < bottom }
    guard let first, let last, first <= last else {
      return 0..<0
    }
    return first..<(last + 1)
  }

  /// The first message on screen and where its top shows, in points from the top of the view.
  func firstVisible() -> (number: Int, screenY: CGFloat)? {
    let range = self.visibleRange()
    guard let index = range.first else {
      return nil
    }
    return (self.messages[index].number, self.tops()[index] - self.scroll.contentOffset.y)
  }

  /// Where the top of message `number` shows, in points from the top of the view.
  func screenY(ofMessage number: Int) -> CGFloat? {
    guard let index = self.messages.firstIndex(where: { $0.number == number }) else {
      return nil
    }
    return self.tops()[index] - self.scroll.contentOffset.y
  }

  private func reportVisibleRows() {
    let items = VisibleItems(range: self.visibleRange(), count: self.messages.count)
    if self.scroll.visibleItems != items {
      self.scroll.visibleItems = items
    }
  }

  // MARK: - The server

  private func height() -> CGFloat {
    // A message of one to four lines of 20 points, with 16 points around it.
    self.next = self.next &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
    return CGFloat(36 + 20 * Int((self.next >> 33) % 4))
  }

  private func takeEarlierPage() -> [Message] {
    let count = min(self.pageSize, self.earlierOnServer)
    let first = self.earlierOnServer - count + 1
    self.earlierOnServer -= count
    return (first..<first + count).map { Message(number: $0, height: self.height()) }
  }

  private func loadEarlierPage() {
    let page = self.requests.count + 1
    self.requests.append(page)
    let reason = self.loader.transitions.last?.reason ?? .automatic
    self.log?("the loader asks for earlier page \(page) (\(reason))")
    _ = self.clock.schedule(after: self.latency) { [weak self] in
      self?.receiveEarlierPage()
    }
  }

  private func receiveEarlierPage() {
    let page = self.takeEarlierPage()
    let before = self.firstVisible()
    let moment =
      self.scroll.isDragging
      ? "under the finger" : self.scroll.isDecelerating ? "in motion" : "at rest"
    let height = self.prepend(page)
    self.scroll.insertContentAtStart(height)
    self.reportVisibleRows()
    if let before, let after = self.screenY(ofMessage: before.number) {
      self.log?(
        "\(page.count) earlier messages arrive \(moment), \(Int(height)) points above; message "
          + "#\(before.number), the first on screen, moves \(Self.points(after - before.screenY))")
    }
    if self.earlierOnServer == 0 {
      self.loader.endRefreshingWithNoMoreData()
    } else {
      self.loader.endRefreshing()
    }
  }

  /// Puts `page` before the messages; returns its height.
  @discardableResult
  private func prepend(_ page: [Message]) -> CGFloat {
    let height = page.reduce(0) { $0 + $1.height }
    self.messages.insert(contentsOf: page, at: 0)
    if self.scroll.contentSize.height == 0 {
      self.scroll.contentSize = CGSize(width: 375, height: height)
    }
    return height
  }

  /// A new message arrives at the bottom: it shows if the user was at the bottom, and waits
  /// below otherwise.
  func receiveNewMessage() {
    let wasAtBottom = self.isAtBottom
    let reading = self.firstVisible()
    self.lastNumber += 1
    let message = Message(number: self.lastNumber, height: self.height())
    self.messages.append(message)
    self.scroll.contentSize.height += message.height
    if wasAtBottom {
      self.scroll.setContentOffset(CGPoint(x: 0, y: self.bottomOffset), animated: true)
    }
    self.reportVisibleRows()
    if wasAtBottom {
      self.log?("new message #\(message.number) arrives at the bottom; the list follows it")
    } else if let reading, let now = self.screenY(ofMessage: reading.number) {
      self.log?(
        "new message #\(message.number) arrives at the bottom; message #\(reading.number), "
          + "which the user reads, moves \(Self.points(now - reading.screenY))")
    }
  }

  // MARK: - What the user does

  /// A fling of the content toward the top: a short drag, then the finger lifts at `speed`
  /// points per second.
  func flingTowardTheTop(speed: CGFloat = 3000) {
    self.scroll.beginDragging()
    self.scroll.drag(translationY: 60)
    self.scroll.endDragging(velocity: CGPoint(x: 0, y: -speed))
  }

  /// Jumps back to the latest message, as a "scroll to bottom" button does.
  func jumpToBottom() {
    self.scroll.setContentOffset(CGPoint(x: 0, y: self.bottomOffset), animated: true)
  }

  /// A distance on screen to the hundredth of a point, as a display would round it (the
  /// offset moves by exactly the inserted length; measured from the rows' positions, a
  /// difference of the last bit of a `Double` may remain).
  static func points(_ value: CGFloat) -> String {
    let rounded = (value * 100).rounded() / 100
    return String(format: "%.2f points", Double(rounded == 0 ? 0 : rounded))
  }
}
