#if os(Linux)  // the binding against the stand-in
import Foundation
import RefreshKitUIKit
import TestSupport
import Testing
import UIKitStandIn

/// ⌘R on iPad and Mac Catalyst: the header of the nearest scroll view around the focused view,
/// else the window's largest shown one, refreshed as a pull would be.
@MainActor
@Suite(.idleClocks) struct RefreshCommandTests {
  @Test("the command refreshes the header around the focused view, with a pull's feedback")
  func theCommandRefreshesTheHeaderAroundTheFocusedView() {
    let (window, table) = makeTableView(rows: 40)
    let header = NormalHeader(config: makeUIKitConfig())
    var reloads = 0
    var feedback: [String] = []
    var heard: [String] = []
    header.refreshingAction = { reloads += 1 }
    header.feedbackHandler = { feedback.append("\($0)") }
    header.accessibility.announcementHandler = { heard.append($0) }
    table.refresh.header = header
    // A horizontal list inside a row, with no header of its own: the command goes past it.
    let shelf = UIScrollView(frame: CGRect(x: 0, y: 0, width: 375, height: 100))
    let cellContent = UIView(frame: CGRect(x: 0, y: 0, width: 120, height: 100))
    shelf.addSubview(cellContent)
    table.addSubview(shelf)
    table.contentOffset.y = 300  // down the list: the command scrolls back up
    #expect(RefreshCommand.target(from: cellContent, in: window) === table.refresh)
    #expect(RefreshCommand.perform(from: cellContent, in: window))
    #expect(header.transitions.last?.description == "idle -> refreshing (refreshCommand)")
    #expect(feedback == ["refreshStarted"])
    #expect(heard == ["Loading..."])
    settle(table)
    #expect(reloads == 1)
    let shown = -(table.adjustedContentInset.top)
    #expect(table.contentOffset.y == shown, "the header scrolled into view")
    #expect(!RefreshCommand.perform(from: cellContent, in: window), "already refreshing")
    header.endRefreshing()
    settle(table)
    withExtendedLifetime(window) {}
  }

  @Test("with no focus the largest shown scroll view takes it; a hidden one is passed over")
  func withNoFocusTheLargestShownScrollViewTakesIt() {
    let (window, table) = makeTableView()
    let sidebar = UIScrollView(frame: CGRect(x: 0, y: 0, width: 120, height: 812))
    let hidden = UIScrollView(frame: CGRect(x: 0, y: 0, width: 1000, height: 1000))
    window.addSubview(sidebar)
    window.addSubview(hidden)
    for scrollView in [table, sidebar, hidden] {
      scrollView.refresh.header = NormalHeader(config: makeUIKitConfig()) {}
    }
    hidden.isHidden = true
    #expect(RefreshCommand.target(from: nil, in: window) === table.refresh)
    table.refresh.header?.isEnabled = false
    #expect(RefreshCommand.target(from: nil, in: window) === sidebar.refresh)
    for scrollView in [table, sidebar, hidden] {
      scrollView.refresh.header = nil
    }
    #expect(RefreshCommand.target(from: nil, in: window) == nil)
    #expect(!RefreshCommand.perform(from: nil, in: window))
    #expect(RefreshCommand.title == "Refresh" && RefreshCommand.input == "r")
    withExtendedLifetime(window) {}
  }
}
#endif
