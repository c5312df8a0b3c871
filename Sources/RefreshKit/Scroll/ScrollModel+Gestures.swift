public import Foundation

extension ScrollModel {
  /// The current state of the drag gesture.
  ///
  /// The gesture methods (``beginDragging()``, ``drag(toOffsetY:)``, ``endDragging(velocity:)``
  /// and the others) set it for you and run the scroll physics. A host that mirrors a real
  /// `UIScrollView`, whose physics UIKit runs, sets it directly from its pan gesture
  /// recognizer's state: setting it runs no physics. Report every state the recognizer goes
  /// through, ``PanState/possible`` after ``PanState/ended`` and ``PanState/cancelled``
  /// included, as UIKit's recognizer does (`UIGestureRecognizer.h`). A finger that touches
  /// down (``PanState/began``) stops a component's own scroll animation, as ``beginDragging()``
  /// does.
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

  /// A finger touches down and starts to drag.
  ///
  /// ``panState`` becomes ``PanState/began``.
  ///
  /// Any deceleration, bounce or offset animation stops where it is, as when a finger catches a
  /// moving `UIScrollView`. Calling it while already dragging does nothing and is reported to
  /// ``Diagnostics``.
  public func beginDragging() {
    self.record(.beginDragging)
    self.startDragging()
  }

  /// Starts a drag: the body of ``beginDragging()``, for the gestures that begin one first.
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
  /// The offset is taken as given (the host's scroll view already applied its resistance); x
  /// stays. ``panState`` becomes ``PanState/changed``. Begins a drag first if none is in
  /// progress.
  ///
  /// - Parameter y: The new `contentOffset.y`. A non-finite value is refused and reported to
  ///   ``Diagnostics``.
  public func drag(toOffsetY y: CGFloat) {
    self.drag(to: CGPoint(x: self.contentOffset.x, y: y))
  }

  /// The dragging finger moved the content to `offset`, on both axes, as UIKit reports it.
  ///
  /// The offset is taken as given. ``panState`` becomes ``PanState/changed``. Begins a drag first
  /// if none is in progress. An animated ``setContentOffset(_:animated:)`` still running stops:
  /// the finger has the content.
  ///
  /// - Parameter offset: The new `contentOffset`. A non-finite value is refused and reported to
  ///   ``Diagnostics``.
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

  /// The dragging finger moved by `translation` since the drag began, like
  /// `UIPanGestureRecognizer.translation(in:)`: the offset follows it, with UIKit's rubber-band
  /// resistance past the edges.
  ///
  /// A positive `y` is a finger moving down, which pulls the content down and lowers
  /// `contentOffset.y`. Past an edge the content moves less than the finger, never more than a
  /// frame's length. On an axis whose content fits the frame and that does not always bounce, the
  /// offset does not move; with ``bounces`` off it stops at the edges. Begins a drag first if
  /// none is in progress. An animated ``setContentOffset(_:animated:)`` still running stops.
  ///
  /// - Parameter translation: The finger's total movement since ``beginDragging()``. A
  ///   non-finite value is refused and reported to ``Diagnostics``.
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

  /// The dragging finger moved down by `y` points since the drag began (up when negative), with
  /// rubber-band resistance past the edges.
  ///
  /// See ``drag(translation:)``.
  ///
  /// - Parameter y: The finger's vertical movement since ``beginDragging()``.
  public func drag(translationY y: CGFloat) {
    self.drag(translation: CGPoint(x: 0, y: y))
  }

  /// The finger lifts.
  ///
  /// ``panState`` becomes ``PanState/ended``, then ``PanState/possible`` again, as UIKit's
  /// recognizer resets; the content moves on by itself on the clock.
  ///
  /// With a velocity, the content decelerates as UIKit's does (``decelerationRate``), bouncing
  /// if it runs past an edge. An offset past an edge springs back and settles exactly on the
  /// edge. With ``isPagingEnabled`` it snaps to a multiple of the frame size. ``isDecelerating``
  /// is `true` while any of this runs. An animated ``setContentOffset(_:animated:)`` started
  /// during the drag stops: the physics takes the content from where it is.
  ///
  /// Calling it while not dragging does nothing and is reported to ``Diagnostics``.
  ///
  /// - Parameter velocity: The finger's speed at release, in points per **second**. A positive
  ///   `y` moves `contentOffset.y` up, toward the end of the content. UIKit's
  ///   `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)` reports points per
  ///   **millisecond** with the same sign: multiply it by 1,000 (and `UIPanGestureRecognizer`'s
  ///   `velocity(in:)`, points per second with the opposite sign, by −1). A non-finite velocity
  ///   counts as zero and is reported to ``Diagnostics``.
  public func endDragging(velocity: CGPoint = .zero) {
    self.record(.endDragging(velocity: velocity))
    guard self.isDragging else {
      Diagnostics.report(
        .ignoredCall, "ScrollModel.endDragging(velocity:)", "ignored: no drag is in progress")
      return
    }
    let velocity =
      GeometryCheck.checked(velocity, "ScrollModel.endDragging(velocity:)", kept: .zero) ?? .zero
    // The physics takes the content first, so that observers of the release see it moving on
    // by itself, whatever they do in response (begin or end a refresh, move the offset).
    self.startMotion(velocity: velocity)
    self.panStateStorage.value = .ended
    self.panStateStorage.value = .possible  // as a recognizer resets once it has ended
  }

