import Foundation
import RefreshKit
import TestSupport
import Testing

/// The bugs the gesture fuzzer found, one test each, named after the scenario; each is the
/// fuzzer's shrunk trace written out with the numbers it broke.
@MainActor
@Suite(.idleClocks) struct FuzzRegressionTests {
  @Test("a release whose refresh a feedback handler ends as it starts refreshes once")
  func aReleaseEndedByItsFeedbackHandlerRefreshesOnce() {
    // Shrunk trace (soak, seed 1592604578): a header whose handler ends each refresh as it
    // starts; a begin, a pull past the trigger while that end still closes, a fling, the host
    // setting the offset. Finishing the running end moved the offset, the release began and
    // ended a refresh inside the outer release's begin, which then began a second from idle.
    let (scroll, clock) = makeScrollModel()
    scroll.loaderArbitration = .independent  // found with MJRefresh's loaders, which overlap
    let header = GifHeader(config: makeConfig())
    header.refreshingAction = { [unowned header] in header.endRefreshing() }
    header.reportsFeedbackForProgrammaticRefreshes = true
    header.feedbackHandler = { [unowned header] feedback in
      if case .refreshStarted = feedback {
        header.endRefreshing()
      }
    }
    scroll.header = header
    header.beginRefreshing()
    scroll.drag(translation: CGPoint(x: 0, y: 134))
    #expect(header.state == .pulling)
    scroll.endDragging(velocity: CGPoint(x: 0, y: 5000))
    scroll.setContentOffset(CGPoint(x: 0, y: -64), animated: false)
    let releases = header.transitions.filter { $0.reason == .release }.map(\.description)
    #expect(releases == ["pulling -> refreshing (release)"])
    #expect(header.state == .idle)
    clock.run()
  }

  @Test("a loader hidden by its handler in the bounce's last frame leaves the offset in range")
  func aLoaderHiddenInTheLastFrameOfABounceLeavesTheOffsetInRange() {
    // Shrunk trace (soak, seed 1592756737): short content dragged sideways and up, a leading
    // loader whose rows are in reach, hidden by its feedback handler as its refresh finishes.
    // The last frame of the bounce began the load; the hide dropped the loader's 44 points
    // while that frame still counted as a deceleration, so nothing brought the offset back.
    let (scroll, clock) = makeScrollModel()
    scroll.contentSize = CGSize(width: 375, height: 60)
    scroll.drag(translation: CGPoint(x: -87, y: -132))
    scroll.visibleItems = VisibleItems(range: 3..<15, count: 10)
    let loader = LeadingLoader(config: makeConfig())
    loader.refreshingAction = { [unowned loader] in loader.endRefreshing() }
    loader.reportsFeedbackForProgrammaticRefreshes = true
    loader.feedbackHandler = { [unowned loader] feedback in
      if case .refreshFinished = feedback {
        loader.isHidden = true
      }
    }
    scroll.leadingLoader = loader
    loader.itemTriggerDistance = 5
    loader.triggersByOffset = false
    scroll.endDragging()
    clock.run()
    #expect(loader.transitions.count == 2, "it loaded once")
    #expect(scroll.adjustedContentInset.top == 0, "a hidden loader holds no space")
    #expect(scroll.contentOffset == .zero, "the only offset in range")
  }

  @Test("a back footer's close is not finished by the end a nested release replaced")
  func aBackFootersCloseIsNotCutShortByANestedRelease() {
    // Shrunk trace (soak, seed 1592763061): a back footer whose handler ends each refresh as it
    // starts, begun, then pulled past its trigger and released while its close still ran; the
    // header's begin moved the offset. Finishing that close brought the offset into range,
    // which released the pull into a second refresh, ended at once; the first close then
    // finished the second one's too, before its share shrank: the footer held 44 points idle.
    let (scroll, clock) = makeScrollModel()
    scroll.loaderArbitration = .independent  // found with MJRefresh's loaders, which overlap
    let header = GifHeader(config: makeConfig())
    header.refreshingAction = { [unowned header] in header.endRefreshing() }
    scroll.header = header
    let footer = BackNormalFooter(config: makeConfig())
    footer.refreshingAction = { [unowned footer] in footer.endRefreshing() }
    footer.reportsFeedbackForProgrammaticRefreshes = true
    var closes = 0
    footer.endRefreshingCompletion = { closes += 1 }
    footer.feedbackHandler = { [unowned footer] feedback in
      if case .refreshStarted = feedback {
        footer.endRefreshing()
      }
    }
    scroll.footer = footer
    footer.beginRefreshing()
    scroll.contentSize = CGSize(width: 375, height: 600)
    scroll.drag(translation: CGPoint(x: 0, y: -114))
    #expect(footer.state == .pulling)
    scroll.endDragging(velocity: CGPoint(x: 0, y: -5000))
    header.beginRefreshing()
    clock.run()
    let releases = footer.transitions.filter { $0.reason == .release }.count
    #expect(releases == 1)
    #expect(footer.state == .idle)
    #expect(footer.insetShare?.insets == .zero, "both closes ran to the end")
    #expect(closes == 2, "each end's callbacks ran once")
    #expect(scroll.contentOffset.y == 0)
  }

