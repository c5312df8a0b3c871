public import Foundation

/// A headless `UIScrollView`: the geometry, the drag gesture and the scroll physics that refresh
/// components observe, with no view.
///
/// A host feeds the scroll model what its real scroll view does (or a test simulates a finger
/// with ``beginDragging()``, ``drag(toOffsetY:)`` and ``endDragging(velocity:)``), and draws
/// what the components attached to it present.
///
/// ```swift
/// let clock = ManualAnimationClock()
/// let scroll = ScrollModel(frame: CGRect(x: 0, y: 0, width: 375, height: 600), clock: clock)
/// scroll.contentSize = CGSize(width: 375, height: 1000)
/// let token = scroll.observe(\.contentOffset) { _, change in print(change.newValue.y) }
/// scroll.beginDragging()
/// scroll.drag(toOffsetY: -80)       // prints -80.0
/// scroll.endDragging()              // the offset springs back to the top edge ...
/// clock.run()                       // ... and settles at exactly 0.0
/// ```
///
/// ## The inset ledger
///
/// The host owns ``contentInset`` and ``systemInset`` (the safe area and bars that UIKit adds).
/// Refresh components own shares of the inset through ``InsetShare``, and
/// ``adjustedContentInset`` is always their sum. Nothing ever writes the host's inset for it.
///
/// ## Observable key paths
///
/// `\.contentOffset`, `\.contentSize`, `\.contentInset`, `\.systemInset`,
/// `\.adjustedContentInset`, `\.frame`, `\.panState`, `\.isVisible`, `\.isDecelerating` and
/// `\.visibleItems`, with
/// ``KeyPathObservable/observe(_:options:_:)``. Changes are delivered synchronously, after the
/// new value is stored. When one change causes another (an inset that moves an offset at rest
/// back into range), the cause is delivered first.
///
/// ## Bad input
///
/// NaN, infinite values and numbers beyond ``Diagnostics/geometryLimit`` are refused (the old
/// value stays) and negative sizes are clamped to zero, each reported to ``Diagnostics``.
@MainActor
public final class ScrollModel {
  /// The clock that runs this scroll model's deceleration, bounces and animations.
  public let clock: any AnimationClock

  let frameStorage: Observable<CGRect>
  let contentSizeStorage: Observable<CGSize>
  let contentOffsetStorage = Observable(CGPoint.zero)
  let contentInsetStorage = Observable(EdgeInsets.zero)
  let systemInsetStorage = Observable(EdgeInsets.zero)
  let adjustedContentInsetStorage = Observable(EdgeInsets.zero)
  let panStateStorage = Observable(PanState.possible)
  let isVisibleStorage = Observable(true)
  let isDeceleratingStorage = Observable(false)
  let isScrollAnimatingStorage = Observable(false)
  let visibleItemsStorage = Observable<VisibleItems?>(nil)

  var attachmentRecords: [AttachmentRecord] = []
  var motion = ScrollMotion()
  /// What the clock gives the motion's frames to.
  private(set) lazy var motionFrames = MotionFrames(scrollModel: self)
  var offsetAnimation: ValueAnimation?
  /// Counts the times a finger or the host took the offset (a drag began, the offset was set):
  /// a component's own scroll animation stops moving the offset once this changes, as a
  /// finger stops any animated scroll in UIKit.
  var offsetTakeovers = 0
  /// Whether a finger is catching the content: the deceleration it stops did not come to rest.
  var isCatchingTheContent = false
  /// Where the drag started, as an offset without resistance: the offset that
  /// ``drag(translation:)`` moves from.
  var dragOrigin = CGPoint.zero
  /// The finger's last translation in ``drag(translation:)``, so that content inserted before the
  /// start during a drag can move ``dragOrigin`` and keep the finger on the same content.
  var dragTranslation = CGPoint.zero
  /// How far content inserted before the start moved the offset animation's path.
  var offsetAnimationShift = CGPoint.zero
  /// Whether the offset is moving because content was inserted before the start: not a scroll,
  /// so nothing triggers on it.
  public var isShiftingContent: Bool {
    self.shiftingContent
  }
  /// The storage of ``isShiftingContent``: internal, so that the read at every frame is a plain
  /// load (a public stored property's every access is checked for exclusivity at run time).
  var shiftingContent = false
  /// How many times content was inserted before the start (or removed from it): a report of the
  /// visible items made before the last one is stale.
  var contentShifts = 0
  /// ``contentShifts`` when the visible items were last reported.
  var visibleItemsShifts = 0

