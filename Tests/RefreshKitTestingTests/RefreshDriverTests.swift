import Foundation
import RefreshKit
import RefreshKitTesting
import TestSupport
import Testing

/// The driver plays the user, the server and time on any attached component, with MJRefresh's
/// numbers: a header arms past 54 points, a back footer past 44, a trailer past its width.
@MainActor
@Suite(.idleClocks) struct RefreshDriverTests {
  struct Offline: Error {}

  /// A list 375 × 600 over 1000 × 1000 points of content, on a manual clock the ledger checks.
  @MainActor
  final class List {
    let clock = ManualAnimationClock()
    let scroll: ScrollModel
    let config = RefreshConfig()
    private(set) var loads = 0

    init() {
      ClockLedger.current?.add(self.clock)
      self.scroll = ScrollModel(
        frame: CGRect(x: 0, y: 0, width: 375, height: 600),
        contentSize: CGSize(width: 1000, height: 1000), clock: self.clock)
      self.config.languageCode = "en"
      self.config.lastUpdatedTimeStore = InMemoryLastUpdatedTimeStore()
    }

    func count() {
      self.loads += 1
    }
  }

  @Test func aPullToRefreshArmsTheHeaderPast54PointsAndHoldsIt() throws {
    let list = List()
    let header = NormalHeader(config: list.config) { [unowned list] in list.count() }
    list.scroll.header = header
    let driver = try RefreshDriver(header)
    driver.pull(by: 54)
    #expect(driver.state == .idle)
    #expect(driver.shownText.first == "Pull down to refresh")
    driver.pull(by: 55)
    #expect(driver.state == .pulling)
    #expect(driver.shownText.first == "Release to refresh")
    driver.release()
    driver.advance(by: 0.3)
    #expect(driver.state == .refreshing)
    #expect(list.scroll.adjustedContentInset.top == 54)
    #expect(list.scroll.contentOffset.y == -54)
    #expect(list.loads == 1)
    driver.finish()
    driver.runToRest()
    #expect(driver.state == .idle)
    #expect(list.scroll.contentOffset.y == 0)
  }

  @Test func pullToRefreshLetsGoAndRunsTheScrollIntoPlace() throws {
    let list = List()
    let header = NormalHeader(config: list.config) { [unowned list] in list.count() }
    list.scroll.header = header
    let driver = try RefreshDriver(header)
    #expect(driver.pullToRefresh())
    #expect(driver.state == .refreshing)
    #expect(!list.scroll.isDragging)
    #expect(list.scroll.contentOffset.y == -54, "in place")
    #expect(list.loads == 1, "the action ran after the scroll into place")
    #expect(!driver.pullToRefresh(), "a second pull begins nothing")
    #expect(list.loads == 1)
    driver.finish()
    driver.runToRest()
  }

  @Test func aFailureShowsItsResultThenCloses() throws {
    let list = List()
    let header = NormalHeader(config: list.config)
    header.resultDisplayDuration = 1
    list.scroll.header = header
    let driver = try RefreshDriver(header)
    driver.pullToRefresh()
    driver.finish(.failure(Offline()))
    #expect(driver.shownText.first == "Refresh failed")
    driver.advance(by: 0.5)
    #expect(driver.state == .idle)
    #expect(header.isShowingResult, "the result holds the header open")
    #expect(list.scroll.adjustedContentInset.top == 54)
    driver.runToRest()
    #expect(!header.isShowingResult)
    #expect(list.scroll.adjustedContentInset.top == 0)
    #expect(driver.shownText.first == "Pull down to refresh")
  }

  @Test func anAutoFooterLoadsAsItComesIntoViewAndEndsWithNoMoreData() throws {
    let list = List()
    let footer = AutoNormalFooter(config: list.config) { [unowned list] in list.count() }
    list.scroll.footer = footer
    let driver = try RefreshDriver(footer)
    #expect(driver.pullToRefresh())
    #expect(list.loads == 1)
    #expect(driver.shownText == ["Loading..."])
    driver.finishWithNoMoreData()
    driver.runToRest()
    #expect(driver.state == .noMoreData)
    #expect(driver.shownText == ["No more data"])
    #expect(!driver.pullToRefresh(), "nothing loads after the last page")
    #expect(list.loads == 1)
    driver.runToRest()
  }

  @Test("A back footer and a trailer arm just past their length")
  func backFootersAndTrailersArmPastTheirLength() throws {
    let list = List()
    let footer = BackNormalFooter(config: list.config)
    let trailer = NormalTrailer(config: list.config)
    list.scroll.footer = footer
    list.scroll.trailer = trailer
    for (component, length) in [
      (footer as RefreshComponent, footer.height), (trailer, trailer.width),
    ] {
      let driver = try RefreshDriver(component)
      driver.pull(by: length)
      #expect(driver.state == .idle)
      driver.pull(by: length + 1)
      #expect(driver.state == .pulling)
      driver.release()
      driver.advance(by: 0.3)
      #expect(driver.state == .refreshing)
      driver.finish()
      driver.runToRest()
      #expect(driver.state == .idle)
    }
  }

  @Test func theAppsOwnDelayedLoadRunsWhenTimeMoves() throws {
    let list = List()
    let header = NormalHeader(config: list.config)
    header.refreshingAction = { [unowned header, unowned list] in
      _ = list.clock.schedule(after: 2) { header.endRefreshing() }
    }
    list.scroll.header = header
    let driver = try RefreshDriver(header)
    driver.pullToRefresh()
    driver.advance(by: 1)
    #expect(driver.state == .refreshing)
    driver.runToRest()
    #expect(driver.state == .idle)
  }

