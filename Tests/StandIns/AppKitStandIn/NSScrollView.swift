// AppKit's scroll view and clip view, with the behaviours a binding must survive.
#if os(Linux)  // a stand-in for Apple platforms, where the real framework is used
public import Foundation

// AppKit/NSClipView.h: @interface NSClipView : NSView
/// The view a scroll view scrolls: its bounds origin is the scroll position.
@MainActor
open class NSClipView: NSView {
  // AppKit/NSClipView.h: @property (nullable, strong) __kindof NSView *documentView;
  /// The scrolled content.
  open var documentView: NSView? {
    didSet {
      oldValue?.removeFromSuperview()
      if let documentView = self.documentView {
        self.addSubview(documentView)
      }
    }
  }

  // AppKit/NSClipView.h: - (void)scrollToPoint:(NSPoint)newOrigin;
  /// Scrolls to `newOrigin`.
  open func scroll(to newOrigin: NSPoint) {
    self.bounds.origin = newOrigin
  }

  /// Flipped, as a clip view over a flipped document view is.
  open override var isFlipped: Bool { true }
}

// AppKit/NSScrollView.h: @interface NSScrollView : NSView <NSTextFinderBarContainer>
/// A scroll view.
///
/// The stand-in reproduces what a binding meets in AppKit:
/// - the clip view's bounds origin is the scroll position, reported by
///   `NSView.boundsDidChangeNotification` when it posts them (NSClipView.h, NSView.h); writing
///   `contentInsets` moves no bounds: the clip view constrains its bounds as they change
///   (`NSClipView.constrainBoundsRect(_:)`, called as it scrolls and resizes), so content
///   resting at its top does not follow a new top inset by itself, and a binding that wants it
///   to must scroll it (the automatic insets below keep it below the bar);
/// - `contentInsets` is the whole inset once `automaticallyAdjustsContentInsets` is off; while
///   it is on (the default), "any value of this property is overridden during tiling" to
///   "account for any overlapping title or tool bar" (Apple's documentation of both
///   properties): here, in ``layout()``, the scroll view's ``NSView/safeAreaInsets``;
/// - a trackpad scroll arrives as scroll-wheel events (NSEvent.h and Apple's documentation of
///   `phase`): fingers that touch send `.mayBegin` (and stop the content if it moves on),
///   then `.began` and `.changed` as they scroll and `.ended` as they lift, or `.cancelled`
///   with no `.began` if they lift without scrolling; fingers that scroll at once skip
///   `.mayBegin`. After the lift, momentum events have no `phase` and a `momentumPhase` that
///   goes `.began`, `.changed`, `.ended`; a touch during momentum ends it;
/// - the content moves on with momentum and springs back past an edge after the fingers lift
///   (elastic scrolling), on each axis only where elasticity allows it: `.allowed`, or
///   `.automatic`, which for the horizontal axis means "only … if the document width is greater
///   than the view width or, the vertical scroller is hidden and the horizontal scroller is
///   visible", and for the vertical axis "if any of the following are true: visible vertical
///   scroller, content height greater than view height, horizontal scroller hidden"
///   (NSScrollView.h); without it the content stops at the edge;
/// - live-scroll notifications bracket a user's scroll (NSScrollView.h).
///
/// Tests drive it with the `standIn` methods and ``StandInRunLoop``.
@MainActor
open class NSScrollView: NSView, StandInStepping {
  // AppKit/NSScrollView.h: typedef NS_ENUM(NSInteger, NSScrollElasticity) API_AVAILABLE(macos(10.7)) (apinotes: NSScrollView.Elasticity)
  /// Whether the content bounces.
  @available(macOS 10.7, *)
  public enum Elasticity: Int, @unchecked Sendable {
    case automatic = 0
    case none = 1
    case allowed = 2
  }

  // AppKit/NSScrollView.h: APPKIT_EXTERN NSNotificationName const NSScrollViewWillStartLiveScrollNotification API_AVAILABLE(macos(10.9));
  /// Posted as a user's scroll starts.
  @available(macOS 10.9, *)
  public static let willStartLiveScrollNotification = NSNotification.Name(
    "NSScrollViewWillStartLiveScrollNotification")