  /// Whether ``visibleItems`` was reported after the last insertion at the start: a report made
  /// before it counts the rows as they were.
  var visibleItemsAreCurrent: Bool {
    self.visibleItemsShifts == self.contentShifts
  }
  /// The recorder of the host's inputs, while one is recording.
  var traceRecorder: ScrollTraceRecorder?
  var alwaysBounceVerticalValue = false
  var alwaysBounceHorizontalValue = false
  /// The arbitration between the refresh components attached, and their load generation.
  var loaders = LoaderCoordination()

  /// Creates a scroll model.
  ///
  /// - Parameters:
  ///   - frame: The visible rectangle; its size is the viewport.
  ///   - contentSize: The size of the scrollable content.
  ///   - clock: The clock for deceleration, bounces and animations. Defaults to a new
  ///     ``SystemAnimationClock``; tests pass a ``ManualAnimationClock``.
  public init(
    frame: CGRect = .zero,
    contentSize: CGSize = .zero,
    clock: any AnimationClock = SystemAnimationClock()
  ) {
    self.clock = clock
    self.frameStorage = Observable(
      GeometryCheck.checked(frame, "ScrollModel.init(frame:)", kept: .zero) ?? .zero)
    self.contentSizeStorage = Observable(
      GeometryCheck.checked(contentSize, "ScrollModel.init(contentSize:)", kept: .zero) ?? .zero)
  }

  /// Lets the attached objects know that the scroll model is going away, so that none is left
  /// refreshing for a scroll model that no longer exists.
  deinit {
    MainActorTeardown.run {
      if self.motion.hasFrames {
        self.clock.stopFrames(of: self.motionFrames)
      }
      let records = self.attachmentRecords
      self.attachmentRecords = []
      for record in records {
        record.share.retire()
        record.attachment.scrollModelWillDeinitialize()
      }
    }
  }

  // MARK: - Geometry

  /// The visible rectangle, like `UIView.frame`; its size is the viewport.
  ///
  /// A negative size is clamped to zero. Changing it moves an offset at rest back into range.
  public var frame: CGRect {
    get {
      self.frameStorage.value
    }
    set {
      self.record(.frame(to: newValue))
      self.store(
        GeometryCheck.checked(newValue, "ScrollModel.frame", kept: self.frame),
        in: self.frameStorage, then: self.adjustContentOffsetIfNeeded)
    }
  }

  /// The size of the scrollable content.
  ///
  /// A negative size is clamped to zero. Changing it moves an offset at rest back into range, as
  /// `UIScrollView` does when rows are removed.
  public var contentSize: CGSize {
    get {
      self.contentSizeStorage.value
    }
    set {
      self.record(.contentSize(to: newValue))
      self.store(
        GeometryCheck.checked(newValue, "ScrollModel.contentSize", kept: self.contentSize),
        in: self.contentSizeStorage, then: self.adjustContentOffsetIfNeeded)
    }
  }

  /// The point of the content at the top-left corner of the frame.
  ///
  /// Setting a new offset stops deceleration, bounces and offset animations (a component's
  /// scroll into view included), as `setContentOffset(_:animated: false)` does. Setting the
  /// offset it already has does nothing, so a host that mirrors a real scroll view cannot stop
  /// an animation by echoing the offset back; and while the host reports a fling of its own
  /// (``isDecelerating`` set by the host, the offset between the content's edges), the offsets
  /// it reports are the fling, not a new scroll: a component's scroll begun meanwhile goes on,
  /// and stops the fling when the host writes its offset. It is not clamped: like
  /// `UIScrollView`, the scroll model shows whatever offset it is given until something moves
  /// it.
  public var contentOffset: CGPoint {
    get {
      self.contentOffsetStorage.value
    }
    set {
      self.record(.contentOffset(to: newValue))
      guard newValue != self.contentOffset else {
        return
      }
      if self.isHostDecelerating && self.isInRange(newValue),
        let offset = GeometryCheck.checked(
          newValue, "ScrollModel.contentOffset", kept: self.contentOffset)
      {
        // The host's own fling, inside the content: not the app taking the offset. A
        // component's scroll begun meanwhile goes on, and its first offset stops the fling, as
        // a scroll written in code stops UIKit's.
        self.applyContentOffset(offset)
        return
      }
      self.moveContentOffset(to: newValue, animated: false)
    }
  }

  /// Whether `offset` lies between the content's edges, where a deceleration is a fling, not
  /// a bounce.
  func isInRange(_ offset: CGPoint) -> Bool {
    let least = self.minimumContentOffset
    let most = self.maximumContentOffset
    return offset.x >= least.x && offset.x <= most.x && offset.y >= least.y && offset.y <= most.y
  }

