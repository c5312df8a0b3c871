// UIKit's scroll view, with the behaviours a binding must survive, each with its source.
#if os(Linux)  // a stand-in for Apple platforms, where the real framework is used
public import Foundation

// UIKit/UIScrollView.h: UIKIT_EXTERN API_AVAILABLE(ios(2.0)) NS_SWIFT_UI_ACTOR @interface UIScrollView : UIView
/// A scroll view.
///
/// The stand-in reproduces what a binding meets in UIKit:
/// - setting `contentInset` while the content rests at its top moves `contentOffset` to the
///   new top (UIKit keeps the content pinned under its inset; the behaviour MJRefresh's
///   `resetInset` relies on, MJRefresh issue #1091);
/// - `adjustedContentInset` is `contentInset` plus the safe area, unless
///   `contentInsetAdjustmentBehavior` is `.never` (UIScrollView.h, `adjustedContentInset`;
///   Apple's documentation of `UIScrollView.ContentInsetAdjustmentBehavior`);
/// - the pan recognizer goes possible, began, changed, ended, and back to possible once the
///   gesture is over (UIGestureRecognizer.h, the state machine of continuous gestures);
/// - every change of `contentOffset`, its own or written, calls `scrollViewDidScroll(_:)` and
///   notifies key-value observers (UIScrollView.h; MJRefresh observes `contentOffset` by KVO);
/// - after the finger lifts, the content decelerates and bounces back past an edge, changing
///   `contentOffset` frame by frame with `isDecelerating` set (UIScrollView.h, `decelerating`);
/// - a finger on a scroll view inside another moves only the inner one, unless one of the two
///   pans' delegates lets them recognize together (UIGestureRecognizer.h, "the default
///   implementation returns NO"): then both follow the finger, lift and decelerate with it;
/// - a new touch stops a deceleration where it is (Apple's Scroll View Programming Guide), and
///   so does an offset written by code (undocumented; see `offsetWrittenWhileDecelerating`);
/// - a rotation changes the frame, and views with a flexible width follow it (UIView.h,
///   `autoresizingMask`), at any moment, mid-refresh included.
///
/// Tests drive it with the `standIn` methods, frame by frame, on ``StandInRunLoop``.
@MainActor
open class UIScrollView: UIView, StandInStepping {
  // UIKit/UIScrollView.h: typedef NS_ENUM(NSInteger, UIScrollViewContentInsetAdjustmentBehavior) API_AVAILABLE(ios(11.0),tvos(11.0))
  /// How the safe area adds to the content inset.
  @available(iOS 11.0, tvOS 11.0, *)
  public enum ContentInsetAdjustmentBehavior: Int, @unchecked Sendable {
    case automatic = 0
    case scrollableAxes = 1
    case never = 2
    case always = 3
  }

  // UIKit/UIScrollView.h: @property(nonatomic) CGPoint contentOffset;
  /// The point of the content at the view's top-left corner.
  ///
  /// Written while a finger drags, the drag goes on from the written offset: UIKit moves the
  /// content by the finger's movement since the last event, which is why an infinite carousel
  /// that jumps its offset by a page in `scrollViewDidScroll(_:)` keeps following the finger.
  open var contentOffset: CGPoint = .zero {
    didSet {
      let isFingers = self.isFollowingFinger
      self.isFollowingFinger = false  // a write an observer makes in response is not
      if self.isDecelerating && !self.isStepping && !isFingers {
        self.offsetWrittenWhileDecelerating()
      }
      if self.isTracking && !isFingers {
        let (left, right) = self.horizontalEdges
        let (top, bottom) = self.edges
        let translation = self.panGestureRecognizer.translation
        self.dragOrigin = CGPoint(
          x: Self.fingerPosition(showing: self.contentOffset.x, left, right) + translation.x,
          y: Self.fingerPosition(showing: self.contentOffset.y, top, bottom) + translation.y)
      }
      self.standInObservers.didChange(\UIScrollView.contentOffset, from: oldValue)
      self.delegate?.scrollViewDidScroll(self)
    }
  }

