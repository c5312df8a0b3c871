// The main run loop of the stand-ins: display-link frames, timers, layout passes and the media
// time they run on, turned by tests.
#if os(Linux)  // a stand-in for Apple platforms, where the real framework is used
import Foundation

/// Something UIKit lays out at the end of each turn of the run loop, after the frame's events
/// and display-link callbacks (stand-in only).
@MainActor
public protocol StandInLayingOut: AnyObject {
  /// The layout pass.
  func standInLayout()
}

/// Something that moves by itself from frame to frame: a scroll view decelerating or bouncing
/// (stand-in only).
@MainActor
public protocol StandInStepping: AnyObject {
  /// One frame of `dt` seconds.
  func standInStep(_ dt: CFTimeInterval)
}

// QuartzCore/CABase.h: CA_EXTERN CFTimeInterval CACurrentMediaTime (void) API_AVAILABLE(macos(10.5), ios(2.0));
// swift-format-ignore: AlwaysUseLowerCamelCase
/// The current Core Animation time.
///
/// "The result of calling mach_absolute_time () and converting the units to seconds"
/// (CABase.h), the base of `CADisplayLink.timestamp` ("Mach host time converted to seconds",
/// CADisplayLink.h). The stand-in's is the run loop's display time.
@MainActor
public func CACurrentMediaTime() -> CFTimeInterval {
  StandInRunLoop.main.time
}

/// A one-shot timer on the stand-in run loop: the stand-in of a `Timer` added to the main run
/// loop, which Linux tests cannot wait for in real time (stand-in only).
@MainActor
public final class StandInTimer {
  /// When it fires, in the run loop's display time.
  public let fireTime: CFTimeInterval
  let action: @MainActor () -> Void
  /// Whether it fired or was invalidated.
  public private(set) var isDone = false

  init(fireTime: CFTimeInterval, action: @escaping @MainActor () -> Void) {
    self.fireTime = fireTime
    self.action = action
  }

  /// Stops it from firing.
  public func invalidate() {
    self.isDone = true
  }

  func fire() {
    guard !self.isDone else {
      return
    }
    self.isDone = true
    self.action()
  }
}

/// The main run loop, turned by the test: each turn is one frame of 1/60 s, in which scroll
/// views decelerate and bounce, timers that fall due fire, then display links fire (stand-in
/// only).
@MainActor
public final class StandInRunLoop {
  /// The main run loop.
  public static let main = StandInRunLoop()

  /// The display's time, in seconds.
  public private(set) var time: CFTimeInterval = 1000
  /// The time between frames.
  public let frameDuration: CFTimeInterval = 1.0 / 60
  /// The display links added to the run loop and not invalidated, which the run loop retains
  /// as a real one does; tests run on the main thread only.
  nonisolated(unsafe) public internal(set) static var links: [CADisplayLink] = []
  /// The display link added last: a test reads the one its scroll view's binding just made.
  nonisolated(unsafe) public internal(set) static var lastAddedLink: CADisplayLink?
  private var scrollViews: [Weak] = []
  private var timers: [StandInTimer] = []
  private var layouts: [WeakLayout] = []

  private struct WeakLayout {
    weak var object: (any StandInLayingOut)?
  }
  /// How many times display links called their targets.
  ///
  /// A paused link's frames do not count. Every test's links fire on the one run loop: count
  /// one link's with ``CADisplayLink/standInFires``.
  public internal(set) var displayLinkFires = 0

  private struct Weak {
    weak var scrollView: (any StandInStepping)?
  }

  /// Steps `scrollView` every frame, as long as it lives.
  public func add(_ scrollView: any StandInStepping) {
    self.scrollViews.removeAll { $0.scrollView == nil }
    self.scrollViews.append(Weak(scrollView: scrollView))
  }

  /// The display links that fire, paused or not.
  public var displayLinkCount: Int {
    Self.links.count
  }

  /// Lays `object` out at the end of every frame, as long as it lives.
  public func addLayout(_ object: any StandInLayingOut) {
    self.layouts.removeAll { $0.object == nil }
    self.layouts.append(WeakLayout(object: object))
  }

  /// The layout pass that ends a turn of the run loop: what a test runs after input that
  /// arrives between frames (a finger's move) to see what UIKit shows once it is laid out.
  public func layoutIfNeeded() {
    for entry in self.layouts {
      entry.object?.standInLayout()
    }
  }

  /// Adds a timer that fires `action` once the display time reaches `time`.
  public func addTimer(at time: CFTimeInterval, _ action: @escaping @MainActor () -> Void)
    -> StandInTimer
  {
    let timer = StandInTimer(fireTime: time, action: action)
    self.timers.append(timer)
    return timer
  }

  /// The timers that have not fired and were not invalidated.
  public var pendingTimers: [StandInTimer] {
    self.timers.filter { !$0.isDone }
  }

  /// Runs `frames` frames.
  public func run(frames: Int) {
    for _ in 0..<frames {
      let timestamp = self.time
      self.time += self.frameDuration
      for entry in self.scrollViews {
        entry.scrollView?.standInStep(self.frameDuration)
      }
      self.timers.removeAll { $0.isDone }
      for timer in self.timers.sorted(by: { $0.fireTime < $1.fireTime })
      where timer.fireTime <= self.time {
        timer.fire()
      }
      for link in Self.links {
        link.fire(timestamp: timestamp, targetTimestamp: self.time)
      }
      self.layoutIfNeeded()
    }
  }

  /// Runs frames for `seconds`.
  public func run(for seconds: CFTimeInterval) {
    self.run(frames: Int((seconds / self.frameDuration).rounded()))
  }
}
#endif
