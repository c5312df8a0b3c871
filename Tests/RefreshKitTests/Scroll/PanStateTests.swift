import RefreshKit
import Testing

@Suite struct PanStateTests {
  @Test(arguments: PanState.allCases)
  func onlyBeganAndChangedAreTracking(state: PanState) {
    #expect(state.isTracking == (state == .began || state == .changed))
  }
}
