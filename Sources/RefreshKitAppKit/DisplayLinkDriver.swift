#if os(macOS) || os(Linux)  // the stand-in on Linux, for the tests; nothing on iOS
import RefreshKitHost

#if os(macOS)
import AppKit
#else
import AppKitStandIn
#endif

/// Drives a `DisplayLinkClock` from the display of a view (`NSView.displayLink`, macOS 14),
/// pausing while nothing animates.
@available(macOS 14.0, *)
@MainActor
final class DisplayLinkDriver {
  let clock = DisplayLinkClock()
  /// Called after every frame the clock ran: the views draw it.
  var frameDidRun: (() -> Void)?
  private let target = DisplayLinkTarget()
  private var link: CADisplayLink?

  /// Starts driving the clock from the display `view` is on.
  func start(on view: NSView) {
    guard self.link == nil else {
      return
    }
    let link = view.displayLink(target: self.target, selector: DisplayLinkTarget.selector)
    link.isPaused = !self.clock.wantsFrames
    link.add(to: .main, forMode: .common)
    self.link = link
    self.target.fire = { [unowned self] link in
      self.clock.displayLinkDidFire(
        timestamp: link.timestamp, targetTimestamp: link.targetTimestamp)
      self.frameDidRun?()
    }
    self.clock.wantsFramesDidChange = { [unowned self] wantsFrames in
      self.link?.isPaused = !wantsFrames
    }
  }

  /// Stops the display link for good.
  func invalidate() {
    self.link?.invalidate()
  }
}

#if canImport(ObjectiveC)
// The only lines of the binding that need the Objective-C runtime, and so are compiled on
// Apple platforms only: a display link calls its target by selector.
/// The display link's target: forwards each frame to the driver.
@available(macOS 14.0, *)
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
@available(macOS 14.0, *)
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
