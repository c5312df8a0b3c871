import Foundation
import RefreshKit
import TestSupport
import Testing

extension ScrollAttachmentSlot {
  fileprivate static let first = ScrollAttachmentSlot(rawValue: "first")
  fileprivate static let second = ScrollAttachmentSlot(rawValue: "second")
}

@MainActor
@Suite(.idleClocks) struct ScrollModelAttachmentsTests {
  @Test func anAttachmentGetsItsScrollModelAndAShareAtZero() {
    let (scroll, _) = makeScrollModel()
    let attachment = LoggingAttachment("a")
    scroll.setAttachment(attachment, in: .first)
    #expect(attachment.attachedScrollModel === scroll)
    #expect(attachment.share?.insets == .zero)
    #expect(attachment.share?.isActive == true)
    #expect(scroll.attachment(in: .first) === attachment)
    #expect(scroll.attachment(in: .second) == nil)
    #expect(scroll.attachedSlots == [.first])
  }

  @Test func theAdjustedInsetIsAlwaysTheHostsPlusTheSystemsPlusEveryShare() throws {
    let (scroll, clock) = makeScrollModel()
    let header = LoggingAttachment("header")
    let footer = LoggingAttachment("footer")
    scroll.setAttachment(header, in: .first)
    scroll.setAttachment(footer, in: .second)
    let headerShare = try #require(header.share)
    let footerShare = try #require(footer.share)

    scroll.contentInset = EdgeInsets(top: 10, bottom: 40)
    headerShare.insets = EdgeInsets(top: 54)
    scroll.systemInset = EdgeInsets(top: 88, bottom: 34)
    footerShare.insets = EdgeInsets(bottom: 44)
    scroll.contentInset = EdgeInsets(top: 0, bottom: 40)  // the host edits mid-refresh
    #expect(scroll.componentInset == EdgeInsets(top: 54, bottom: 44))
    #expect(scroll.adjustedContentInset == EdgeInsets(top: 142, bottom: 118))

    headerShare.insets = .zero
    #expect(scroll.adjustedContentInset == EdgeInsets(top: 88, bottom: 118))
    scroll.contentInset = .zero
    footerShare.insets = .zero
    #expect(scroll.adjustedContentInset == scroll.systemInset)
    #expect(scroll.contentInset == .zero, "nothing wrote the host's inset")
    #expect(clock.isIdle)
  }

  @Test func detachingRemovesExactlyThatShareAndNothingElse() throws {
    let (scroll, _) = makeScrollModel()
    let header = LoggingAttachment("header")
    let footer = LoggingAttachment("footer")
    scroll.setAttachment(header, in: .first)
    scroll.setAttachment(footer, in: .second)
    try #require(header.share).insets = EdgeInsets(top: 54)
    try #require(footer.share).insets = EdgeInsets(bottom: 44)
    scroll.contentInset = EdgeInsets(bottom: 40)
    scroll.setAttachment(nil, in: .second)
    #expect(scroll.adjustedContentInset == EdgeInsets(top: 54, bottom: 40))
    #expect(footer.attachedScrollModel == nil)
    #expect(scroll.attachedSlots == [.first])
  }

  @Test func aShareThatLeftTheLedgerIgnoresWrites() throws {
    let (scroll, _) = makeScrollModel()
    let attachment = LoggingAttachment("a")
    scroll.setAttachment(attachment, in: .first)
    let share = try #require(attachment.share)
    share.insets = EdgeInsets(top: 54)
    scroll.detach(attachment)
    #expect(!share.isActive)
    share.insets = EdgeInsets(top: 99)
    #expect(share.insets == EdgeInsets(top: 54))
    #expect(scroll.adjustedContentInset == .zero)
  }

  @Test func aShareRefusesHostileInsetsAndReportsThem() throws {
    let (scroll, _) = makeScrollModel()
    let attachment = LoggingAttachment("a")
    scroll.setAttachment(attachment, in: .first)
    let share = try #require(attachment.share)
    share.insets = EdgeInsets(top: 54)
    let (_, diagnostics) = Diagnostics.collect {
      share.insets = EdgeInsets(top: .nan)
      share.insets = EdgeInsets(bottom: 1e300)
    }
    #expect(share.insets == EdgeInsets(top: 54))
    #expect(scroll.adjustedContentInset == EdgeInsets(top: 54))
    #expect(diagnostics.map(\.kind) == [.nonFiniteValue, .valueOutOfRange])
  }

  @Test func shrinkingAShareAtRestBringsAnOffsetPastTheEdgeBack() throws {
    let (scroll, clock) = makeScrollModel()
    let header = LoggingAttachment("header")
    scroll.setAttachment(header, in: .first)
    let share = try #require(header.share)
    share.insets = EdgeInsets(top: 54)
    scroll.contentOffset = CGPoint(x: 0, y: -54)
    clock.animate(from: 54, to: 0, duration: 0.4, update: { share.insets = EdgeInsets(top: $0) })
    clock.advance(by: 0.2)
    #expect(scroll.contentOffset.y == -share.insets.top)
    clock.run()
    #expect(scroll.contentOffset.y == 0)
  }

  @Test func replacingTheAttachmentInASlotDetachesTheOldOneFirst() {
    var log: [String] = []
    let (scroll, _) = makeScrollModel()
    let old = LoggingAttachment("old") { log.append($0) }
    let new = LoggingAttachment("new") { log.append($0) }
    scroll.setAttachment(old, in: .first)
    scroll.setAttachment(new, in: .first)
    #expect(log == ["old attached", "old detached", "new attached"])
    #expect(scroll.attachment(in: .first) === new)
  }

  @Test func settingTheSameAttachmentAgainDoesNothing() {
    var log: [String] = []
    let (scroll, _) = makeScrollModel()
    let attachment = LoggingAttachment("a") { log.append($0) }
    scroll.setAttachment(attachment, in: .first)
    let share = attachment.share
    scroll.setAttachment(attachment, in: .first)
    #expect(log == ["a attached"])
    #expect(attachment.share === share)
  }

  @Test func anAttachmentMovedToAnotherSlotOrScrollModelLeavesTheFirstOne() {
    var log: [String] = []
    let (scroll, _) = makeScrollModel()
    let (other, _) = makeScrollModel()
    let attachment = LoggingAttachment("a") { log.append($0) }
    scroll.setAttachment(attachment, in: .first)
    scroll.setAttachment(attachment, in: .second)
    #expect(scroll.attachedSlots == [.second])
    other.setAttachment(attachment, in: .first)
    #expect(scroll.attachedSlots.isEmpty)
    #expect(other.attachment(in: .first) === attachment)
    #expect(attachment.attachedScrollModel === other)
    #expect(log == ["a attached", "a detached", "a attached", "a detached", "a attached"])
  }

  @Test func detachingSomethingThatIsNotAttachedDoesNothing() {
    let (scroll, _) = makeScrollModel()
    scroll.detach(LoggingAttachment("stranger"))
    scroll.setAttachment(nil, in: .first)
    #expect(scroll.attachedSlots.isEmpty)
  }

  @Test func theScrollModelKeepsItsAttachmentsAndTheyDoNotKeepIt() {
    var scroll: ScrollModel? = ScrollModel(clock: makeClock())
    weak let weakScroll = scroll
    weak var weakAttachment: LoggingAttachment?
    do {
      let attachment = LoggingAttachment("a")
      weakAttachment = attachment
      scroll?.setAttachment(attachment, in: .first)
    }
    #expect(weakAttachment != nil)
    scroll = nil
    #expect(weakScroll == nil)
    #expect(weakAttachment == nil)
  }
}
