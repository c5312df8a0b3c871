import Foundation
import TestSupport
import Testing

@testable import BeyondExample

@MainActor
@Suite(.idleClocks) struct BeyondExampleTests {
  @Test func minimumDurationFeedbackAndStaleDataDoWhatTheTranscriptSays() {
    #expect(
      BeyondExample.transcript() == [
        "",
        "# Without a minimum, a load of 0.05 s shows the spinner for 0.3 s in all.",
        " 0.000 s  header idle -> refreshing: \"Loading...\"",
        " 0.250 s  load: request sent",
        " 0.300 s  load: answered; endRefreshing()",
        " 0.300 s  header refreshing -> idle: \"Pull down to refresh\"",
        " 0.700 s  endRefreshingCompletion",
        "",
        "# With minimumRefreshingDuration = 0.8, the same load keeps it for 0.8 s.",
        " 0.700 s  header idle -> refreshing: \"Loading...\"",
        " 0.950 s  load: request sent",
        " 1.000 s  load: answered; endRefreshing()",
        " 1.500 s  header refreshing -> idle: \"Pull down to refresh\"",
        " 1.900 s  endRefreshingCompletion",
        "",
        "# A load of 1.2 s is longer than the minimum: the minimum adds nothing.",
        " 1.900 s  header idle -> refreshing: \"Loading...\"",
        " 2.150 s  load: request sent",
        " 3.350 s  load: answered; endRefreshing()",
        " 3.350 s  header refreshing -> idle: \"Pull down to refresh\"",
        " 3.750 s  endRefreshingCompletion",
        "",
        "# Feedback: a pull crosses the trigger, goes back, crosses again and lets go.",
        " 3.750 s  finger moves to 80 points",
        " 3.750 s  finger moves to 150 points",
        " 3.750 s  feedback: thresholdCrossed",
        " 3.750 s  header idle -> pulling: \"Release to refresh\"",
        " 3.750 s  finger moves to 60 points",
        " 3.750 s  header pulling -> idle: \"Pull down to refresh\"",
        " 3.750 s  finger moves to 150 points",
        " 3.750 s  feedback: thresholdCrossed",
        " 3.750 s  header idle -> pulling: \"Release to refresh\"",
        " 3.750 s  finger lifts",
        " 3.767 s  feedback: refreshStarted",
        " 3.767 s  header pulling -> refreshing: \"Loading...\"",
        " 4.017 s  load: request sent",
        " 5.217 s  load: answered; endRefreshing()",
        " 5.217 s  feedback: refreshFinished(success)",
        " 5.217 s  header refreshing -> idle: \"Pull down to refresh\"",
        " 5.617 s  endRefreshingCompletion",
        "",
        "# Stale data: back an hour later, with a 10-minute staleInterval.",
        " 5.617 s  a minute later: stale false, refreshIfStale() false",
        " 5.617 s  header idle -> refreshing: \"Loading...\"",
        " 5.617 s  an hour later: stale true, refreshIfStale() true",
        " 5.617 s  and again: refreshIfStale() false",
        " 5.867 s  load: request sent",
        " 7.067 s  load: answered; endRefreshing()",
        " 7.067 s  header refreshing -> idle: \"Pull down to refresh\"",
        " 7.467 s  endRefreshingCompletion",
        " 7.467 s  after the refresh: stale false",
      ])
  }
}
