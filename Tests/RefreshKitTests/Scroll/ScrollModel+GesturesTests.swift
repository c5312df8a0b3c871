import Foundation
import RefreshKit
import TestSupport
import Testing

@MainActor
@Suite(.idleClocks) struct ScrollModelGesturesTests {
  // MARK: - Pan states

  @Test func aDragWalksThroughThePanStatesUIKitReports() {
    let (scroll, clock) = makeScrollModel()
    let states = Recorder(scroll, \.panState)
    scroll.beginDragging()
    #expect(scroll.isDragging)
    scroll.drag(toOffsetY: 40)
    scroll.drag(toOffsetY: 80)
    scroll.endDragging()
    #expect(!scroll.isDragging)
    #expect(states.values == [.possible, .began, .changed, .ended, .possible])
    #expect(clock.isIdle)
  }

  @Test func draggingWithoutBeginningBeginsFirst() {
    let (scroll, clock) = makeScrollModel()
    let states = Recorder(scroll, \.panState)
    scroll.drag(toOffsetY: -120)
    #expect(states.values == [.possible, .began, .changed])
    #expect(scroll.contentOffset == CGPoint(x: 0, y: -120))
    scroll.endDragging()
    clock.run()
  }

  @Test func dragToOffsetYTakesTheOffsetAsGivenAndKeepsX() {
    let (scroll, clock) = makeScrollModel(contentWidth: 1000)
    scroll.contentOffset = CGPoint(x: 30, y: 0)
    scroll.drag(toOffsetY: -500)
    #expect(scroll.contentOffset == CGPoint(x: 30, y: -500))
    scroll.drag(to: CGPoint(x: 40, y: -120))
    #expect(scroll.contentOffset == CGPoint(x: 40, y: -120))
    scroll.endDragging()
    clock.run()
    #expect(scroll.contentOffset == CGPoint(x: 40, y: 0))
  }