  /// The host's own inset around the content, like `UIScrollView.contentInset`.
  ///
  /// Refresh components never write it. Changing it updates ``adjustedContentInset``.
  public var contentInset: EdgeInsets {
    get {
      self.contentInsetStorage.value
    }
    set {
      self.record(.contentInset(to: newValue))
      self.store(
        GeometryCheck.checked(newValue, "ScrollModel.contentInset", kept: self.contentInset),
        in: self.contentInsetStorage, then: self.recomputeAdjustedContentInset)
    }
  }

  /// The inset the system adds: the safe area, navigation and tab bars.
  ///
  /// It is the part of `UIScrollView.adjustedContentInset` beyond `contentInset`. Changing it
  /// updates ``adjustedContentInset``.
  public var systemInset: EdgeInsets {
    get {
      self.systemInsetStorage.value
    }
    set {
      self.record(.systemInset(to: newValue))
      let before = self.adjustedContentInset
      self.store(
        GeometryCheck.checked(newValue, "ScrollModel.systemInset", kept: self.systemInset),
        in: self.systemInsetStorage, then: self.recomputeAdjustedContentInset)
      self.keepContentResting(from: before)
    }
  }

  /// Whether the content moves under a finger or its momentum: not at rest.
  var isInMotion: Bool {
    self.isDragging || self.isDecelerating
  }

  /// Keeps content that rests at its leading edge there when the system's inset changes.
  ///
  /// As `UIScrollView` keeps it (MJRefresh relies on it, #1091): a navigation bar whose large
  /// title expands as the list is pulled carries the content down with it, and no component
  /// sees a pull. A finger, a deceleration or an animation of the model's own keeps the offset.
  private func keepContentResting(from old: EdgeInsets) {
    guard !self.isDragging, !self.motion.isActive, !self.isHostDecelerating,
      self.offsetAnimation == nil
    else {
      return
    }
    let new = self.adjustedContentInset
    var offset = self.contentOffset
    if offset.y == -old.top && new.top != old.top {
      offset.y = -new.top
    }
    if offset.x == -old.left && new.left != old.left {
      offset.x = -new.left
    }
    if offset != self.contentOffset {
      self.applyContentOffset(offset)
    }
  }

  /// The inset that scrolling honours.
  ///
  /// It is always ``contentInset`` + ``systemInset`` + ``componentInset``.
  public var adjustedContentInset: EdgeInsets {
    self.adjustedContentInsetStorage.value
  }

  /// The sum of the attached components' inset shares, in the order they were attached.
  public var componentInset: EdgeInsets {
    var total = EdgeInsets.zero
    for record in self.attachmentRecords {
      total += record.share.insets
    }
    return total
  }

  /// The smallest content offset at rest: the top-left corner of the content minus the adjusted
  /// inset.
  public var minimumContentOffset: CGPoint {
    CGPoint(x: self.bounds(.horizontal).minimum, y: self.bounds(.vertical).minimum)
  }

  /// The largest content offset at rest: the bottom-right corner of the content plus the adjusted
  /// inset, minus the viewport, and never less than ``minimumContentOffset``.
  public var maximumContentOffset: CGPoint {
    CGPoint(x: self.bounds(.horizontal).maximum, y: self.bounds(.vertical).maximum)
  }

  /// Whether the content is past an edge on either axis (by more than half a point): pulled,
  /// or carried there by momentum or a bounce, rather than at rest.
  public var isPastAnEdge: Bool {
    let (offset, low, high) = (
      self.contentOffset, self.minimumContentOffset, self.maximumContentOffset
    )
    return offset.x < low.x - 0.5 || offset.x > high.x + 0.5 || offset.y < low.y - 0.5
      || offset.y > high.y + 0.5
  }

  // MARK: - State

  /// Whether the scroll model is on screen: the analog of `UIView.window != nil`.
  ///
  /// Components that are asked to begin refreshing while it is `false` wait until it turns
  /// `true`. Defaults to `true`.
  public var isVisible: Bool {
    get {
      self.isVisibleStorage.value
    }
    set {
      self.record(.isVisible(to: newValue))
      self.isVisibleStorage.value = newValue
    }
  }

  /// Whether an animated ``setContentOffset(_:animated:)`` is moving the content: UIKit's
  /// animated scroll, whose end its delegate hears as `scrollViewDidEndScrollingAnimation`.
  ///
  /// A component waits for it to end before it decides what an offset the app moved means (an
  /// open second floor scrolled to the top closes once it is there). A finger, another offset
  /// set by the app, or a component's own scroll stops it.
  public var isScrollAnimating: Bool {
    self.isScrollAnimatingStorage.value
  }

