import Foundation
import RefreshKit
import TestSupport
import Testing

/// MJRefresh's most reported footer bugs (reference §6), each as the scenario that broke, and the
/// footer scenarios the footer issue asks for.
@MainActor
@Suite(.idleClocks) struct FooterRegressionTests {
  // MARK: - §6.1 the auto footer fires twice, or loops, after endRefreshing (#463, #813, #1543)

  @Test func anAutoFooterFiresOncePerDragEvenWhenTheRefreshEndsMidDrag() {
    let log = CallLog()
    let footer = AutoFooter(config: makeConfig()) { log.record("load") }
    let (scroll, clock) = attachFooter(footer)
    scroll.beginDragging()
    drag(scroll, from: 400, to: 444)
    #expect(log.entries.count == 1)
    footer.endRefreshing()
    drag(scroll, from: 444, to: 470)
    #expect(log.entries.count == 1)
    scroll.endDragging()
    clock.run()
    scroll.beginDragging()
    drag(scroll, from: 400, to: 444)
    #expect(log.entries.count == 2, "a new drag over the same content asks again, once")
    footer.endRefreshing()
    drag(scroll, from: 444, to: 470)
    #expect(log.entries.count == 2, "and only once")
    scroll.endDragging()
    clock.run()
    scroll.contentSize.height = 1100  // the page's rows
    scroll.beginDragging()
    drag(scroll, from: 500, to: 544)
    #expect(log.entries.count == 3, "a new drag over new content loads the next page")
    scroll.endDragging()
    footer.endRefreshing()
    clock.run()
  }

  @Test func withUnlimitedTriggersItFiresEveryTimeItReachesTheEnd() {
    let log = CallLog()
    let footer = AutoFooter(config: makeConfig()) { log.record("load") }
    footer.autoTriggerTimes = -1
    let (scroll, clock) = attachFooter(footer)
    scroll.beginDragging()
    for page in 0..<3 {
      let threshold = CGFloat(444 + 100 * page)
      drag(scroll, from: threshold - 44, to: threshold)
      footer.endRefreshing()
      scroll.contentSize.height += 100  // the page's rows
    }
    #expect(log.entries.count == 3)
    scroll.endDragging()
    clock.run()
  }

  @Test func momentumAfterTheDragCountsAgainstTheSameDragClosingMJRefreshsLoophole() {
    let log = CallLog()
    let footer = AutoFooter(config: makeConfig()) { log.record("load") }
    let (scroll, clock) = attachFooter(footer, contentHeight: 3000)
    scroll.drag(toOffsetY: 1600)
    scroll.endDragging(velocity: CGPoint(x: 0, y: 4000))
    while log.entries.isEmpty && !clock.isIdle {
      clock.advance(by: 1.0 / 60)
    }
    #expect(log.entries.count == 1, "momentum reached the end")
    footer.endRefreshing()
    scroll.contentSize.height = 3000  // nothing loaded yet: the threshold is still in reach
    clock.run()
    #expect(log.entries.count == 1, "the rest of the same fling does not load again")
  }

  @Test func aRefusedAutomaticTriggerDoesNotRefuseAProgrammaticBegin() {
    let log = CallLog()
    let footer = AutoFooter(config: makeConfig()) { log.record("load") }
    footer.autoTriggerTimes = 0
    let (scroll, clock) = attachFooter(footer)
    drag(scroll, from: 0, to: 460)
    #expect(log.entries.isEmpty)
    #expect(footer.beginRefreshing())
    #expect(log.entries == ["load"])
    scroll.endDragging()
    clock.run()
  }

  // MARK: - §6.3 both endRefreshing and endRefreshingWithNoMoreData (#272, #317, #1025, #649)

  @Test func aFooterGivenBothEndsInNoMoreDataAndNeverTriggersUntilReset() {
    for noMoreDataFirst in [true, false] {
      let log = CallLog()
      let footer = AutoFooter(config: makeConfig()) { log.record("load") }
      footer.autoTriggerTimes = -1
      let (scroll, clock) = attachFooter(footer)
      footer.beginRefreshing()
      if noMoreDataFirst {
        footer.endRefreshingWithNoMoreData()
        footer.endRefreshing()
      } else {
        footer.endRefreshing()
        footer.endRefreshingWithNoMoreData()
      }
      #expect(footer.state == .noMoreData)
      drag(scroll, from: 400, to: 470)
      scroll.endDragging()
      clock.run()
      #expect(log.entries.count == 1)
      footer.resetNoMoreData()
      drag(scroll, from: 400, to: 470)
      #expect(log.entries.count == 2)
      scroll.endDragging()
      clock.run()
    }
  }

