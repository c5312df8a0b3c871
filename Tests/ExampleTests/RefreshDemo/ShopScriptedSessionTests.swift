import Foundation
import TestSupport
import Testing

@testable import RefreshDemo

@MainActor
@Suite(.idleClocks) struct ShopScriptedSessionTests {
  @Test func theSharedHeaderRefreshesFromSaleAndItsFloorOpensAndCloses() {
    let frames = ShopScriptedSession.frames()
    #expect(
      frames.map(\.caption) == [
        "The shop opens on All", "Up 100: the header went first, then All",
        "Sale, at its own top", "Down 200 on Sale: the header, then the pull",
        "Released: the shared header reloads", "All mid-refresh: the refresh goes on",
        "Reloaded; All kept its place", "A longer pull: past 1.9 headers",
        "Released: the second floor is open", "Pushed up 90: the floor closed",
      ])
    #expect(
      frames.map { $0.status.components(separatedBy: " · ").prefix(4).joined(separator: " · ") }
        == [
          "header idle · All · page 0 · lists 0,0,0",
          "header idle · All · page 60 · lists 40,0,0",
          "header idle · Sale · page 60 · lists 40,0,0",
          "header pulling · Sale · page -58 · lists 40,0,0",
          "header refreshing · Sale · page -54 · lists 40,0,0",
          "header refreshing · All · page -54 · lists 40,0,0",
          "header idle · All · page 0 · lists 40,0,0",
          "header secondFloorArmed · All · page -134 · lists 0,0,0",
          "header secondFloorOpen · All · page -240 · lists 0,0,0",
          "header idle · All · page 0 · lists 0,0,0",
        ])
    #expect(frames[1].lines[0].contains("[All]"), "the tab bar pinned at the top")
    #expect(frames[3].lines.contains { $0.contains("Release to refresh") })
    #expect(frames[7].lines.contains { $0.contains("Release to open the second floor") })
    #expect(
      frames[8].lines.allSatisfy { $0.contains("░") || $0.contains("the second floor") },
      "the open floor fills the view")
  }

  @Test func theTranscriptBoxesEveryFrame() {
    let transcript = ShopScriptedSession.transcript()
    #expect(transcript[0].hasPrefix("RefreshKit shop, scripted"))
    #expect(transcript.filter { $0.hasPrefix("┌─ ") }.count == ShopScriptedSession.frames().count)
  }
}
