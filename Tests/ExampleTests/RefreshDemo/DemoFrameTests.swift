import TestSupport
import Testing

@testable import RefreshDemo

@Suite(.idleClocks) struct DemoFrameTests {
  @Test func theBoxPutsTheCaptionInTheTopBorderAndTheStatusUnderneath() {
    let frame = DemoFrame(caption: "Hi", lines: ["ab    ", "  cd  "], status: "ok")
    #expect(
      frame.boxed == [
        "┌─ Hi ─┐",
        "│ab    │",
        "│  cd  │",
        "└──────┘",
        "  ok",
      ])
  }

  @Test func aCaptionWiderThanTheBoxWidensOnlyTheTopBorder() {
    let frame = DemoFrame(caption: "A long caption", lines: ["abc"], status: "")
    #expect(frame.boxed[0] == "┌─ A long caption ┐")
    #expect(frame.boxed[1] == "│abc│")
  }
}
