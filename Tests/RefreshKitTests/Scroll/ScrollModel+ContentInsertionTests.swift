import Foundation
import RefreshKit
import TestSupport
import Testing

/// What the scroll model is doing when older content arrives above.
enum ScrollActivity: String, CaseIterable, Sendable {
  case resting, dragging, decelerating, bouncingAtTheTop, bouncingAtTheEnd, paging, animating

  /// Puts `scroll` (600 tall over content 3000 tall) into the activity.
  @MainActor
  func start(on scroll: ScrollModel, clock: ManualAnimationClock) {
    switch self {
    case .resting:
      scroll.contentOffset.y = 900
    case .dragging:
      scroll.contentOffset.y = 900
      scroll.beginDragging()
      scroll.drag(translationY: 120)
    case .decelerating:
      scroll.contentOffset.y = 1200
      scroll.beginDragging()
      scroll.drag(translationY: 20)
      scroll.endDragging(velocity: CGPoint(x: 0, y: -1500))
      clock.advance(by: 0.1)
    case .bouncingAtTheTop:
      scroll.beginDragging()
      scroll.drag(translationY: 200)
      scroll.endDragging()
      clock.advance(by: 0.05)
    case .bouncingAtTheEnd:
      scroll.contentOffset.y = 2400
      scroll.beginDragging()
      scroll.drag(translationY: -200)
      scroll.endDragging()
      clock.advance(by: 0.05)
    case .paging:
      scroll.isPagingEnabled = true
      scroll.contentOffset.y = 1200
      scroll.beginDragging()
      scroll.drag(translationY: -100)
      scroll.endDragging(velocity: CGPoint(x: 0, y: 800))
      clock.advance(by: 0.05)
    case .animating:
      scroll.contentOffset.y = 600
      scroll.setContentOffset(CGPoint(x: 0, y: 1500), animated: true)
      clock.advance(by: 0.1)
    }
  }
}

@MainActor
@Suite(.idleClocks) struct ScrollModelContentInsertionTests {
  @Test(arguments: ScrollActivity.allCases)
  func theOffsetMovesByTheInsertedLengthInTheSameStep(activity: ScrollActivity) {
    let (scroll, clock) = makeScrollModel(contentHeight: 3000)
    activity.start(on: scroll, clock: clock)
    let before = scroll.contentOffset.y
    var seen: [(size: CGFloat, offset: CGFloat)] = []
    let tokens = [
      scroll.observe(\.contentSize) { scroll, _ in
        seen.append((scroll.contentSize.height, scroll.contentOffset.y))
      },
      scroll.observe(\.contentOffset) { scroll, _ in
        seen.append((scroll.contentSize.height, scroll.contentOffset.y))
      },
    ]
    scroll.insertContentAtStart(480)
    let expectedOffset: CGFloat = before + 480
    let expectedSize: CGFloat = 3480
    #expect(scroll.contentOffset.y == expectedOffset)
    #expect(scroll.contentSize.height == expectedSize)
    // Both observers see both values moved: neither sees a half-done insertion.
    #expect(seen.count == 2)
    #expect(seen.allSatisfy { $0.size == expectedSize && $0.offset == expectedOffset })
    withExtendedLifetime(tokens) {}
    scroll.endDraggingIfDragging()
    clock.run()
  }

  @Test func aDragGoesOnFromTheNewOffsetWithTheFingerOnTheSameContent() {
    let (scroll, clock) = makeScrollModel(contentHeight: 3000)
    scroll.contentOffset.y = 900
    scroll.beginDragging()
    scroll.drag(translationY: 120)  // 780
    scroll.insertContentAtStart(480)
    scroll.drag(translationY: 120)
    let unmoved: CGFloat = 1260
    #expect(scroll.contentOffset.y == unmoved)
    scroll.drag(translationY: 150)
    let followed: CGFloat = 1230
    #expect(scroll.contentOffset.y == followed)
    scroll.endDragging()
    clock.run()
  }

