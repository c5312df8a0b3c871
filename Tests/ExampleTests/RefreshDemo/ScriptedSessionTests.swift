import Foundation
import TestSupport
import Testing

@testable import RefreshDemo

@MainActor
@Suite(.idleClocks) struct ScriptedSessionTests {
  /// The header's and the footer's states in a frame's status line.
  private func states(_ frame: DemoFrame) -> String {
    let parts = frame.status.components(separatedBy: " · ")
    return parts[0] + ", " + parts[1]
  }

  @Test func theSessionPullsRefreshesReloadsDuringAPageAndRunsOutOfData() {
    let frames = ScriptedSession.frames()
    #expect(
      frames.map { "\($0.caption): \(self.states($0))" } == [
        "The first page: header idle, footer idle",
        "Pull down 40 points: header idle, footer idle",
        "Pull down 80 points: header idle, footer idle",
        "Pull down 120 points: header idle, footer idle",
        "Pull down 160 points: header pulling, footer idle",
        "Let go: it holds and loads: header refreshing, footer idle",
        "Still loading: header refreshing, footer idle",
        "Loaded: it slides away: header idle, footer idle",
        "Ready, with the update time: header idle, footer idle",
        "Flick: page 2 loads: header idle, footer refreshing",
        "Page 2 arrived: header idle, footer idle",
        "Flick: page 3 loads: header idle, footer refreshing",
        "Reload: it waits for page 3: header refreshing, footer refreshing",
        "Page 3 in: the reload runs: header refreshing, footer noMoreData",
        "The reloaded first page: header idle, footer idle",
        "Flick: page 2 loads: header idle, footer refreshing",
        "Page 2 arrived: header idle, footer idle",
        "Flick: page 3 loads: header idle, footer refreshing",
        "Page 3 arrived: header idle, footer noMoreData",
        "Flick: nothing more: header idle, footer noMoreData",
      ])
  }

  @Test func pastFiftyFourPointsTheHeaderSaysReleaseWithTheArrowTurnedUp() throws {
    let frame = try #require(
      ScriptedSession.frames().first { $0.caption == "Pull down 160 points" })
    #expect(
      frame.boxed.prefix(6) == [
        "┌─ Pull down 160 points ─────────┐",
        "│                                │",
        "│     ↑  Release to refresh      │",
        "│     Last update: No record     │",
        "│  Story 1                       │",
        "│  ┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈  │",
      ])
    #expect(frame.status.contains("offset -64"))
  }

  @Test func theHeaderHoldsItsFiftyFourPointsWhileLoadingWithTheSpinnerTurning() throws {
    let frames = ScriptedSession.frames()
    let loading = try #require(frames.first { $0.caption.hasPrefix("Let go") })
    let still = try #require(frames.first { $0.caption == "Still loading" })
    #expect(loading.status.contains("offset -54"))
    #expect(still.status.contains("offset -54"))
    #expect(loading.lines[0].contains("Loading..."))
    #expect(loading.lines[0] != still.lines[0], "the spinner moved on")
  }

  @Test func theEndedRefreshShowsTheTimeOfTheUpdate() throws {
    let frame = try #require(ScriptedSession.frames().first { $0.caption.hasPrefix("Loaded") })
    #expect(frame.lines[0].trimmingCharacters(in: .whitespaces) == "Last update: Today 09:21")
  }

  @Test func theFooterShowsLoadingThenNoMoreDataBelowTheLastStory() throws {
    let frames = ScriptedSession.frames()
    let loading = try #require(frames.first { $0.caption == "Flick: page 2 loads" })
    let end = try #require(frames.last)
    #expect(loading.lines.contains { $0.contains("Loading...") })
    #expect(
      end.lines.map { $0.trimmingCharacters(in: .whitespaces) }.suffix(4) == [
        "Story 24", "┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈", "No more data", "",
      ])
    #expect(end.status.hasSuffix("· 24 stories"), "the last haptic came more than 1 s before")
    let landed = try #require(frames.first { $0.caption == "Page 2 arrived" })
    #expect(landed.status.hasSuffix(" · haptic: footer refreshFinished(success)"))
  }

  @Test func thePipedTranscriptEndsWithTheLineCIChecks() {
    let transcript = ScriptedSession.transcript()
    #expect(transcript.first?.hasPrefix("RefreshKit demo, scripted") == true)
    #expect(transcript.last == "Done: 24 stories loaded, no more data.")
  }

  @Test func aReloadDuringAPageWaitsForItAndThenReplacesTheList() throws {
    let frames = ScriptedSession.frames()
    let waits = try #require(frames.first { $0.caption == "Reload: it waits for page 3" })
    let landed = try #require(frames.first { $0.caption == "Page 3 in: the reload runs" })
    let reloaded = try #require(frames.first { $0.caption == "The reloaded first page" })
    #expect(waits.status.contains("· 16 stories ·"), "page 3 has not answered yet")
    #expect(landed.status.contains("· 24 stories ·"), "the page the source was asked for lands")
    #expect(!landed.lines.contains { $0.contains("failed") })
    #expect(reloaded.status.hasSuffix("· 8 stories"), "the reload's new list")
    #expect(reloaded.status.contains("offset 0 ·"), "at rest")
    #expect(reloaded.lines[0].trimmingCharacters(in: .whitespaces) == "Story 1")
  }

  @Test func theSessionIsTheSameOnEveryRun() {
    #expect(ScriptedSession.frames() == ScriptedSession.frames())
  }
}