  // UIKit/UIScrollView.h: @property(nonatomic) CGSize contentSize;
  /// The size of the content.
  open var contentSize: CGSize = .zero {
    didSet {
      self.standInObservers.didChange(\UIScrollView.contentSize, from: oldValue)
    }
  }

  // UIKit/UIScrollView.h: @property(nonatomic) UIEdgeInsets contentInset;
  /// The app's inset around the content.
  open var contentInset: UIEdgeInsets = .zero {
    didSet {
      self.insetsDidChange(from: self.adjustedInset(contentInset: oldValue))
      self.standInObservers.didChange(\UIScrollView.contentInset, from: oldValue)
    }
  }

  // UIKit/UIScrollView.h: @property(nonatomic) UIScrollViewContentInsetAdjustmentBehavior contentInsetAdjustmentBehavior API_AVAILABLE(ios(11.0),tvos(11.0));
  /// Whether the safe area adds to the inset.
  @available(iOS 11.0, tvOS 11.0, *)
  open var contentInsetAdjustmentBehavior = ContentInsetAdjustmentBehavior.automatic {
    didSet {
      self.insetsDidChange(from: self.adjustedInset(behavior: oldValue))
    }
  }

  // UIKit/UIScrollView.h: @property(nonatomic, readonly) UIEdgeInsets adjustedContentInset API_AVAILABLE(ios(11.0),tvos(11.0));
  /// The inset the content scrolls within: `contentInset` plus the safe area, unless the
  /// behaviour is `.never`.
  @available(iOS 11.0, tvOS 11.0, *)
  open var adjustedContentInset: UIEdgeInsets {
    self.adjustedInset()
  }

  // UIKit/UIScrollView.h: - (void)adjustedContentInsetDidChange API_AVAILABLE(ios(11.0),tvos(11.0)) NS_REQUIRES_SUPER;
  /// The adjusted inset changed.
  @available(iOS 11.0, tvOS 11.0, *)
  open func adjustedContentInsetDidChange() {}

  // UIKit/UIScrollView.h: @property (nonatomic, strong, nullable) UIRefreshControl *refreshControl API_AVAILABLE(ios(10.0)) API_UNAVAILABLE(tvos);
  /// The refresh control: SwiftUI's `.refreshable` puts one on the scroll view behind a `List`.
  @available(iOS 10.0, *)
  @available(tvOS, unavailable)
  open var refreshControl: UIRefreshControl? {
    didSet {
      oldValue?.removeFromSuperview()
      if let control = self.refreshControl {
        self.insertSubview(control, at: 0)
      }
    }
  }

  // UIKit/UIView.h: @property(nonatomic) CGRect bounds;
  /// The bounds: the frame's size, at the content offset ("the point at which the origin of
  /// the content view is offset from the origin of the scroll view", UIScrollView.h).
  open override var bounds: CGRect {
    get { CGRect(origin: self.contentOffset, size: self.frame.size) }
    set { self.frame.size = newValue.size }
  }

  override var standInBoundsOrigin: CGPoint {
    self.contentOffset
  }

  // UIKit/UIScrollView.h: @property(nullable,nonatomic,weak) id<UIScrollViewDelegate> delegate;
  /// The delegate.
  open weak var delegate: (any UIScrollViewDelegate)?

  // UIKit/UIScrollView.h: @property(nonatomic) BOOL bounces;
  /// Whether the content bounces past its edges.
  open var bounces = true

  // UIKit/UIScrollView.h: @property(nonatomic) BOOL alwaysBounceVertical;
  /// Whether it bounces vertically even when the content is shorter than the view.
  open var alwaysBounceVertical = false

  // UIKit/UIScrollView.h: @property(nonatomic) BOOL alwaysBounceHorizontal;
  /// Whether it bounces horizontally even when the content is narrower than the view.
  open var alwaysBounceHorizontal = false