  @Test func aDragPastTheTopKeepsItsFingerWhenTheContentArrives() {
    let (scroll, clock) = makeScrollModel(contentHeight: 3000)
    scroll.beginDragging()
    scroll.drag(translationY: 150)
    let pulled = scroll.contentOffset.y
    #expect(pulled < 0)
    scroll.insertContentAtStart(480)
    // The rubber band is gone: the content under the finger is inside now, and the finger
    // moves it one for one from there.
    scroll.drag(translationY: 150)
    #expect(abs(scroll.contentOffset.y - (pulled + 480)) < 1e-9)
    scroll.drag(translationY: 160)
    #expect(abs(scroll.contentOffset.y - (pulled + 470)) < 1e-9)
    scroll.endDragging()
    clock.run()
  }

  @Test func aBounceAtTheTopStopsWhereTheNewContentLeavesIt() {
    let (scroll, clock) = makeScrollModel(contentHeight: 3000)
    ScrollActivity.bouncingAtTheTop.start(on: scroll, clock: clock)
    #expect(scroll.isDecelerating)
    scroll.insertContentAtStart(480)
    let anchored = scroll.contentOffset.y
    #expect(!scroll.isDecelerating)
    clock.run()
    #expect(scroll.contentOffset.y == anchored)
  }

  @Test func aShortInsertionLetsTheBounceSpringOnFromWhereTheOffsetIs() {
    let (scroll, clock) = makeScrollModel(contentHeight: 3000)
    ScrollActivity.bouncingAtTheTop.start(on: scroll, clock: clock)
    let shown = scroll.contentOffset.y
    #expect(shown < -20)
    scroll.insertContentAtStart(10)
    let moved = scroll.contentOffset.y
    #expect(moved == shown + 10)
    clock.advance(by: clock.frameInterval)
    // One frame on, the spring went on toward the edge from there: no jump back.
    #expect(scroll.contentOffset.y > moved)
    #expect(scroll.contentOffset.y - moved < 10)
    clock.run()
    let top: CGFloat = 0
    #expect(scroll.contentOffset.y == top)
  }

  @Test func aBounceAtTheEndGoesOnToTheMovedEnd() {
    let (scroll, clock) = makeScrollModel(contentHeight: 3000)
    ScrollActivity.bouncingAtTheEnd.start(on: scroll, clock: clock)
    scroll.insertContentAtStart(480)
    clock.run()
    let end: CGFloat = 3480 - 600
    #expect(scroll.contentOffset.y == end)
  }

  @Test func pagingLandsOnThePageItAimedAtMovedWithTheContent() {
    let (scroll, clock) = makeScrollModel(contentHeight: 3000)
    ScrollActivity.paging.start(on: scroll, clock: clock)
    scroll.insertContentAtStart(480)
    clock.run()
    let target: CGFloat = 1800 + 480
    #expect(scroll.contentOffset.y == target)
  }

  @Test func anAnimatedScrollEndsWhereItAimedMovedWithTheContent() {
    let (scroll, clock) = makeScrollModel(contentHeight: 3000)
    ScrollActivity.animating.start(on: scroll, clock: clock)
    scroll.insertContentAtStart(480)
    clock.run()
    let target: CGFloat = 1500 + 480
    #expect(scroll.contentOffset.y == target)
  }

  @Test func aHeaderScrollingIntoViewGoesOnFromTheMovedContent() {
    let (scroll, clock) = makeScrollModel(contentHeight: 3000)
    let header = NormalHeader()
    scroll.header = header
    header.beginRefreshing()
    clock.advance(by: 0.1)
    let before = scroll.contentOffset.y
    scroll.insertContentAtStart(480)
    #expect(scroll.contentOffset.y == before + 480)
    clock.advance(by: clock.frameInterval)
    #expect(abs(scroll.contentOffset.y - (before + 480)) < 10)
    clock.run()
    let target: CGFloat = -54 + 480
    #expect(scroll.contentOffset.y == target)
    // Still refreshing, out of view above the new content; as in MJRefresh, a refreshing
    // header scrolled away holds no inset.
    #expect(header.state == .refreshing)
  }

