import TestSupport
import Testing

@testable import RefreshKit

@Suite(.idleClocks) struct RefreshStringKeyTests {
  @Test func theKeysAreMJRefreshsAndRefreshKitsOwn() {
    #expect(RefreshStringKey.allCases.count == 33)
    #expect(
      RefreshStringKey.headerSecondFloorArmed.rawValue == "MJRefreshHeaderSecondFloorArmedText")
    #expect(
      RefreshStringKey.headerSecondFloorCloseAction.rawValue
        == "MJRefreshHeaderSecondFloorCloseActionText")
    #expect(RefreshStringKey.headerIdle.rawValue == "MJRefreshHeaderIdleText")
    #expect(RefreshStringKey.trailerPulling.rawValue == "MJRefreshTrailerPullingText")
    #expect(RefreshStringKey.headerNoneLastDate.rawValue == "MJRefreshHeaderNoneLastDateText")
  }

  @Test func eachKeysOrdinalIsItsPositionAmongAllCases() {
    #expect(RefreshStringKey.allCases.map(\.ordinal) == Array(RefreshStringKey.allCases.indices))
  }
}
