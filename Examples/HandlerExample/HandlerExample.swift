import Foundation
import RefreshKit

/// `swift run HandlerExample`: pull to refresh in the style of GMPullToRefresh and
/// SVPullToRefresh, and of the hand-written KVO header.
///
/// GM attaches a handler to the scroll view (`addPullToRefreshWithActionHandler:`) and the
/// caller stops it (`pullToRefreshView.stopAnimating`). In RefreshKit the handler is the
/// header's action, run as GM runs it, the moment loading starts (`actionTiming`), and the
/// caller ends the refresh. GM's four states are the header's `pullPhase`: hidden, visible,
/// triggered and loading.
///
/// The KVO header observed `contentOffset` itself; here the same observation is a key path.
@main
@MainActor
struct HandlerExample {
  static func main() {
    for line in transcript() {
      print(line)
    }
  }

  /// GM's name for a phase.
  static func gmState(_ phase: PullPhase) -> String {
    switch phase {
    case .hidden: "Hidden"
    case .visible: "Visible"
    case .triggered: "Triggered"
    case .loading: "Loading"
    }
  }

  /// What the example prints.
  static func transcript() -> [String] {
    var lines: [String] = []
    let clock = ManualAnimationClock()
    let scroll = ScrollModel(frame: CGRect(x: 0, y: 0, width: 320, height: 480), clock: clock)
    scroll.contentSize = CGSize(width: 320, height: 2000)
    let config = RefreshConfig()
    config.languageCode = "en"
    config.lastUpdatedTimeStore = InMemoryLastUpdatedTimeStore()

    // [scrollView addPullToRefreshWithActionHandler:^{ ... }]
    let header = NormalHeader(config: config)
    header.actionTiming = .immediately  // GM loads as it enters Loading, while the inset animates
    header.refreshingAction = { [weak scroll] in  // weakSelf, as GM's README says
      lines.append(String(format: "%6.3f s  handler: start loading", clock.now))
      _ = clock.schedule(after: 1.5) {
        lines.append(String(format: "%6.3f s  loaded; the caller stops the header", clock.now))
        scroll?.header?.endRefreshing()  // [scrollView.pullToRefreshView stopAnimating]
      }
    }
    scroll.header = header

    // The KVO header: observe contentOffset, print GM's state whenever it changes.
    var lastState = ""
    let token = scroll.observe(\.contentOffset) { scroll, change in
      let state = gmState(header.pullPhase)
      if state != lastState {
        lastState = state
        let y = String(format: "%7.1f", change.newValue.y)
        lines.append(String(format: "%6.3f s  ", clock.now) + "offset \(y)  GM \(state)")
      }
    }

    lines.append("A finger pulls down 12 points at a time, then lets go.")
    scroll.beginDragging()
    for step in 1...6 {
      scroll.drag(toOffsetY: CGFloat(-12 * step))
    }
    scroll.endDragging()
    clock.run()
    lines.append("")
    lines.append("Pulling less than the header's height and letting go only shows it.")
    scroll.beginDragging()
    scroll.drag(toOffsetY: -40)
    scroll.endDragging()
    clock.run()
    withExtendedLifetime(token) {}
    return lines
  }
}
