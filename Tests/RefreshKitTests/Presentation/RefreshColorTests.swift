import RefreshKit
import TestSupport
import Testing

@Suite(.idleClocks) struct RefreshColorTests {
  @Test func componentsAreClampedAndNaNBecomesZero() {
    let color = RefreshColor(red: 2, green: -1, blue: .nan, alpha: 0.5)
    #expect(color == RefreshColor(red: 1, green: 0, blue: 0, alpha: 0.5))
  }

  @Test func theLabelColorIsMJRefreshsGray90() {
    #expect(RefreshColor.label.red == 90.0 / 255)
    #expect(RefreshColor.label.alpha == 1)
  }
}
