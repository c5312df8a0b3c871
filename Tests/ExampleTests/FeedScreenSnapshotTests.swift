import ExampleSupport
import Foundation
import RefreshKit
import RefreshKitTesting
import TestSupport
import Testing

@testable import FeedExample

/// The feed screen as an app's own test would check it, with `RefreshKitTesting` only: the
/// driver pulls, lets go and moves time; the app's own data source answers on the clock; the
/// snapshots are compared with the references in `__Snapshots__/FeedScreenSnapshotTests/`.
@MainActor
@Suite(.idleClocks) struct FeedScreenSnapshotTests {
  let files = RefreshSnapshotFiles(besides: #filePath)

  /// The screen, with the header's clock time and calendar fixed so that "Last updated" reads
  /// the same everywhere.
  func makeScreen() -> FeedViewModel {
    let clock = ManualAnimationClock()
    ClockLedger.current?.add(clock)
    let model = FeedViewModel(clock: clock, log: TranscriptLog(clock: clock))
    model.header.currentDate = { Date(timeIntervalSince1970: 1_764_063_660) }  // 09:41 UTC
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
    model.header.lastUpdatedTimeCalendar = calendar
    return model
  }

  @Test func theFeedRefreshesFailsAPageAndRunsOutOfData() throws {
    let model = self.makeScreen()
    let header = try RefreshDriver(model.header)
    let footer = try RefreshDriver(model.footer)

    #expect(header.pullToRefresh())
    #expect(try self.files.mismatch(header.snapshot(), named: "header-refreshing") == nil)
    header.runToRest()  // page 1 answers 0.6 s later, and the header closes
    #expect(header.state == .idle)
    #expect(header.shownText == ["Pull down to refresh", "Last update: Today 09:41"])
    #expect(model.items.count == 10)

    #expect(footer.pullToRefresh())  // page 2, which fails the first time
    footer.runToRest()
    #expect(footer.shownText == ["Couldn't load more. Tap to retry"])
    #expect(try self.files.mismatch(footer.snapshot(), named: "footer-failed") == nil)

    // The example ends a failed page with a plain endRefreshing(): as in MJRefresh, a new drag
    // up asks again (a tap would too).
    #expect(footer.pullToRefresh())  // page 2 again
    footer.runToRest()
    #expect(model.items.count == 20)
    #expect(footer.pullToRefresh())  // page 3, the last
    footer.runToRest()
    #expect(footer.state == .noMoreData)
    #expect(try self.files.mismatch(footer.snapshot(), named: "footer-no-more-data") == nil)
    #expect(!footer.pullToRefresh(), "nothing loads after the last page")
    footer.runToRest()
  }
}
