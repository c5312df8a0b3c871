#if canImport(QuartzCore) || os(Linux)  // the stand-in on Linux, for the tests
package import RefreshKitHost
internal import RefreshKit

#if canImport(QuartzCore)
package import QuartzCore
#else
package import AppleStandIn
#endif

/// Drives a `DisplayLinkClock` from a `CADisplayLink`, for the UIKit and AppKit bindings: the
/// display link fires while the clock has something to draw by the next frame, and pauses
/// otherwise; work due later (a retry's backoff, a result on show) wakes the clock with a timer
/// instead of frames.
@MainActor
package final class DisplayLinkDriver {
  /// The clock the driver runs.
  package let clock = DisplayLinkClock(hostTime: { CACurrentMediaTime() })
  /// Called after every frame or wake-up the clock ran: the views draw it.
  package var frameDidRun: (() -> Void)?
  private let target = DisplayLinkTarget()
  private var link: CADisplayLink?
  private var wakeUp: (() -> Void)?

  /// A driver with no display link yet: ``start(_:)`` makes it.
  package init() {
    // Weak: the scroll model keeps the clock, and may stop its animations after the driver is
    // gone.
    self.clock.wantsFramesDidChange = { [weak self] wantsFrames in
      self?.link?.isPaused = !wantsFrames
    }
    self.clock.wakeUpTimeDidChange = { [weak self] time in
      self?.wakeUp(at: time)
    }
    self.target.fire = { [weak self] link in
      self?.clock.displayLinkDidFire(
        timestamp: link.timestamp, targetTimestamp: link.targetTimestamp)
      self?.frameDidRun?()
    }
  }

  /// Makes the display link, once, with `makeLink` (given the target and its selector), and
  /// adds it to the main run loop in its common modes, paused unless the clock wants frames.
  ///
  /// - Parameter makeLink: Makes a display link: UIKit's `CADisplayLink(target:selector:)`, or
  ///   AppKit's `NSView.displayLink(target:selector:)` for the display a view is on.
  package func start(_ makeLink: (_ target: Any, _ selector: Selector) -> CADisplayLink) {
    guard self.link == nil else {
      return
    }
    let link = makeLink(self.target, DisplayLinkTarget.selector)
    link.isPaused = !self.clock.wantsFrames
    link.add(to: .main, forMode: .common)
    self.link = link
  }

  /// Replaces the wake-up timer with one at `time`, or none.
  private func wakeUp(at time: CFTimeInterval?) {
    self.wakeUp?()
    self.wakeUp = time.map { time in
      #if os(Linux)  // the stand-in's run loop, which the tests turn
      let timer = StandInRunLoop.main.addTimer(at: time) { [weak self] in self?.didWakeUp() }
      #else
      let timer = MainRunLoopTimer(after: time - CACurrentMediaTime()) { [weak self] in
        self?.didWakeUp()
      }
      #endif
      return timer.invalidate
    }
  }

  private func didWakeUp() {
    self.clock.wakeUp()
    self.frameDidRun?()
  }

  // The link retains its target until it is invalidated: a driver that goes stops it, so that
  // a host that owns one has nothing to tear down.
  deinit {
    MainActorTeardown.run { self.invalidate() }
  }

  /// Stops the display link and the timer for good: the link retains its target until then.
  package func invalidate() {
    self.link?.invalidate()
    self.clock.wantsFramesDidChange = nil
    self.clock.wakeUpTimeDidChange = nil
    self.wakeUp?()
    self.wakeUp = nil
  }
}

#if canImport(ObjectiveC)
// The only lines of the bindings that need the Objective-C runtime, and so are compiled on
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
