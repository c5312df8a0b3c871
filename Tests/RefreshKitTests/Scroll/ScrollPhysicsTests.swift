import Foundation
import TestSupport
import Testing

@testable import RefreshKit

@Suite(.idleClocks) struct ScrollPhysicsTests {
  @Test func theRubberBandIsUIKitsFormula() {
    let expected: CGFloat = 100 * 0.55 * 600 / (600 + 55)
    #expect(ScrollPhysics.rubberBand(100, dimension: 600) == expected)
    #expect(ScrollPhysics.rubberBand(0, dimension: 600) == 0)
    #expect(ScrollPhysics.rubberBand(-5, dimension: 600) == 0)
    #expect(ScrollPhysics.rubberBand(100, dimension: 0) == 0)
    #expect(ScrollPhysics.rubberBand(1e12, dimension: 600) < 600)
  }

  @Test func theFingerOvershootInvertsTheRubberBand() {
    for overshoot in [1.0, 10, 100, 1000] as [CGFloat] {
      let shown = ScrollPhysics.rubberBand(overshoot, dimension: 600)
      #expect(abs(ScrollPhysics.fingerOvershoot(showing: shown, dimension: 600) - overshoot) < 1e-6)
    }
    #expect(ScrollPhysics.fingerOvershoot(showing: 5000, dimension: 600).isFinite)
  }

  @Test func resistanceAppliesOnlyPastTheEdges() {
    let bounds = AxisBounds(minimum: -64, maximum: 400)
    func resisted(_ value: CGFloat, canScroll: Bool = true, bounces: Bool = true) -> CGFloat {
      ScrollPhysics.resisted(
        value, bounds: bounds, dimension: 600, canScroll: canScroll, bounces: bounces)
    }
    #expect(resisted(100) == 100)
    #expect(resisted(-164) == -64 - ScrollPhysics.rubberBand(100, dimension: 600))
    #expect(resisted(500) == 400 + ScrollPhysics.rubberBand(100, dimension: 600))
    #expect(resisted(-164, bounces: false) == -64)
    #expect(resisted(500, canScroll: false) == 400)
  }

  @Test func remainingTravelIsVelocityOverTheDecayExponent() {
    let travel = ScrollPhysics.remainingTravel(velocity: 1000, rate: 0.998)
    #expect(abs(travel - 499.5) < 0.01)
  }
}
