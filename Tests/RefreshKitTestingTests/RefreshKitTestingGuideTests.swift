import Foundation
import RefreshKit
import RefreshKitTesting
import TestSupport
import Testing

/// The `RefreshKitTesting` code of `docs/testing.md`, run line for line (the guide's snippet
/// test in `TestingGuideTests` finds these lines here).
@MainActor
@Suite(.idleClocks) struct RefreshKitTestingGuideTests {
  struct Offline: Error {}

  /// The guide's screen: a header and an auto footer, each with its own action.
  @MainActor
  final class Model {
    let clock = ManualAnimationClock()
    let scroll: ScrollModel
    let header: NormalHeader
    let footer: AutoNormalFooter

    init() {
      ClockLedger.current?.add(self.clock)
      let config = RefreshConfig()
      config.languageCode = "en"
      config.lastUpdatedTimeStore = InMemoryLastUpdatedTimeStore()
      self.scroll = ScrollModel(
        frame: CGRect(x: 0, y: 0, width: 375, height: 600),
        contentSize: CGSize(width: 375, height: 1000), clock: self.clock)
      self.header = NormalHeader(config: config)
      self.header.resultDisplayDuration = 1
      self.footer = AutoNormalFooter(config: config)
      self.scroll.header = self.header
      self.scroll.footer = self.footer
    }
  }

  @Test func theGuidesDriverSnippetRuns() throws {
    let language = RefreshConfig.default.languageCode
    RefreshConfig.default.languageCode = "en"
    defer { RefreshConfig.default.languageCode = language }
    let clock = ManualAnimationClock()
    watchIdle(clock)
    let scroll = ScrollModel(frame: CGRect(x: 0, y: 0, width: 375, height: 600), clock: clock)
    scroll.contentSize = CGSize(width: 375, height: 1000)
    let refreshHeader = NormalHeader()
    refreshHeader.resultDisplayDuration = 1  // shows "Refresh failed" for a second, then closes
    let loadMoreFooter = AutoNormalFooter()
    scroll.header = refreshHeader
    scroll.footer = loadMoreFooter

    let header = try RefreshDriver(refreshHeader)
    let footer = try RefreshDriver(loadMoreFooter)

    header.pull(by: 54)
    #expect(header.state == .idle)
    header.pull(by: 55)
    #expect(header.state == .pulling)
    header.release()
    header.advance(by: 0.3)
    #expect(header.state == .refreshing)
    header.finish(.failure(Offline()))
    #expect(header.shownText.first == "Refresh failed")
    header.runToRest()

    #expect(footer.pullToRefresh())
    footer.finishWithNoMoreData()
    #expect(footer.shownText == ["No more data"])
    let files = RefreshSnapshotFiles(besides: #filePath)
    #expect(try files.mismatch(footer.snapshot(), named: "no-more-data") == nil)
    footer.runToRest()
    footer.tap()
    #expect(footer.state == .noMoreData, "a tap loads nothing after the last page")

    let refreshing = ScrollAttachmentSlot.header.accessibilityIdentifier(in: .refreshing)
    #expect(refreshing == "refreshkit.header.refreshing")
  }
}
