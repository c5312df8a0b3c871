import Foundation
import RefreshKit
import TestSupport
import Testing

@Suite(.idleClocks) struct RefreshMetricsTests {
  @Test func theMetricsAreMJRefreshsConstants() {
    #expect(RefreshMetrics.headerHeight == 54)
    #expect(RefreshMetrics.footerHeight == 44)
    #expect(RefreshMetrics.trailerWidth == 60)
    #expect(RefreshMetrics.fastAnimationDuration == 0.25)
    #expect(RefreshMetrics.slowAnimationDuration == 0.4)
    #expect(RefreshMetrics.labelLeftInset == 25)
    #expect(RefreshMetrics.gifLabelLeftInset == 20)
    #expect(RefreshMetrics.lastUpdatedTimeKey == "MJRefreshHeaderLastUpdatedTimeKey")
  }
}
