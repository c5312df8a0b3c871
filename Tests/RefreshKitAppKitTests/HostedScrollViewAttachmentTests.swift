#if os(Linux)  // the binding against the stand-in
import AppKitStandIn
import Foundation
@testable import RefreshKitAppKit
import TestSupport
import Testing

/// The attachment behind SwiftUI on macOS, on the hierarchy SwiftUI builds there: a hosting
/// view holding the markers' hosts and the `NSScrollView` of a `List` (its document an
/// `NSTableView`) between them, as SwiftUI-Introspect's view types record it (`List` →
/// `NSTableView`, `ScrollView` → `NSScrollView`).
@MainActor
@Suite(.idleClocks) struct HostedScrollViewAttachmentTests {
  /// A window whose hosting view holds, back to front: the anchor's host, a text editor, the
  /// list's scroll view, the probe's host.
  func makeScreen(_ attachment: HostedScrollViewAttachment)
    -> (NSWindow, NSView, NSScrollView)
  {
    let window = NSWindow()
    let hosting = NSView(frame: NSRect(x: 0, y: 0, width: 800, height: 600))
    window.standInRoot.addSubview(hosting)
    let (scrollView, _) = self.makeList()
    let editor = NSScrollView(frame: hosting.bounds)
    editor.documentView = NSTextView(frame: hosting.bounds)
    for view in [self.host(attachment.anchor), editor, scrollView, self.host(attachment.probe)] {
      hosting.addSubview(view)
    }
    return (window, hosting, scrollView)
  }

  /// The scroll view of a `List` on macOS: a table in it.
  func makeList() -> (NSScrollView, NSTableView) {
    let scrollView = NSScrollView(frame: NSRect(x: 0, y: 0, width: 800, height: 600))
    let table = NSTableView(frame: NSRect(x: 0, y: 0, width: 800, height: 0))
    table.standInRows = 40
    table.reloadData()
    scrollView.documentView = table
    return (scrollView, table)
  }

  /// A marker in the host SwiftUI gives a representable, at the centre of the view.
  func host(_ marker: ScrollViewMarker) -> NSView {
    let host = NSView(frame: NSRect(x: 400, y: 300, width: 0, height: 0))
    host.addSubview(marker)
    return host
  }

  func nextTurns() async {
    for _ in 0..<8 {
      await Task.yield()
    }
  }

  @Test("the list's scroll view is found past a text editor, and takes the header")
  func theListIsFoundPastATextEditor() async throws {
    let attachment = HostedScrollViewAttachment(viewDescription: "List", release: "macOS 14")
    let header = NormalHeader(config: makeAppKitConfig()) {}
    attachment.add(header, in: \.header)
    let (window, _, scrollView) = self.makeScreen(attachment)
    await self.nextTurns()
    #expect(scrollView.existingRefreshHost?.model.header === header)
    #expect(attachment.scrollView === scrollView)
    #expect(attachment.anchor.isHidden && attachment.anchor.hitTest(.zero) == nil)

    attachment.invalidate()
    #expect(header.attachedScrollModel == nil)
    #expect(scrollView.existingRefreshHost == nil, "the scroll view is left as it was found")
    withExtendedLifetime(window) {}
  }

  @Test("a list made again mid-refresh takes the refresh along")
  func aListMadeAgainKeepsItsRefresh() async throws {
    let attachment = HostedScrollViewAttachment(viewDescription: "List", release: "macOS 14")
    let header = NormalHeader(config: makeAppKitConfig()) {}
    attachment.add(header, in: \.header)
    let (window, hosting, old) = self.makeScreen(attachment)
    await self.nextTurns()
    header.beginRefreshing()
    settle(old)
    #expect(header.state == .refreshing)
    let share: CGFloat = 54
    #expect(old.contentInsets.top == share)

    let (new, _) = self.makeList()
    hosting.addSubview(new, positioned: .above, relativeTo: old)
    old.removeFromSuperview()
    attachment.setNeedsLookup()  // SwiftUI updates the markers
    await self.nextTurns()
    #expect(new.existingRefreshHost?.model.header === header)
    #expect(header.state == .refreshing)
    #expect(new.contentInsets.top == share, "the header's space on the new one")
    #expect(old.contentInsets.top == 0, "the old one without it")
    header.endRefreshing()
    settle(new)
    #expect(new.contentInsets.top == 0)
    attachment.invalidate()
    withExtendedLifetime(window) {}
  }

  @Test("with the markers in no scroll view's place, a diagnostic says so, once")
  func noScrollViewIsReported() async throws {
    let log = DiagnosticLog()
    try await log.record {
      let attachment = HostedScrollViewAttachment(
        viewDescription: ".refreshHeader on List<…>", release: "macOS 14.4")
      attachment.add(NormalHeader(config: makeAppKitConfig()) {}, in: \.header)
      let window = NSWindow()
      let hosting = NSView(frame: NSRect(x: 0, y: 0, width: 800, height: 600))
      window.standInRoot.addSubview(hosting)
      hosting.addSubview(self.host(attachment.anchor))
      hosting.addSubview(NSView(frame: hosting.bounds))  // drawn without a scroll view
      hosting.addSubview(self.host(attachment.probe))
      await self.nextTurns()
      attachment.setNeedsLookup()
      await self.nextTurns()
      #expect(attachment.scrollView == nil)
      withExtendedLifetime(window) {}
    }
    #expect(
      log.messages == [
        "found no scroll view behind the view on macOS 14.4: no NSScrollView covers it among the 1 views around it; nothing is attached"
      ])
    #expect(log.all.first?.subject == ".refreshHeader on List<…>")
  }
}
#endif
