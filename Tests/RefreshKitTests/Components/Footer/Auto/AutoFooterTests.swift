import Foundation
import RefreshKit
import TestSupport
import Testing

/// MJRefresh's worked auto footer numbers (reference §2.4): frame 600, content 1000.
@MainActor
@Suite(.idleClocks) struct AutoFooterTests {
  private func makeFooter(_ log: CallLog) -> AutoFooter {
    AutoFooter(config: makeConfig()) { log.record("load") }
  }

  @Test func theFooterSitsRightAfterTheContentAndHolds44BelowIt() {
    let footer = makeFooter(CallLog())
    let (scroll, _) = attachFooter(footer)
    #expect(footer.frame == CGRect(x: 0, y: 1000, width: 375, height: 44))
    #expect(scroll.adjustedContentInset.bottom == 44)
    #expect(scroll.maximumContentOffset.y == 444)
  }

  @Test func itTriggersAt444WhileScrollingDownAndRunsTheActionAtOnce() {
    let log = CallLog()
    let footer = makeFooter(log)
    let (scroll, _) = attachFooter(footer)
    drag(scroll, from: 0, to: 443)
    #expect(footer.state == .idle)
    scroll.drag(toOffsetY: 444)
    #expect(footer.state == .refreshing)
    #expect(log.entries == ["load"])
    #expect(footer.transitions.last?.reason == .automatic)
  }

  @Test func atHalfThePercentItTriggersAt422() {
    let footer = makeFooter(CallLog())
    footer.triggerAutomaticallyRefreshPercent = 0.5
    let (scroll, _) = attachFooter(footer)
    drag(scroll, from: 0, to: 421)
    #expect(footer.state == .idle)
    scroll.drag(toOffsetY: 422)
    #expect(footer.state == .refreshing)
  }

  @Test func scrollingBackUpPastTheThresholdDoesNotTrigger() {
    let footer = makeFooter(CallLog())
    footer.automaticallyRefresh = false
    let (scroll, _) = attachFooter(footer)
    drag(scroll, from: 0, to: 500)
    footer.automaticallyRefresh = true
    scroll.drag(toOffsetY: 460)
    #expect(footer.state == .idle)
  }

  @Test func aDragThatEndsAtTheBottomTriggersWhenItEnds() {
    let footer = makeFooter(CallLog())
    let (scroll, clock) = attachFooter(footer)
    footer.isEnabled = false
    scroll.drag(toOffsetY: 460)
    footer.isEnabled = true
    scroll.drag(toOffsetY: 450)  // moving up: the offset trigger waits for movement down
    #expect(footer.state == .idle)
    scroll.endDragging()
    #expect(footer.state == .refreshing)
    clock.run()
  }

  @Test func onShortContentADragUpTriggersWhenItEnds() {
    let log = CallLog()
    let footer = makeFooter(log)
    let (scroll, clock) = attachFooter(footer, contentHeight: 300)
    #expect(footer.frame.origin.y == 300)
    scroll.drag(toOffsetY: 20)
    #expect(footer.state == .idle)
    scroll.endDragging()
    #expect(log.entries == ["load"])
    clock.run()
  }

  @Test func turningAutomaticRefreshOffLeavesOnlyTheReleaseAtTheEnd() {
    // MJRefresh's automaticallyRefresh turns off the scroll trigger alone; its maintainers
    // recommend it for loading on a deliberate pull (MJRefresh #242).
    let log = CallLog()
    let footer = makeFooter(log)
    footer.automaticallyRefresh = false
    let (scroll, clock) = attachFooter(footer)
    drag(scroll, from: 0, to: 460)
    #expect(footer.state == .idle, "no load while scrolling past the end")
    scroll.endDragging()
    #expect(footer.state == .refreshing && log.entries == ["load"], "a release at the end loads")
    footer.endRefreshing()
    clock.run()
    scroll.drag(toOffsetY: 300)
    scroll.endDragging()
    #expect(log.entries == ["load"], "a release before the end does not")
    clock.run()
  }

  @Test func aPreloadOfOneScreenTriggersAScreenBeforeTheEnd() {
    let footer = makeFooter(CallLog())
    footer.preloadScreens = 1
    let (scroll, _) = attachFooter(footer, contentHeight: 3000)
    drag(scroll, from: 0, to: 1843)
    #expect(footer.state == .idle)
    scroll.drag(toOffsetY: 1844)
    #expect(footer.state == .refreshing)
  }

