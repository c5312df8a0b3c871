import Foundation
import TestSupport
import Testing

@testable import FeedExample

@MainActor
@Suite(.idleClocks) struct FeedExampleTests {
  @Test func theFeedLoadsFailsRetriesRunsOutAndStartsOver() {
    let transcript = FeedExample.transcript()
    #expect(
      transcript == [
        "",
        "# The screen opens: refresh programmatically, as viewDidLoad would.",
        " 0.000 s  header idle -> refreshing  \"Loading...\"",
        " 0.250 s  fetch page 1",
        " 0.850 s  10 of 25 stories: Story 1 … Story 10",
        " 0.850 s  header refreshing -> idle  \"Pull down to refresh\"",
        "",
        "# The user scrolls to the end: the footer loads page 2, which fails.",
        " 1.250 s  drag from 0 to the end at 244",
        " 1.250 s  fetch page 2",
        " 1.250 s  footer idle -> refreshing  \"Loading...\"",
        " 1.250 s  released; the footer reads \"Loading...\"",
        " 1.850 s  page 2 failed",
        " 1.850 s  footer refreshing -> idle  \"Couldn't load more. Tap to retry\"",
        "",
        "# The user taps the footer to retry.",
        " 1.850 s  fetch page 2",
        " 1.850 s  footer idle -> refreshing  \"Loading...\"",
        " 2.450 s  20 of 25 stories: Story 1 … Story 20",
        " 2.450 s  footer refreshing -> idle  \"Tap or pull up to load more\"",
        "",
        "# Scrolling to the end again loads page 3, the last one.",
        " 2.450 s  drag from 244 to the end at 1044",
        " 2.450 s  fetch page 3",
        " 2.450 s  footer idle -> refreshing  \"Loading...\"",
        " 2.450 s  released; the footer reads \"Loading...\"",
        " 3.050 s  25 of 25 stories: Story 1 … Story 25",
        " 3.050 s  footer refreshing -> noMoreData  \"No more data\"",
        "",
        "# At the end now, nothing loads any more.",
        " 3.050 s  drag from 1044 to the end at 1444",
        " 3.050 s  released; the footer reads \"No more data\"",
        "",
        "# Pull to refresh starts over from page 1.",
        " 3.050 s  header idle -> pulling  \"Release to refresh\"",
        " 3.050 s  pulled down by 150 points: the header reads \"Release to refresh\"",
        " 3.067 s  header pulling -> refreshing  \"Loading...\"",
        " 3.317 s  fetch page 1",
        " 3.917 s  10 of 25 stories: Story 1 … Story 10",
        " 3.917 s  footer noMoreData -> idle  \"Tap or pull up to load more\"",
        " 3.917 s  header refreshing -> idle  \"Pull down to refresh\"",
      ])
  }
}
