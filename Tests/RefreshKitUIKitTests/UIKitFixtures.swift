#if os(Linux)  // the binding against the stand-in
import Foundation
import RefreshKitUIKit
import TestSupport
import Testing
import UIKitStandIn

/// A table view in a window with a status bar and a home indicator, as an app shows it; both
/// are expected released when the test ends.
@MainActor
func makeTableView(
  rows: Int = 20, sourceLocation: SourceLocation = #_sourceLocation
) -> (UIWindow, UITableView) {
  let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 812))
  window.standInSafeAreaInsets = UIEdgeInsets(top: 44, left: 0, bottom: 34, right: 0)
  let table = UITableView(frame: window.bounds, style: .plain)
  window.addSubview(table)
  table.standInRows = [rows]
  table.reloadData()
  table.contentOffset = CGPoint(x: 0, y: -table.adjustedContentInset.top)
  expectReleased(window, "window", sourceLocation: sourceLocation)
  expectReleased(table, "table view", sourceLocation: sourceLocation)
  return (window, table)
}

/// An English config with an in-memory time store.
@MainActor
func makeUIKitConfig() -> RefreshConfig {
  let config = RefreshConfig()
  config.languageCode = "en"
  config.lastUpdatedTimeStore = InMemoryLastUpdatedTimeStore()
  return config
}

/// Runs the main run loop until the components' clock has nothing left to run.
@MainActor
func settle(_ scrollView: UIScrollView, limit: Int = 600) {
  var frames = 0
  while (scrollView.refresh.clock.wantsFrames || scrollView.isDecelerating) && frames < limit {
    StandInRunLoop.main.run(frames: 1)
    frames += 1
  }
}

/// Drags the content down by `distance` points in steps, as a finger reports them.
@MainActor
func pull(_ scrollView: UIScrollView, by distance: CGFloat, step: CGFloat = 10) {
  scrollView.standInTouchDown()
  var moved: CGFloat = 0
  while moved < distance {
    let delta = min(step, distance - moved)
    scrollView.standInMoveFinger(by: delta)
    moved += delta
  }
}
#endif
