public import Foundation

extension ScrollModel {
  /// The current state of the drag gesture.
  ///
  /// The gesture methods set it and run the scroll physics. A host mirroring a real
  /// `UIScrollView` sets it directly from its pan recognizer, which runs no physics; report every
  /// state, ``PanState/possible`` after ``PanState/ended`` and ``PanState/cancelled`` included.
  /// ``PanState/began`` stops a component's own scroll animation, as ``beginDragging()`` does.
  public var panState: PanState {
    get {
      self.panStateStorage.value
    }
    set {
      self.record(.panState(to: newValue))
      if newValue == .began && !self.isDragging {
        self.takeOverTheOffset()
      }
      self.panStateStorage.value = newValue
    }
  }

  /// Duration of ``setContentOffset(_:animated:)`` when animated, in seconds.
  public static let scrollAnimationDuration: TimeInterval = 0.3

  // MARK: - Gestures

  /// A finger touches down and starts to drag; ``panState`` becomes ``PanState/began``.
  ///
  /// Any deceleration, bounce or offset animation stops where it is. Calling it while already
  /// dragging does nothing and is reported to ``Diagnostics``.
  public func beginDragging() {
    self.record(.beginDragging)
    self.startDragging()
  }

  private func startDragging() {
    guard !self.isDragging else {
      Diagnostics.report(
        .ignoredCall, "ScrollModel.beginDragging()", "ignored: a drag is already in progress")
      return
    }
    self.takeOverTheOffset()
    let offset = self.contentOffset
    self.dragOrigin = CGPoint(
      x: ScrollPhysics.unresisted(
        offset.x, bounds: self.bounds(.horizontal), dimension: self.frame.width),
      y: ScrollPhysics.unresisted(
        offset.y, bounds: self.bounds(.vertical), dimension: self.frame.height))
    self.dragTranslation = .zero
    self.panStateStorage.value = .began
  }

  /// The dragging finger moved the content to the vertical offset `y`, as UIKit reports it.
  ///
  /// The offset is taken as given (the host already applied its resistance); x stays. Begins a
  /// drag if none is in progress. A non-finite value is refused and reported to ``Diagnostics``.
  public func drag(toOffsetY y: CGFloat) {
    self.drag(to: CGPoint(x: self.contentOffset.x, y: y))
  }

  /// The dragging finger moved the content to `offset`, on both axes, as UIKit reports it.
  ///
  /// The offset is taken as given. Begins a drag if none is in progress and stops a running
  /// animated ``setContentOffset(_:animated:)``. A non-finite value is refused and reported to
  /// ``Diagnostics``.
  public func drag(to offset: CGPoint) {
    self.record(.dragTo(offset: offset))
    guard
      let offset = GeometryCheck.checked(offset, "ScrollModel.drag(to:)", kept: self.contentOffset)
    else {
      return
    }
    self.beginDraggingIfNeeded()
    self.cancelOffsetAnimation()
    self.panStateStorage.value = .changed
    self.applyContentOffset(offset)
  }

  /// The finger moved by `translation` since the drag began, with UIKit's rubber-band resistance
  /// past the edges.
  ///
  /// A positive `y` is a finger moving down, which lowers `contentOffset.y`. Past an edge the
  /// content moves less than the finger, never more than a frame's length. An axis whose content
  /// fits and that does not always bounce does not move; with ``bounces`` off the offset stops at
  /// the edges. Begins a drag if none is in progress and stops a running animated
  /// ``setContentOffset(_:animated:)``. A non-finite value is refused and reported to
  /// ``Diagnostics``.
  public func drag(translation: CGPoint) {
    self.record(.dragBy(translation: translation))
    guard
      let translation = GeometryCheck.checked(
        translation, "ScrollModel.drag(translation:)", kept: .zero)
    else {
      return
    }
    self.beginDraggingIfNeeded()
    self.cancelOffsetAnimation()
    self.dragTranslation = translation
    var offset = self.contentOffset
    for axis in ScrollAxis.allCases {
      offset[axis] = ScrollPhysics.resisted(
        self.dragOrigin[axis] - translation[axis],
        bounds: self.bounds(axis),
        dimension: self.frame.size[axis],
        canScroll: self.canScroll(axis),
        bounces: self.bounces)
    }
    self.panStateStorage.value = .changed
    self.applyContentOffset(offset)
  }

