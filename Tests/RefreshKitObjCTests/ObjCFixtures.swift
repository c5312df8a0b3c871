#if os(Linux)  // the face against the stand-in
import Foundation
import RefreshKitObjC
import TestSupport
import Testing
import UIKitStandIn

/// A table view of `rows` rows in a window, as the Objective-C examples show one; both are
/// expected released when the test ends.
@MainActor
func makeObjCTable(
  rows: Int = 20, sourceLocation: SourceLocation = #_sourceLocation
) -> (UIWindow, UITableView) {
  let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 812))
  let table = UITableView(frame: window.bounds, style: .plain)
  window.addSubview(table)
  table.standInRows = [rows]
  table.reloadData()
  expectReleased(window, "window", sourceLocation: sourceLocation)
  expectReleased(table, "table view", sourceLocation: sourceLocation)
  return (window, table)
}

/// Runs the display until the components have nothing left to animate.
@MainActor
func settleObjC(_ scrollView: UIScrollView) {
  for _ in 0..<600 where scrollView.refresh.clock.wantsFrames || scrollView.isDecelerating {
    StandInRunLoop.main.run(frames: 1)
  }
}

/// A finger pulls the content down by `distance` points, 10 at a time, and lifts.
@MainActor
func pullAndRelease(_ scrollView: UIScrollView, by distance: CGFloat) {
  scrollView.standInTouchDown()
  var moved: CGFloat = 0
  while moved < distance {
    scrollView.standInMoveFinger(by: min(10, distance - moved))
    moved += 10
  }
  scrollView.standInLiftFinger()
  settleObjC(scrollView)
}

/// An Objective-C object with methods that a selector names: it records each call, and the
/// argument it was sent with.
@MainActor
final class RecordingTarget: NSObject, StandInSelectorPerforming {
  /// The selectors it answers.
  let methods: Set<String>
  /// What was sent, in order: the selector's name, and the argument's type if any.
  private(set) var calls: [String] = []
  /// Whatever else records into the same log (a block run beside the action).
  var log: ((String) -> Void)?

  init(methods: Set<String>) {
    self.methods = methods
  }

  func standInResponds(to selector: Selector) -> Bool {
    self.methods.contains(selector.name)
  }

  func standInPerform(_ selector: Selector, with object: Any?) {
    let call = object.map { "\(selector.name) \(type(of: $0))" } ?? selector.name
    self.calls.append(call)
    self.log?(call)
  }
}
#endif

#if os(Linux)
extension RKRefreshComponent {
  /// The engine's component, which the test expects of type `Engine`.
  func engine<Engine>(
    _ type: Engine.Type, sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> Engine {
    try #require(self.component as? Engine, sourceLocation: sourceLocation)
  }
}
#endif
