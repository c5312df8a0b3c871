import Foundation
import TestSupport
import Testing

@testable import AsyncExample

@MainActor
@Suite(.idleClocks) struct AsyncExampleTests {
  @Test func theAsyncActionEndsTheRefreshByItselfReportsErrorsAndIsCancelledOnDetach() async {
    let transcript = await AsyncExample.transcript()
    #expect(
      transcript == [
        "",
        "# A reload that succeeds: the refresh ends by itself.",
        " 0.250 s  reload: request sent",
        " 0.750 s  reload: 20 items",
        " 1.150 s  endRefreshingCompletion",
        "",
        "# A reload that fails: the error is reported and the refresh ends.",
        " 1.400 s  reload: request sent",
        " 1.900 s  reload: failed",
        " 1.900 s  refreshingErrorHandler: the server is unreachable",
        " 2.300 s  endRefreshingCompletion",
        "",
        "# The header is detached while loading: the task is cancelled, nothing runs after.",
        " 2.550 s  reload: request sent",
        " 2.800 s  detached: header idle",
        " 3.050 s  reload: cancelled, the answer is dropped",
        " 3.050 s  the task ended; header idle",
      ])
  }
}
