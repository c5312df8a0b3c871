import Foundation
import TestSupport
import Testing

@testable import CustomHeaderExample

@MainActor
@Suite(.idleClocks) struct CustomHeaderExampleTests {
  @Test func theRingFillsWithThePullAndTheGifFollowsThenLoops() {
    let transcript = CustomHeaderExample.transcript()
    #expect(
      transcript == [
        "A do-it-yourself header: a ring that fills as you pull (70 points tall).",
        "  pull to -14: [●●○○○○○○○○] Pull to refresh",
        "  pull to -35: [●●●●●○○○○○] Pull to refresh",
        "  pull to -56: [●●●●●●●●○○] Pull to refresh",
        "  pull to -70: [●●●●●●●●●●] Pull to refresh",
        "  pull to -71: [●●●●●●●●●●] Let go!",
        " 0.267 s  ring header: refreshing action",
        "  refreshing: [●●●●●●●●●●] Fetching the latest, holds 70",
        "  ended: Pull to refresh, holds 0",
        "",
        "A GIF header with MJRefresh's ChiBaoZi frames.",
        "  pull to -10: frame dropdown_anim__0012",
        "  pull to -27: frame dropdown_anim__0031",
        "  pull to -45: frame dropdown_anim__0051",
        "  pulling loops: dropdown_loading_01, dropdown_loading_02, dropdown_loading_03, dropdown_loading_01",
        "  refreshing: animating true, centered true",
        "  ended: frame dropdown_anim__0001",
      ])
  }
}