  @Test func sharesThatFollowTheNewContentDoNotPullTheOffsetMidWay() {
    // The soak's seed 1592748250: a back footer refreshing under short content holds the gap
    // below it, which shrinks as the content grows; the header's share follows the offset. The
    // offset must come into the range they make together, not into one of the ranges on the way.
    let (scroll, clock) = makeScrollModel(contentHeight: 60)
    scroll.loaderArbitration = .independent  // found with MJRefresh's loaders, which overlap
    scroll.systemInset = EdgeInsets(top: 88)
    let header = StateHeader(config: makeConfig())
    let footer = BackStateFooter(config: makeConfig())
    scroll.header = header
    scroll.footer = footer
    footer.beginRefreshing()
    header.beginRefreshing()
    clock.advance(by: 0.4)
    scroll.beginDragging()
    scroll.drag(translationY: 118)
    scroll.systemInset = EdgeInsets(bottom: 34)
    scroll.endDragging(velocity: CGPoint(x: 0, y: 300))
    let before = scroll.contentOffset.y
    scroll.insertContentAtStart(240)
    let anchored: CGFloat = before + 240
    #expect(scroll.contentOffset.y == anchored)
    header.endRefreshing()
    footer.endRefreshing()
    clock.run()
  }

  @Test func insertionWorksOnTheHorizontalAxis() {
    let (scroll, clock) = makeScrollModel(contentHeight: 600, contentWidth: 2000)
    scroll.contentOffset.x = 500
    scroll.insertContentAtStart(300, on: .horizontal)
    let offset: CGFloat = 800
    let width: CGFloat = 2300
    #expect(scroll.contentOffset.x == offset)
    #expect(scroll.contentSize.width == width)
    #expect(clock.isIdle)
  }

  @Test func aRemovalMovesTheOffsetBackAndAnOffsetLeftOutOfRangeComesBack() {
    let (scroll, _) = makeScrollModel(contentHeight: 3000)
    scroll.contentOffset.y = 900
    scroll.insertContentAtStart(-480)
    let moved: CGFloat = 420
    #expect(scroll.contentOffset.y == moved)
    scroll.insertContentAtStart(-1000)
    let top: CGFloat = 0
    #expect(scroll.contentOffset.y == top)
  }

  @Test func aRemovalLongerThanTheContentIsCutAndReported() {
    let (scroll, _) = makeScrollModel(contentHeight: 300)
    let (_, diagnostics) = Diagnostics.collect {
      scroll.insertContentAtStart(-500)
    }
    let empty: CGFloat = 0
    #expect(scroll.contentSize.height == empty)
    #expect(diagnostics.map(\.kind) == [.valueOutOfRange])
  }

  @Test(arguments: HostileNumber.allCases)
  func aHostileLengthIsRefusedAndReported(number: HostileNumber) {
    let (scroll, _) = makeScrollModel(contentHeight: 3000)
    scroll.contentOffset.y = 900
    let (_, diagnostics) = Diagnostics.collect {
      scroll.insertContentAtStart(number.value)
    }
    let offset: CGFloat = 900
    let size: CGFloat = 3000
    #expect(scroll.contentOffset.y == offset)
    #expect(scroll.contentSize.height == size)
    #expect(diagnostics.map(\.kind) == [number.expectedKind])
  }

  @Test func anInsertionIsRecordedAndReplaysTheSame() {
    let (scroll, clock) = makeScrollModel(contentHeight: 3000)
    let recorder = ScrollTraceRecorder(recording: scroll)
    scroll.contentOffset.y = 900
    scroll.insertContentAtStart(480)
    scroll.visibleItems = VisibleItems(range: 40..<52, count: 120)
    recorder.stop()
    let trace = recorder.trace
    let (replayed, replayClock) = makeScrollModel(contentHeight: 3000)
    trace.replay(on: replayed, clock: replayClock)
    #expect(replayed.contentOffset == scroll.contentOffset)
    #expect(replayed.contentSize == scroll.contentSize)
    #expect(replayed.visibleItems == scroll.visibleItems)
    withExtendedLifetime(clock) {}
  }
}

extension ScrollModel {
  /// Lifts the finger if a drag is under way.
  fileprivate func endDraggingIfDragging() {
    if self.isDragging {
      self.endDragging()
    }
  }
}
