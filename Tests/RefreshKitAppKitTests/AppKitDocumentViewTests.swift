#if os(Linux)  // the binding against the stand-in
import AppKitStandIn
import Foundation
import RefreshKitAppKit
import TestSupport
import Testing

/// A scroll view without a document view, or with one that is not flipped: the binding says
/// what does not work and listens to nothing it should not.
@MainActor
@Suite(.idleClocks) struct AppKitDocumentViewTests {
  @Test("without a document view, the binding says so and hears no other view's frame")
  func noDocumentView() {
    let window = NSWindow()
    let scrollView = NSScrollView(frame: NSRect(x: 0, y: 0, width: 800, height: 600))
    window.standInRoot.addSubview(scrollView)
    let (host, diagnostics) = Diagnostics.collect { scrollView.refresh }
    #expect(diagnostics.map(\.kind) == [.unsupportedSetup])
    #expect(diagnostics.first?.message.contains("set scrollView.documentView") == true)
    let recorder = ScrollTraceRecorder(recording: host.model)
    let elsewhere = NSView(frame: NSRect(x: 0, y: 0, width: 10, height: 10))
    elsewhere.postsFrameChangedNotifications = true
    elsewhere.frame.size.height = 20  // a view of the app's, anywhere
    recorder.stop()
    #expect(recorder.trace.events.isEmpty, "\(recorder.trace.events)")
    withExtendedLifetime(window) {}
  }

  @Test("a document view set later is followed: its size is the content size")
  func aDocumentViewSetLater() {
    let window = NSWindow()
    let scrollView = NSScrollView(frame: NSRect(x: 0, y: 0, width: 800, height: 600))
    window.standInRoot.addSubview(scrollView)
    let host = Diagnostics.collect { scrollView.refresh }.result
    let table = NSTableView(frame: NSRect(x: 0, y: 0, width: 800, height: 0))
    scrollView.documentView = table
    host.needsLayout = true
    table.standInRows = 50
    table.reloadData()
    let height: CGFloat = 50 * 24
    #expect(host.model.contentSize.height == height)
    withExtendedLifetime(window) {}
  }

  @Test("a document view that is not flipped is reported, with the fix")
  func aDocumentViewNotFlipped() {
    let window = NSWindow()
    let scrollView = NSScrollView(frame: NSRect(x: 0, y: 0, width: 800, height: 600))
    window.standInRoot.addSubview(scrollView)
    scrollView.documentView = NSView(frame: NSRect(x: 0, y: 0, width: 800, height: 900))
    let diagnostics = Diagnostics.collect { _ = scrollView.refresh }.diagnostics
    #expect(diagnostics.map(\.kind) == [.unsupportedSetup])
    #expect(diagnostics.first?.message.contains("override isFlipped") == true)
    withExtendedLifetime(window) {}
  }
}
#endif
