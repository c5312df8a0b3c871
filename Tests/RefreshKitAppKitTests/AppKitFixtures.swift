#if os(Linux)  // the binding against the stand-in
import AppKitStandIn
import Foundation
import RefreshKitAppKit
import TestSupport
import Testing

/// A table of `rows` rows of 24 points in an 800 × 600 scroll view at the top of a window whose
/// title bar and toolbar cover `toolbar` points of its content, as a window with a full-size
/// content view does.
///
/// The three are expected released when the test ends.
@MainActor
func makeAppKitTable(
  rows: Int = 40, toolbar: CGFloat = 0, sourceLocation: SourceLocation = #_sourceLocation
) -> (NSWindow, NSScrollView, NSTableView) {
  let window = NSWindow()
  let scrollView = NSScrollView(frame: NSRect(x: 0, y: 0, width: 800, height: 600))
  window.standInRoot.addSubview(scrollView)
  let table = NSTableView(frame: NSRect(x: 0, y: 0, width: 800, height: 0))
  table.standInRows = rows
  table.reloadData()
  scrollView.documentView = table
  window.standInObscuredTop = toolbar
  expectReleased(window, "window", sourceLocation: sourceLocation)
  expectReleased(scrollView, "scroll view", sourceLocation: sourceLocation)
  expectReleased(table, "table view", sourceLocation: sourceLocation)
  return (window, scrollView, table)
}

/// An English config with an in-memory time store.
@MainActor
func makeAppKitConfig() -> RefreshConfig {
  let config = RefreshConfig()
  config.languageCode = "en"
  config.lastUpdatedTimeStore = InMemoryLastUpdatedTimeStore()
  return config
}

/// Runs the run loop until the components' clock wants no frames, then the bounce's frames.
@MainActor
func settle(_ scrollView: NSScrollView) {
  var frames = 0
  while scrollView.refresh.clock.wantsFrames && frames < 600 {
    StandInRunLoop.main.run(frames: 1)
    frames += 1
  }
  StandInRunLoop.main.run(frames: 60)  // the bounce
}
#endif