  // MARK: - §6.6 self-sizing content makes load-more jump or repeat (#992, #1071, #1097)

  @Test func contentThatGrowsInStepsAfterTheEndDoesNotTriggerAgainNorMoveTheOffset() {
    let log = CallLog()
    let footer = AutoFooter(config: makeConfig()) { log.record("load") }
    let (scroll, clock) = attachFooter(footer)
    drag(scroll, from: 400, to: 444)
    scroll.endDragging()
    clock.run()
    footer.endRefreshing()
    for height in [1100.0, 1250, 1400, 1600] {
      scroll.contentSize.height = CGFloat(height)
      #expect(scroll.contentOffset.y == 444)
    }
    clock.run()
    #expect(log.entries.count == 1)
  }

  // MARK: - §6.9 paging scroll views end misaligned after load-more (#311, #1126, #1540, #1610)

  @Test func withPagingTheOffsetLandsOnAPageBoundaryAfterTheLoad() {
    let footer = AutoFooter(config: makeConfig()) {}
    let (scroll, clock) = attachFooter(footer, contentHeight: 1800)
    scroll.isPagingEnabled = true
    scroll.drag(toOffsetY: 1210)
    scroll.endDragging(velocity: CGPoint(x: 0, y: 800))
    clock.run()
    #expect(footer.state == .refreshing)
    #expect(scroll.contentOffset.y == 1244, "paging clamps to the footer's end")
    scroll.contentSize.height = 2400
    footer.endRefreshing()
    clock.run()
    #expect(scroll.contentOffset.y.truncatingRemainder(dividingBy: 600) == 0)
    #expect(scroll.contentOffset.y == 1200)
  }

  @Test("with paging, the end's alignment runs its callbacks even with nothing to move")
  func withPagingTheAlignmentRunsItsCallbacksWithNothingToMove() {
    var log: [String] = []
    let footer = AutoFooter(config: makeConfig()) {}
    footer.endRefreshingAnimationBeginAction = { log.append("begin action") }
    footer.endRefreshingCompletion = { log.append("completion") }
    let (scroll, clock) = attachFooter(footer, contentHeight: 3000)
    scroll.isPagingEnabled = true
    scroll.contentOffset.y = 1200  // on a page boundary already
    footer.beginRefreshing()
    footer.endRefreshing()
    #expect(log == ["begin action"], "as MJRefresh's paging branch, which always animates")
    clock.advance(by: 0.4)
    #expect(log == ["begin action", "completion"] && scroll.contentOffset.y == 1200)
  }

  // MARK: - §6.10 the footer's position with short content (#460, #938, #1545)

  @Test func overShortContentTheAutoFooterSitsUnderTheRowsAndTheBackFooterAtTheBottom() {
    let auto = AutoFooter(config: makeConfig())
    let (autoScroll, _) = attachFooter(auto, contentHeight: 300)
    #expect(auto.frame.origin.y == 300)
    let back = BackFooter(config: makeConfig())
    let (backScroll, _) = attachFooter(back, contentHeight: 300)
    #expect(back.frame.origin.y == 600)
    withExtendedLifetime((autoScroll, backScroll)) {}
  }

  // MARK: - §6.11 the host's contentInset edits fight the footer's bookkeeping (#711, #916, #1163)

  @Test func theHostsInsetEditsNeverDriftWhenTheFooterIsHiddenOrDetached() {
    let footer = AutoFooter(config: makeConfig())
    let (scroll, _) = attachFooter(footer)
    #expect(scroll.adjustedContentInset.bottom == 44)
    scroll.contentInset.bottom = 40
    footer.isHidden = true
    #expect(scroll.adjustedContentInset.bottom == 40, "MJRefresh gives 40 - 44 = -4")
    footer.isHidden = false
    #expect(scroll.adjustedContentInset.bottom == 84)
    scroll.footer = nil
    #expect(scroll.adjustedContentInset.bottom == 40)
    #expect(scroll.contentInset.bottom == 40)
  }

  // MARK: - §6.12 performBatchUpdates: the footer lags or animates (#675, #1552)

  @Test func aContentSizeChangeMovesTheFooterAtOnceWithoutAnimation() {
    let auto = AutoFooter(config: makeConfig())
    let (scroll, clock) = attachFooter(auto)
    scroll.contentSize.height = 1300
    #expect(auto.frame.origin.y == 1300)
    #expect(clock.isIdle)
  }

  // MARK: - §6.13 a negative percent fires the footer while pulling the header (#1500, #1328)

