import Foundation
import TestSupport
import Testing

@testable import RefreshKit

@Suite(.idleClocks) struct AxisMotionTests {
  private func context(
    paging: CGFloat? = nil, bounces: Bool = true, minimum: CGFloat = 0, maximum: CGFloat = 400
  ) -> AxisMotion.Context {
    AxisMotion.Context(
      bounds: AxisBounds(minimum: minimum, maximum: maximum), canScroll: true, bounces: bounces,
      decelerationRate: 0.998, pageLength: paging, dimension: 600)
  }

  /// The spring's position for an offset `shown` points past an edge of a view 600 long.
  private func stretch(_ shown: CGFloat) -> CGFloat {
    ScrollPhysics.unresistedStretch(shown, dimension: 600)
  }

  @Test func aReleasePastAnEdgeBouncesTowardThatEdge() {
    #expect(
      AxisMotion.afterRelease(offset: -10, velocity: 0, context: context())
        == .bouncing(velocity: 0, edge: .minimum, stretch: stretch(-10)))
    #expect(
      AxisMotion.afterRelease(offset: 410, velocity: 50, context: context())
        == .bouncing(velocity: 50, edge: .maximum, stretch: stretch(10)))
  }

  @Test func aReleaseInsideDeceleratesOnlyIfItWouldTravelHalfAPoint() {
    #expect(
      AxisMotion.afterRelease(offset: 100, velocity: 500, context: context())
        == .decelerating(velocity: 500))
    #expect(AxisMotion.afterRelease(offset: 100, velocity: 0.9, context: context()) == .idle)
  }

  @Test func aReleasePushingPastAnEdgeThatDoesNotBounceStaysPut() {
    #expect(
      AxisMotion.afterRelease(offset: 400, velocity: 900, context: context(bounces: false))
        == .idle)
  }

  @Test func pagingTargetsTheNearestPageOrTheNextInTheDirectionOfAFling() {
    let paging = context(paging: 100)
    #expect(
      AxisMotion.afterRelease(offset: 149, velocity: 0, context: paging)
        == .paging(velocity: 0, target: 100))
    #expect(
      AxisMotion.afterRelease(offset: 110, velocity: 301, context: paging)
        == .paging(velocity: 301, target: 200))
    #expect(
      AxisMotion.afterRelease(offset: 190, velocity: -301, context: paging)
        == .paging(velocity: -301, target: 100))
    #expect(AxisMotion.afterRelease(offset: 200, velocity: 0, context: paging) == .idle)
  }

  @Test func aBounceEndsExactlyOnItsEdge() {
    var motion = AxisMotion.bouncing(velocity: 0, edge: .minimum, stretch: stretch(-100))
    var offset: CGFloat = -100
    var frames = 0
    while motion.isActive && frames < 1000 {
      offset = motion.step(offset: offset, elapsed: 1.0 / 60, context: context())
      frames += 1
    }
    #expect(offset == 0)
    #expect(frames < 40)
  }

  @Test func aBounceWithAStrongInwardVelocityTurnsIntoDeceleration() {
    var motion = AxisMotion.bouncing(velocity: 5000, edge: .minimum, stretch: stretch(-5))
    _ = motion.step(offset: -5, elapsed: 1.0 / 60, context: context())
    guard case .decelerating(let velocity) = motion else {
      Issue.record("expected deceleration, got \(motion)")
      return
    }
    #expect(velocity > 0)
  }

  @Test func aBounceTowardAnEdgeThatMovedPastTheOffsetEnds() {
    // Released at 410 past a maximum of 400, then the content grew: the maximum is now 1400.
    var motion = AxisMotion.bouncing(velocity: -3, edge: .maximum, stretch: stretch(10))
    let offset = motion.step(offset: 405, elapsed: 1.0 / 60, context: context(maximum: 1400))
    #expect(offset == 405)
    #expect(motion == .idle)
  }

  @Test func aBounceTowardAnEdgeThatMovedStopsEvenAtSpeedBecauseTheSpeedWasTheOldEdgesPull() {
    var motion = AxisMotion.bouncing(velocity: -300, edge: .maximum, stretch: stretch(5))
    let offset = motion.step(offset: 405, elapsed: 1.0 / 60, context: context(maximum: 1400))
    #expect(offset == 405)
    #expect(motion == .idle)
  }

  @Test func aBounceTowardTheTopStopsWhenTheTopMovesAboveTheOffset() {
    // A header's inset grew while the content sprang back to the old top.
    var motion = AxisMotion.bouncing(velocity: 40, edge: .minimum, stretch: stretch(-20))
    let offset = motion.step(offset: -20, elapsed: 1.0 / 60, context: context(minimum: -54))
    #expect(offset == -20)
    #expect(motion == .idle)
  }

  @Test func aStretchShowsThroughTheRubberBandAndComesBackFromWhereItShows() {
    for shown: CGFloat in [-250, -40, 0, 3, 120] {
      let back = ScrollPhysics.resistedStretch(stretch(shown), dimension: 600)
      #expect(abs(back - shown) < 1e-9)
    }
  }

  @Test func momentumPastAnEdgeStaysWithinFifteenPercentOfTheView() {
    for velocity: CGFloat in [500, 5_000, 50_000, 5_000_000] {
      var motion = AxisMotion.decelerating(velocity: velocity)
      var offset: CGFloat = 390
      var deepest: CGFloat = 0
      var frames = 0
      while motion.isActive && frames < 10_000 {
        offset = motion.step(offset: offset, elapsed: 1.0 / 60, context: context())
        deepest = max(deepest, offset - 400)
        frames += 1
      }
      #expect(deepest <= 600 * 0.15, "\(velocity) pt/s")
      #expect(offset == 400)
    }
  }

  // MARK: - AxisBounds

  @Test func theMaximumIsNeverBelowTheMinimum() {
    let bounds = AxisBounds(minimum: -64, maximum: -300)
    #expect(bounds.maximum == -64)
    #expect(bounds.clamp(-100) == -64)
    #expect(bounds.clamp(50) == -64)
  }

  @Test func clampingAndContainmentUseTheClosedRange() {
    let bounds = AxisBounds(minimum: 0, maximum: 400)
    #expect(bounds.contains(0) && bounds.contains(400))
    #expect(!bounds.contains(-0.001) && !bounds.contains(400.001))
    #expect(bounds.clamp(-5) == 0 && bounds.clamp(401) == 400 && bounds.clamp(7) == 7)
  }
}
