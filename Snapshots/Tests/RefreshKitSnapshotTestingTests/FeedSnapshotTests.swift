import Foundation
import RefreshKit
import RefreshKitSnapshotTesting
import RefreshKitTesting
import SnapshotTesting
import Testing

/// A feed's header and footer through a refresh, a failure and the last page, with
/// swift-snapshot-testing's `assertSnapshot` and RefreshKit's two strategies.
@MainActor
@Suite struct FeedSnapshotTests {
  struct Offline: Error {}

  /// A feed as an app's view model makes it: a header and an auto footer over a manual clock.
  @MainActor
  final class Feed {
    let clock = ManualAnimationClock()
    let scroll: ScrollModel
    let header: NormalHeader
    let footer: AutoNormalFooter

    init() {
      let config = RefreshConfig()
      config.languageCode = "en"
      config.lastUpdatedTimeStore = InMemoryLastUpdatedTimeStore()
      self.scroll = ScrollModel(
        frame: CGRect(x: 0, y: 0, width: 375, height: 600),
        contentSize: CGSize(width: 375, height: 1000), clock: self.clock)
      self.header = NormalHeader(config: config)
      self.header.resultDisplayDuration = 1
      self.header.lastUpdatedTimeLabel.isHidden = true
      self.footer = AutoNormalFooter(config: config)
      self.scroll.header = self.header
      self.scroll.footer = self.footer
    }
  }

  @Test func aRefreshThatFailsShowsItsResult() throws {
    let feed = Feed()
    let header = try RefreshDriver(feed.header)
    header.pull(by: 60)
    assertSnapshot(of: header.snapshot(), as: .refreshText, named: "pulling")
    header.release()
    header.advance(by: 0.3)
    assertSnapshot(of: header.snapshot(), as: .refreshSVG, named: "refreshing")
    header.finish(.failure(Offline()))
    assertSnapshot(of: header.snapshot(), as: .refreshText, named: "failed")
    header.runToRest()
    #expect(header.state == .idle)
    #expect(feed.clock.isIdle)
  }

  @Test func theFooterLoadsThenHasNoMoreData() throws {
    let feed = Feed()
    let footer = try RefreshDriver(feed.footer)
    #expect(footer.pullToRefresh())
    assertSnapshot(of: footer.snapshot(), as: .refreshText, named: "loading")
    footer.finishWithNoMoreData()
    footer.runToRest()
    assertSnapshot(of: footer.snapshot(), as: .refreshText, named: "no-more-data")
    assertSnapshot(of: footer.snapshot(), as: .refreshSVG, named: "no-more-data")
    #expect(feed.clock.isIdle)
  }
}
