import Foundation
import RefreshKit
import TestSupport
import Testing

@Suite(.idleClocks) struct TimingCurveTests {
  @Test(arguments: [TimingCurve.linear, .easeIn, .easeOut, .easeInOut])
  func everyCurveStartsAtExactlyZeroAndEndsAtExactlyOne(curve: TimingCurve) {
    #expect(curve.progress(at: 0) == 0)
    #expect(curve.progress(at: 1) == 1)
    #expect(curve.progress(at: -0.5) == 0)
    #expect(curve.progress(at: 2) == 1)
  }

  @Test(arguments: [TimingCurve.linear, .easeIn, .easeOut, .easeInOut])
  func everyCurveRisesMonotonically(curve: TimingCurve) {
    var previous = 0.0
    for step in 1...100 {
      let value = curve.progress(at: Double(step) / 100)
      #expect(value >= previous)
      previous = value
    }
  }

  @Test func linearIsTheIdentity() {
    for fraction in stride(from: 0.0, through: 1.0, by: 0.125) {
      #expect(TimingCurve.linear.progress(at: fraction) == fraction)
    }
  }

  @Test func easeInOutIsSymmetricAndMatchesCoreAnimationValues() {
    let curve = TimingCurve.easeInOut
    #expect(abs(curve.progress(at: 0.5) - 0.5) < 1e-6)
    #expect(abs(curve.progress(at: 0.25) + curve.progress(at: 0.75) - 1) < 1e-6)
    // cubic-bezier(0.42, 0, 0.58, 1) at a quarter of the time.
    #expect(abs(curve.progress(at: 0.25) - 0.129_162) < 1e-4)
  }

  @Test func easeInStartsSlowAndEaseOutStartsFast() {
    #expect(TimingCurve.easeIn.progress(at: 0.25) < 0.25)
    #expect(TimingCurve.easeOut.progress(at: 0.25) > 0.25)
  }

  @Test func controlPointsOutsideTimeAreClampedAndNonFiniteOnesBecomeLinear() {
    let curve = TimingCurve(
      controlPoint1: CGPoint(x: -1, y: 0.5), controlPoint2: CGPoint(x: CGFloat.nan, y: 0))
    #expect(curve.controlPoint1 == CGPoint(x: 0, y: 0.5))
    #expect(curve.controlPoint2 == CGPoint(x: 1, y: 1))
  }
}