  @Test(arguments: [LoaderRules.mjRefresh, .cooperating])
  func aNegativePercentDoesNotFireTheFooterFromAHeaderPullOnShortContent(rules: LoaderRules) {
    let log = CallLog()
    let header = RefreshHeader(config: makeConfig()) { log.record("header") }
    let footer = AutoFooter(config: makeConfig()) { log.record("footer") }
    footer.triggerAutomaticallyRefreshPercent = -50
    let (scroll, clock) = makeScrollModel(contentHeight: 300)
    scroll.loaderRules = rules
    scroll.header = header
    scroll.footer = footer
    drag(scroll, from: 0, to: -80)
    scroll.endDragging()
    clock.run()
    #expect(log.entries == ["header"])
    header.endRefreshing()
    clock.run()
    guard rules == .cooperating else {
      #expect(log.entries == ["header"], "MJRefresh's rules: a short list waits for a drag up")
      return
    }
    // Not the pull: the list, loaded short, fills the view (the fill rule), once it is loaded.
    #expect(log.entries == ["header", "footer"])
    #expect(footer.transitions.last?.reason == .automatic)
  }

  @Test(arguments: [LoaderRules.mjRefresh, .cooperating])
  func aNegativePercentDoesNotFireTheFooterFromAHeaderPullOnTallContent(rules: LoaderRules) {
    let log = CallLog()
    let header = RefreshHeader(config: makeConfig()) { log.record("header") }
    let footer = AutoFooter(config: makeConfig()) { log.record("footer") }
    footer.triggerAutomaticallyRefreshPercent = -50
    let (scroll, clock) = makeScrollModel(contentHeight: 1000)
    scroll.loaderRules = rules
    scroll.header = header
    scroll.footer = footer
    drag(scroll, from: 0, to: -80)
    scroll.endDragging()
    clock.run()
    #expect(log.entries == ["header"])
    header.endRefreshing()
    clock.run()
    // Not the pull: at −50 lengths the end is within reach of the top, and the list, once
    // loaded, fills the view (the fill rule, cooperating only).
    #expect(log.entries == (rules == .cooperating ? ["header", "footer"] : ["header"]))
  }

  // MARK: - The footer issue's own scenarios

  @Test func independentLoadersRefreshAtTheSameTime() {
    let log = CallLog()
    let header = RefreshHeader(config: makeConfig()) { log.record("header") }
    let footer = BackFooter(config: makeConfig()) { log.record("footer") }
    let (scroll, clock) = makeScrollModel()
    scroll.loaderArbitration = .independent  // MJRefresh's
    scroll.header = header
    scroll.footer = footer
    header.beginRefreshing()
    footer.beginRefreshing()
    clock.run()
    #expect(log.entries.sorted() == ["footer", "header"])
    #expect(header.isRefreshing && footer.isRefreshing)
    #expect(scroll.adjustedContentInset.bottom == 44)
    scroll.drag(toOffsetY: -54)
    #expect(scroll.adjustedContentInset == EdgeInsets(top: 54, bottom: 44))
    scroll.endDragging()
    header.endRefreshing()
    footer.endRefreshing()
    clock.run()
    #expect(scroll.adjustedContentInset == .zero)
  }

  @Test(arguments: ["idle", "refreshing", "noMoreData"])
  func contentSizeSteppingKeepsAnAutoFootersPositionAndShareRight(stateName: String) {
    let footer = AutoFooter(config: makeConfig())
    footer.maximumFillPages = 0  // the share alone: short content would load by itself
    let (scroll, _) = attachFooter(footer, contentHeight: 0)
    if stateName == "refreshing" { footer.beginRefreshing() }
    if stateName == "noMoreData" { footer.endRefreshingWithNoMoreData() }
    for height in [0.0, 300, 2000, 1500] {
      scroll.contentSize.height = CGFloat(height)
      #expect(footer.frame.origin.y == CGFloat(height))
      #expect(scroll.adjustedContentInset.bottom == 44)
    }
    #expect("\(footer.state)" == stateName)
  }

  @Test(arguments: ["idle", "refreshing", "noMoreData"])
  func contentSizeSteppingKeepsABackFootersPositionAndShareRight(stateName: String) {
    let footer = BackFooter(config: makeConfig())
    let (scroll, clock) = attachFooter(footer, contentHeight: 0)
    if stateName == "refreshing" {
      footer.beginRefreshing()
      clock.run()
    }
    if stateName == "noMoreData" { footer.endRefreshingWithNoMoreData() }
    for height in [0.0, 300, 2000, 1500] {
      scroll.contentSize.height = CGFloat(height)
      #expect(footer.frame.origin.y == max(CGFloat(height), 600))
      let expectedShare: CGFloat =
        stateName == "refreshing" ? 44 + max(600 - CGFloat(height), 0) : 0
      #expect(scroll.adjustedContentInset.bottom == expectedShare)
    }
    #expect("\(footer.state)" == stateName)
  }
}
