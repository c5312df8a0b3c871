import Foundation
import RefreshKit
import TestSupport
import Testing

@Suite(.idleClocks) struct InterpolatableTests {
  @Test func numbersInterpolateExactlyAtBothEnds() {
    #expect(Double.interpolate(from: 0.1, to: 0.3, progress: 0) == 0.1)
    #expect(Double.interpolate(from: 0.1, to: 0.3, progress: 1) == 0.3)
    #expect(CGFloat.interpolate(from: -64, to: -118, progress: 0.5) == -91)
  }

  @Test func aValueThatDoesNotChangeStaysExactThroughout() {
    for step in 0...10 {
      let progress = Double(step) / 10
      #expect(CGFloat.interpolate(from: 0.1, to: 0.1, progress: progress) == 0.1)
      #expect(Double.interpolate(from: 0.7, to: 0.7, progress: progress) == 0.7)
    }
  }

  @Test func geometryInterpolatesPartByPart() {
    #expect(
      CGPoint.interpolate(from: .zero, to: CGPoint(x: 10, y: -20), progress: 0.5)
        == CGPoint(x: 5, y: -10))
    #expect(
      CGSize.interpolate(
        from: CGSize(width: 0, height: 10), to: CGSize(width: 4, height: 10), progress: 0.25)
        == CGSize(width: 1, height: 10))
    #expect(
      CGRect.interpolate(
        from: CGRect(x: 0, y: 0, width: 0, height: 0), to: CGRect(x: 2, y: 4, width: 6, height: 8),
        progress: 0.5) == CGRect(x: 1, y: 2, width: 3, height: 4))
    #expect(
      EdgeInsets.interpolate(
        from: EdgeInsets(top: 64, bottom: 0.3), to: EdgeInsets(top: 118, bottom: 0.3),
        progress: 0.5) == EdgeInsets(top: 91, bottom: 0.3))
  }
}