  /// Whether the content is moving on its own after a drag: decelerating, bouncing back to an
  /// edge or snapping to a page.
  ///
  /// The scroll physics set it. A host that mirrors a real scroll view, whose physics UIKit
  /// runs, sets it from the view's `isDecelerating` before it reports each offset, so that an
  /// auto footer's ``AutoLoader/autoTriggerTimes`` counts a fling's momentum as part of its
  /// drag; setting it runs no physics, and a finger that touches down clears it. While it is
  /// set by a host, the scroll model leaves the offset to the host's physics when an inset or
  /// the content size changes (it would otherwise bring an offset at rest back into range).
  public var isDecelerating: Bool {
    get {
      self.isDeceleratingStorage.value
    }
    set {
      guard newValue != self.isDecelerating else {
        return
      }
      self.record(.isDecelerating(to: newValue))
      self.isDeceleratingStorage.value = newValue
    }
  }

  /// Whether a host reports a deceleration of its own: ``isDecelerating`` set with no physics
  /// of the model's, whose offset the host's view moves by itself.
  var isHostDecelerating: Bool {
    // Not the model's own motion in its last frame: it has come to rest, and observers of that
    // frame's offset may change the range before the frame ends.
    self.isDecelerating && !self.motion.isActive && !self.motion.hasFrames
  }

  /// Whether the user is dragging.
  ///
  /// It is `true` while ``panState`` is ``PanState/began`` or ``PanState/changed``.
  public var isDragging: Bool {
    self.panState.isTracking
  }

  /// The number of rows or items the content shows, kept up to date by the host: MJRefresh's
  /// `mj_totalDataCount`.
  ///
  /// Back footers and trailers compare it before and after a refresh to keep new rows in view.
  /// Defaults to 0.
  public var totalDataCount = 0 {
    didSet {
      self.record(.totalDataCount(to: self.totalDataCount))
    }
  }

  /// Which items the user sees and how many there are, as the host reports them: what loaders
  /// that preload by index read.
  ///
  /// Defaults to `nil`: the host reports nothing, and loaders go by the offset alone. Report it
  /// whenever the visible rows or the count change (in `scrollViewDidScroll` and after an
  /// update), with the count already including rows just inserted. A report made before
  /// content was inserted at the start (``insertContentAtStart(_:on:)``) is stale: loaders wait
  /// for the next one. That next report is delivered to `\.visibleItems` observers even when it
  /// equals the stale one, since it makes it current again.
  public var visibleItems: VisibleItems? {
    get {
      self.visibleItemsStorage.value
    }
    set {
      self.record(.visibleItems(to: newValue))
      let wasStale = self.visibleItemsShifts != self.contentShifts
      self.visibleItemsShifts = self.contentShifts
      if newValue == self.visibleItemsStorage.value {
        if wasStale {
          // The same rows, reported after an insertion: current again, which loaders hear.
          self.visibleItemsStorage.deliver(ObservedChange(oldValue: newValue, newValue: newValue))
        }
        return
      }
      self.visibleItemsStorage.value = newValue
    }
  }

  /// Whether releasing snaps the offset to multiples of the frame size, like
  /// `UIScrollView.isPagingEnabled`.
  ///
  /// Defaults to `false`.
  public var isPagingEnabled = false {
    didSet {
      self.record(.isPagingEnabled(to: self.isPagingEnabled))
    }
  }

  /// Whether the content can be dragged past its edges with rubber-band resistance and bounces
  /// back.
  ///
  /// Defaults to `true`.
  public var bounces = true {
    didSet {
      self.record(.bounces(to: self.bounces))
    }
  }

  /// Whether vertical dragging works even when the content is shorter than the frame.
  ///
  /// Defaults to `false`, as in UIKit; refresh headers turn it on when attached.
  public var alwaysBounceVertical: Bool {
    get { self.alwaysBounceVerticalValue }
    set {
      self.record(.alwaysBounceVertical(to: newValue))
      self.alwaysBounceVerticalValue = newValue
    }
  }

  /// Whether horizontal dragging works even when the content is narrower than the frame.
  ///
  /// Defaults to `false`, as in UIKit; refresh trailers turn it on when attached.
  public var alwaysBounceHorizontal: Bool {
    get { self.alwaysBounceHorizontalValue }
    set {
      self.record(.alwaysBounceHorizontal(to: newValue))
      self.alwaysBounceHorizontalValue = newValue
    }
  }

