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
///   `NSView.boundsDidChangeNotification` when it posts them (NSClipView.h, NSView.h);
/// - a trackpad scroll arrives as scroll-wheel events whose `phase` goes began, changed, ended
///   while fingers touch, then momentum events (NSEvent.h, `phase` and `momentumPhase`); live
///   scroll notifications bracket the whole of it (NSScrollView.h,
///   `willStartLiveScrollNotification`);
/// - the content moves on with momentum and springs back past an edge after the fingers lift
///   (elastic scrolling, NSScrollView.h `verticalScrollElasticity`);
/// - `contentInsets` is the whole inset once `automaticallyAdjustsContentInsets` is off
///   (NSScrollView.h).
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
  /// Whether AppKit sets the insets for the title bar.
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

  // AppKit/NSScrollView.h: @property BOOL hasVerticalScroller;
  /// Whether a vertical scroller shows.
  open var hasVerticalScroller = true

  private var velocity: CGFloat = 0
  private var isMoving = false

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

  // AppKit/NSScrollView.h: - (void)reflectScrolledClipView:(NSClipView *)cView;
  /// Updates the scrollers after the clip view scrolled.
  open func reflectScrolledClipView(_ cView: NSClipView) {}

  /// The scroll position: the clip view's bounds origin (stand-in only, for tests).
  public var standInOffset: CGFloat {
    get { self.contentView.bounds.origin.y }
    set { self.contentView.scroll(to: NSPoint(x: 0, y: newValue)) }
  }

  /// The top and bottom positions the content rests between.
  var edges: (top: CGFloat, bottom: CGFloat) {
    let top = -self.contentInsets.top
    let height = self.documentView?.frame.height ?? 0
    return (top, max(top, height + self.contentInsets.bottom - self.frame.height))
  }

  // MARK: - Driving it (stand-in only)

  /// Fingers move on the trackpad by `dy` (content down positive): a scroll-wheel event in
  /// phase began, then changed; the content follows at half speed past its edges.
  public func standInScroll(by dy: CGFloat) {
    let phase: NSEvent.Phase = self.isTouching ? .changed : .began
    if !self.isTouching {
      self.isTouching = true
      self.isMoving = false
      self.velocity = 0
      NotificationCenter.default.post(name: Self.willStartLiveScrollNotification, object: self)
    }
    NSEvent.standInDispatch(NSEvent(phase: phase, momentumPhase: [], deltaY: dy, view: self))
    var y = self.standInOffset - dy
    let (top, bottom) = self.edges
    if y < top {
      y = self.standInOffset < top ? self.standInOffset - dy * 0.5 : top - (top - y) * 0.5
    } else if y > bottom {
      y = bottom + (y - bottom) * 0.5
    }
    self.standInOffset = y
    NotificationCenter.default.post(name: Self.didLiveScrollNotification, object: self)
  }

  /// The fingers lift: a scroll-wheel event in phase ended; the content moves on by itself.
  public func standInLift(velocity: CGFloat = 0) {
    guard self.isTouching else {
      return
    }
    self.isTouching = false
    NSEvent.standInDispatch(NSEvent(phase: .ended, momentumPhase: [], deltaY: 0, view: self))
    self.velocity = -velocity
    self.isMoving = true
  }

  private var isTouching = false

  /// One frame of momentum and elastic bounce.
  public func standInStep(_ dt: CFTimeInterval) {
    guard self.isMoving else {
      return
    }
    var y = self.standInOffset
    let (top, bottom) = self.edges
    if y < top || y > bottom {
      let edge = y < top ? top : bottom
      y = edge + (y - edge) * CGFloat(exp(-dt * 12))
      self.velocity = 0
      if abs(y - edge) < 0.5 {
        y = edge
      }
    } else {
      y += self.velocity * CGFloat(dt)
      self.velocity *= CGFloat(pow(0.998, dt * 1000))
      if abs(self.velocity) < 10 {
        self.velocity = 0
      }
    }
    self.standInOffset = y
    if self.velocity == 0 && y >= top && y <= bottom {
      self.isMoving = false
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
