#if os(Linux)  // the binding against the stand-in
import AppKitStandIn
import Foundation
import RefreshKitAppKit
import TestSupport
import Testing

/// MJRefresh's `link(to:)` on an AppKit scroll view: each component in its slot, drawn.
@MainActor
@Suite(.idleClocks) struct RefreshComponentLinkAppKitTests {
  @Test func aChainedHeaderAndFooterGoOnTheScrollView() {
    let (window, scrollView, table) = makeAppKitTable()
    let header = NormalHeader(config: makeAppKitConfig()) {}
      .autoChangeTransparency(true)
      .link(to: scrollView)
    let footer = AutoNormalFooter(config: makeAppKitConfig()) {}.link(to: scrollView)
    #expect(scrollView.refresh.header === header)
    #expect(scrollView.refresh.footer === footer)
    #expect(scrollView.refresh.model.attachedSlots == [.header, .footer])
    withExtendedLifetime((window, table)) {}
  }
}
#endif