  /// The finger moved down by `y` points since the drag began (up when negative); see
  /// ``drag(translation:)``.
  public func drag(translationY y: CGFloat) {
    self.drag(translation: CGPoint(x: 0, y: y))
  }

  /// The finger lifts: ``panState`` becomes ``PanState/ended``, then ``PanState/possible``.
  ///
  /// With a velocity, the content decelerates as UIKit's does (``decelerationRate``), bouncing
  /// past an edge; an offset past an edge springs back onto it; with ``isPagingEnabled`` it snaps
  /// to a multiple of the frame size. ``isDecelerating`` is `true` meanwhile. Calling it while
  /// not dragging does nothing and is reported to ``Diagnostics``.
  ///
  /// - Parameter velocity: Points per **second**; a positive `y` moves toward the end of the
  ///   content. Multiply UIKit's `scrollViewWillEndDragging` velocity (points per millisecond) by
  ///   1,000, or `UIPanGestureRecognizer.velocity(in:)` by −1. A non-finite velocity counts as
  ///   zero and is reported to ``Diagnostics``.
  public func endDragging(velocity: CGPoint = .zero) {
    self.record(.endDragging(velocity: velocity))
    guard self.isDragging else {
      Diagnostics.report(
        .ignoredCall, "ScrollModel.endDragging(velocity:)", "ignored: no drag is in progress")
      return
    }
    let velocity =
      GeometryCheck.checked(velocity, "ScrollModel.endDragging(velocity:)", kept: .zero) ?? .zero
    // Motion first, so observers of the release see the content already moving by itself.
    self.startMotion(velocity: velocity)
    self.panStateStorage.value = .ended
    self.panStateStorage.value = .possible  // as a recognizer resets once it has ended
  }

  /// The system cancels the drag: ``panState`` becomes ``PanState/cancelled``, then
  /// ``PanState/possible``.
  ///
  /// The content springs back into range with no momentum, and a pulling component goes back to
  /// idle. Calling it while not dragging does nothing and is reported to ``Diagnostics``.
  public func cancelDragging() {
    self.record(.cancelDragging)
    guard self.isDragging else {
      Diagnostics.report(
        .ignoredCall, "ScrollModel.cancelDragging()", "ignored: no drag is in progress")
      return
    }
    self.startMotion(velocity: .zero)
    self.panStateStorage.value = .cancelled
    self.panStateStorage.value = .possible
  }

  /// Moves the content to `offset`, at once or over ``scrollAnimationDuration`` seconds.
  ///
  /// Stops any deceleration, bounce or earlier offset animation first, as UIKit does. The offset
  /// is not clamped; a non-finite one is refused and reported to ``Diagnostics``.
  public func setContentOffset(_ offset: CGPoint, animated: Bool) {
    self.record(.setContentOffset(to: offset, animated: animated))
    self.moveContentOffset(to: offset, animated: animated)
  }

  func moveContentOffset(to offset: CGPoint, animated: Bool) {
    guard
      let offset = GeometryCheck.checked(
        offset, "ScrollModel.contentOffset", kept: self.contentOffset)
    else {
      return
    }
    self.stopMotion()
    self.cancelOffsetAnimation()
    self.offsetTakeovers &+= 1
    guard animated else {
      self.applyContentOffset(offset)
      return
    }
    self.offsetAnimationShift = .zero
    self.isScrollAnimatingStorage.value = true
    self.offsetAnimation = self.clock.animate(
      from: self.contentOffset,
      to: offset,
      duration: Self.scrollAnimationDuration,
      update: { [weak self] offset in
        guard let self else {
          return
        }
        // Content inserted before the start while it runs moves the whole path with it.
        self.applyContentOffset(
          CGPoint(
            x: offset.x + self.offsetAnimationShift.x, y: offset.y + self.offsetAnimationShift.y))
      },
      completion: { [weak self] finished in
        if finished {
          self?.offsetAnimation = nil
        }
        self?.isScrollAnimatingStorage.value = false
      }
    )
  }

  // MARK: - Motion

  /// Stops deceleration, bounces and offset animations, a component's own scroll included.
  private func takeOverTheOffset() {
    self.isCatchingTheContent = true
    self.stopMotion()
    self.isDeceleratingStorage.value = false  // a host's deceleration, too: a touch stops it
    self.isCatchingTheContent = false
    self.cancelOffsetAnimation()
    self.offsetTakeovers &+= 1
  }