  /// The system cancels the drag.
  ///
  /// ``panState`` becomes ``PanState/cancelled``, then ``PanState/possible`` again, and the
  /// content springs back into range with no momentum. A component that was pulling goes back
  /// to idle: a cancelled drag is not a release.
  ///
  /// Calling it while not dragging does nothing and is reported to ``Diagnostics``.
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
  /// is not clamped.
  ///
  /// - Parameters:
  ///   - offset: The new offset. A non-finite value is refused and reported to ``Diagnostics``.
  ///   - animated: Whether to animate, ease in and out, on the clock.
  public func setContentOffset(_ offset: CGPoint, animated: Bool) {
    self.record(.setContentOffset(to: offset, animated: animated))
    self.moveContentOffset(to: offset, animated: animated)
  }

  /// The body of ``setContentOffset(_:animated:)``.
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
        self?.isScrollAnimatingStorage.value = false  // ended, or stopped by what moved it
      }
    )
  }

  // MARK: - Motion

  /// A finger or the app takes the offset: deceleration, bounces and offset animations stop
  /// where they are, and so does any component's own scroll (``offsetAnimationOwner``).
  private func takeOverTheOffset() {
    self.isCatchingTheContent = true
    self.stopMotion()
    self.isDeceleratingStorage.value = false  // a host's deceleration, too: a touch stops it
    self.isCatchingTheContent = false
    self.cancelOffsetAnimation()
    self.offsetTakeovers &+= 1
  }

  /// The takeover count under which a component's own offset animation starting now runs.
  ///
  /// The animation moves the offset only while ``offsetTakeovers`` still equals it. While a
  /// finger holds the content there is nothing to move, so it is one that never matches.
  var offsetAnimationOwner: Int {
    self.isDragging ? self.offsetTakeovers &- 1 : self.offsetTakeovers
  }

  /// Takes the offset for a component's own offset animation that starts now, from any other
  /// component's that still runs, and returns the takeover count it runs under
  /// (``offsetAnimationOwner``).
  ///
  /// The newest animation ends where it said. In UIKit, a `UIView.animate` block commits its
  /// changes to the model at once (its `animations` parameter: "the changes to commit to the
  /// views"), so the last offset set is the one the scroll view keeps, whatever animations are
  /// still in flight. A footer's page alignment that started first must not pull back a header
  /// that began refreshing after it.
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
    self.cancelOffsetAnimation()  // the finger had the content; the physics takes it from here
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

  /// One frame of the motion at `now`: moves the offset by the physics.
  ///
  /// - Returns: When the next frame is due, or `nil` once the content rests.
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
      // At rest: in the range as it is now, which the last offset's observers may have changed.
      self.adjustContentOffsetIfNeeded()
      return nil
    }
    return now + self.clock.frameInterval
  }

  /// Moves the offset on one axis for an attached component, as MJRefresh's `mj_offsetY = y`
  /// does: the motion on that axis and any offset animation stop, a bounce on the other axis
  /// goes on.
  ///
  /// The offset is written first: observers that hear the motion stop see the offset the
  /// component set, and whatever they start in response (a refresh that takes over the
  /// component's animation) is not overwritten by it afterward.
  func moveOffset(_ value: CGFloat, on axis: ScrollAxis) {
    let animation = self.offsetAnimation
    self.offsetAnimation = nil  // an offset animation's frames write no more
    var offset = self.contentOffset
    offset[axis] = value
    self.applyContentOffset(offset)
    self.stopMotion(on: axis)
    animation?.cancel()
  }

  /// Stops deceleration and bounces on `axis` where they are; the other axis goes on.
  func stopMotion(on axis: ScrollAxis) {
    guard self.motion[axis].isActive else {
      return
    }
    self.motion[axis] = .idle
    if !self.motion.isActive {
      self.stopMotion()
    }
  }

  /// Stops deceleration and bounces where they are.
  ///
  /// A deceleration a host reported (``isDecelerating`` set, with no physics of the model's own)
  /// goes on: only the host knows when it ends.
  func stopMotion() {
    self.motion.generation += 1
    // Run at every offset the host sets: at rest, both axes are already idle.
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
