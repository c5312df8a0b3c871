import RefreshKit
import TestSupport
import Testing

@Suite(.idleClocks) struct RefreshStateTests {
  @Test func theRawValuesAreMJRefreshsOneToFive() {
    #expect(RefreshState.allCases.map(\.rawValue) == [1, 2, 3, 4, 5])
    #expect(RefreshState(rawValue: 3) == .refreshing)
  }

  @Test func isRefreshingCoversRefreshingAndWaiting() {
    #expect(RefreshState.refreshing.isRefreshing && RefreshState.willRefresh.isRefreshing)
    #expect(!RefreshState.idle.isRefreshing && !RefreshState.noMoreData.isRefreshing)
  }
}
