// AppKit's events, reduced to scroll-wheel events and local monitors.
#if os(Linux)  // a stand-in for Apple platforms, where the real framework is used
public import Foundation

// AppKit/NSEvent.h: @interface NSEvent : NSObject <NSCopying, NSCoding>
/// An input event.
open class NSEvent: NSObject, @unchecked Sendable {
  // AppKit/NSEvent.h: typedef NS_OPTIONS(NSUInteger, NSEventPhase) API_AVAILABLE(macos(10.7)) (apinotes: NSEvent.Phase)
  /// Where a gesture is.
  @available(macOS 10.7, *)
  public struct Phase: OptionSet, @unchecked Sendable {
    /// The raw value.
    public let rawValue: UInt
    /// A phase of a raw value.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The gesture began.
    public static let began = Phase(rawValue: 1)
    /// The fingers rest.
    public static let stationary = Phase(rawValue: 2)
    /// The gesture moved.
    public static let changed = Phase(rawValue: 4)
    /// The fingers lifted.
    public static let ended = Phase(rawValue: 8)
    /// The system cancelled the gesture.
    public static let cancelled = Phase(rawValue: 16)
    /// Fingers touched and may begin a gesture.
    public static let mayBegin = Phase(rawValue: 32)
  }

  // AppKit/NSEvent.h: typedef NS_OPTIONS(unsigned long long, NSEventMask) (apinotes: NSEvent.EventTypeMask)
  /// Kinds of events.
  public struct EventTypeMask: OptionSet, @unchecked Sendable {
    /// The raw value.
    public let rawValue: UInt64
    /// A mask of a raw value.
    public init(rawValue: UInt64) { self.rawValue = rawValue }
    /// Scroll-wheel events.
    public static let scrollWheel = EventTypeMask(rawValue: 1 << 22)
  }

  // AppKit/NSEvent.h: @property (readonly) NSEventPhase phase API_AVAILABLE(macos(10.7));
  /// The phase of the fingers' gesture.
  @available(macOS 10.7, *)
  open private(set) var phase: Phase

  // AppKit/NSEvent.h: @property (readonly) NSEventPhase momentumPhase API_AVAILABLE(macos(10.7));
  /// The phase of the momentum after the fingers lifted.
  @available(macOS 10.7, *)
  open private(set) var momentumPhase: Phase

  // AppKit/NSEvent.h: @property (readonly) CGFloat scrollingDeltaX API_AVAILABLE(macos(10.7));
  /// How far the content scrolls horizontally.
  @available(macOS 10.7, *)
  open private(set) var scrollingDeltaX: CGFloat

  // AppKit/NSEvent.h: @property (readonly) CGFloat scrollingDeltaY API_AVAILABLE(macos(10.7));
  /// How far the content scrolls.
  @available(macOS 10.7, *)
  open private(set) var scrollingDeltaY: CGFloat

  // AppKit/NSEvent.h: @property (nullable, readonly, weak) NSWindow *window;
  /// The window the event happened in.
  open private(set) weak var window: NSWindow?

  // AppKit/NSEvent.h: @property (readonly) NSPoint locationInWindow;
  /// Where the pointer was, in the window's coordinates.
  open private(set) var locationInWindow: NSPoint

  /// An event over the middle of `view`.
  @MainActor
  init(phase: Phase, momentumPhase: Phase, delta: CGPoint, view: NSView) {
    self.phase = phase
    self.momentumPhase = momentumPhase
    self.scrollingDeltaX = delta.x
    self.scrollingDeltaY = delta.y
    self.window = view.window
    self.locationInWindow = view.convert(
      NSPoint(x: view.bounds.midX, y: view.bounds.midY), to: nil)
  }

  nonisolated(unsafe) private static var monitors: [Int: (NSEvent) -> NSEvent?] = [:]
  nonisolated(unsafe) private static var nextMonitor = 0

  // AppKit/NSEvent.h: + (nullable id)addLocalMonitorForEventsMatchingMask:(NSEventMask)mask handler:(NSEvent * _Nullable (^)(NSEvent *event))block API_AVAILABLE(macos(10.6));
  /// Calls `block` with every event of `mask` the app receives, before it is dispatched.
  @available(macOS 10.6, *)
  open class func addLocalMonitorForEvents(
    matching mask: NSEvent.EventTypeMask, handler block: @escaping (NSEvent) -> NSEvent?
  ) -> Any? {
    Self.nextMonitor += 1
    Self.monitors[Self.nextMonitor] = block
    return Self.nextMonitor
  }

  // AppKit/NSEvent.h: + (void)removeMonitor:(id)eventMonitor API_AVAILABLE(macos(10.6));
  /// Removes a monitor.
  @available(macOS 10.6, *)
  open class func removeMonitor(_ eventMonitor: Any) {
    if let id = eventMonitor as? Int {
      Self.monitors[id] = nil
    }
  }

  /// Gives `event` to the monitors (stand-in only).
  static func standInDispatch(_ event: NSEvent) {
    for monitor in Self.monitors.sorted(by: { $0.key < $1.key }) {
      _ = monitor.value(event)
    }
  }
}
#endif
