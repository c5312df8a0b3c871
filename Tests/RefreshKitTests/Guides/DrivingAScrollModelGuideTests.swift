import Foundation
import RefreshKit
import TestSupport
import Testing

/// The snippet of `docs/driving-a-scroll-model.md`, run, with the numbers its comments give.
@MainActor
@Suite(.idleClocks) struct DrivingAScrollModelGuideTests {
  @Test func everySnippetOfTheGuideIsCodeInThisFile() throws {
    try DocSnippets.expectBlocks(
      of: "docs/driving-a-scroll-model.md", count: 1, areCodeIn: #filePath)
  }

  @Test func aFingerPullsWithUIKitsRubberBandAndTheContentSpringsBack() {
    let (scroll, clock) = makeScrollModel()
    scroll.beginDragging()  // panState .began
    #expect(scroll.panState == .began)
    scroll.drag(translationY: 120)  // finger 120 points down: offset -59.5
    #expect(abs(scroll.contentOffset.y + 59.5) < 0.05)
    let states = Recorder(scroll, \.panState)
    scroll.endDragging(velocity: .zero)  // panState .ended, then .possible; springs back
    #expect(states.values.suffix(2) == [.ended, .possible])
    clock.run()  // offset exactly 0, isDecelerating false
    #expect(scroll.contentOffset.y == 0 && !scroll.isDecelerating)
  }
}
