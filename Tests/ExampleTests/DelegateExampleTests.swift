import Foundation
import TestSupport
import Testing

@testable import DelegateExample

@MainActor
@Suite(.idleClocks) struct DelegateExampleTests {
  @Test func theDelegateControllerUsesEGOsMetricsBlocksWhileLoadingAndPagesLikePGRefresh() {
    let transcript = DelegateExample.transcript()
    #expect(
      transcript == [
        "",
        "# EGO's metrics: pulling starts past 65 points, the header holds 60.",
        " 0.000 s  drag to -65: idle",
        " 0.000 s  drag to -66: pulling",
        " 0.267 s  egoRefreshTableHeaderDidTriggerRefresh: reload",
        " 0.300 s  released; inset top 60, offset -60",
        " 1.267 s  egoRefreshScrollViewDataSourceDidFinishedLoading",
        " 1.667 s  the header reads \"Last update: Today 09:00\", the delegate's date",
        "",
        "# PGRefresh's paging: 20 per page, 50 in all; pull up to load page 2.",
        " 1.667 s  pulled up past 400: \"Release to load more\"",
        " 1.933 s  willStartLoadMore: page 2 of 3",
        "",
        "# While the controller loads, a pull on the header cannot trigger (EGO's isLoading).",
        " 2.167 s  drag to -150 while loading: header idle",
        " 2.933 s  loaded 20 rows: 40 of 50; footer idle",
        "",
        "# Page 3 is the last one; after it there is no more data.",
        " 3.333 s  pulled up past 1280: \"Release to load more\"",
        " 3.600 s  willStartLoadMore: page 3 of 3",
        " 4.600 s  loaded 10 rows: 50 of 50; footer noMoreData",
        " 5.000 s  pulled up past 1720: \"No more data\"",
      ])
  }
}
