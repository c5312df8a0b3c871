import Foundation
import TestSupport
import Testing

@testable import CursorFeedExample

@MainActor
@Suite(.idleClocks) struct CursorFeedExampleTests {
  @Test("a cursor feed leaves repeats out, retries a page, drops one of the old list")
  func aCursorFeedPagesWithFailuresDuplicatesAndARefreshMidPage() async {
    let transcript = await CursorFeedExample.transcript()
    #expect(
      transcript == [
        "",
        "# The screen opens: the header loads the first page.",
        " 0.250 s  server: stories from 1",
        " 0.750 s  feed: replaced by 15; 15 stories",
        "",
        "# At the end, the footer asks for the page from cursor 15, which repeats story 15.",
        " 1.150 s  the user scrolls to the end",
        " 1.150 s  server: stories from 15",
        " 1.650 s  feed: appended rows 15..<29, 1 already shown; 29 stories",
        "",
        "# The next page fails: the cursor stays, and a tap asks for the same page again.",
        " 1.650 s  the user scrolls to the end",
        " 1.650 s  server: stories from 29",
        " 2.150 s  server: fails",
        " 2.150 s  footer: the server is unreachable, shows \"Load failed. Tap or pull up to retry\"",
        " 2.150 s  the user taps \"Load failed. Tap or pull up to retry\"",
        " 2.150 s  server: stories from 29",
        " 2.650 s  feed: appended rows 29..<43, 1 already shown; 43 stories",
        "",
        "# A pull to refresh while a page loads: the page is cancelled, its answer dropped.",
        " 2.650 s  the user scrolls to the end",
        " 2.650 s  server: stories from 43",
        " 2.850 s  the user pulls to refresh; footer idle",
        " 3.100 s  server: stories from 1",
        " 3.150 s  server: answers from 43, to a task cancelled",
        " 3.150 s  feed: dropped the answer to next(43), of the old list; 43 stories",
        " 3.600 s  feed: replaced by 15; 15 stories",
        "",
        "# Paging to the end: the last page has no next cursor.",
        " 4.000 s  the user scrolls to the end",
        " 4.000 s  server: stories from 15",
        " 4.500 s  feed: appended rows 15..<29, 1 already shown; 29 stories",
        " 4.500 s  the user scrolls to the end",
        " 4.500 s  server: stories from 29",
        " 5.000 s  feed: appended rows 29..<43, 1 already shown; 43 stories",
        " 5.000 s  the user scrolls to the end",
        " 5.000 s  server: stories from 43",
        " 5.500 s  feed: appended rows 43..<45, 1 already shown; 45 stories",
        " 5.500 s  footer shows \"No more data\"; each story once: true",
      ])
  }
}
