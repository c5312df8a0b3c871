import Foundation
import TestSupport
import Testing

@testable import RefreshDemo

@MainActor
@Suite(.idleClocks) struct ChatScriptedSessionTests {
  @Test func everyPageArrivesAboveTheMessageReadUntilTheBeginning() {
    let frames = ChatScriptedSession.frames()
    let captions = frames.map(\.caption)
    #expect(
      captions == [
        "The latest messages",
        "Flick 1 toward the top", "Page in: #49 stays on line 2",
        "Flick 2 toward the top", "Page in: #37 stays on line 2", "A new message, below",
        "Flick 3 toward the top", "Page in: #25 stays on line 2",
        "Flick 4 toward the top", "Page in: #13 stays on line 2",
        "The top: nothing earlier",
      ])
    #expect(frames.filter { $0.status.hasPrefix("loader refreshing") }.count == 4)
    #expect(frames.last?.lines.contains { $0.contains("Beginning of conversation") } == true)
    #expect(frames.last?.status.hasPrefix("loader noMoreData") == true)
  }

  @Test func theTranscriptBoxesEveryFrame() {
    let transcript = ChatScriptedSession.transcript()
    #expect(transcript[0].hasPrefix("RefreshKit chat, scripted"))
    #expect(transcript.filter { $0.hasPrefix("┌─ ") }.count == ChatScriptedSession.frames().count)
  }
}
