import ExampleSupport
import Foundation
import RefreshKit

/// `swift run ChatExample`: a chat that loads earlier messages at the top without a jump.
///
/// A conversation of 100 messages of one to four lines opens on its latest 20, at the bottom. A
/// `LeadingNormalLoader` loads earlier pages of 20 as the user nears the top, by rows (the first
/// visible message within three of the first loaded one); each page arrives 0.5 s later and is
/// inserted above with `insertContentAtStart`, whatever the content is doing: the message the
/// user reads moves 0 points. New messages arrive at the bottom meanwhile. The last page ends in
/// "Beginning of conversation".
@main
@MainActor
struct ChatExample {
  static func main() {
    for line in transcript() {
      print(line)
    }
  }

  /// What the example prints, on a manual clock so that it is the same on every run.
  static func transcript() -> [String] {
    let clock = ManualAnimationClock()
    let log = TranscriptLog(clock: clock)
    let chat = ChatViewModel(clock: clock, log: log)
    let token = chat.loader.observe(\.state) { loader, change in
      let old = change.oldValue.map { "\($0)" } ?? "?"
      log("loader \(old) -> \(change.newValue)  \"\(loader.stateLabel.text ?? "")\"")
    }
    defer { withExtendedLifetime(token) {} }

    log.note("The chat opens at the bottom, on the latest 20 of 100 messages.")
    log(chat.describeScreen())

    log.note("The user flings toward the top; the page arrives while the content still moves.")
    chat.flingTowardTheTop()
    clock.advance(by: 0.3)
    log(
      "after 0.3 s: " + chat.describeScreen() + (chat.scroll.isDecelerating ? ", still moving" : "")
    )
    clock.run()
    log("at rest: " + chat.describeScreen())

    log.note("A new message arrives while the user reads older ones: nothing moves.")
    chat.receiveNewMessage()
    clock.run()

    log.note("The user keeps flinging up: each page loads once, until the beginning.")
    while chat.loader.state != .noMoreData {
      chat.flingTowardTheTop(speed: 6000)
      clock.run()
    }
    log("at rest: " + chat.describeScreen())
    log("pages asked for: \(chat.requests.map(String.init).joined(separator: ", "))")

    log.note("Back to the bottom; the next new message scrolls into view.")
    chat.jumpToBottom()
    clock.run()
    chat.receiveNewMessage()
    clock.run()
    log("at rest: " + chat.describeScreen())
    return log.lines
  }
}

extension ChatViewModel {
  /// The messages on screen, the first one's place and the offset, in a line.
  func describeScreen() -> String {
    let range = self.visibleRange()
    guard let first = self.firstVisible(), let last = range.last else {
      return "nothing on screen"
    }
    return "messages #\(first.number)–#\(self.messages[last].number) of \(self.messages.count) "
      + "loaded, #\(first.number) at y = \(String(format: "%.1f", Double(first.screenY))), "
      + "offset \(String(format: "%.1f", Double(self.scroll.contentOffset.y)))"
  }
}
