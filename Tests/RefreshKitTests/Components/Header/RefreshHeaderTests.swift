import Foundation
import RefreshKit
import TestSupport
import Testing

/// MJRefresh's worked numbers (reference §2.1–2.3): top inset 64, header 54.
@MainActor
@Suite(.idleClocks) struct RefreshHeaderTests {
  @Test func aHeaderIs54TallAndSitsAboveTheContentAcrossTheFullWidth() {
    let header = makeHeader(CallLog())
    let (scroll, clock) = attach(header)
    #expect(header.height == 54)
    #expect(header.frame == CGRect(x: 0, y: -54, width: 375, height: 54))
    #expect(header.state == .idle)
    #expect(scroll.alwaysBounceVertical)
    header.ignoredScrollViewContentInsetTop = 20
    #expect(header.frame.origin.y == -74)
    #expect(clock.isIdle)
  }

  @Test func theHeaderBecomesVisibleBelowMinus64AndThePercentIsMeasuredFromThere() {
    let header = makeHeader(CallLog())
    let (scroll, _) = attach(header)
    scroll.drag(toOffsetY: -64)
    #expect(header.pullingPercent == 0)
    scroll.drag(toOffsetY: -91)
    #expect(header.pullingPercent == 0.5)
    scroll.drag(toOffsetY: -145)
    #expect(header.pullingPercent == 1.5, "not clamped while dragging")
  }