  @Test func hidingReleasesTheShareKeepsNoMoreDataAndEndsARefresh() {
    let footer = makeFooter(CallLog())
    let (scroll, _) = attachFooter(footer)
    footer.endRefreshingWithNoMoreData()
    footer.isHidden = true
    #expect(scroll.adjustedContentInset.bottom == 0)
    #expect(footer.state == .noMoreData)
    footer.isHidden = false
    #expect(scroll.adjustedContentInset.bottom == 44)
    footer.resetNoMoreData()
    footer.beginRefreshing()
    footer.isHidden = true
    #expect(footer.state == .idle)
    #expect(footer.transitions.last?.reason == .hidden)
  }

  @Test func aHiddenFooterDoesNotTrigger() {
    let footer = makeFooter(CallLog())
    let (scroll, _) = attachFooter(footer)
    footer.isHidden = true
    drag(scroll, from: 0, to: 460)
    scroll.endDragging()
    #expect(footer.state == .idle)
  }

  @Test func whenAskedTheFooterHidesWhileTheContentFitsAndReturnsWhenItGrows() {
    let log = CallLog()
    let footer = makeFooter(log)
    footer.hidesWhenContentFits = true
    let (scroll, clock) = attachFooter(footer, contentHeight: 300)
    #expect(!footer.isShown)
    #expect(scroll.adjustedContentInset.bottom == 0)
    scroll.drag(toOffsetY: 20)
    scroll.endDragging()
    #expect(log.entries.isEmpty)
    clock.run()
    scroll.contentSize.height = 1000
    #expect(footer.isShown)
    #expect(scroll.adjustedContentInset.bottom == 44)
  }

  @Test func badSettingsAreRefusedAndReported() {
    let footer = makeFooter(CallLog())
    let (_, diagnostics) = Diagnostics.collect {
      footer.triggerAutomaticallyRefreshPercent = .nan
      footer.preloadScreens = -1
      footer.autoTriggerTimes = -5
    }
    #expect(footer.triggerAutomaticallyRefreshPercent == 1)
    #expect(footer.preloadScreens == 0)
    #expect(footer.autoTriggerTimes == 0)
    #expect(diagnostics.map(\.kind) == [.nonFiniteValue, .negativeValueClamped, .valueOutOfRange])
  }

  // MARK: - A page that added nothing (MJRefresh: autoTriggerTimes per pan)

  @Test("a new drag to the end asks again for a page that added nothing, once a drag")
  func aNewDragAsksAgainOnce() {
    let log = CallLog()
    let footer = makeFooter(log)
    let (scroll, clock) = attachFooter(footer)
    drag(scroll, from: 0, to: 444)
    #expect(log.count(of: "load") == 1)
    footer.endRefreshing()  // an error the app ended the page with: no rows added
    clock.run()
    drag(scroll, from: 444, to: 430)
    drag(scroll, from: 430, to: 444)
    scroll.endDragging(velocity: CGPoint(x: 0, y: 800))  // and its momentum, to the end
    clock.run()
    #expect(log.count(of: "load") == 1, "the same gesture never loads twice")
    scroll.beginDragging()
    drag(scroll, from: 444, to: 430)
    drag(scroll, from: 430, to: 444)
    #expect(footer.state == .refreshing, "a new drag retries, as in MJRefresh")
    #expect(log.count(of: "load") == 2)
    footer.endRefreshing()
    drag(scroll, from: 444, to: 430)
    drag(scroll, from: 430, to: 444)
    scroll.endDragging()
    clock.run()
    #expect(log.count(of: "load") == 2, "once a drag")
  }

  @Test("what is no gesture asks once per content: insets, a scroll the app makes")
  func whatIsNoGestureAsksOncePerContent() {
    let log = CallLog()
    let footer = makeFooter(log)
    let (scroll, clock) = attachFooter(footer)
    scroll.setContentOffset(CGPoint(x: 0, y: 444), animated: true)
    clock.run()
    #expect(log.count(of: "load") == 1, "a scroll the app makes loads, once")
    footer.endRefreshing()
    clock.run()
    scroll.setContentOffset(CGPoint(x: 0, y: 300), animated: false)
    scroll.setContentOffset(CGPoint(x: 0, y: 444), animated: true)
    clock.run()
    scroll.contentInset.bottom = 20
    scroll.contentInset.bottom = 0
    clock.run()
    #expect(log.count(of: "load") == 1, "the same content: not again")
    scroll.contentSize.height = 1100  // a page's rows
    scroll.setContentOffset(CGPoint(x: 0, y: 544), animated: true)
    clock.run()
    #expect(log.count(of: "load") == 2)
  }
}