  // UIKit/UIScrollView.h: @property(nonatomic,readonly,getter=isTracking) BOOL tracking;
  /// Whether a finger touches the content.
  open private(set) var isTracking = false

  // UIKit/UIScrollView.h: @property(nonatomic,readonly,getter=isDragging) BOOL dragging;
  /// Whether a finger drags the content.
  open private(set) var isDragging = false

  // UIKit/UIScrollView.h: @property(nonatomic,readonly,getter=isDecelerating) BOOL decelerating;
  /// Whether the content moves on after the finger lifted.
  open private(set) var isDecelerating = false

  // UIKit/UIScrollView.h: @property(nonatomic, readonly) UIPanGestureRecognizer *panGestureRecognizer API_AVAILABLE(ios(5.0));
  /// The recognizer of the drag.
  @available(iOS 5.0, *)
  public let panGestureRecognizer = UIPanGestureRecognizer()

  /// The content's speed after the finger lifted, in points per second.
  private var velocity = CGPoint.zero
  private var dragOrigin = CGPoint.zero
  /// Whether the offset being written is the finger's.
  private var isFollowingFinger = false

  /// A view with a frame.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    self.panGestureRecognizer.view = self
    StandInRunLoop.main.add(self)
  }

  /// A view from an archive.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    self.panGestureRecognizer.view = self
    StandInRunLoop.main.add(self)
  }

  // UIKit/UIScrollView.h: - (void)setContentOffset:(CGPoint)contentOffset animated:(BOOL)animated;
  /// Scrolls to `contentOffset` (the stand-in does not animate).
  open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
    self.contentOffset = contentOffset
  }

  open override func safeAreaInsetsDidChange() {
    let old = self.adjustedInset(safeArea: self.lastSafeArea)
    self.lastSafeArea = self.safeAreaInsets
    self.insetsDidChange(from: old)
    super.safeAreaInsetsDidChange()
  }

  open override func didMoveToWindow() {
    self.lastSafeArea = self.safeAreaInsets
    super.didMoveToWindow()
  }

  private var lastSafeArea = UIEdgeInsets.zero

  // MARK: - Insets

  private func adjustedInset(
    contentInset: UIEdgeInsets? = nil, behavior: ContentInsetAdjustmentBehavior? = nil,
    safeArea: UIEdgeInsets? = nil
  ) -> UIEdgeInsets {
    let inset = contentInset ?? self.contentInset
    guard (behavior ?? self.contentInsetAdjustmentBehavior) != .never else {
      return inset
    }
    let safe = safeArea ?? self.safeAreaInsets
    return UIEdgeInsets(
      top: inset.top + safe.top, left: inset.left + safe.left, bottom: inset.bottom + safe.bottom,
      right: inset.right + safe.right)
  }

  /// Keeps content resting at its top pinned under the new top inset.
  private func insetsDidChange(from old: UIEdgeInsets) {
    let new = self.adjustedContentInset
    guard new != old else {
      return
    }
    if !self.isDragging && !self.isDecelerating && self.contentOffset.y == -old.top {
      self.contentOffset.y = -new.top
    }
    self.adjustedContentInsetDidChange()
    self.delegate?.scrollViewDidChangeAdjustedContentInset(self)
  }

  // MARK: - Driving it (stand-in only)

  /// A finger touches the content: a deceleration stops where it is.
  ///
  /// The scroll views around this one whose pans may recognize with this one's (either
  /// recognizer's delegate saying yes, UIGestureRecognizer.h) track the same finger until it
  /// lifts, as nested scroll views do; by default none does, and only this one moves.
  public func standInTouchDown() {
    self.partners = self.simultaneousAncestors().map { WeakScrollView(view: $0) }
    for view in [self] + self.partners.compactMap(\.view) {
      view.touchDown()
    }
  }

  private func touchDown() {
    self.isTracking = true
    if self.isDecelerating {
      self.isDecelerating = false
      self.velocity = .zero
    }
    self.dragOrigin = self.contentOffset
    self.panGestureRecognizer.translation = .zero
  }

  /// The scroll views above this one whose pan recognizes together with this one's.
  private func simultaneousAncestors() -> [UIScrollView] {
    var found: [UIScrollView] = []
    var next = self.superview
    while let view = next {
      if let outer = view as? UIScrollView {
        let mine = self.panGestureRecognizer
        let theirs = outer.panGestureRecognizer
        let theyAllow =
          (outer as? any UIGestureRecognizerDelegate)?.gestureRecognizer(
            theirs, shouldRecognizeSimultaneouslyWith: mine) ?? false
        let iAllow =
          (self as? any UIGestureRecognizerDelegate)?.gestureRecognizer(
            mine, shouldRecognizeSimultaneouslyWith: theirs) ?? false
        if theyAllow || iAllow {
          found.append(outer)
        }
      }
      next = view.superview
    }
    return found
  }

  /// The scroll views tracking the same finger as this one.
  private var partners: [WeakScrollView] = []

  /// The touching finger moves by `dy` points (down is positive): the pan recognizes, the
  /// content follows, at half speed past its edges.
  public func standInMoveFinger(by dy: CGFloat) {
    self.standInMoveFinger(by: CGPoint(x: 0, y: dy))
  }

  /// The touching finger moves by `translation` (right and down are positive): the pan
  /// recognizes, the content follows on each axis, at half speed past its edges.
  public func standInMoveFinger(by translation: CGPoint) {
    if !self.isTracking {
      self.standInTouchDown()
    }
    for view in [self] + self.partners.compactMap(\.view) {
      view.followFinger(by: translation)
    }
  }

  private func followFinger(by translation: CGPoint) {
    let pan = self.panGestureRecognizer
    pan.translation.x += translation.x
    pan.translation.y += translation.y
    if pan.state == .possible {
      self.isDragging = true
      pan.state = .began
      self.delegate?.scrollViewWillBeginDragging(self)
    } else {
      pan.state = .changed
    }
    let (left, right) = self.horizontalEdges
    let (top, bottom) = self.edges
    self.isFollowingFinger = true
    self.contentOffset = CGPoint(
      x: Self.rubberBand(self.dragOrigin.x - pan.translation.x, left, right),
      y: Self.rubberBand(self.dragOrigin.y - pan.translation.y, top, bottom))
  }

  /// The finger position that shows as `shown`: the inverse of `rubberBand`.
  private static func fingerPosition(showing shown: CGFloat, _ low: CGFloat, _ high: CGFloat)
    -> CGFloat
  {
    if shown < low {
      return low - (low - shown) * 2
    } else if shown > high {
      return high + (shown - high) * 2
    }
    return shown
  }

  /// `value` between two edges, at half speed past them.
  private static func rubberBand(_ value: CGFloat, _ low: CGFloat, _ high: CGFloat) -> CGFloat {
    if value < low {
      return low - (low - value) * 0.5
    } else if value > high {
      return high + (value - high) * 0.5
    }
    return value
  }

  /// The finger lifts with `velocity` (points per second, content moving down positive): the
  /// pan ends and resets, and the content decelerates or bounces back on the run loop.
  public func standInLiftFinger(velocity: CGFloat = 0) {
    let partners = self.partners.compactMap(\.view)
    self.partners = []
    for view in [self] + partners {
      view.liftFinger(velocity: velocity)
    }
  }

  private func liftFinger(velocity: CGFloat) {
    let pan = self.panGestureRecognizer
    self.isTracking = false
    guard pan.state == .began || pan.state == .changed else {
      return
    }
    pan.velocity = CGPoint(x: 0, y: velocity)
    self.isDragging = false
    pan.state = .ended
    self.velocity = CGPoint(x: 0, y: -velocity)
    let (top, bottom) = self.edges
    let (left, right) = self.horizontalEdges
    let decelerates =
      velocity != 0 || self.contentOffset.y < top || self.contentOffset.y > bottom
      || self.contentOffset.x < left || self.contentOffset.x > right
    self.delegate?.scrollViewDidEndDragging(self, willDecelerate: decelerates)
    self.isDecelerating = decelerates
    pan.state = .possible  // UIKit resets a finished gesture at the end of the run loop turn
    self.refreshControl?.standInFingerLifted(at: self.contentOffset.y, restingTop: top)
  }

  /// The top and bottom offsets the content rests between.
  var edges: (top: CGFloat, bottom: CGFloat) {
    let inset = self.adjustedContentInset
    let top = -inset.top
    let bottom = max(top, self.contentSize.height + inset.bottom - self.frame.height)
    return (top, bottom)
  }

  /// The left and right offsets the content rests between.
  var horizontalEdges: (left: CGFloat, right: CGFloat) {
    let inset = self.adjustedContentInset
    let left = -inset.left
    let right = max(left, self.contentSize.width + inset.right - self.frame.width)
    return (left, right)
  }

  /// An offset written by code while the content decelerates stops the fling.
  ///
  /// The content stays where it was put, or bounces back to the edge from past it. Apple does
  /// not document it; it is how UIKit behaves, and the usual way to stop a scroll view is to
  /// write its offset (`setContentOffset(_:animated: false)` with the offset it has).
  /// integrating.md lists it among what needs a device.
  private func offsetWrittenWhileDecelerating() {
    self.velocity = .zero
    let (top, bottom) = self.edges
    let (left, right) = self.horizontalEdges
    let y = self.contentOffset.y
    let x = self.contentOffset.x
    if y >= top && y <= bottom && x >= left && x <= right {
      self.isDecelerating = false
    }
  }

  /// Whether the offset being written is the deceleration's own.
  private var isStepping = false

  /// One frame of deceleration and bounce.
  public func standInStep(_ dt: CFTimeInterval) {
    guard self.isDecelerating else {
      return
    }
    self.isStepping = true
    defer { self.isStepping = false }
    var y = self.contentOffset.y
    let (top, bottom) = self.edges
    if y < top || y > bottom {
      let edge = y < top ? top : bottom
      y = edge + (y - edge) * CGFloat(exp(-dt * 12))
      self.velocity = .zero
      if abs(y - edge) < 0.5 {
        y = edge
      }
    } else {
      y += self.velocity.y * CGFloat(dt)
      self.velocity.y *= CGFloat(pow(0.998, dt * 1000))
      if abs(self.velocity.y) < 10 {
        self.velocity = .zero
      }
    }
    var x = self.contentOffset.x
    let (left, right) = self.horizontalEdges
    if x < left || x > right {
      let edge = x < left ? left : right
      x = edge + (x - edge) * CGFloat(exp(-dt * 12))
      if abs(x - edge) < 0.5 {
        x = edge
      }
    }
    self.contentOffset = CGPoint(x: x, y: y)
    if self.velocity == .zero && y >= top && y <= bottom && x >= left && x <= right {
      self.isDecelerating = false
      self.delegate?.scrollViewDidEndDecelerating(self)
    }
  }

  // UIKit/UIScrollView.h: UIScrollView, (unannotated — original API)
  /// UIKit's `touchesShouldBegin`.
  open func touchesShouldBegin(_ touches: Set<UITouch>, with event: UIEvent?, in view: UIView)
    -> Bool
  { true }

  // UIKit/UIScrollView.h: UIScrollView, (unannotated — original API)
  /// UIKit's `touchesShouldCancel`.
  open func touchesShouldCancel(in view: UIView) -> Bool { true }
}

