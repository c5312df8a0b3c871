import RefreshKit
import Testing

@Suite struct RefreshStringKeyTests {
  @Test func theKeysAreMJRefreshsFifteen() {
    #expect(RefreshStringKey.allCases.count == 15)
    #expect(RefreshStringKey.headerIdle.rawValue == "MJRefreshHeaderIdleText")
    #expect(RefreshStringKey.trailerPulling.rawValue == "MJRefreshTrailerPullingText")
    #expect(RefreshStringKey.headerNoneLastDate.rawValue == "MJRefreshHeaderNoneLastDateText")
  }
}
