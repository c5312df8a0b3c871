#if os(Linux)  // the face against the stand-in
import RefreshKitObjC
import Testing

/// `RKRefreshState` is MJRefresh's `MJRefreshState`, value for value, and maps onto the
/// engine's states one to one, both ways.
@Suite struct RKRefreshStateTests {
  @Test(
    "MJRefresh's five states keep MJRefresh's values",
    arguments: [
      (RKRefreshState.idle, 1), (.pulling, 2), (.refreshing, 3), (.willRefresh, 4),
      (.noMoreData, 5),
    ])
  func mjRefreshsValues(state: RKRefreshState, value: Int) {
    #expect(state.rawValue == value)
  }

  @Test("every face state maps to the engine's and back", arguments: RKRefreshState.allCases)
  func faceToEngineAndBack(state: RKRefreshState) {
    #expect(RKRefreshState(state.refreshState) == state)
    #expect(state.refreshState.rawValue == state.rawValue)
  }

  @Test("every engine state maps to the face's and back", arguments: RefreshState.allCases)
  func engineToFaceAndBack(state: RefreshState) {
    #expect(RKRefreshState(state).refreshState == state)
    #expect(RKRefreshState(state).rawValue == state.rawValue)
  }
}
#endif
