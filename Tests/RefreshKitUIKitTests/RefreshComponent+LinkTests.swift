#if os(Linux)  // the binding against the stand-in
import Foundation
import RefreshKitUIKit
import TestSupport
import Testing
import UIKitStandIn

/// MJRefresh's `link(to:)` on a UIKit scroll view: each component in its slot, drawn.
@MainActor
@Suite(.idleClocks) struct RefreshComponentLinkUIKitTests {
  @Test func mjRefreshsReadmeLinePutsADrawnHeaderOnTheTableView() {
    let (window, tableView) = makeTableView()
    let header = NormalHeader(config: makeUIKitConfig()) {}
      .autoChangeTransparency(true)
      .link(to: tableView)
    #expect(tableView.refresh.header === header)
    #expect(tableView.refresh.subviews.count == 1, "with a view that draws it")
    withExtendedLifetime(window) {}
  }

  @Test func eachComponentGoesInTheSlotItsClassIsMadeFor() {
    let (window, tableView) = makeTableView()
    let footer = BackNormalFooter(config: makeUIKitConfig()) {}.link(to: tableView)
    let trailer = NormalTrailer(config: makeUIKitConfig()) {}.link(to: tableView)
    let loader = LeadingNormalLoader(config: makeUIKitConfig()) {}.link(to: tableView)
    #expect(tableView.refresh.footer === footer)
    #expect(tableView.refresh.trailer === trailer)
    #expect(tableView.refresh.leadingLoader === loader, "not the footer's slot")
    #expect(tableView.refresh.subviews.count == 3)
    withExtendedLifetime(window) {}
  }

  @Test func aComponentWithNoSlotOfItsOwnIsNotPutOnTheView() {
    let (window, tableView) = makeTableView()
    let (_, reports) = Diagnostics.collect { RefreshComponent().link(to: tableView) }
    #expect(tableView.refresh.model.attachedSlots.isEmpty)
    #expect(reports.map(\.kind) == [.unsupportedSetup])
    withExtendedLifetime(window) {}
  }
}
#endif
