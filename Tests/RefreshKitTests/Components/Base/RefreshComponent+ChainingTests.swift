import Foundation
import RefreshKit
import TestSupport
import Testing

/// MJRefresh's chaining grammar: `NormalHeader { … }.autoChangeTransparency(true).link(to: …)`.
@MainActor
@Suite(.idleClocks) struct RefreshComponentChainingTests {
  @Test func mjRefreshsReadmeLineAttachesAFadingHeader() {
    let (scroll, _) = makeScrollModel()
    let header = NormalHeader {}
      .autoChangeTransparency(true)
      .link(to: scroll)
    #expect(scroll.header === header)
    #expect(header.automaticallyChangeAlpha)
    #expect(header.alpha == 0, "it fades in with the pull, from nothing")
  }

  @Test(arguments: [
    ("RefreshHeader", ScrollAttachmentSlot.header), ("AutoNormalFooter", .footer),
    ("BackGifFooter", .footer), ("NormalTrailer", .trailer),
    ("LeadingNormalLoader", .leadingLoader),
  ])
  func eachComponentLinksIntoTheSlotItsClassIsMadeFor(kind: String, slot: ScrollAttachmentSlot) {
    let (scroll, _) = makeScrollModel()
    let make: [String: () -> RefreshComponent] = [
      "RefreshHeader": { RefreshHeader() }, "AutoNormalFooter": { AutoNormalFooter() },
      "BackGifFooter": { BackGifFooter() }, "NormalTrailer": { NormalTrailer() },
      "LeadingNormalLoader": { LeadingNormalLoader() },
    ]
    let component = make[kind]?()
    component?.link(to: scroll)
    #expect(component != nil)
    #expect(scroll.attachedSlots == [slot])
    #expect(scroll.attachment(in: slot) === component)
  }

  @Test func aComponentWithNoSlotOfItsOwnLinksNothingAndSaysSo() {
    let (scroll, _) = makeScrollModel()
    let (_, reports) = Diagnostics.collect { RefreshComponent().link(to: scroll) }
    #expect(scroll.attachedSlots.isEmpty)
    #expect(reports.map(\.kind) == [.unsupportedSetup])
  }

  @Test func theCallbacksSetByChainingRunInMJRefreshsOrder() {
    let (scroll, clock) = makeScrollModel()
    var calls: [String] = []
    let header = NormalHeader { calls.append("action") }
      .afterBeginningAction { calls.append("afterBeginning") }
      .endingAnimationBeginningAction { calls.append("endingAnimationBeginning") }
      .afterEndingAction { calls.append("afterEnding") }
      .link(to: scroll)
    header.beginRefreshing()
    clock.run()
    header.endRefreshing()
    clock.run()
    #expect(calls == ["action", "afterBeginning", "endingAnimationBeginning", "afterEnding"])
  }

  @Test func animationDisabledBeginsAndEndsWithNoFrameInBetween() {
    let (scroll, _) = makeScrollModel()
    let header = NormalHeader {}.setAnimationDisabled().link(to: scroll)
    #expect(header.fastAnimationDuration == 0 && header.slowAnimationDuration == 0)
    header.beginRefreshing()
    let open: CGFloat = 54
    #expect(scroll.adjustedContentInset.top == open)
    header.endRefreshing()
    #expect(scroll.adjustedContentInset.top == 0)
  }

  @Test func theLastUpdatedTextIsTheAppsOnceModified() {
    let (scroll, _) = makeScrollModel()
    let header = NormalHeader {}
    header.lastUpdatedTimeKey = "chaining-\(UUID())"  // never refreshed
    header
      .modifyLastUpdatedTimeText { date in date == nil ? "Never" : "Once" }
      .link(to: scroll)
    #expect(header.lastUpdatedTimeLabel.text == "Never")
    header.modifyLastUpdatedTimeText(nil)
    #expect(header.lastUpdatedTimeLabel.text != "Never", "the built-in text again")
  }
}