  // AppKit/NSScrollView.h: APPKIT_EXTERN NSNotificationName const NSScrollViewDidLiveScrollNotification API_AVAILABLE(macos(10.9));
  /// Posted as a user's scroll moves the content.
  @available(macOS 10.9, *)
  public static let didLiveScrollNotification = NSNotification.Name(
    "NSScrollViewDidLiveScrollNotification")

  // AppKit/NSScrollView.h: APPKIT_EXTERN NSNotificationName const NSScrollViewDidEndLiveScrollNotification API_AVAILABLE(macos(10.9));
  /// Posted as a user's scroll, momentum and bounce included, ends.
  @available(macOS 10.9, *)
  public static let didEndLiveScrollNotification = NSNotification.Name(
    "NSScrollViewDidEndLiveScrollNotification")

  // AppKit/NSScrollView.h: @property (strong) NSClipView *contentView;
  /// The clip view.
  open var contentView = NSClipView(frame: .zero)

  // AppKit/NSScrollView.h: @property (nullable, strong) __kindof NSView *documentView;
  /// The scrolled content.
  open var documentView: NSView? {
    get { self.contentView.documentView }
    set { self.contentView.documentView = newValue }
  }

  // AppKit/NSScrollView.h: @property BOOL automaticallyAdjustsContentInsets API_AVAILABLE(macos(10.10));
  /// Whether AppKit sets the insets for the title bar and toolbar.
  @available(macOS 10.10, *)
  open var automaticallyAdjustsContentInsets = true

  // AppKit/NSScrollView.h: @property NSEdgeInsets contentInsets API_AVAILABLE(macos(10.10));
  /// The inset around the content.
  @available(macOS 10.10, *)
  open var contentInsets = NSEdgeInsetsZero {
    didSet {
      self.contentInsetsDidChangeCount += 1
      self.standInObservers.didChange(\NSScrollView.contentInsets, from: oldValue)
    }
  }

  /// How many times the insets were written (stand-in only).
  public private(set) var contentInsetsDidChangeCount = 0

  // AppKit/NSScrollView.h: @property NSScrollElasticity verticalScrollElasticity API_AVAILABLE(macos(10.7));
  /// Whether the content bounces vertically.
  @available(macOS 10.7, *)
  open var verticalScrollElasticity = Elasticity.automatic

  // AppKit/NSScrollView.h: @property NSScrollElasticity horizontalScrollElasticity API_AVAILABLE(macos(10.7));
  /// Whether the content bounces horizontally.
  @available(macOS 10.7, *)
  open var horizontalScrollElasticity = Elasticity.automatic

  // AppKit/NSScrollView.h: @property BOOL hasVerticalScroller;
  /// Whether a vertical scroller shows.
  open var hasVerticalScroller = true

  // AppKit/NSScrollView.h: @property BOOL hasHorizontalScroller;
  /// Whether a horizontal scroller shows.
  open var hasHorizontalScroller = false

  private var velocity = CGPoint.zero
  private var isMoving = false
  private var isTouching = false
  private var hasBegun = false
  private var hasMomentum = false

  /// A scroll view of `frameRect`.
  public override init(frame frameRect: NSRect) {
    super.init(frame: frameRect)
    self.contentView.frame = NSRect(origin: .zero, size: frameRect.size)
    self.contentView.autoresizingMask = [.width, .height]
    self.addSubview(self.contentView)
    StandInRunLoop.main.add(self)
  }

  /// Not supported.
  public required init?(coder: NSCoder) {
    nil
  }

  /// Tiles: with automatic insets, the insets account for the title bar and toolbar.
  open override func layout() {
    super.layout()
    guard self.automaticallyAdjustsContentInsets else {
      return
    }
    let safe = self.safeAreaInsets
    if self.contentInsets.top != safe.top {
      let restsAtTop = self.standInOffset == -self.contentInsets.top
      self.contentInsets = NSEdgeInsets(
        top: safe.top, left: self.contentInsets.left, bottom: self.contentInsets.bottom,
        right: self.contentInsets.right)
      if restsAtTop && !self.isTouching && !self.isMoving {
        // The automatic insets "account for any overlapping title or tool bar": the content
        // that showed its top goes on showing it, below the bar.
        self.standInOffset = -safe.top
      }
    }
  }

