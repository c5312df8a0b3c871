import Foundation
import Testing

@testable import RefreshKit

@Suite struct AxisBoundsTests {
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
