import RefreshKit
import TestSupport
import Testing

@Suite(.idleClocks) struct ScrollModelAttachmentTests {
  @Test func slotsWithTheSameNameAreTheSameSlot() {
    #expect(ScrollAttachmentSlot(rawValue: "x") == ScrollAttachmentSlot(rawValue: "x"))
    #expect(ScrollAttachmentSlot(rawValue: "x") != ScrollAttachmentSlot(rawValue: "y"))
    #expect(ScrollAttachmentSlot(rawValue: "x").rawValue == "x")
  }
}
