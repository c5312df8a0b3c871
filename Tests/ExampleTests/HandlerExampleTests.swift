import Foundation
import TestSupport
import Testing

@testable import HandlerExample

@MainActor
@Suite(.idleClocks) struct HandlerExampleTests {
  @Test func theHandlerHeaderWalksThroughGMsStates() {
    let transcript = HandlerExample.transcript()
    #expect(
      transcript == [
        "A finger pulls down 12 points at a time, then lets go.",
        " 0.000 s  offset   -12.0  GM Visible",
        " 0.000 s  offset   -60.0  GM Triggered",
        " 0.017 s  handler: start loading",
        " 0.017 s  offset   -70.4  GM Loading",
        " 1.517 s  loaded; the caller stops the header",
        " 1.533 s  offset   -53.8  GM Hidden",
        "",
        "Pulling less than the header's height and letting go only shows it.",
        " 1.917 s  offset   -40.0  GM Visible",
        " 2.400 s  offset     0.0  GM Hidden",
      ])
  }
}
