import Foundation
import RefreshKit
import TestSupport
import Testing

/// The snippet of `docs/deterministic-time.md`, run.
@MainActor
@Suite(.idleClocks) struct DeterministicTimeGuideTests {
  @Test func everySnippetOfTheGuideIsCodeInThisFile() throws {
    try DocSnippets.expectBlocks(of: "docs/deterministic-time.md", count: 1, areCodeIn: #filePath)
  }

  @Test func anAnimationLandsExactlyOnItsEnd() {
    let clock = ManualAnimationClock()
    var top: CGFloat = 0
    clock.animate(from: 0, to: 54, duration: 0.25, update: { top = $0 })  // top == 0
    #expect(top == 0)
    clock.advance(by: 0.1)  // every frame due by 0.1 s has run
    #expect(top > 0 && top < 54)
    clock.advance(by: 0.15)  // top == 54, exactly, at exactly 0.25 s
    #expect(top == 54 && clock.now == 0.25)
    #expect(clock.isIdle)  // nothing left in flight
  }
}