  /// How fast momentum decays: the fraction of velocity kept per millisecond.
  ///
  /// Defaults to 0.998, UIKit's `.normal`; UIKit's `.fast` is 0.99.
  ///
  /// A value outside the open range 0...1 is refused and reported to ``Diagnostics``.
  public var decelerationRate: CGFloat = 0.998 {
    willSet {
      self.record(.decelerationRate(to: newValue))
    }
    didSet {
      guard self.decelerationRate.isFinite, self.decelerationRate > 0, self.decelerationRate < 1
      else {
        Diagnostics.report(
          .valueOutOfRange, "ScrollModel.decelerationRate",
          "refused \(self.decelerationRate): must lie strictly between 0 and 1; kept \(oldValue)")
        self.decelerationRate = oldValue
        return
      }
    }
  }

  // MARK: - Internal

  /// Stores a value that passed its check, if it differs, then runs what follows from it.
  private func store<Value: Equatable>(
    _ checked: Value?, in storage: Observable<Value>, then didChange: () -> Void
  ) {
    guard let value = checked, value != storage.value else {
      return
    }
    storage.value = value
    didChange()
  }

  /// The valid offset range on `axis`.
  func bounds(_ axis: ScrollAxis) -> AxisBounds {
    let inset = self.adjustedContentInset
    let minimum = 0 - inset.leading(axis)  // not -inset, which is -0.0 for a zero inset
    let maximum = self.contentSize[axis] + inset.trailing(axis) - self.frame.size[axis]
    return AxisBounds(minimum: minimum, maximum: maximum)
  }

  /// Whether the content can be dragged on `axis`: it is longer than the viewport, or it always
  /// bounces on that axis.
  func canScroll(_ axis: ScrollAxis) -> Bool {
    let inset = self.adjustedContentInset
    let extent = self.contentSize[axis] + inset.leading(axis) + inset.trailing(axis)
    let alwaysBounces =
      axis == .vertical ? self.alwaysBounceVerticalValue : self.alwaysBounceHorizontalValue
    return alwaysBounces || extent > self.frame.size[axis]
  }

  /// Records a host's input, while a ``ScrollTraceRecorder`` is recording.
  func record(_ input: @autoclosure () -> ScrollTraceInput) {
    if let recorder = self.traceRecorder {
      recorder.record(input(), at: self.clock.now)
    }
  }

  /// Sets whether an axis always bounces, for a component that needs it; not a host's input.
  func setAlwaysBounce(_ value: Bool, on axis: ScrollAxis) {
    if axis == .vertical {
      self.alwaysBounceVerticalValue = value
    } else {
      self.alwaysBounceHorizontalValue = value
    }
  }

  func recomputeAdjustedContentInset() {
    let base = self.contentInset + self.systemInset
    let records = self.attachmentRecords
    for record in records {
      // Summed from the other parts, not subtracted from the whole, so that a share's baseline
      // does not move, by a rounding error, when the share itself changes: an owner that sizes
      // its share from it (a back footer refreshing under short content) would otherwise chase
      // that error forever.
      var baseline = base
      for other in records where other.share !== record.share {
        baseline += other.share.insets
      }
      record.share.baseline = baseline
    }
    let adjusted = base + self.componentInset
    guard adjusted != self.adjustedContentInset else {
      return
    }
    self.adjustedContentInsetStorage.value = adjusted
    self.adjustContentOffsetIfNeeded()
  }

  func ledgerDidChange() {
    self.recomputeAdjustedContentInset()
  }

  /// Stores an offset that is known to be acceptable, without stopping any motion.
  func applyContentOffset(_ offset: CGPoint) {
    self.contentOffsetStorage.value = offset
  }

  /// Moves an offset at rest back into the valid range, as `UIScrollView` does when its inset,
  /// content size or frame changes.
  ///
  /// A dragged or animating offset is left alone, and so is an axis that is decelerating or
  /// bouncing: its motion brings it into range by itself. The other axis is clamped.
  func adjustContentOffsetIfNeeded() {
    // While content is inserted, the components' shares follow the new content one by one: the
    // offset is brought into the range they make together, once, at the end. While the host
    // reports a deceleration of its own (UIKit bouncing back after a release), its physics run
    // to the new range by themselves: an offset written now would jump.
    guard !self.isDragging, self.offsetAnimation == nil, !self.isShiftingContent,
      !self.isHostDecelerating
    else {
      return
    }
    let offset = self.contentOffset
    var clamped = offset
    for axis in ScrollAxis.allCases where !self.motion[axis].isActive {
      clamped[axis] = self.bounds(axis).clamp(offset[axis])
    }
    if clamped != offset {
      self.applyContentOffset(clamped)
    }
  }
}
