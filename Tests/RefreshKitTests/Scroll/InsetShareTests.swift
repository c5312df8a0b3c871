import Foundation
import RefreshKit
import TestSupport
import Testing

@MainActor
@Suite(.idleClocks) struct InsetShareTests {
  @Test func settingAnEqualShareDoesNotNotifyTheAdjustedInsetAgain() throws {
    let (scroll, _) = makeScrollModel()
    let attachment = LoggingAttachment("a")
    scroll.setAttachment(attachment, in: ScrollAttachmentSlot(rawValue: "a"))
    let share = try #require(attachment.share)
    let adjusted = Recorder(scroll, \.adjustedContentInset)
    share.insets = EdgeInsets(top: 54)
    share.insets = EdgeInsets(top: 54)
    #expect(adjusted.values == [.zero, EdgeInsets(top: 54)])
    #expect(share.scrollModel === scroll)
  }

  @Test func aShareDoesNotKeepItsScrollModelAlive() throws {
    var scroll: ScrollModel? = ScrollModel(clock: makeClock())
    let attachment = LoggingAttachment("a")
    scroll?.setAttachment(attachment, in: ScrollAttachmentSlot(rawValue: "a"))
    let share = try #require(attachment.share)
    scroll = nil
    #expect(share.scrollModel == nil)
    #expect(!share.isActive)
    share.insets = EdgeInsets(top: 1)
    #expect(share.insets == .zero)
  }
}
