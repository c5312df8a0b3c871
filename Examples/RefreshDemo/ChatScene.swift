import Foundation
import RefreshKit

/// The demo's chat: a conversation in a scroll model, with a `LeadingNormalLoader` that loads
/// earlier pages as the first visible message nears the first loaded one, and new messages
/// arriving at the bottom.
///
/// Each page arrives after a delay on the clock and is inserted above with
/// `insertContentAtStart`: the message read stays on its line.
@MainActor
final class ChatScene {
  static let latency: TimeInterval = 1
  static let total = 60
  static let pageSize = 12

  /// One message: its number and how many lines of text it takes.
  @MainActor
  struct Message: Equatable {
    var number: Int
    var lines: Int

    /// Its height: its lines and a blank line.
    var height: CGFloat {
      CGFloat(self.lines + 1) * DemoRenderer.pointsPerLine
    }

    /// Its text, line by line.
    var text: [String] {
      let words = ["see you at noon", "on my way", "sounds good", "what about tomorrow?"]
      let first = "#\(self.number)  " + words[self.number % words.count]
      return self.lines == 1 ? [first] : [first, "    (and a second line)"]
    }
  }

  let clock: any AnimationClock
  let config = RefreshConfig()
  let scroll: ScrollModel
  let loader: LeadingNormalLoader
  private(set) var messages: [Message] = []
  /// The messages the server has before the first one loaded.
  private(set) var earlierOnServer = ChatScene.total
  /// What happened last, for the status line.
  private(set) var lastEvent = "opened at the latest messages"
  private var finger = DemoFinger()
  private var token: ObservationToken?

  /// Creates the chat with the latest page loaded, at the bottom.
  ///
  /// - Parameters:
  ///   - clock: The clock for the physics, the animations and the server's delay.
  ///   - viewportHeight: The height of the list's viewport, in points.
  init(clock: any AnimationClock, viewportHeight: CGFloat) {
    self.clock = clock
    self.config.languageCode = "en"
    self.scroll = ScrollModel(
      frame: CGRect(x: 0, y: 0, width: 375, height: viewportHeight), clock: clock)
    self.loader = LeadingNormalLoader(config: self.config)
    self.loader.itemTriggerDistance = 3
    self.loader.setTitle("Beginning of conversation", for: .noMoreData)
    self.loader.refreshingAction = { [unowned self] in self.requestEarlierPage() }
    let page = self.takeEarlierPage()
    self.messages = page
    self.scroll.contentSize = CGSize(width: 375, height: page.reduce(0) { $0 + $1.height })
    self.scroll.contentOffset.y = self.bottomOffset
    self.scroll.leadingLoader = self.loader
    self.token = self.scroll.observe(\.contentOffset) { [unowned self] _, _ in
      self.reportVisibleRows()
    }
    self.reportVisibleRows()
  }

  /// The offset that shows the last message at the bottom.
  var bottomOffset: CGFloat {
    max(self.scroll.maximumContentOffset.y, self.scroll.minimumContentOffset.y)
  }

  /// The top of each message in the content, oldest first.
  func tops() -> [CGFloat] {
    var y: CGFloat = 0
    return self.messages.map { message in
      defer { y += message.height }
      return y
    }
  }

  private func reportVisibleRows() {
    let top = self.scroll.contentOffset.y
    let bottom = top + self.scroll.frame.height
    let tops = self.tops()
    let first = tops.indices.first { tops[$0] + self.messages[$0].height > top } ?? 0
    let last = tops.indices.last { tops[$0] < bottom } ?? -1
    let items = VisibleItems(range: first..<max(first, last + 1), count: self.messages.count)
    if self.scroll.visibleItems != items {
      self.scroll.visibleItems = items
    }
  }

  private func takeEarlierPage() -> [Message] {
    let count = min(Self.pageSize, self.earlierOnServer)
    let first = self.earlierOnServer - count + 1
    self.earlierOnServer -= count
    return (first..<first + count).map { Message(number: $0, lines: 1 + ($0 * 7 % 3 == 0 ? 1 : 0)) }
  }

  private func requestEarlierPage() {
    self.lastEvent = "asked for \(Self.pageSize) earlier messages"
    _ = self.clock.schedule(after: Self.latency) { [weak self] in
      self?.receiveEarlierPage()
    }
  }

  private func receiveEarlierPage() {
    let page = self.takeEarlierPage()
    let height = page.reduce(0) { $0 + $1.height }
    self.messages.insert(contentsOf: page, at: 0)
    self.scroll.insertContentAtStart(height)
    self.reportVisibleRows()
    self.lastEvent = "\(page.count) earlier messages inserted \(Int(height)) points above"
    if self.earlierOnServer == 0 {
      self.loader.endRefreshingWithNoMoreData()
    } else {
      self.loader.endRefreshing()
    }
  }

  // MARK: - What the user does

  /// The direction of the finger's last move: 1 down (toward older messages), −1 up.
  var lastDirection: CGFloat { self.finger.lastDirection }

  /// The finger moves by `points`: positive pulls the content down, negative pushes it up.
  func drag(by points: CGFloat) {
    self.finger.drag(by: points, on: self.scroll)
  }

  /// The finger lifts, moving at `velocity` points per second; negative flicks toward the top.
  func release(velocity: CGFloat = 0) {
    self.finger.release(velocity: velocity, on: self.scroll)
  }

  /// A new message arrives at the bottom: the list follows it if it showed the bottom.
  func receiveNewMessage() {
    let wasAtBottom = self.scroll.contentOffset.y >= self.bottomOffset - 1
    let number = (self.messages.last?.number ?? 0) + 1
    let message = Message(number: number, lines: 1)
    self.messages.append(message)
    self.scroll.contentSize.height += message.height
    if wasAtBottom {
      self.scroll.setContentOffset(CGPoint(x: 0, y: self.bottomOffset), animated: true)
    }
    self.reportVisibleRows()
    self.lastEvent = "new message #\(number)" + (wasAtBottom ? "; followed" : " below; unread")
  }

  /// Back to the latest message.
  func jumpToBottom() {
    self.scroll.setContentOffset(CGPoint(x: 0, y: self.bottomOffset), animated: true)
  }

  /// Switches to the next bundled language.
  func cycleLanguage() {
    let languages = RefreshLanguage.allCases
    let index = languages.firstIndex(of: self.config.language) ?? 0
    self.config.languageCode = languages[(index + 1) % languages.count].rawValue
  }
}
