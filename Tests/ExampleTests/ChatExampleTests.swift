import Foundation
import TestSupport
import Testing

@testable import ChatExample

@MainActor
@Suite(.idleClocks) struct ChatExampleTests {
  @Test func earlierPagesLoadAboveWithoutMovingTheMessageRead() {
    #expect(
      ChatExample.transcript() == [
        "",
        "# The chat opens at the bottom, on the latest 20 of 100 messages.",
        " 0.000 s  messages #91–#100 of 20 loaded, #91 at y = -80.0, offset 760.0",
        "",
        "# The user flings toward the top; the page arrives while the content still moves.",
        " 0.167 s  the loader asks for earlier page 1 (automatic)",
        " 0.167 s  loader idle -> refreshing  \"Loading earlier items...\"",
        " 0.300 s  after 0.3 s: messages #81–#90 of 20 loaded, #81 at y = -51.3, offset 51.3, still moving",
        " 0.667 s  20 earlier messages arrive in motion, 1160 points above; message #81, the first on screen, moves 0.00 points",
        " 0.667 s  loader refreshing -> idle  \"Tap to load earlier items\"",
        " 0.667 s  at rest: messages #79–#89 of 40 loaded, #79 at y = -25.3, offset 1113.3",
        "",
        "# A new message arrives while the user reads older ones: nothing moves.",
        " 0.667 s  new message #101 arrives at the bottom; message #79, which the user reads, moves 0.00 points",
        "",
        "# The user keeps flinging up: each page loads once, until the beginning.",
        " 0.833 s  the loader asks for earlier page 2 (automatic)",
        " 0.833 s  loader idle -> refreshing  \"Loading earlier items...\"",
        " 1.333 s  20 earlier messages arrive in motion, 1220 points above; message #61, the first on screen, moves 0.00 points",
        " 1.333 s  loader refreshing -> idle  \"Tap to load earlier items\"",
        " 1.517 s  the loader asks for earlier page 3 (automatic)",
        " 1.517 s  loader idle -> refreshing  \"Loading earlier items...\"",
        " 2.017 s  20 earlier messages arrive in motion, 1300 points above; message #41, the first on screen, moves 0.00 points",
        " 2.017 s  loader refreshing -> idle  \"Tap to load earlier items\"",
        " 2.200 s  the loader asks for earlier page 4 (automatic)",
        " 2.200 s  loader idle -> refreshing  \"Loading earlier items...\"",
        " 2.700 s  20 earlier messages arrive in motion, 1360 points above; message #21, the first on screen, moves 0.00 points",
        " 2.700 s  loader refreshing -> noMoreData  \"Beginning of conversation\"",
        " 2.700 s  at rest: messages #19–#29 of 101 loaded, #19 at y = -86.1, offset 1314.1",
        " 2.700 s  pages asked for: 1, 2, 3, 4",
        "",
        "# Back to the bottom; the next new message scrolls into view.",
        " 3.000 s  new message #102 arrives at the bottom; the list follows it",
        " 3.300 s  at rest: messages #93–#102 of 102 loaded, #93 at y = -20.0, offset 5932.0",
      ])
  }
}
