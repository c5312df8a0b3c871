import RefreshKit
import TestSupport
import Testing

@Suite(.idleClocks) struct RefreshStateTests {
  @Test("the raw values are MJRefresh's 1 to 5, then the second floor's 6 to 9")
  func theRawValues() {
    #expect(RefreshState.allCases.map(\.rawValue) == [1, 2, 3, 4, 5, 6, 7, 8, 9])
    #expect(RefreshState(rawValue: 3) == .refreshing)
    #expect(RefreshState(rawValue: 8) == .secondFloorOpen)
  }

  @Test func isRefreshingCoversRefreshingAndWaiting() {
    #expect(RefreshState.refreshing.isRefreshing && RefreshState.willRefresh.isRefreshing)
    #expect(!RefreshState.idle.isRefreshing && !RefreshState.noMoreData.isRefreshing)
    #expect(!RefreshState.secondFloorOpen.isRefreshing)
  }

  @Test(
    "the second floor's states are the opening, the open floor and the closing",
    arguments: RefreshState.allCases)
  func isSecondFloor(state: RefreshState) {
    let floor: [RefreshState] = [.openingSecondFloor, .secondFloorOpen, .closingSecondFloor]
    #expect(state.isSecondFloor == floor.contains(state))
  }
}
