import Foundation
import TestSupport
import Testing

@testable import RefreshKit

@MainActor
@Suite(.idleClocks) struct PullEdgeTests {
  @Test func theTopEdgeHappensAtMinusTheTopInsetAndHoldsAboveIt() {
    let (scroll, _) = makeScrollModel()
    let original = EdgeInsets(top: 64)
    let happen = PullEdge.top.happenOffset(scroll, original: original)
    #expect(happen == -64)
    #expect(PullEdge.top.pullDistance(offset: -91, happenOffset: happen) == 27)
    #expect(PullEdge.top.offset(54, past: happen) == -118)
  }

  @Test func theBottomEdgeHappensWhereTheContentEndsOrAtTheTopOfShortContent() {
    let (tall, _) = makeScrollModel(contentHeight: 1000)
    #expect(PullEdge.bottom.contentBreak(tall, original: .zero) == 400)
    #expect(PullEdge.bottom.happenOffset(tall, original: .zero) == 400)
    #expect(PullEdge.bottom.offset(44, past: 400) == 444)
    let (short, _) = makeScrollModel(contentHeight: 300)
    #expect(PullEdge.bottom.contentBreak(short, original: .zero) == -300)
    #expect(PullEdge.bottom.happenOffset(short, original: .zero) == 0)
    #expect(PullEdge.bottom.pullDistance(offset: 44, happenOffset: 0) == 44)
  }

  @Test func theRightEdgeWorksOnTheXAxis() {
    let (scroll, _) = makeScrollModel(contentWidth: 800)
    // Content 800 in a 375 frame with a left inset of 10: break 800 - (375 - 10) = 435.
    #expect(PullEdge.right.happenOffset(scroll, original: EdgeInsets(left: 10)) == 425)
    let insets = PullEdge.right.insets(EdgeInsets(top: 1), withShare: 60)
    #expect(insets == EdgeInsets(top: 1, right: 60))
    #expect(PullEdge.right.share(of: insets) == 60)
    #expect(PullEdge.top.insets(.zero, withShare: 54) == EdgeInsets(top: 54))
  }
}
