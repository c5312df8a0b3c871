import Foundation
import RefreshKit
import TestSupport
import Testing

@testable import ChatExample

/// Property tests over random traces of a chat.
///
/// Flings, drags, releases, bounces, waits and new messages, with earlier pages that arrive at
/// random moments. Whatever the content is doing
/// when a page arrives, the message read moves by exactly the inserted length in the offset; a
/// fast fling never stalls the paging; no page is asked for twice.
@MainActor
@Suite(.idleClocks) struct ChatViewModelTests {
  /// A tiny seeded generator, so that a failing seed replays.
  struct Dice {
    var state: UInt64

    mutating func below(_ bound: Int) -> Int {
      self.state = self.state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int((self.state >> 33) % UInt64(max(bound, 1)))
    }
  }

  /// What the user does next in a random trace.
  enum Gesture: CaseIterable {
    case fling, slowDrag, pullPastTheTop, wait, newMessage, frame
  }

  @Test("Random chat traces keep the reader, the paging and the requests right", arguments: 0..<8)
  func randomTracesKeepTheProperties(batch: Int) {
    for trace in 0..<25 {
      let seed = UInt64(batch * 1000 + trace)
      if let failure = Self.run(seed: seed) {
        Issue.record("seed \(seed): \(failure)")
        return
      }
    }
  }

  @Test func theTracesInsertPagesWhateverTheContentIsDoing() {
    var moments: Set<String> = []
    for seed in 0..<UInt64(40) {
      _ = Self.run(seed: seed) { moments.insert($0) }
    }
    #expect(moments == ["under the finger", "decelerating", "bouncing", "at rest"])
  }

  /// Runs one random trace; returns the first broken property.
  ///
  /// `sawInsertion` hears what the content was doing at each insertion.
  static func run(
    seed: UInt64, sawInsertion: @escaping (String) -> Void = { _ in }
  ) -> String? {
    var dice = Dice(state: seed &+ 0x9E37_79B9)
    let clock = ManualAnimationClock()
    let latencies: [TimeInterval] = [0, 0.05, 0.3, 0.8]
    let chat = ChatViewModel(
      clock: clock, total: 40 + dice.below(200), pageSize: 5 + dice.below(25),
      latency: latencies[dice.below(latencies.count)], seed: seed)
    var failure: String?
    // The anchor: at every insertion, the offset moves by exactly the length inserted.
    var lastOffset = chat.scroll.contentOffset.y
    let tokens = [
      chat.scroll.observe(\.contentSize) { scroll, change in
        let grown = change.newValue.height - (change.oldValue?.height ?? 0)
        if scroll.isShiftingContent {
          sawInsertion(
            scroll.isDragging
              ? "under the finger"
              : !scroll.isDecelerating
                ? "at rest"
                : lastOffset < scroll.minimumContentOffset.y ? "bouncing" : "decelerating")
          // The offset was stored in the same step; its observers hear of it next.
          let expected = lastOffset + grown
          if scroll.contentOffset.y != expected && failure == nil {
            failure =
              "an insertion of \(grown) moved the offset \(lastOffset) to "
              + "\(scroll.contentOffset.y), not \(expected)"
          }
        }
      },
      // Heard after the size: during an insertion, the size's observer still holds the offset
      // from before.
      chat.scroll.observe(\.contentOffset) { scroll, _ in
        lastOffset = scroll.contentOffset.y
      },
    ]
    defer { withExtendedLifetime(tokens) {} }
    // Every earlier message arrives once and in order: the numbers stay consecutive.
    func checkMessages() {
      let numbers = chat.messages.map(\.number)
      if zip(numbers, numbers.dropFirst()).contains(where: { $1 != $0 + 1 }) && failure == nil {
        failure = "messages out of order or repeated: \(numbers.prefix(30))"
      }
    }
    for _ in 0..<(20 + dice.below(40)) {
      switch Gesture.allCases[dice.below(Gesture.allCases.count)] {
      case .fling:
        chat.flingTowardTheTop(speed: CGFloat(2000 + dice.below(12_000)))
      case .slowDrag:
        chat.scroll.beginDragging()
        for step in 1...(1 + dice.below(20)) {
          chat.scroll.drag(translationY: CGFloat(step * (dice.below(2) == 0 ? 30 : -30)))
          clock.advance(by: clock.frameInterval)
        }
        chat.scroll.endDragging()
      case .pullPastTheTop:
        chat.scroll.beginDragging()
        chat.scroll.drag(translationY: chat.scroll.contentOffset.y + 150)
        clock.advance(by: 0.1)
        chat.scroll.endDragging(velocity: CGPoint(x: 0, y: -500))
      case .wait:
        clock.advance(by: Double(dice.below(60)) / 60)
      case .newMessage:
        chat.receiveNewMessage()
      case .frame:
        clock.advance(by: clock.frameInterval)
      }
      checkMessages()
      if failure != nil {
        return failure
      }
    }
    clock.run()
    checkMessages()
    // No stall: at rest, with earlier messages still on the server, the first visible row is out
    // of the loader's reach, or the loader is loading.
    if failure == nil && chat.earlierOnServer > 0 && chat.loader.state == .idle,
      let first = chat.visibleRange().first, first <= chat.loader.itemTriggerDistance ?? 0
    {
      failure = "stalled at rest with row \(first) on screen and \(chat.earlierOnServer) to load"
    }
    // Every page asked for once: as many requests as pages received or in flight.
    let loaded = chat.totalCount - chat.earlierOnServer - chat.initialCount
    let received = (loaded + chat.pageSize - 1) / chat.pageSize
    let pending = chat.loader.isRefreshing ? 1 : 0
    if failure == nil && chat.requests.count != received + pending {
      failure = "\(chat.requests.count) requests for \(received) pages received"
    }
    return failure
  }

  @Test func aFastFlingLoadsPageAfterPageUntilTheBeginning() {
    let clock = ManualAnimationClock()
    let chat = ChatViewModel(clock: clock, total: 100, pageSize: 20, latency: 0)
    chat.flingTowardTheTop(speed: 20_000)
    clock.run()
    #expect(chat.requests.count >= 2, "one fling, several pages")
    while chat.loader.state != .noMoreData {
      chat.flingTowardTheTop(speed: 20_000)
      clock.run()
    }
    #expect(chat.requests == [1, 2, 3, 4])
    #expect(chat.messages.map(\.number) == Array(1...100))
  }
}
