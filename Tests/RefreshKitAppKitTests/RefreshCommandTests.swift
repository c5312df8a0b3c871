#if os(Linux)  // the binding against the stand-in
import AppKitStandIn
import Foundation
import RefreshKitAppKit
import TestSupport
import Testing

/// ⌘R in AppKit: the header of the scroll view around the first responder, else the window's
/// largest shown one, refreshed as a pull would be; the way to refresh with elasticity off.
@MainActor
@Suite(.idleClocks) struct RefreshCommandTests {
  /// A second table beside the first, `width` points wide.
  func addTable(to window: NSWindow, width: CGFloat) -> (NSScrollView, NSTableView) {
    let scrollView = NSScrollView(frame: NSRect(x: 0, y: 0, width: width, height: 600))
    window.standInRoot.addSubview(scrollView)
    let table = NSTableView(frame: NSRect(x: 0, y: 0, width: width, height: 0))
    table.standInRows = 40
    table.reloadData()
    scrollView.documentView = table
    return (scrollView, table)
  }

  @Test("the command refreshes the focused table's header, with a pull's feedback and voice")
  func theCommandRefreshesTheFocusedTablesHeader() {
    let (window, scrollView, table) = makeAppKitTable()
    let (otherScrollView, _) = self.addTable(to: window, width: 1000)
    let header = NormalHeader(config: makeAppKitConfig())
    var reloads = 0
    var feedback: [String] = []
    var heard: [String] = []
    header.refreshingAction = { reloads += 1 }
    header.feedbackHandler = { feedback.append("\($0)") }
    header.accessibility.announcementHandler = { heard.append($0) }
    scrollView.refresh.header = header
    otherScrollView.refresh.header = NormalHeader(config: makeAppKitConfig()) {}
    scrollView.standInScroll(by: -200)  // rows down the list: the command scrolls back up
    scrollView.standInLift()
    settle(scrollView)
    window.makeFirstResponder(table)
    #expect(RefreshCommand.target(in: window) === scrollView.refresh, "focus beats size")
    #expect(RefreshCommand.perform(in: window))
    #expect(header.transitions.last?.description == "idle -> refreshing (refreshCommand)")
    #expect(feedback == ["refreshStarted"])
    #expect(heard == ["Loading..."])
    settle(scrollView)
    #expect(reloads == 1)
    #expect(scrollView.standInOffset == -54, "the header scrolled into view")
    #expect(RefreshCommand.target(in: window) === otherScrollView.refresh, "a busy one passes")
    header.endRefreshing()
    settle(scrollView)
    withExtendedLifetime(window) {}
  }

  @Test("with no focus the largest shown table takes it; a busy or hidden one is passed over")
  func withNoFocusTheLargestShownTableTakesIt() {
    let (window, small, _) = makeAppKitTable()
    let (large, _) = self.addTable(to: window, width: 1000)
    let (hidden, _) = self.addTable(to: window, width: 2000)
    for scrollView in [small, large, hidden] {
      scrollView.refresh.header = NormalHeader(config: makeAppKitConfig()) {}
    }
    hidden.isHidden = true
    #expect(RefreshCommand.target(in: window) === large.refresh)
    large.refresh.header?.beginRefreshing()
    #expect(RefreshCommand.target(in: window) === small.refresh, "the large one is refreshing")
    large.refresh.header?.endRefreshing()
    settle(large)
    for scrollView in [small, large, hidden] {
      scrollView.refresh.header = nil
    }
    #expect(RefreshCommand.target(in: window) == nil)
    #expect(!RefreshCommand.canPerform(in: window))
    #expect(!RefreshCommand.perform(in: window))
    #expect(RefreshCommand.title == "Refresh" && RefreshCommand.keyEquivalent == "r")
    withExtendedLifetime(window) {}
  }

  @Test("with elasticity off no pull reaches the header, and the command refreshes")
  func withElasticityOffTheCommandRefreshes() {
    let (window, scrollView, table) = makeAppKitTable()
    let header = NormalHeader(config: makeAppKitConfig())
    var reloads = 0
    header.refreshingAction = { reloads += 1 }
    scrollView.refresh.header = header
    scrollView.verticalScrollElasticity = .none  // the app's choice, after attaching
    for _ in 0..<14 {
      scrollView.standInScroll(by: 10)
    }
    #expect(scrollView.standInOffset == 0, "the content stops at its top")
    #expect(header.state == .idle)
    scrollView.standInLift()
    settle(scrollView)
    window.makeFirstResponder(table)
    #expect(RefreshCommand.perform(in: window))
    settle(scrollView)
    #expect(reloads == 1)
    header.endRefreshing()
    settle(scrollView)
    withExtendedLifetime(window) {}
  }
}
#endif
