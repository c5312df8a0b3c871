import Foundation
import TestSupport
import Testing

@testable import ShopPageExample

@MainActor
@Suite(.idleClocks) struct ShopPageExampleTests {
  @Test("a shop page shares one header among three tabs, and opens its second floor")
  func aShopPageWithTabsAndASecondFloor() {
    #expect(
      ShopPageExample.transcript() == [
        "",
        "# The page opens on All. A swipe up of 300 takes the header away, then moves All.",
        " 0.167 s  page at 200, lists at 100, 0, 0",
        "",
        "# On Sale, a swipe down brings the header back, then pulls the shared header.",
        " 0.167 s  the user opens Sale",
        " 0.283 s  feedback: thresholdCrossed",
        " 0.333 s  header pulling: \"Release to refresh\"; page at -92, lists at 100, 0, 0",
        " 0.350 s  feedback: refreshStarted",
        " 0.600 s  the shared header reloads the three lists",
        "",
        "# Back on All while it reloads: the refresh goes on; All kept its place.",
        " 0.633 s  the user opens All; header refreshing; page at -54, lists at 100, 0, 0",
        " 1.100 s  feedback: refreshFinished(success)",
        " 1.100 s  reloaded",
        "",
        "# All scrolled to its end loads its own next page; the other lists load nothing.",
        " 1.633 s  All loads its next page",
        " 2.133 s  All has 40 items",
        " 2.133 s  page at 200, lists at 688, 0, 0",
        "",
        "# Pulled past 1.9 headers, the header opens its second floor over the view.",
        " 2.250 s  feedback: secondFloorArmed",
        " 2.300 s  header secondFloorArmed: \"Release to open the second floor\"",
        " 3.317 s  feedback: secondFloorOpened",
        " 3.317 s  header secondFloorOpen: \"Second floor\"; page at -600, lists at 0, 0, 0",
        "",
        "# A push up of 70 closes the floor, and the page is back as it was.",
        " 4.483 s  feedback: secondFloorClosed",
        " 4.733 s  header idle; page at 0, lists at 0, 0, 0",
      ])
  }
}
