import RefreshKit
import Testing

@Suite struct RefreshStateTests {
  @Test func theRawValuesAreMJRefreshsOneToFive() {
    #expect(RefreshState.allCases.map(\.rawValue) == [1, 2, 3, 4, 5])
    #expect(RefreshState(rawValue: 3) == .refreshing)
  }
}
