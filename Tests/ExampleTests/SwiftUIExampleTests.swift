#if os(Linux)  // the example plays on the stand-ins where SwiftUI does not exist
import Foundation
import TestSupport
import Testing

@testable import SwiftUIExample

/// `swift run SwiftUIExample` on Linux: the SwiftUI app's screens on the stand-ins of iOS 15, 16
/// and 17, through the modifiers an app writes with no availability check.
@MainActor
@Suite(.idleClocks) struct SwiftUIExampleTests {
  @Test func theFeedRefreshesLoadsAndRunsOutOnEachReleaseAndTheHighlightsHeaderIsTheApps() async {
    let transcript = await StandInSession.transcript()
    #expect(
      transcript == [
        "",
        "# iOS 15",
        "  the List is a UITableView",
        "  its header and footer: NormalHeader, AutoNormalFooter",
        "  — a pull, released past the trigger",
        "  header idle -> pulling",
        "  header pulling -> refreshing",
        "  feed: fetch page 1",
        "  feed: 10 of 25 stories",
        "  header refreshing -> idle",
        "  the list shows 10 stories; its top inset is 140.0",
        "  — a drag to the end",
        "  footer idle -> refreshing",
        "  feed: fetch page 2",
        "  feed: 20 of 25 stories",
        "  footer refreshing -> idle",
        "  — a drag to the end",
        "  footer idle -> refreshing",
        "  feed: fetch page 3",
        "  feed: 25 of 25 stories",
        "  footer refreshing -> noMoreData",
        "  — a drag to the end",
        "  the footer reads \"No more data\"",
        "",
        "# iOS 16",
        "  the List is a UICollectionView",
        "  its header and footer: NormalHeader, AutoNormalFooter",
        "  — a pull, released past the trigger",
        "  header idle -> pulling",
        "  header pulling -> refreshing",
        "  feed: fetch page 1",
        "  feed: 10 of 25 stories",
        "  header refreshing -> idle",
        "  the list shows 10 stories; its top inset is 140.0",
        "  — a drag to the end",
        "  footer idle -> refreshing",
        "  feed: fetch page 2",
        "  feed: 20 of 25 stories",
        "  footer refreshing -> idle",
        "  — a drag to the end",
        "  footer idle -> refreshing",
        "  feed: fetch page 3",
        "  feed: 25 of 25 stories",
        "  footer refreshing -> noMoreData",
        "  — a drag to the end",
        "  the footer reads \"No more data\"",
        "",
        "# iOS 17",
        "  the List is a UICollectionView",
        "  its header and footer: NormalHeader, AutoNormalFooter",
        "  — a pull, released past the trigger",
        "  header idle -> pulling",
        "  header pulling -> refreshing",
        "  feed: fetch page 1",
        "  feed: 10 of 25 stories",
        "  header refreshing -> idle",
        "  the list shows 10 stories; its top inset is 140.0",
        "  — a drag to the end",
        "  footer idle -> refreshing",
        "  feed: fetch page 2",
        "  feed: 20 of 25 stories",
        "  footer refreshing -> idle",
        "  — a drag to the end",
        "  footer idle -> refreshing",
        "  feed: fetch page 3",
        "  feed: 25 of 25 stories",
        "  footer refreshing -> noMoreData",
        "  — a drag to the end",
        "  the footer reads \"No more data\"",
        "  SwiftUI wrote the inset back: the space goes through its safe-area insets",
        "",
        "# iOS 16, the highlights: a ScrollView, a header of the app's own",
        "  the page's header reads \"Pull for new stories\", the arrow turned 0°; the carousel's trailer: NormalTrailer",
        "  pulled 20 points: \"Pull for new stories\", the arrow turned 67°",
        "  pulled 40 points: \"Pull for new stories\", the arrow turned 133°",
        "  pulled 60 points: \"Release to load\", the arrow turned 180°",
        "  released: \"Loading stories…\", the arrow turned 180°",
        "  ended: \"Up to date\", the arrow turned 0°",
        "  the carousel pulled past its end: open all highlights",
      ])
  }
}
#endif
