import Foundation
import RefreshKit
import XCTest

/// RefreshKit in an XCTest case, as most apps' test targets still are: the README's fifteen
/// lines, step by step, on the main actor (XCTest on Linux finds no `@MainActor` test method,
/// so the test hops there).
final class XCTestCompatibilityTests: XCTestCase {
  func testAPullRefreshesAndEndsOnAManualClock() async {
    await MainActor.run { Self.pullRefreshesAndEnds() }
  }

  @MainActor
  private static func pullRefreshesAndEnds() {
    let clock = ManualAnimationClock()
    let scroll = ScrollModel(frame: CGRect(x: 0, y: 0, width: 375, height: 600), clock: clock)
    scroll.contentSize = CGSize(width: 375, height: 1000)
    var reloads = 0
    let config = RefreshConfig()
    config.languageCode = "en"
    config.lastUpdatedTimeStore = InMemoryLastUpdatedTimeStore()
    let header = NormalHeader(config: config) { reloads += 1 }
    scroll.header = header
    scroll.drag(toOffsetY: -60)
    XCTAssertEqual(header.state, .pulling)
    scroll.endDragging()
    clock.run()
    XCTAssertEqual(reloads, 1)
    header.endRefreshing()
    clock.run()
    XCTAssertEqual(header.stateLabel.text, "Pull down to refresh")
    XCTAssertEqual(scroll.contentOffset.y, 0)
    XCTAssertTrue(clock.isIdle)
  }
}