/// A scroll view held weakly: a finger's partner, which must not outlive its hierarchy.
private struct WeakScrollView {
  weak var view: UIScrollView?
}

// UIKit/UIScrollView.h: NS_SWIFT_UI_ACTOR @protocol UIScrollViewDelegate<NSObject> (every method @optional)
/// What a scroll view tells its delegate; the stand-in gives every method a default, as
/// Objective-C's optional methods are.
@MainActor
public protocol UIScrollViewDelegate: NSObjectProtocol {
  /// The offset changed.
  func scrollViewDidScroll(_ scrollView: UIScrollView)
  /// A drag began.
  func scrollViewWillBeginDragging(_ scrollView: UIScrollView)
  /// The drag ended.
  func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool)
  /// The deceleration ended.
  func scrollViewDidEndDecelerating(_ scrollView: UIScrollView)
  /// The adjusted inset changed.
  @available(iOS 11.0, tvOS 11.0, *)
  func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView)
}

extension UIScrollViewDelegate {
  /// Does nothing.
  public func scrollViewDidScroll(_ scrollView: UIScrollView) {}
  /// Does nothing.
  public func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
  /// Does nothing.
  public func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool)
  {}
  /// Does nothing.
  public func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
  /// Does nothing.
  public func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {}
}

// UIKit/UITableView.h: UIKIT_EXTERN API_AVAILABLE(ios(2.0)) NS_SWIFT_UI_ACTOR @interface UITableView : UIScrollView
/// A table: rows in sections.
@MainActor
open class UITableView: UIScrollView {
  // UIKit/UITableView.h: typedef NS_ENUM(NSInteger, UITableViewStyle)
  /// The table's style.
  public enum Style: Int, @unchecked Sendable {
    case plain = 0
    case grouped = 1
    case insetGrouped = 2
  }

