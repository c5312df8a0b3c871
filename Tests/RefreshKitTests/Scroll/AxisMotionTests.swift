import Foundation
import Testing

@testable import RefreshKit

@Suite struct AxisMotionTests {
  private func context(
    paging: CGFloat? = nil, bounces: Bool = true, minimum: CGFloat = 0, maximum: CGFloat = 400
  ) -> AxisMotion.Context {
    AxisMotion.Context(
      bounds: AxisBounds(minimum: minimum, maximum: maximum), canScroll: true, bounces: bounces,
      decelerationRate: 0.998, pageLength: paging)
  }

  @Test func aReleasePastAnEdgeBouncesTowardThatEdge() {
    #expect(
      AxisMotion.afterRelease(offset: -10, velocity: 0, context: context())
        == .bouncing(velocity: 0, edge: .minimum))
    #expect(
      AxisMotion.afterRelease(offset: 410, velocity: 50, context: context())
        == .bouncing(velocity: 50, edge: .maximum))
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
    var motion = AxisMotion.bouncing(velocity: 0, edge: .minimum)
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
    var motion = AxisMotion.bouncing(velocity: 5000, edge: .minimum)
    _ = motion.step(offset: -5, elapsed: 1.0 / 60, context: context())
    guard case .decelerating(let velocity) = motion else {
      Issue.record("expected deceleration, got \(motion)")
      return
    }
    #expect(velocity > 0)
  }

  @Test func aBounceTowardAnEdgeThatMovedPastTheOffsetEnds() {
    // Released at 410 past a maximum of 400, then the content grew: the maximum is now 1400.
    var motion = AxisMotion.bouncing(velocity: -3, edge: .maximum)
    let offset = motion.step(offset: 405, elapsed: 1.0 / 60, context: context(maximum: 1400))
    #expect(offset == 405)
    #expect(motion == .idle)
  }

  @Test func aBounceTowardAnEdgeThatMovedStopsEvenAtSpeedBecauseTheSpeedWasTheOldEdgesPull() {
    var motion = AxisMotion.bouncing(velocity: -300, edge: .maximum)
    let offset = motion.step(offset: 405, elapsed: 1.0 / 60, context: context(maximum: 1400))
    #expect(offset == 405)
    #expect(motion == .idle)
  }

  @Test func aBounceTowardTheTopStopsWhenTheTopMovesAboveTheOffset() {
    // A header's inset grew while the content sprang back to the old top.
    var motion = AxisMotion.bouncing(velocity: 40, edge: .minimum)
    let offset = motion.step(offset: -20, elapsed: 1.0 / 60, context: context(minimum: -54))
    #expect(offset == -20)
    #expect(motion == .idle)
  }
}