  /// The takeover count a component's offset animation starting now runs under; while a finger
  /// holds the content, one that never matches.
  var offsetAnimationOwner: Int {
    self.isDragging ? self.offsetTakeovers &- 1 : self.offsetTakeovers
  }

  /// The newest animation wins: UIKit's `UIView.animate` commits its changes to the model at
  /// once, so the last offset set is the one kept.
  func claimOffsetForAnimation() -> Int {
    if !self.isDragging {
      self.offsetTakeovers &+= 1
    }
    return self.offsetAnimationOwner
  }

  private func beginDraggingIfNeeded() {
    if !self.isDragging {
      self.startDragging()
    }
  }

  func motionContext(_ axis: ScrollAxis) -> AxisMotion.Context {
    let canScroll = self.canScroll(axis)
    return AxisMotion.Context(
      bounds: self.bounds(axis),
      canScroll: canScroll,
      bounces: self.bounces && canScroll,
      decelerationRate: self.decelerationRate,
      pageLength: self.isPagingEnabled ? self.frame.size[axis] : nil,
      dimension: self.frame.size[axis])
  }

  private func startMotion(velocity: CGPoint) {
    self.stopMotion()
    self.cancelOffsetAnimation()
    let offset = self.contentOffset
    for axis in ScrollAxis.allCases {
      self.motion[axis] = AxisMotion.afterRelease(
        offset: offset[axis], velocity: velocity[axis], context: self.motionContext(axis))
    }
    guard self.motion.isActive else {
      return
    }
    let now = self.clock.now
    self.motion.lastFrameTime = now
    self.motion.hasFrames = true
    self.isDeceleratingStorage.value = true
    self.clock.requestFrames(of: self.motionFrames, startingAt: now + self.clock.frameInterval)
  }

  /// Returns when the next frame is due, or `nil` once the content rests.
  func motionFrame(at now: TimeInterval) -> TimeInterval? {
    let elapsed = max(0, now - self.motion.lastFrameTime)
    self.motion.lastFrameTime = now
    var offset = self.contentOffset
    for axis in ScrollAxis.allCases {
      offset[axis] = self.motion[axis].step(
        offset: offset[axis], elapsed: elapsed, context: self.motionContext(axis))
    }
    let generation = self.motion.generation
    self.applyContentOffset(offset)
    guard generation == self.motion.generation else {
      return nil  // an observer stopped the motion
    }
    guard self.motion.isActive else {
      self.motion.hasFrames = false
      self.isDeceleratingStorage.value = false
      // The last offset's observers may have changed the range.
      self.adjustContentOffsetIfNeeded()
      return nil
    }
    return now + self.clock.frameInterval
  }

  /// MJRefresh's `mj_offsetY = y`: stops that axis's motion and any offset animation.
  ///
  /// The offset is written first, so whatever observers start when the motion stops is not
  /// overwritten afterward.
  func moveOffset(_ value: CGFloat, on axis: ScrollAxis) {
    let animation = self.offsetAnimation
    self.offsetAnimation = nil  // an offset animation's frames write no more
    var offset = self.contentOffset
    offset[axis] = value
    self.applyContentOffset(offset)
    self.stopMotion(on: axis)
    animation?.cancel()
  }

  func stopMotion(on axis: ScrollAxis) {
    guard self.motion[axis].isActive else {
      return
    }
    self.motion[axis] = .idle
    if !self.motion.isActive {
      self.stopMotion()
    }
  }

  /// A deceleration the host reported goes on: only the host knows when it ends.
  func stopMotion() {
    self.motion.generation += 1
    // Runs at every offset the host sets: at rest, both axes are already idle.
    guard self.motion.hasFrames || self.motion.isActive else {
      return
    }
    if self.motion.hasFrames {
      self.motion.hasFrames = false
      self.clock.stopFrames(of: self.motionFrames)
    }
    self.motion.vertical = .idle
    self.motion.horizontal = .idle
    self.isDeceleratingStorage.value = false
  }

  private func cancelOffsetAnimation() {
    let animation = self.offsetAnimation
    self.offsetAnimation = nil
    animation?.cancel()
  }
}