  /// The rows of each section (stand-in only: the test's data).
  public var standInRows: [Int] = []
  /// The height of a row (stand-in only).
  public var standInRowHeight: CGFloat = 44

  // UIKit/UITableView.h: - (instancetype)initWithFrame:(CGRect)frame style:(UITableViewStyle)style NS_DESIGNATED_INITIALIZER;
  /// A table.
  public init(frame: CGRect, style: UITableView.Style) {
    super.init(frame: frame)
  }

  /// A view from an archive.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  // UIKit/UITableView.h: @property (nonatomic, readonly) NSInteger numberOfSections;
  /// The number of sections.
  open var numberOfSections: Int {
    self.standInRows.count
  }

  // UIKit/UITableView.h: - (NSInteger)numberOfRowsInSection:(NSInteger)section;
  /// The number of rows in `section`.
  open func numberOfRows(inSection section: Int) -> Int {
    self.standInRows[section]
  }

  // UIKit/UITableView.h: - (void)reloadData;
  /// Reloads the rows: the content size follows them.
  open func reloadData() {
    self.contentSize = CGSize(
      width: self.frame.width,
      height: CGFloat(self.standInRows.reduce(0, +)) * self.standInRowHeight)
  }
}

// UIKit/UICollectionView.h: UIKIT_EXTERN API_AVAILABLE(ios(6.0)) NS_SWIFT_UI_ACTOR @interface UICollectionView : UIScrollView
/// A collection: items in sections.
@available(iOS 6.0, *)
@MainActor
open class UICollectionView: UIScrollView {
  /// The items of each section (stand-in only).
  public var standInItems: [Int] = []

  // UIKit/UICollectionView.h: @property (nonatomic, readonly) NSInteger numberOfSections;
  /// The number of sections.
  open var numberOfSections: Int {
    self.standInItems.count
  }

  // UIKit/UICollectionView.h: - (NSInteger)numberOfItemsInSection:(NSInteger)section;
  /// The number of items in `section`.
  open func numberOfItems(inSection section: Int) -> Int {
    self.standInItems[section]
  }

  // UIKit/UICollectionView.h: - (void)reloadData;
  /// Reloads the items.
  open func reloadData() {}
}
#endif
