import Foundation
import RefreshKit
import TestSupport
import Testing

@MainActor
@Suite(.idleClocks) struct ScrollModelRefreshSlotsTests {
  @Test func theHeaderFooterAndTrailerSlotsAreTyped() {
    let (scroll, _) = makeScrollModel()
    let header = RefreshHeader()
    let footer = RefreshFooter()
    let trailer = RefreshTrailer()
    scroll.header = header
    scroll.footer = footer
    scroll.trailer = trailer
    #expect(scroll.header === header)
    #expect(scroll.footer === footer)
    #expect(scroll.trailer === trailer)
    #expect(scroll.attachedSlots == [.header, .footer, .trailer])
    #expect([header, footer, trailer].allSatisfy { $0.scrollModel === scroll })
    #expect([header, footer, trailer].allSatisfy { $0.insetShare?.isActive == true })
  }

  @Test func settingASlotToNilDetachesTheComponent() {
    let (scroll, _) = makeScrollModel()
    let header = RefreshHeader()
    scroll.header = header
    let share = header.insetShare
    scroll.header = nil
    #expect(scroll.header == nil)
    #expect(header.scrollModel == nil)
    #expect(header.insetShare == nil)
    #expect(share?.isActive == false)
  }

  @Test func aHeaderMovedToAnotherScrollModelLeavesTheFirst() {
    let (first, _) = makeScrollModel()
    let (second, _) = makeScrollModel()
    let header = RefreshHeader()
    first.header = header
    second.header = header
    #expect(first.header == nil)
    #expect(second.header === header)
    #expect(header.attachedScrollModel === second)
  }

  @Test func aComponentKeepsItsScrollModelWeakly() {
    let header = RefreshHeader()
    do {
      let scroll = ScrollModel(clock: makeClock())
      scroll.header = header
      #expect(header.scrollModel === scroll)
    }
    #expect(header.scrollModel == nil)
  }
}
