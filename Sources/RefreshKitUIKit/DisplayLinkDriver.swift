#if canImport(UIKit) || os(Linux)  // the stand-in on Linux, for the tests; nothing on macOS
import RefreshKitHost

#if canImport(UIKit)
import UIKit
#else
import UIKitStandIn
#endif

/// Drives a `DisplayLinkClock` from a `CADisplayLink`: the display link fires while the
/// clock has something to run, and pauses when it has not.
@MainActor
final class DisplayLinkDriver {
  let clock = DisplayLinkClock()
  /// Called after every frame the clock ran: the views draw it.
  var frameDidRun: (() -> Void)?
  private let target = DisplayLinkTarget()
  private let link: CADisplayLink

  init() {
    self.link = CADisplayLink(target: self.target, selector: DisplayLinkTarget.selector)
    self.link.isPaused = true
    self.link.add(to: .main, forMode: .common)
    self.target.fire = { [unowned self] link in
      self.clock.displayLinkDidFire(
        timestamp: link.timestamp, targetTimestamp: link.targetTimestamp)
      self.frameDidRun?()
    }
    self.clock.wantsFramesDidChange = { [unowned self] wantsFrames in
      self.link.isPaused = !wantsFrames
    }
  }

  /// Stops the display link for good: it retains its target until then.
  func invalidate() {
    self.link.invalidate()
  }
}

#if canImport(ObjectiveC)
// The only lines of the binding that need the Objective-C runtime, and so are compiled on
// Apple platforms only: a display link calls its target by selector.
/// The display link's target: forwards each frame to the driver.
@MainActor
final class DisplayLinkTarget: NSObject {
  var fire: ((CADisplayLink) -> Void)?
  static let selector = #selector(DisplayLinkTarget.displayLinkDidFire(_:))

  @objc func displayLinkDidFire(_ link: CADisplayLink) {
    self.fire?(link)
  }
}
#else
/// The display link's target: forwards each frame to the driver (the stand-in display link
/// calls it directly, as Linux has no selectors to perform).
@MainActor
final class DisplayLinkTarget: StandInDisplayLinkTarget {
  var fire: ((CADisplayLink) -> Void)?
  static let selector = Selector("displayLinkDidFire:")

  func standInDisplayLinkDidFire(_ link: CADisplayLink) {
    self.fire?(link)
  }
}
#endif
#endif
