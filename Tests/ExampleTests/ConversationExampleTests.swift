import Foundation
import TestSupport
import Testing

@testable import ConversationExample

@MainActor
@Suite(.idleClocks) struct ConversationExampleTests {
  @Test("a conversation opened at a message loads both ways, its gap fills, nothing moves")
  func aConversationOpenedAtAMessageLoadsBothWaysAndFillsTheGap() async {
    let transcript = await ConversationExample.transcript()
    #expect(
      transcript == [
        "",
        "# Opened at message 50, 200 points below the top.",
        " 0.000 s  server: messages 41–60",
        " 0.500 s  feed: 20 around the anchor; messages 41–60",
        " 0.500 s  message 50 at 200.00 pt, moved 0.00",
        "",
        "# The user scrolls to the top: older messages load above, the reader stays.",
        " 0.500 s  server: messages 21–40",
        " 1.000 s  feed: 20 before; messages 21–60",
        " 1.000 s  message 41 at 44.00 pt, moved 0.00",
        "",
        "# The user scrolls to the bottom: newer messages load below.",
        " 1.000 s  server: messages 61–80",
        " 1.500 s  feed: 20 after; messages 21–80",
        " 1.500 s  message 60 at 506.00 pt, moved 0.00",
        "",
        "# A jump to the newest: a gap before them, and the footer has nothing newer.",
        " 1.500 s  server: the newest messages",
        " 2.000 s  feed: 10 after; messages 21–80, 91–100",
        " 2.000 s  gap: at row 60, from message 80",
        " 2.000 s  footer: noMoreData",
        " 2.000 s  message 100 at 506.00 pt, moved 0.00",
        "",
        "# The gap's row comes into view and fills: the newest message does not move.",
        " 2.000 s  server: messages 81–100",
        " 2.500 s  feed: 10 in the gap, 10 already shown; messages 21–100",
        " 2.500 s  gap: closed",
        " 2.500 s  message 100 at 506.00 pt, moved 0.00",
        "",
        "# Back to the top until the first message.",
        " 2.500 s  server: messages 1–20",
        " 3.000 s  feed: 20 before; messages 1–100",
        " 3.000 s  leading loader: noMoreData; 100 messages, each once",
      ])
  }
}