  // AppKit/NSScrollView.h: - (void)reflectScrolledClipView:(NSClipView *)cView;
  /// Updates the scrollers after the clip view scrolled.
  open func reflectScrolledClipView(_ cView: NSClipView) {}

  // AppKit/NSScrollView.h: 5. NSScrollView, macOS
  /// AppKit's `tile`.
  open func tile() {}

  /// The vertical scroll position: the clip view's bounds origin (stand-in only, for tests).
  public var standInOffset: CGFloat {
    get { self.contentView.bounds.origin.y }
    set {
      self.contentView.scroll(to: NSPoint(x: self.contentView.bounds.origin.x, y: newValue))
    }
  }

  /// The scroll position on both axes (stand-in only).
  public var standInPosition: CGPoint {
    get { self.contentView.bounds.origin }
    set { self.contentView.scroll(to: newValue) }
  }

  /// The top and bottom positions the content rests between.
  var edges: (top: CGFloat, bottom: CGFloat) {
    let top = -self.contentInsets.top
    let height = self.documentView?.frame.height ?? 0
    return (top, max(top, height + self.contentInsets.bottom - self.frame.height))
  }

  /// The left and right positions the content rests between.
  var horizontalEdges: (left: CGFloat, right: CGFloat) {
    let left = -self.contentInsets.left
    let width = self.documentView?.frame.width ?? 0
    return (left, max(left, width + self.contentInsets.right - self.frame.width))
  }

  /// Whether the content may go past its edges on `horizontal` or the vertical axis.
  private func isElastic(horizontal: Bool) -> Bool {
    let document = self.documentView?.frame.size ?? .zero
    if horizontal {
      switch self.horizontalScrollElasticity {
      case .allowed: return true
      case .none: return false
      case .automatic:
        return document.width > self.frame.width
          || (!self.hasVerticalScroller && self.hasHorizontalScroller)
      }
    }
    switch self.verticalScrollElasticity {
    case .allowed: return true
    case .none: return false
    case .automatic:
      return self.hasVerticalScroller || document.height > self.frame.height
        || !self.hasHorizontalScroller
    }
  }

  // MARK: - Driving it (stand-in only)

  private func send(_ phase: NSEvent.Phase, momentum: NSEvent.Phase = [], delta: CGPoint = .zero) {
    NSEvent.standInDispatch(
      NSEvent(phase: phase, momentumPhase: momentum, delta: delta, view: self))
  }

  /// Fingers touch the trackpad: `.mayBegin`, and a moving content stops (its momentum ends).
  public func standInTouch() {
    guard !self.isTouching else {
      return
    }
    self.endMomentum()
    self.isMoving = false
    self.velocity = .zero
    self.isTouching = true
    self.hasBegun = false
    self.send(.mayBegin)
  }

  /// Fingers move on the trackpad by `dy` (content down positive).
  public func standInScroll(by dy: CGFloat) {
    self.standInScroll(by: CGPoint(x: 0, y: dy))
  }

  /// Fingers move by `delta` (content right and down positive): `.began` the first time (with no
  /// `.mayBegin` for fingers that scroll at once), then `.changed`; the content follows at half
  /// speed past an elastic edge and stops at one that is not.
  public func standInScroll(by delta: CGPoint) {
    if !self.isTouching {
      self.endMomentum()
      self.isTouching = true
      self.hasBegun = false
    }
    self.isMoving = false
    self.velocity = .zero
    if !self.hasBegun {
      self.hasBegun = true
      NotificationCenter.default.post(name: Self.willStartLiveScrollNotification, object: self)
      self.send(.began, delta: delta)
    } else {
      self.send(.changed, delta: delta)
    }
    var position = self.standInPosition
    position.y = Self.follow(
      position.y, by: -delta.y, within: self.edges, elastic: self.isElastic(horizontal: false))
    position.x = Self.follow(
      position.x, by: -delta.x, within: self.horizontalEdges,
      elastic: self.isElastic(horizontal: true))
    self.standInPosition = position
    NotificationCenter.default.post(name: Self.didLiveScrollNotification, object: self)
  }