  @Test func pullingStartsBelowMinus118AndEndsAtOrAboveIt() {
    let header = makeHeader(CallLog())
    let (scroll, _) = attach(header)
    scroll.drag(toOffsetY: -118)
    #expect(header.state == .idle)
    scroll.drag(toOffsetY: -118.5)
    #expect(header.state == .pulling)
    scroll.drag(toOffsetY: -118)
    #expect(header.state == .idle)
    #expect(
      header.transitionLog == ["idle -> pulling (drag)", "pulling -> idle (drag)"])
  }

  @Test func releasingWhilePullingRefreshesHolds54AndRunsTheActionAfterTheFastAnimation() {
    let log = CallLog()
    let header = makeHeader(log)
    let (scroll, clock) = attach(header)
    scroll.drag(toOffsetY: -130)
    scroll.endDragging()
    #expect(header.state == .pulling, "MJRefresh begins on the first offset change after release")
    clock.advance(by: 1.0 / 60)
    #expect(header.state == .refreshing)
    #expect(header.insetShare?.insets.top == 54)
    #expect(scroll.adjustedContentInset.top == 118)
    clock.advance(by: 0.24)
    #expect(log.entries.isEmpty)
    clock.advance(by: 0.01)
    #expect(log.entries == ["action"])
    #expect(scroll.contentOffset.y == -118)
    clock.run()
    #expect(log.entries == ["action"])
    #expect(
      header.transitions.last
        == RefreshTransition(from: .pulling, to: .refreshing, reason: .release))
  }

  @Test func beginningFromRestScrollsTheHeaderIntoViewAndRunsTheActionOnce() {
    let log = CallLog()
    let header = makeHeader(log)
    let (scroll, clock) = attach(header)
    #expect(header.beginRefreshing())
    #expect(header.state == .refreshing)
    #expect(header.isRefreshing)
    clock.advance(by: 0.125)
    #expect(scroll.contentOffset.y < -64 && scroll.contentOffset.y > -118)
    #expect(header.insetShare?.insets.top == -scroll.contentOffset.y - 64)
    clock.advance(by: 0.125)
    #expect(scroll.contentOffset.y == -118)
    #expect(scroll.adjustedContentInset.top == 118)
    #expect(log.entries == ["action"])
    #expect(clock.isIdle)
  }

  @Test func endingReturnsTheShareToZeroOverPointFourSecondsAndTheOffsetFollows() {
    let log = CallLog()
    let header = makeHeader(log)
    let date = Date(timeIntervalSince1970: 1_700_000_000)
    header.currentDate = { date }
    let (scroll, clock) = attach(header)
    header.beginRefreshing()
    clock.run()
    header.endRefreshing()
    #expect(header.state == .idle)
    #expect(!header.isRefreshing)
    clock.advance(by: 0.2)
    let top = header.insetShare?.insets.top ?? 0
    #expect(top > 0 && top < 54)
    #expect(scroll.contentOffset.y == -64 - top)
    clock.advance(by: 0.2)
    #expect(header.insetShare?.insets.top == 0)
    #expect(scroll.adjustedContentInset.top == 64)
    #expect(scroll.contentOffset.y == -64)
    #expect(header.lastUpdatedTime == date)
    #expect(header.pullingPercent == 0)
    #expect(clock.isIdle)
  }

  @Test func whileRefreshingTheShareShrinksAsTheHeaderScrollsAwaySoSectionHeadersReachTheTop() {
    let header = makeHeader(CallLog())
    let (scroll, clock) = attach(header, top: 0)
    header.beginRefreshing()
    clock.run()
    #expect(header.insetShare?.insets.top == 54)
    scroll.drag(toOffsetY: 100)
    #expect(scroll.adjustedContentInset.top == 0)
    scroll.drag(toOffsetY: -30)
    #expect(scroll.adjustedContentInset.top == 30)
    scroll.drag(toOffsetY: -80)
    #expect(scroll.adjustedContentInset.top == 54)
    scroll.endDragging()
    clock.run()
    header.endRefreshing()
    clock.run()
    #expect(scroll.adjustedContentInset.top == 0)
    #expect(scroll.contentOffset.y == 0)
  }

  @Test func theSafeAreaCountsAsTheOriginalInsetAndTheHostsInsetIsNeverWritten() {
    let header = makeHeader(CallLog())
    let (scroll, clock) = attach(header, top: 0, systemTop: 88)
    scroll.drag(toOffsetY: -88)
    #expect(header.pullingPercent == 0)
    scroll.drag(toOffsetY: -142)
    #expect(header.state == .idle)
    scroll.drag(toOffsetY: -143)
    #expect(header.state == .pulling)
    scroll.endDragging()
    clock.run()
    #expect(header.state == .refreshing)
    #expect(scroll.contentOffset.y == -142)
    header.endRefreshing()
    clock.run()
    #expect(scroll.contentInset.top == 0)
    #expect(scroll.adjustedContentInset.top == 88)
    #expect(scroll.contentOffset.y == -88)
  }

  @Test func aSeparateTriggerDistanceAndHoldHeightWorkLikeEGOs65And60() {
    let header = makeHeader(CallLog())
    header.triggerDistance = 65
    header.holdHeight = 60
    let (scroll, clock) = attach(header, top: 0)
    scroll.drag(toOffsetY: -65)
    #expect(header.state == .idle)
    #expect(header.pullingPercent == 1)
    scroll.drag(toOffsetY: -66)
    #expect(header.state == .pulling)
    scroll.endDragging()
    clock.run()
    #expect(header.insetShare?.insets.top == 60)
    #expect(scroll.contentOffset.y == -60)
    header.triggerDistance = nil
    #expect(header.effectiveTriggerDistance == 54)
  }

  @Test func aCancelledPanRefreshesWithoutMovingTheContentAsMJRefreshDoes() {
    let log = CallLog()
    let header = makeHeader(log)
    let (scroll, clock) = attach(header, top: 0)
    scroll.drag(toOffsetY: -60)
    scroll.cancelDragging()
    header.beginRefreshing()
    clock.advance(by: 0.25)
    #expect(log.entries == ["action"])
    clock.run()
  }

  @Test func aHiddenOrDisabledHeaderIgnoresDragsButCanStillBeginRefreshing() {
    let header = makeHeader(CallLog())
    let (scroll, clock) = attach(header, top: 0)
    header.isHidden = true
    scroll.drag(toOffsetY: -100)
    #expect(header.state == .idle && header.pullingPercent == 0)
    header.isHidden = false
    header.isEnabled = false
    scroll.drag(toOffsetY: -120)
    #expect(header.state == .idle && header.pullingPercent == 0)
    scroll.endDragging()
    clock.run()
    #expect(header.beginRefreshing())
    clock.run()
    #expect(scroll.contentOffset.y == -54)
  }

  @Test func alphaFollowsThePullWhenAskedAndFadesOutWhenTheRefreshEnds() {
    let header = makeHeader(CallLog())
    header.automaticallyChangeAlpha = true
    #expect(header.alpha == 0)
    let (scroll, clock) = attach(header, top: 0)
    scroll.drag(toOffsetY: -27)
    #expect(header.alpha == 0.5)
    scroll.drag(toOffsetY: -80)
    #expect(header.alpha == 1)
    scroll.endDragging()
    clock.run()
    #expect(header.alpha == 1)
    header.endRefreshing()
    clock.advance(by: 0.2)
    #expect(header.alpha > 0 && header.alpha < 1)
    clock.run()
    #expect(header.alpha == 0)
  }
}
