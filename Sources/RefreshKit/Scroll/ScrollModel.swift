public import Foundation

/// A headless `UIScrollView`: the geometry, the drag gesture and the scroll physics that refresh
/// components observe, with no view.
///
/// A host feeds it what its real scroll view does, or a test simulates a finger with
/// ``beginDragging()``, ``drag(toOffsetY:)`` and ``endDragging(velocity:)``:
///
/// ```swift
/// let scroll = ScrollModel(frame: CGRect(x: 0, y: 0, width: 375, height: 600), clock: clock)
/// scroll.beginDragging()
/// scroll.drag(toOffsetY: -80)
/// scroll.endDragging()  // springs back to 0.0 as the clock runs
/// ```
///
/// The host owns ``contentInset`` and ``systemInset``; components own shares through
/// ``InsetShare``, and ``adjustedContentInset`` is always their sum.
///
/// Observable with ``KeyPathObservable/observe(_:options:_:)``: `\.contentOffset`,
/// `\.contentSize`, `\.contentInset`, `\.systemInset`, `\.adjustedContentInset`, `\.frame`,
/// `\.panState`, `\.isVisible`, `\.isDecelerating` and `\.visibleItems`. Changes are delivered
/// synchronously after the value is stored, a cause before its effects.
///
/// NaN, infinite values and numbers beyond ``Diagnostics/geometryLimit`` are refused and negative
/// sizes clamped to zero, each reported to ``Diagnostics``.
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
  private(set) lazy var motionFrames = MotionFrames(scrollModel: self)
  var offsetAnimation: ValueAnimation?
  /// Bumped when a finger or the host takes the offset: a component's scroll then stops.
  var offsetTakeovers = 0
  /// Whether a finger touched down on a deceleration that had not come to rest.
  var isCatchingTheContent = false
  /// The drag's start as an offset without resistance.
  var dragOrigin = CGPoint.zero
  /// Kept so that content inserted before the start during a drag can move ``dragOrigin``.
  var dragTranslation = CGPoint.zero
  /// How far insertions at the start moved the offset animation's path.
  var offsetAnimationShift = CGPoint.zero
  /// Whether the offset is moving because content was inserted before the start: not a scroll,
  /// so nothing triggers on it.
  public var isShiftingContent: Bool {
    self.shiftingContent
  }
  /// Internal, so the per-frame read skips a public stored property's run-time exclusivity check.
  var shiftingContent = false
  /// Counts insertions at (or removals from) the start: an older visible-items report is stale.
  var contentShifts = 0
  /// ``contentShifts`` when the visible items were last reported.
  var visibleItemsShifts = 0

  var visibleItemsAreCurrent: Bool {
    self.visibleItemsShifts == self.contentShifts
  }
  var traceRecorder: ScrollTraceRecorder?
  var alwaysBounceVerticalValue = false
  var alwaysBounceHorizontalValue = false
  /// The arbitration between the attached refresh components, and their load generation.
  var loaders = LoaderCoordination()

  /// Creates a scroll model whose frame's size is the viewport.
  ///
  /// The clock defaults to a new ``SystemAnimationClock``; tests pass a ``ManualAnimationClock``.
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

  /// Tells the attached objects, so that none is left refreshing for a scroll model that is gone.
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
  /// Setting a new offset stops deceleration, bounces and offset animations, as
  /// `setContentOffset(_:animated: false)` does; setting the current offset does nothing. While
  /// the host reports a fling of its own (``isDecelerating``, offset between the content's edges),
  /// its offsets are the fling, not a new scroll. Like `UIScrollView`, the offset is not clamped.
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
        // The host's own fling: a component's scroll goes on and stops it, as in UIKit.
        self.applyContentOffset(offset)
        return
      }
      self.moveContentOffset(to: newValue, animated: false)
    }
  }

  func isInRange(_ offset: CGPoint) -> Bool {
    let least = self.minimumContentOffset
    let most = self.maximumContentOffset
    return offset.x >= least.x && offset.x <= most.x && offset.y >= least.y && offset.y <= most.y
  }

  /// The host's own inset around the content, like `UIScrollView.contentInset`.
  ///
  /// Refresh components never write it.
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
  /// Content resting at its leading edge stays there when it changes, as in `UIScrollView`.
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

  var isInMotion: Bool {
    self.isDragging || self.isDecelerating
  }

  /// UIKit keeps resting content at its edge as a large title grows (MJRefresh relies on it).
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

  /// The inset that scrolling honours: ``contentInset`` + ``systemInset`` + ``componentInset``.
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

  /// The smallest content offset at rest: the content's top-left corner minus the adjusted inset.
  public var minimumContentOffset: CGPoint {
    CGPoint(x: self.bounds(.horizontal).minimum, y: self.bounds(.vertical).minimum)
  }

  /// The largest content offset at rest: the content's bottom-right corner plus the adjusted
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

  /// Whether the scroll model is on screen, like `UIView.window != nil`; defaults to `true`.
  ///
  /// Components asked to begin refreshing while it is `false` wait until it turns `true`.
  public var isVisible: Bool {
    get {
      self.isVisibleStorage.value
    }
    set {
      self.record(.isVisible(to: newValue))
      self.isVisibleStorage.value = newValue
    }
  }

  /// Whether an animated ``setContentOffset(_:animated:)`` is moving the content.
  ///
  /// Its end is UIKit's `scrollViewDidEndScrollingAnimation`: a component waits for it before it
  /// decides what an offset the app moved means. A finger, another offset set by the app, or a
  /// component's own scroll stops it.
  public var isScrollAnimating: Bool {
    self.isScrollAnimatingStorage.value
  }

  /// Whether the content is moving on its own after a drag: decelerating, bouncing back to an
  /// edge or snapping to a page.
  ///
  /// A host mirroring a real scroll view sets it from the view's `isDecelerating` before it
  /// reports each offset, so that ``AutoLoader/autoTriggerTimes`` counts a fling as part of its
  /// drag. Setting it runs no physics; while a host has it set, inset and content size changes
  /// leave the offset to the host. A finger that touches down clears it.
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

  /// ``isDecelerating`` set by a host, with no physics of the model's.
  var isHostDecelerating: Bool {
    // Not the model's last frame: observers of that frame's offset may still change the range.
    self.isDecelerating && !self.motion.isActive && !self.motion.hasFrames
  }

  /// Whether the user is dragging: ``panState`` is ``PanState/began`` or ``PanState/changed``.
  public var isDragging: Bool {
    self.panState.isTracking
  }

  /// The number of rows or items the content shows, kept up to date by the host: MJRefresh's
  /// `mj_totalDataCount`.
  ///
  /// Back footers and trailers compare it across a refresh to keep new rows in view. Defaults
  /// to 0.
  public var totalDataCount = 0 {
    didSet {
      self.record(.totalDataCount(to: self.totalDataCount))
    }
  }

  /// Which items the user sees and how many there are, as the host reports them.
  ///
  /// Defaults to `nil`: loaders that preload by index go by the offset alone. Report it whenever
  /// the visible rows or the count change, counting rows just inserted. A report made before
  /// ``insertContentAtStart(_:on:)`` is stale until the next one, which observers hear even when
  /// it is equal.
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
  /// `UIScrollView.isPagingEnabled`; defaults to `false`.
  public var isPagingEnabled = false {
    didSet {
      self.record(.isPagingEnabled(to: self.isPagingEnabled))
    }
  }

  /// Whether the content can be dragged past its edges with rubber-band resistance and bounces
  /// back; defaults to `true`.
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
  /// Defaults to 0.998, UIKit's `.normal` (`.fast` is 0.99). A value outside the open range 0...1
  /// is refused and reported to ``Diagnostics``.
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

  private func store<Value: Equatable>(
    _ checked: Value?, in storage: Observable<Value>, then didChange: () -> Void
  ) {
    guard let value = checked, value != storage.value else {
      return
    }
    storage.value = value
    didChange()
  }

  func bounds(_ axis: ScrollAxis) -> AxisBounds {
    let inset = self.adjustedContentInset
    let minimum = 0 - inset.leading(axis)  // not -inset, which is -0.0 for a zero inset
    let maximum = self.contentSize[axis] + inset.trailing(axis) - self.frame.size[axis]
    return AxisBounds(minimum: minimum, maximum: maximum)
  }

  func canScroll(_ axis: ScrollAxis) -> Bool {
    let inset = self.adjustedContentInset
    let extent = self.contentSize[axis] + inset.leading(axis) + inset.trailing(axis)
    let alwaysBounces =
      axis == .vertical ? self.alwaysBounceVerticalValue : self.alwaysBounceHorizontalValue
    return alwaysBounces || extent > self.frame.size[axis]
  }

  func record(_ input: @autoclosure () -> ScrollTraceInput) {
    if let recorder = self.traceRecorder {
      recorder.record(input(), at: self.clock.now)
    }
  }

  /// For a component that needs it: not a host's input, so not recorded.
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
      // Summed, not subtracted from the whole: a rounding error would move the baseline when the
      // share changes, and an owner sizing its share from it would chase that error forever.
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

  /// Stores an offset known to be acceptable, without stopping any motion.
  func applyContentOffset(_ offset: CGPoint) {
    self.contentOffsetStorage.value = offset
  }

  /// Moves an offset at rest back into range, as `UIScrollView` does; a moving axis is left alone.
  func adjustContentOffsetIfNeeded() {
    // While content is inserted, the offset is clamped once at the end; a host's own deceleration
    // runs to the new range by itself (an offset written now would jump).
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
