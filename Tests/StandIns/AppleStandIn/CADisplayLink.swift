// QuartzCore's display link and the run loop that fires it, frame by frame, in tests.
#if os(Linux)  // a stand-in for Apple platforms, where the real framework is used
public import Foundation

// objc/objc.h: typedef struct objc_selector *SEL; (ObjectiveC overlay: public struct Selector)
/// A method's name, as Objective-C's target-action calls it.
public struct Selector: Hashable, Sendable, ExpressibleByStringLiteral {
  /// The name.
  public let name: String
  /// A selector of `name`.
  public init(_ name: String) { self.name = name }
  /// A selector of a literal name.
  public init(stringLiteral name: String) { self.name = name }
}

/// What a stand-in display link calls on Linux, where no selector can be performed: the
/// target's frame callback (stand-in only).
@MainActor
public protocol StandInDisplayLinkTarget: AnyObject {
  /// The display link fired.
  func standInDisplayLinkDidFire(_ link: CADisplayLink)
}

// QuartzCore/CADisplayLink.h: API_AVAILABLE(ios(3.1), tvos(9.0)) API_AVAILABLE(macos(14.0)) @interface CADisplayLink : NSObject
/// A timer synchronized with the display.
@available(iOS 3.1, tvOS 9.0, macOS 14.0, *)
open class CADisplayLink: NSObject {
  private let target: AnyObject
  private let selector: Selector

  // QuartzCore/CADisplayLink.h: + (CADisplayLink *)displayLinkWithTarget:(id)target selector:(SEL)sel;
  /// A display link that calls `sel` on `target` every frame.
  @available(macOS, unavailable)
  public init(target: Any, selector sel: Selector) {
    self.target = target as AnyObject
    self.selector = sel
  }

  // QuartzCore/CADisplayLink.h: - (void)addToRunLoop:(NSRunLoop *)runloop forMode:(NSRunLoopMode)mode;
  /// Starts firing on `runloop`.
  open func add(to runloop: RunLoop, forMode mode: RunLoop.Mode) {
    StandInRunLoop.links.append(self)
  }

  // QuartzCore/CADisplayLink.h: - (void)invalidate;
  /// Stops firing for good.
  open func invalidate() {
    StandInRunLoop.links.removeAll { $0 === self }
  }

  // QuartzCore/CADisplayLink.h: @property(readonly, nonatomic) CFTimeInterval timestamp;
  /// When the last frame was shown.
  open internal(set) var timestamp: CFTimeInterval = 0

  // QuartzCore/CADisplayLink.h: @property(readonly, nonatomic) CFTimeInterval targetTimestamp API_AVAILABLE(ios(10.0));
  /// When the frame being prepared will be shown.
  @available(iOS 10.0, tvOS 10.0, *)
  open internal(set) var targetTimestamp: CFTimeInterval = 0

  // QuartzCore/CADisplayLink.h: @property(readonly, nonatomic) CFTimeInterval duration;
  /// The time between frames.
  open internal(set) var duration: CFTimeInterval = 1.0 / 60

  // QuartzCore/CADisplayLink.h: @property(getter=isPaused, nonatomic) BOOL paused;
  /// Whether it skips frames.
  open var isPaused = false

  @MainActor
  func fire(timestamp: CFTimeInterval, targetTimestamp: CFTimeInterval) {
    guard !self.isPaused else {
      return
    }
    self.timestamp = timestamp
    self.targetTimestamp = targetTimestamp
    guard let target = self.target as? any StandInDisplayLinkTarget else {
      fatalError(
        "a stand-in display link fires only StandInDisplayLinkTarget, not \(self.selector)")
    }
    target.standInDisplayLinkDidFire(self)
  }
}

/// Something that moves by itself from frame to frame: a scroll view decelerating or bouncing
/// (stand-in only).
@MainActor
public protocol StandInStepping: AnyObject {
  /// One frame of `dt` seconds.
  func standInStep(_ dt: CFTimeInterval)
}

/// The main run loop, turned by the test: each turn is one frame of 1/60 s, in which scroll
/// views decelerate and bounce, then display links fire (stand-in only).
@MainActor
public final class StandInRunLoop {
  /// The main run loop.
  public static let main = StandInRunLoop()

  /// The display's time, in seconds.
  public private(set) var time: CFTimeInterval = 1000
  /// The time between frames.
  public let frameDuration: CFTimeInterval = 1.0 / 60
  /// The display links added to the run loop; tests run on the main thread only.
  nonisolated(unsafe) static var links: [CADisplayLink] = []
  private var scrollViews: [Weak] = []

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

  /// Runs `frames` frames.
  public func run(frames: Int) {
    for _ in 0..<frames {
      let timestamp = self.time
      self.time += self.frameDuration
      for entry in self.scrollViews {
        entry.scrollView?.standInStep(self.frameDuration)
      }
      for link in Self.links {
        link.fire(timestamp: timestamp, targetTimestamp: self.time)
      }
    }
  }

  /// Runs frames for `seconds`.
  public func run(for seconds: CFTimeInterval) {
    self.run(frames: Int((seconds / self.frameDuration).rounded()))
  }
}
#endif
