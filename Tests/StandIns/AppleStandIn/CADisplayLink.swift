// QuartzCore's display link, which the stand-in run loop fires frame by frame in tests.
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
    StandInRunLoop.lastAddedLink = self
  }

  /// How many times it called its target: paused frames do not count (stand-in only).
  public internal(set) var standInFires = 0

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
    StandInRunLoop.main.displayLinkFires += 1
    self.standInFires += 1
    self.timestamp = timestamp
    self.targetTimestamp = targetTimestamp
    guard let target = self.target as? any StandInDisplayLinkTarget else {
      fatalError(
        "a stand-in display link fires only StandInDisplayLinkTarget, not \(self.selector)")
    }
    target.standInDisplayLinkDidFire(self)
  }
}
#endif
