import Foundation
import RefreshKit
import TestSupport
import Testing

/// The back footer's numbers on the x axis (reference §2.6), with width 60.
@MainActor
@Suite(.idleClocks) struct RefreshTrailerTests {
  private func attachTrailer(_ trailer: RefreshTrailer, contentWidth: CGFloat)
    -> (ScrollModel, ManualAnimationClock)
  {
    let (scroll, clock) = makeScrollModel(contentHeight: 600, contentWidth: contentWidth)
    scroll.trailer = trailer
    return (scroll, clock)
  }

  @Test func theTrailerIs60WidePastTheContentAndTurnsBouncingSideways() {
    let trailer = RefreshTrailer(config: makeConfig())
    let (scroll, _) = attachTrailer(trailer, contentWidth: 800)
    #expect(trailer.frame == CGRect(x: 800, y: 0, width: 60, height: 600))
    #expect(scroll.alwaysBounceHorizontal && !scroll.alwaysBounceVertical)
  }

  @Test func overWideContentItPullsPast485AndHoldsItsWidth() {
    let log = CallLog()
    let trailer = RefreshTrailer(config: makeConfig()) { log.record("details") }
    let (scroll, clock) = attachTrailer(trailer, contentWidth: 800)
    scroll.drag(to: CGPoint(x: 455, y: 0))
    #expect(trailer.pullingPercent == 0.5)
    scroll.drag(to: CGPoint(x: 485, y: 0))
    #expect(trailer.state == .idle)
    scroll.drag(to: CGPoint(x: 486, y: 0))
    #expect(trailer.state == .pulling)
    scroll.endDragging()
    clock.run()
    #expect(trailer.state == .refreshing)
    #expect(scroll.adjustedContentInset.right == 60)
    #expect(scroll.contentOffset.x == 485)
    #expect(log.entries == ["details"])
    trailer.endRefreshing()
    clock.run()
    #expect(scroll.adjustedContentInset.right == 0)
    #expect(scroll.contentOffset.x == 425)
  }

  @Test func pastNarrowContentItSitsAtTheRightAndHoldsTheGapToo() {
    let trailer = RefreshTrailer(config: makeConfig())
    let (scroll, clock) = attachTrailer(trailer, contentWidth: 300)
    #expect(trailer.frame.origin.x == 375)
    trailer.beginRefreshing()
    clock.run()
    #expect(scroll.adjustedContentInset.right == 135)
    #expect(scroll.contentOffset.x == 60)
    trailer.endRefreshing()
    clock.run()
    #expect(scroll.contentOffset.x == 0)
  }

  @Test func aTrailerHasNoNoMoreDataState() {
    let trailer = RefreshTrailer(config: makeConfig())
    _ = Diagnostics.collect { trailer.endRefreshingWithNoMoreData() }
    #expect(trailer.state == .idle)
  }

  @Test func theIgnoredRightInsetMovesTheTrailerAndRefusesHostileValues() {
    let trailer = RefreshTrailer(config: makeConfig())
    let (scroll, _) = attachTrailer(trailer, contentWidth: 800)
    trailer.ignoredScrollViewContentInsetRight = 10
    #expect(trailer.frame.origin.x == 810)
    _ = Diagnostics.collect { trailer.ignoredScrollViewContentInsetRight = .infinity }
    #expect(trailer.ignoredScrollViewContentInsetRight == 10)
    withExtendedLifetime(scroll) {}
  }

  @Test("switching to right to left during a result display moves the held space, then closes")
  func rightToLeftDuringTheResultDisplay() {
    let trailer = NormalTrailer(config: makeConfig())
    let (scroll, clock) = attachTrailer(trailer, contentWidth: 800)
    trailer.resultDisplayDuration = 1
    trailer.beginRefreshing()
    clock.run()
    trailer.endRefreshing(result: .success)
    #expect(trailer.insetShare?.insets.right == 60)
    trailer.config.layoutDirection = .rightToLeft
    #expect(trailer.insetShare?.insets.left == 60, "held on the new side for the display")
    #expect(trailer.insetShare?.insets.right == 0)
    var reopened = false
    while !clock.isIdle {
      clock.advance(by: 1.0 / 60)
      reopened = reopened || trailer.insetShare?.insets.right != 0
    }
    #expect(!reopened, "the close never reopens the old side")
    #expect(trailer.insetShare?.insets == EdgeInsets.zero)
    withExtendedLifetime(scroll) {}
  }

  @Test("switching to right to left while pulled leaves nothing pulled on the new side")
  func rightToLeftWhilePulled() {
    let trailer = RefreshTrailer(config: makeConfig())
    let (scroll, clock) = attachTrailer(trailer, contentWidth: 800)
    scroll.drag(to: CGPoint(x: 500, y: 0))
    #expect(trailer.state == .pulling && trailer.pullingPercent == 1.25)
    trailer.config.layoutDirection = .rightToLeft
    #expect(trailer.state == .idle, "nothing is pulled past the left")
    #expect(trailer.pullingPercent == 0)
    scroll.endDragging()
    clock.run()
    #expect(trailer.state == .idle)
    withExtendedLifetime(scroll) {}
  }
}
