import RefreshKit
import TestSupport
import Testing

@Suite(.idleClocks) struct PanStateTests {
  @Test(arguments: PanState.allCases)
  func onlyBeganAndChangedAreTracking(state: PanState) {
    #expect(state.isTracking == (state == .began || state == .changed))
  }
}
