#if os(Linux)  // the binding against the stand-in
import AppKitStandIn
import Foundation
import RefreshKitAppKit
import TestSupport
import Testing

/// The AppKit binding in a window with a full-size content view and a toolbar, as every modern
/// Mac app has: AppKit's automatic insets keep rows below the toolbar, and the binding, which
/// writes the insets itself, must keep doing so.
@MainActor
@Suite(.idleClocks) struct AppKitToolbarTests {
  @Test("rows and the resting header sit below the toolbar, as AppKit's own insets put them")
  func rowsAndTheHeaderSitBelowTheToolbar() {
    let (window, scrollView, _) = makeAppKitTable(toolbar: 52)
    #expect(scrollView.contentInsets.top == 52, "AppKit's automatic inset, before the binding")
    #expect(scrollView.standInOffset == -52)
    let header = NormalHeader(config: makeAppKitConfig()) {}
    scrollView.refresh.header = header
    #expect(!scrollView.automaticallyAdjustsContentInsets, "the binding writes the insets")
    #expect(scrollView.contentInsets.top == 52, "and keeps the toolbar's part in them")
    #expect(scrollView.refresh.model.systemInset.top == 52)
    #expect(scrollView.refresh.model.contentInset.top == 0, "the app's own inset: none")
    #expect(scrollView.standInOffset == -52, "the first row below the toolbar")
    header.beginRefreshing()
    settle(scrollView)
    let held: CGFloat = 52 + 54
    #expect(scrollView.contentInsets.top == held)
    #expect(scrollView.standInOffset == -106, "the header below the toolbar")
    header.endRefreshing()
    settle(scrollView)
    #expect(scrollView.contentInsets.top == 52)
    #expect(scrollView.standInOffset == -52)
    withExtendedLifetime(window) {}
  }

  @Test("a toolbar that changes height mid-refresh moves the insets with it")
  func theToolbarChangesHeight() {
    let (window, scrollView, _) = makeAppKitTable(toolbar: 52)
    let header = NormalHeader(config: makeAppKitConfig()) {}
    scrollView.refresh.header = header
    header.beginRefreshing()
    settle(scrollView)
    window.standInObscuredTop = 28  // the toolbar hidden: only the title bar covers the rows
    let held: CGFloat = 28 + 54
    #expect(scrollView.contentInsets.top == held)
    #expect(scrollView.refresh.model.systemInset.top == 28)
    header.endRefreshing()
    settle(scrollView)
    #expect(scrollView.contentInsets.top == 28)
    #expect(scrollView.standInOffset == -28)
    withExtendedLifetime(window) {}
  }

  @Test("an app that turned the automatic insets off keeps its insets as the whole inset")
  func anAppsOwnInsetsStayWhole() {
    let (window, scrollView, _) = makeAppKitTable(toolbar: 52)
    scrollView.automaticallyAdjustsContentInsets = false
    scrollView.contentInsets = NSEdgeInsets(top: 40, left: 0, bottom: 0, right: 0)
    scrollView.refresh.header = NormalHeader(config: makeAppKitConfig()) {}
    #expect(scrollView.contentInsets.top == 40, "no safe area added to the app's choice")
    #expect(scrollView.refresh.model.contentInset.top == 40)
    #expect(scrollView.refresh.model.systemInset.top == 0)
    withExtendedLifetime(window) {}
  }
}
#endif