  @Test func aHeaderWithASecondFloorRefreshesAtTheFirstArm() throws {
    let list = List()
    let header = NormalHeader(config: list.config) { [unowned list] in list.count() }
    header.secondFloor = SecondFloor()
    list.scroll.header = header
    let driver = try RefreshDriver(header)
    #expect(driver.pullToRefresh())
    #expect(
      header.transitions.map(\.description).prefix(2) == [
        "idle -> pulling (drag)", "pulling -> refreshing (release)",
      ])
    driver.finish()
    driver.runToRest()
  }

  @Test func anArmedHeaderIsLetGoAsItIs() throws {
    let list = List()
    let header = NormalHeader(config: list.config) { [unowned list] in list.count() }
    list.scroll.header = header
    let driver = try RefreshDriver(header)
    driver.pull(by: 80)
    #expect(driver.state == .pulling)
    #expect(driver.pullToRefresh())
    #expect(list.loads == 1)
    driver.finish()
    driver.runToRest()
  }

  @Test func aRefreshThatWaitsToBeSeenIsNotReportedAsBegun() throws {
    let list = List()
    let header = NormalHeader(config: list.config) { [unowned list] in list.count() }
    list.scroll.header = header
    list.scroll.isVisible = false
    let driver = try RefreshDriver(header)
    #expect(!driver.pullToRefresh())
    #expect(driver.state == .willRefresh)
    #expect(list.loads == 0)
    list.scroll.isVisible = true
    driver.runToRest()
    #expect(list.loads == 1)
    driver.finish()
    driver.runToRest()
  }

  @Test func aDisabledHeaderIsNotPulledAndDoesNotRefresh() throws {
    let list = List()
    let header = NormalHeader(config: list.config) { [unowned list] in list.count() }
    list.scroll.header = header
    header.isEnabled = false
    let driver = try RefreshDriver(header)
    #expect(!driver.pullToRefresh())
    driver.runToRest()
    #expect(list.loads == 0)
    #expect(list.scroll.contentOffset.y == 0, "it bounced back")
  }

  @Test func aTapLoadsAnAutoFooterAndNothingElse() throws {
    let list = List()
    let footer = AutoNormalFooter(config: list.config) { [unowned list] in list.count() }
    let header = NormalHeader(config: list.config) { [unowned list] in list.count() }
    list.scroll.footer = footer
    list.scroll.header = header
    #expect(try !RefreshDriver(header).tap())
    let driver = try RefreshDriver(footer)
    #expect(driver.tap())
    #expect(list.loads == 1)
    driver.finish()
    driver.runToRest()
    #expect(driver.state == .idle)
  }

  @Test func aComponentThatCannotBeDrivenSaysWhy() {
    let list = List()
    let header = NormalHeader(config: list.config)
    #expect(throws: RefreshDriver.Failure.notAttached) { try RefreshDriver(header) }
    let system = ScrollModel(
      frame: CGRect(x: 0, y: 0, width: 375, height: 600), clock: SystemAnimationClock())
    system.header = header
    #expect(throws: RefreshDriver.Failure.clockIsNotManual("SystemAnimationClock")) {
      try RefreshDriver(header)
    }
    let plain = RefreshComponent()
    list.scroll.setAttachment(plain, in: ScrollAttachmentSlot(rawValue: "plain"))
    #expect(throws: RefreshDriver.Failure.noPullEdge) { try RefreshDriver(plain) }
    #expect(
      RefreshDriver.Failure.clockIsNotManual("SystemAnimationClock").description
        == "the scroll model runs on SystemAnimationClock: give it a ManualAnimationClock in tests")
  }

  // MARK: - Found by the outside review (issue 50)

  @Test func aPullToRefreshWhoseActionEndsItselfReportsTheRefresh() throws {
    let list = List()
    let header = NormalHeader(config: list.config)
    header.refreshingAction = { [unowned list, unowned header] in
      list.count()
      header.endRefreshing()  // a stub that answers at once
    }
    list.scroll.header = header
    let driver = try RefreshDriver(header)
    #expect(driver.pullToRefresh(), "the refresh began and its action ran")
    #expect(list.loads == 1)
    #expect(driver.state == .idle)
    driver.runToRest()
  }

  @Test func aDriverFollowsItsComponentToAnotherScrollModel() throws {
    let list = List()
    let other = List()
    let header = NormalHeader(config: list.config) { [unowned list] in list.count() }
    list.scroll.header = header
    let driver = try RefreshDriver(header)
    list.scroll.header = nil
    other.scroll.header = header
    driver.pull(by: 60)
    #expect(other.scroll.contentOffset.y == -60, "the scroll model the component is on now")
    #expect(list.scroll.contentOffset.y == 0, "not the one it left")
    #expect(driver.scrollModel === other.scroll)
    driver.release()
    driver.runToRest()
    #expect(header.state == .refreshing)
    header.endRefreshing()
    driver.runToRest()
  }

  @Test func aDriverWhoseComponentLeftSaysSoAndDoesNothing() throws {
    let list = List()
    let header = NormalHeader(config: list.config)
    list.scroll.header = header
    let driver = try RefreshDriver(header)
    list.scroll.header = nil
    let (_, reports) = Diagnostics.collect { driver.pull(by: 60) }
    #expect(reports.map(\.kind) == [.ignoredCall])
    #expect(list.scroll.contentOffset.y == 0)
    #expect(!list.scroll.isDragging)
  }

  @Test func aReleaseWithNoDragSaysSo() throws {
    let list = List()
    let header = NormalHeader(config: list.config)
    list.scroll.header = header
    let driver = try RefreshDriver(header)
    let (_, reports) = Diagnostics.collect { driver.release() }
    #expect(reports.map(\.message) == ["ignored: no drag is in progress; pull(by:) first"])
  }
}