  private static func follow(
    _ value: CGFloat, by delta: CGFloat, within edges: (CGFloat, CGFloat), elastic: Bool
  ) -> CGFloat {
    let (low, high) = edges
    let target = value + delta
    guard elastic else {
      return min(max(target, low), high)
    }
    if target < low {
      return value < low ? value + delta * 0.5 : low - (low - target) * 0.5
    } else if target > high {
      return value > high ? value + delta * 0.5 : high + (target - high) * 0.5
    }
    return target
  }

  /// The fingers lift: `.ended` after a scroll, `.cancelled` after a touch that never scrolled;
  /// with `velocity` (points per second, content down positive) the content moves on, with
  /// momentum events; past an edge it springs back.
  public func standInLift(velocity: CGFloat = 0) {
    self.standInLift(velocity: CGPoint(x: 0, y: velocity))
  }

  /// The fingers lift with a velocity on both axes.
  public func standInLift(velocity: CGPoint) {
    guard self.isTouching else {
      return
    }
    self.isTouching = false
    guard self.hasBegun else {
      self.send(.cancelled)
      return
    }
    self.send(.ended)
    self.velocity = CGPoint(x: -velocity.x, y: -velocity.y)
    self.isMoving = true
    if velocity != .zero {
      self.hasMomentum = true
      self.send([], momentum: .began)
    }
  }

  private func endMomentum() {
    if self.hasMomentum {
      self.hasMomentum = false
      self.send([], momentum: .ended)
    }
  }

  /// One frame of momentum and elastic bounce.
  public func standInStep(_ dt: CFTimeInterval) {
    guard self.isMoving else {
      return
    }
    var position = self.standInPosition
    var resting = true
    for horizontal in [false, true] {
      let (low, high) = horizontal ? self.horizontalEdges : self.edges
      var value = horizontal ? position.x : position.y
      var speed = horizontal ? self.velocity.x : self.velocity.y
      if value < low || value > high {
        let edge = value < low ? low : high
        value = edge + (value - edge) * CGFloat(exp(-dt * 12))
        speed = 0
        if abs(value - edge) < 0.5 {
          value = edge
        }
      } else {
        value += speed * CGFloat(dt)
        speed *= CGFloat(pow(0.998, dt * 1000))
        if abs(speed) < 10 {
          speed = 0
        }
        if !self.isElastic(horizontal: horizontal) {
          value = min(max(value, low), high)
        }
      }
      if speed != 0 || value < low || value > high {
        resting = false
      }
      if horizontal {
        position.x = value
        self.velocity.x = speed
      } else {
        position.y = value
        self.velocity.y = speed
      }
    }
    self.standInPosition = position
    if self.hasMomentum && !resting {
      self.send([], momentum: .changed)
    }
    if resting {
      self.isMoving = false
      self.endMomentum()
      NotificationCenter.default.post(name: Self.didEndLiveScrollNotification, object: self)
    }
  }
}

// AppKit/NSTableView.h: @interface NSTableView : NSControl
/// A table: the document view of a scroll view.
@MainActor
open class NSTableView: NSView {
  /// The rows (stand-in only).
  public var standInRows = 0
  /// The height of a row (stand-in only).
  public var standInRowHeight: CGFloat = 24

  // AppKit/NSTableView.h: @property (readonly) NSInteger numberOfRows;
  /// The number of rows.
  open var numberOfRows: Int { self.standInRows }

  // AppKit/NSTableView.h: - (void)reloadData;
  /// Reloads the rows: the height follows them.
  open func reloadData() {
    self.frame.size.height = CGFloat(self.standInRows) * self.standInRowHeight
  }

  /// Flipped, as a table view is.
  open override var isFlipped: Bool { true }
}
#endif