  @Test func aHostAnimatedOffsetChangeDuringADragEndsWhenTheFingerLifts() {
    // Shrunk trace: dragToY(500), setOffset(-64, animated: true), release.
    let (scroll, clock) = makeScrollModel()
    scroll.drag(toOffsetY: 500)
    scroll.setContentOffset(CGPoint(x: 0, y: -64), animated: true)
    scroll.endDragging()
    clock.run()
    #expect(scroll.contentOffset.y == 400, "the physics took over and settled on the edge")
  }

  @Test func aHeaderScrollingIntoPlaceDoesNotStopTheHorizontalBounce() {
    // Shrunk trace: a trailer and a header attached, a diagonal pull past both edges, release.
    let (scroll, clock) = makeScrollModel()
    scroll.trailer = NormalTrailer(config: makeConfig())
    scroll.header = NormalHeader(config: makeConfig())
    scroll.drag(translation: CGPoint(x: 39, y: 140))
    #expect(scroll.contentOffset.x < 0)
    scroll.endDragging(velocity: CGPoint(x: 0, y: -300))
    clock.run()
    #expect(scroll.header?.state == .refreshing)
    #expect(scroll.contentOffset.x == 0, "the x bounce went on while the header moved y")
    #expect(scroll.contentOffset.y == -54)
  }

  @Test func anAxisAtRestIsClampedWhileTheOtherAxisStillMoves() {
    // Shrunk trace: content wider than the view, a drag left and up, a fling, then the content
    // shrinks to nothing while the y axis is still moving.
    let (scroll, clock) = makeScrollModel(contentWidth: 1000)
    scroll.drag(translation: CGPoint(x: -66, y: -76))
    scroll.endDragging(velocity: CGPoint(x: 0, y: 300))
    scroll.contentSize = .zero
    #expect(scroll.contentOffset.x == 0, "x is at rest: it follows the range at once")
    clock.run()
    #expect(scroll.contentOffset == .zero)
  }

  @Test func aBounceWhoseRangeShrinksPastItFromTheOtherSideBouncesToThatEdge() {
    // Shrunk trace: a pull down, release, then a top inset and short content arrive together.
    let (scroll, clock) = makeScrollModel()
    scroll.drag(translation: CGPoint(x: 0, y: 59))
    scroll.endDragging()
    scroll.contentInset = EdgeInsets(top: 64, bottom: 34)
    scroll.contentSize.height = 300
    clock.run()
    #expect(scroll.contentOffset.y == -64, "the only offset in range")
  }

  @Test func aBackFooterThatScrolledIntoPlaceWhileTheHostDroppedItsInsetRestsInRange() {
    // Shrunk trace: host bottom inset 34, begin the back footer, host inset changes at once.
    let (scroll, clock) = makeScrollModel()
    let footer = BackNormalFooter(config: makeConfig())
    scroll.footer = footer
    scroll.contentInset = EdgeInsets(bottom: 34)
    footer.beginRefreshing()
    scroll.contentInset = EdgeInsets(top: 64)
    clock.run()
    #expect(footer.state == .refreshing)
    #expect(scroll.contentOffset.y == scroll.maximumContentOffset.y)
    #expect(scroll.contentOffset.y == 444)
  }

  @Test func aRefreshEndedAsItBeganLeavesTheOffsetInRange() {
    // Shrunk trace: a push past the bottom of short content, release, begin, end at once.
    let (scroll, clock) = makeScrollModel(contentHeight: 1)
    let header = RefreshHeader(config: makeConfig())
    scroll.header = header
    scroll.drag(translation: CGPoint(x: 0, y: -8))
    scroll.endDragging()
    header.beginRefreshing()
    header.endRefreshing()
    clock.run()
    #expect(scroll.contentOffset.y == 0)
  }

  @Test func aHeaderDetachedAsItBeganLeavesTheOffsetInRange() {
    let (scroll, clock) = makeScrollModel(contentHeight: 300)
    let header = RefreshHeader(config: makeConfig())
    scroll.header = header
    scroll.drag(translation: CGPoint(x: 0, y: -37))
    scroll.endDragging(velocity: CGPoint(x: 0, y: -5000))
    header.beginRefreshing()
    scroll.header = nil
    clock.run()
    #expect(scroll.contentOffset.y == 0)
    withExtendedLifetime(header) {}
  }