  @Test func beginningOrEndingOutOfTurnIsReportedAndChangesNothing() {
    let (scroll, clock) = makeScrollModel()
    let (_, diagnostics) = Diagnostics.collect {
      scroll.endDragging()
      scroll.cancelDragging()
      scroll.beginDragging()
      scroll.beginDragging()
    }
    #expect(scroll.panState == .began)
    #expect(
      diagnostics.map(\.subject) == [
        "ScrollModel.endDragging(velocity:)", "ScrollModel.cancelDragging()",
        "ScrollModel.beginDragging()",
      ])
    #expect(diagnostics.allSatisfy { $0.kind == .ignoredCall })
    #expect(clock.isIdle)
  }

  @Test func aHostMirroringARealScrollViewSetsThePanStateWithoutPhysics() {
    let (scroll, clock) = makeScrollModel()
    scroll.panState = .began
    scroll.contentOffset = CGPoint(x: 0, y: -80)
    scroll.panState = .ended
    #expect(!scroll.isDecelerating)
    #expect(clock.isIdle)
    #expect(scroll.contentOffset.y == -80)
  }

  // MARK: - Finger translation and the rubber band

  @Test func insideTheRangeTheContentFollowsTheFingerOneToOne() {
    let (scroll, clock) = makeScrollModel()
    scroll.beginDragging()
    scroll.drag(translationY: -100)
    #expect(scroll.contentOffset.y == 100)
    scroll.drag(translationY: -250)
    #expect(scroll.contentOffset.y == 250)
    scroll.endDragging()
    #expect(clock.isIdle)
  }

  @Test func pastTheTopEdgeTheContentFollowsWithUIKitsRubberBand() {
    let (scroll, clock) = makeScrollModel()
    scroll.beginDragging()
    scroll.drag(translationY: 100)
    #expect(abs(scroll.contentOffset.y + 33_000.0 / 655) < 1e-9)  // 100·0.55·600 / (600 + 55)
    scroll.drag(translationY: 200)
    #expect(abs(scroll.contentOffset.y + 66_000.0 / 710) < 1e-9)
    scroll.drag(translationY: 1_000_000)
    #expect(scroll.contentOffset.y < -590 && scroll.contentOffset.y > -600)
    scroll.endDragging()
    clock.run()
  }

  @Test func pastTheTopEdgeTheResistanceStartsAtTheAdjustedInset() {
    let (scroll, clock) = makeScrollModel()
    scroll.contentInset = EdgeInsets(top: 64)
    scroll.contentOffset = CGPoint(x: 0, y: -64)
    scroll.beginDragging()
    scroll.drag(translationY: 100)
    #expect(abs(scroll.contentOffset.y - (-64 - 33_000.0 / 655)) < 1e-9)
    scroll.endDragging()
    clock.run()
    #expect(scroll.contentOffset.y == -64)
  }

  @Test func pastTheBottomEdgeTheContentFollowsWithTheSameRubberBand() {
    let (scroll, clock) = makeScrollModel()
    scroll.beginDragging()
    scroll.drag(translationY: -500)
    #expect(abs(scroll.contentOffset.y - (400 + 33_000.0 / 655)) < 1e-9)
    scroll.endDragging()
    clock.run()
    #expect(scroll.contentOffset.y == 400)
  }

  @Test func contentThatFitsDoesNotMoveUnlessItAlwaysBounces() {
    let (scroll, clock) = makeScrollModel(contentHeight: 300)
    scroll.drag(translationY: 100)
    #expect(scroll.contentOffset.y == 0)
    scroll.endDragging()
    scroll.alwaysBounceVertical = true
    scroll.drag(translationY: 100)
    #expect(abs(scroll.contentOffset.y + 33_000.0 / 655) < 1e-9)
    scroll.endDragging()
    clock.run()
  }

  @Test func withoutBouncesTheContentStopsAtTheEdges() {
    let (scroll, clock) = makeScrollModel()
    scroll.bounces = false
    scroll.drag(translationY: 100)
    #expect(scroll.contentOffset.y == 0)
    scroll.drag(translationY: -700)
    #expect(scroll.contentOffset.y == 400)
    scroll.endDragging(velocity: CGPoint(x: 0, y: 2000))
    #expect(clock.isIdle)
  }

  @Test func horizontalDraggingHasTheRubberBandOnTheXAxis() {
    let (scroll, clock) = makeScrollModel(width: 375, contentWidth: 375)
    scroll.alwaysBounceHorizontal = true
    scroll.drag(translation: CGPoint(x: -100, y: 0))
    let expected = 100 * 0.55 * 375 / (375 + 55.0)
    #expect(abs(scroll.contentOffset.x - expected) < 1e-9)
    #expect(scroll.contentOffset.y == 0)
    scroll.endDragging()
    clock.run()
    #expect(scroll.contentOffset.x == 0)
  }

  @Test func aDragThatCatchesABounceContinuesFromWhereTheContentIs() {
    let (scroll, clock) = makeScrollModel()
    scroll.drag(translationY: 150)
    scroll.endDragging()
    clock.advance(by: 0.05)
    let caught = scroll.contentOffset.y
    #expect(caught < 0)
    scroll.beginDragging()
    #expect(!scroll.isDecelerating)
    scroll.drag(translationY: 0)
    #expect(abs(scroll.contentOffset.y - caught) < 1e-9)
    scroll.drag(translationY: 10)
    #expect(scroll.contentOffset.y < caught)
    #expect(scroll.contentOffset.y > caught - 10)
    scroll.endDragging()
    clock.run()
    #expect(scroll.contentOffset.y == 0)
  }

  // MARK: - Release: bounce back, momentum, paging

  @Test func releasingPastTheTopSpringsBackAndSettlesExactlyOnTheEdge() {
    let (scroll, clock) = makeScrollModel()
    scroll.drag(toOffsetY: -80)
    let offsets = Recorder(scroll, \.contentOffset)
    let decelerating = Recorder(scroll, \.isDecelerating)
    scroll.endDragging()
    #expect(scroll.isDecelerating)
    clock.advance(by: 0.1)
    #expect(scroll.contentOffset.y > -80 && scroll.contentOffset.y < 0)
    clock.run()
    #expect(scroll.contentOffset.y == 0)
    #expect(!scroll.isDecelerating)
    #expect(clock.now > 0.3 && clock.now < 0.7)
    let ys = offsets.values.map(\.y)
    #expect(zip(ys, ys.dropFirst()).allSatisfy { $0 < $1 }, "moves toward the edge every frame")
    #expect(decelerating.values == [false, true, false])
  }

  @Test func releasingPastTheBottomSpringsBackToTheLastRow() {
    let (scroll, clock) = makeScrollModel()
    scroll.contentInset = EdgeInsets(bottom: 44)
    scroll.drag(toOffsetY: 520)
    scroll.endDragging()
    clock.run()
    #expect(scroll.contentOffset.y == 444)
  }

  @Test func contentArrivingDuringABounceBackStopsTheBounceInsteadOfScrollingToTheNewEnd() {
    // The next page arrives while the content springs back from past the bottom: the old edge
    // no longer exists, and the list must not scroll by itself to the end of the new page.
    let (scroll, clock) = makeScrollModel()
    scroll.drag(toOffsetY: 480)
    scroll.endDragging()
    clock.advance(by: 0.1)
    let whenTheContentArrived = scroll.contentOffset.y
    #expect(whenTheContentArrived > 400)
    scroll.contentSize.height = 2000
    clock.run()
    #expect(scroll.contentOffset.y <= whenTheContentArrived)
    #expect(scroll.contentOffset.y > 380)
    #expect(!scroll.isDecelerating)
  }

  @Test func aFlingDecaysLikeUIKitsNormalDeceleration() {
    let (scroll, clock) = makeScrollModel(contentHeight: 10_000)
    scroll.drag(toOffsetY: 0)
    scroll.endDragging(velocity: CGPoint(x: 0, y: 1500))
    #expect(scroll.isDecelerating)
    clock.advance(by: 1.0 / 60)
    #expect(abs(scroll.contentOffset.y - 24.6) < 0.1)  // about 1500 / 60 in the first frame
    clock.run()
    let travel = 1500 / (-1000 * log(0.998))  // v / (1000 · −ln rate) ≈ 749.25
    #expect(abs(scroll.contentOffset.y - travel) <= 0.5)
    #expect(!scroll.isDecelerating)
  }

  @Test func theFastDecelerationRateStopsSooner() {
    let (scroll, clock) = makeScrollModel(contentHeight: 10_000)
    scroll.decelerationRate = 0.99
    scroll.drag(toOffsetY: 1000)
    scroll.endDragging(velocity: CGPoint(x: 0, y: -1500))
    clock.run()
    let travel = 1500 / (-1000 * log(0.99))  // ≈ 149.25
    #expect(abs(scroll.contentOffset.y - (1000 - travel)) <= 0.5)
  }

  @Test func aFlingPastTheEndOvershootsThenSettlesExactlyOnTheEdge() {
    let (scroll, clock) = makeScrollModel()
    scroll.drag(toOffsetY: 300)
    let offsets = Recorder(scroll, \.contentOffset)
    scroll.endDragging(velocity: CGPoint(x: 0, y: 3000))
    clock.run()
    #expect(scroll.contentOffset.y == 400)
    let peak = offsets.values.map(\.y).max() ?? 0
    #expect(peak > 420 && peak < 600)
  }

  @Test func aSlowReleaseInsideTheRangeDoesNotMove() {
    let (scroll, clock) = makeScrollModel()
    scroll.drag(toOffsetY: 200)
    scroll.endDragging(velocity: CGPoint(x: 0, y: 0.5))
    #expect(!scroll.isDecelerating)
    #expect(clock.isIdle)
  }

  @Test func aFingerCatchingMovingContentStopsItWhereItIs() {
    let (scroll, clock) = makeScrollModel(contentHeight: 10_000)
    scroll.drag(toOffsetY: 0)
    scroll.endDragging(velocity: CGPoint(x: 0, y: 2000))
    clock.advance(by: 0.2)
    let caught = scroll.contentOffset.y
    scroll.beginDragging()
    #expect(!scroll.isDecelerating)
    #expect(clock.isIdle)
    clock.advance(by: 1)
    #expect(scroll.contentOffset.y == caught)
    scroll.endDragging()
  }

  @Test func settingTheOffsetStopsTheMotionLikeSetContentOffsetWithoutAnimation() {
    let (scroll, clock) = makeScrollModel(contentHeight: 10_000)
    scroll.drag(toOffsetY: 0)
    scroll.endDragging(velocity: CGPoint(x: 0, y: 2000))
    clock.advance(by: 0.1)
    scroll.contentOffset = CGPoint(x: 0, y: 50)
    #expect(!scroll.isDecelerating)
    #expect(clock.isIdle)
    #expect(scroll.contentOffset.y == 50)
  }

  @Test func anObserverThatSetsTheOffsetDuringTheBounceTakesOver() {
    let (scroll, clock) = makeScrollModel()
    scroll.drag(toOffsetY: -120)
    var tookOver = false
    let token = scroll.observe(\.contentOffset) { scroll, _ in
      if !scroll.isDragging && !tookOver {
        tookOver = true
        scroll.contentOffset = CGPoint(x: 0, y: -54)
      }
    }
    scroll.endDragging()
    clock.run()
    #expect(scroll.contentOffset.y == -54)
    #expect(!scroll.isDecelerating)
    withExtendedLifetime(token) {}
  }

  @Test func cancellingADragSpringsBackWithoutMomentum() {
    let (scroll, clock) = makeScrollModel()
    scroll.drag(translationY: 120)
    let states = Recorder(scroll, \.panState)
    scroll.cancelDragging()
    #expect(states.values == [.changed, .cancelled, .possible])
    #expect(scroll.isDecelerating)
    clock.run()
    #expect(scroll.contentOffset.y == 0)
  }

  @Test(arguments: [
    (start: 350.0, velocity: 0.0, page: 600.0),
    (start: 250.0, velocity: 0.0, page: 0.0),
    (start: 100.0, velocity: 500.0, page: 600.0),
    (start: 500.0, velocity: -500.0, page: 0.0),
    (start: 1900.0, velocity: 4000.0, page: 2400.0),
  ])
  func pagingSnapsToAMultipleOfTheFrameHeight(start: Double, velocity: Double, page: Double) {
    let (scroll, clock) = makeScrollModel(contentHeight: 3000)
    scroll.isPagingEnabled = true
    scroll.drag(toOffsetY: CGFloat(start))
    scroll.endDragging(velocity: CGPoint(x: 0, y: CGFloat(velocity)))
    clock.run()
    #expect(scroll.contentOffset.y == CGFloat(page))
    #expect(!scroll.isDecelerating)
  }

  // MARK: - Programmatic scrolling

  @Test func anAnimatedOffsetChangeEasesInAndOutOverPointThreeSeconds() {
    let (scroll, clock) = makeScrollModel()
    scroll.setContentOffset(CGPoint(x: 0, y: 400), animated: true)
    #expect(scroll.contentOffset.y == 0)
    clock.advance(by: 0.15)
    #expect(abs(scroll.contentOffset.y - 200) < 1e-6)
    clock.advance(by: 0.15)
    #expect(scroll.contentOffset.y == 400)
    #expect(clock.isIdle)
  }

  @Test func aDragStopsAnAnimatedOffsetChangeWhereItIs() {
    let (scroll, clock) = makeScrollModel()
    scroll.setContentOffset(CGPoint(x: 0, y: 400), animated: true)
    clock.advance(by: 0.1)
    let caught = scroll.contentOffset.y
    scroll.beginDragging()
    #expect(clock.isIdle)
    #expect(scroll.contentOffset.y == caught)
    scroll.endDragging()
  }

  @Test func anUnanimatedOffsetChangeIsImmediateAndNotClamped() {
    let (scroll, clock) = makeScrollModel()
    scroll.setContentOffset(CGPoint(x: 0, y: -300), animated: false)
    #expect(scroll.contentOffset.y == -300)
    #expect(clock.isIdle)
  }
}
