import RefreshKit
import Testing

@Suite struct ScrollAxisTests {
  @Test func thereAreTwoAxesVerticalFirst() {
    #expect(ScrollAxis.allCases == [.vertical, .horizontal])
  }
}