  @Test func aDisabledHeaderStillHoldsItsSpaceWhileRefreshing() {
    let (scroll, clock) = makeScrollModel()
    let header = NormalHeader(config: makeConfig())
    scroll.header = header
    header.isEnabled = false
    header.beginRefreshing()
    clock.run()
    #expect(scroll.contentOffset.y == -54)
    #expect(scroll.adjustedContentInset.top == 54, "the share follows the offset, as it must")
    scroll.drag(toOffsetY: 100)
    #expect(scroll.adjustedContentInset.top == 0, "scrolled away, sticky headers get the top")
    scroll.endDragging()
    clock.run()
    scroll.setContentOffset(CGPoint(x: 0, y: -54), animated: false)
    #expect(scroll.adjustedContentInset.top == 54, "back at the top, still refreshing")
    // Hidden, it ends instead: no space is held for what cannot be seen.
    header.isHidden = true
    #expect(header.state == .idle)
    clock.run()
    #expect(scroll.adjustedContentInset.top == 0)
  }

  @Test func aRefreshThatWaitsToBeSeenStartsFromRestAfterAnInterruptedEnd() {
    // Shrunk trace: begin, 0.25 s, end, hide the scroll model, begin again.
    let (scroll, clock) = makeScrollModel()
    let header = GifHeader(config: makeConfig())
    scroll.header = header
    header.beginRefreshing()
    clock.advance(by: 0.25)
    header.endRefreshing()
    scroll.isVisible = false
    header.beginRefreshing()
    #expect(header.state == .willRefresh)
    #expect(scroll.adjustedContentInset.top == 0, "nothing is held while it waits")
    header.endRefreshing()
    clock.run()
    #expect(scroll.adjustedContentInset.top == 0)
    #expect(scroll.contentOffset.y == 0)
  }

  @Test(
    "a page the attach loads and ends arms the fill, whenever the app sets the rules",
    arguments: [true, false])
  func aPageLoadedAndEndedByTheAttachArmsTheFill(rulesBeforeAttaching: Bool) {
    // Shrunk trace (soak, seed 1593389345): short content with its last rows on screen, a
    // footer whose index rule loads a page that ends as it starts, the item count grows, and a
    // refresh of the list (independent loaders) starts a new generation. Set before attaching,
    // the rule loaded its page inside the attach, whose end armed nothing; set after, the same
    // page armed the fill, which loaded again as the insets changed.
    let (scroll, clock) = makeScrollModel(contentHeight: 444)
    scroll.loaderRules = LoaderRules(arbitration: .independent, fillPages: 10)  // found so
    let header = GifHeader(config: makeConfig())
    scroll.header = header
    scroll.visibleItems = VisibleItems(range: 5..<10, count: 10)
    let footer = AutoGifFooter(config: makeConfig())
    footer.refreshingAction = {}
    footer.reportsFeedbackForProgrammaticRefreshes = true
    footer.feedbackHandler = { [unowned footer] feedback in
      if case .refreshStarted = feedback {
        footer.endRefreshing()
      }
    }
    let setRules = {
      footer.itemTriggerDistance = 0
      footer.triggersByOffset = true
    }
    if rulesBeforeAttaching {
      setRules()
    }
    scroll.footer = footer
    if !rulesBeforeAttaching {
      setRules()
    }
    #expect(footer.transitions.count { $0.reason == .automatic } == 1, "the index rule's page")
    scroll.visibleItems = VisibleItems(range: 84..<96, count: 100)
    header.beginRefreshing()
    clock.run()
    #expect(footer.transitions.count { $0.reason == .automatic } == 1, "nothing new in reach")
    scroll.contentInset = EdgeInsets(top: 0, bottom: 10)
    #expect(
      footer.transitions.count { $0.reason == .automatic } == 2,
      "the new generation's fill, as the view changed (independent loaders)")
    clock.run()
  }

  @Test func aHeaderThatBeginsDuringAFootersPageAlignmentHoldsItsSpace() {
    // Found with the trace above: with paging, a page that ends scrolls back to a page boundary
    // over 0.4 s; a header that began refreshing meanwhile scrolled into view, and the older
    // alignment went on and pulled it back out: refreshing at offset 0 with no space held.
    let (scroll, clock) = makeScrollModel(contentHeight: 444)
    scroll.isPagingEnabled = true
    let header = GifHeader(config: makeConfig())
    scroll.header = header
    let footer = AutoGifFooter(config: makeConfig())
    footer.refreshingAction = {}
    scroll.footer = footer
    footer.beginRefreshing()
    clock.run()
    footer.endRefreshing()
    #expect(footer.state == .idle, "the page ended; its alignment runs 0.4 s")
    clock.advance(by: 0.1)
    header.beginRefreshing()
    clock.run()
    let expected: CGFloat = -54
    #expect(scroll.contentOffset.y == expected, "the newest animation ends where it said")
    #expect(scroll.adjustedContentInset.top == 54)
    #expect(header.state == .refreshing)
  }
}
