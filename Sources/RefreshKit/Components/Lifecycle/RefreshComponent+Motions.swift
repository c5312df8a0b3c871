public import Foundation

/// The motions the lifecycle's effects start: a component scrolling into view as a refresh
/// begins, and the end of a refresh (a share closing, a page alignment, a subclass's own), with
/// what they move kept between frames.
extension RefreshComponent {
  // MARK: - Scrolling into view

  /// Scrolls from `edge` to `target` over the fast animation, then runs the refreshing
  /// callbacks of the refresh that asked.
  ///
  /// On a leading edge the scroll follows the edge: if the inset before it changes meanwhile
  /// (a large-title bar that expands as the content comes down, a rotation), start and target
  /// move with it, so that the component ends held open right below it.
  func scrollIntoView(from edge: PullEdge, to target: CGFloat, in scrollModel: ScrollModel) {
    self.motions.scroll = ComponentMotions.Scroll(
      motion: OffsetMotion(on: edge.axis, to: target, in: scrollModel),
      refresh: self.refreshNumber,
      leadingInset: edge.isLeading ? self.scrollViewOriginalInset.leading(edge.axis) : nil)
    self.scrollAnimator.run(
      duration: self.motionDuration(self.fastAnimationDuration), on: scrollModel.clock)
  }

  /// A frame of the scroll into view.
  ///
  /// A finger that touches the content, or the host setting the offset, stops it where it is,
  /// as in UIKit.
  func scrollFrame(_ progress: Double) {
    guard let scroll = self.motions.scroll, self.refreshNumber == scroll.refresh,
      let scrollModel = self.scrollModel
    else {
      return
    }
    // (Not `Optional.map`: its closure, isolated to the main actor, would check the executor
    // at every frame.)
    var moved: CGFloat = 0
    if let inset = scroll.leadingInset {
      moved = inset - self.scrollViewOriginalInset.leading(scroll.motion.axis)
    }
    scroll.motion.move(scrollModel, at: progress, adjustedBy: moved)
  }

  /// The scroll into view is over, or its time is up: the refreshing callbacks run.
  func scrollIntoViewDidFinish(_ finished: Bool) {
    guard finished, let scroll = self.motions.scroll, self.refreshNumber == scroll.refresh
    else {
      return
    }
    // The host may have changed the insets or the content while the content scrolled: the
    // target may no longer be in range.
    self.scrollModel?.adjustContentOffsetIfNeeded()
    self.executeRefreshingCallback()
  }

  /// Moves the component's own scroll animations on `axis` by `delta`, with the content
  /// inserted before the start: the scroll into view and a footer's page alignment go on from
  /// where the content now is, so that it does not jump.
  ///
  /// - Parameters:
  ///   - delta: How far the offset moved, in points.
  ///   - axis: The axis.
  public func scrollModelDidShiftContent(by delta: CGFloat, on axis: ScrollAxis) {
    if var scroll = self.motions.scroll, scroll.motion.axis == axis {
      scroll.motion = scroll.motion.shifted(by: delta, on: axis)
      self.motions.scroll = scroll
    }
    if case .offset(let motion) = self.motions.end?.path, motion.axis == axis {
      self.changeEndMotion { $0?.path = .offset(motion.shifted(by: delta, on: axis)) }
    }
  }

  // MARK: - The end of a refresh

  /// Runs the end of a refresh: `motion` over the slow animation, after the end animation's
  /// begin action, with the alpha fading out if `fadesAlpha` and
  /// ``automaticallyChangeAlpha`` are set; then the end callbacks.
  ///
  /// While a result shows (``isShowingResult``), the motion waits for the display to end.
  func runEndMotion(_ path: ComponentMotions.EndMotion.Path, fadesAlpha: Bool) {
    let waitsForResult = self.isShowingResult && !self.isDetaching
    _ = self.send(.endMotionStarted(waitingForResult: waitsForResult))
    self.motions.end = ComponentMotions.EndMotion(
      path: path, fadesAlpha: fadesAlpha, refresh: self.refreshNumber)
    if self.lifecycle.facts.endStage == .waitingForResult {
      return  // the display's end starts the motion
    }
    self.startEndMotion()
  }

  /// Starts the motion of the end: the begin action, the fade, the animation.
  func startEndMotion() {
    _ = self.send(.endMotionResumed)
    if !self.isDetaching {
      self.endRefreshingAnimationBeginAction?()
    }
    if self.motions.end?.fadesAlpha == true && self.automaticallyChangeAlpha {
      self.animateAlpha(to: 0, duration: self.slowAnimationDuration)
    }
    self.endMotionAnimator.run(
      duration: self.motionDuration(self.slowAnimationDuration), on: self.clock)
    self.endMotionDidStart()
  }

  /// Changes the end's motion on a copy and stores it back: ``motions`` is read at every frame,
  /// and a change made in place through the optional would have every one of those reads
  /// checked for exclusive access at run time.
  func changeEndMotion(_ change: (inout ComponentMotions.EndMotion?) -> Void) {
    var end = self.motions.end
    change(&end)
    self.motions.end = end
  }

  /// A frame of the end.
  func applyEndMotion(_ progress: Double) {
    switch self.motions.end?.path {
    case nil:
      break
    case .share(let edge, let start):
      guard let share = self.insetShare else {
        return
      }
      let length = CGFloat.interpolate(from: start, to: 0, progress: progress)
      share.insets = edge.insets(share.insets, withShare: length)
    case .offset(let motion):
      if let scrollModel = self.scrollModel {
        motion.move(scrollModel, at: progress)
      }
    case .custom(let update):
      update(progress)
    }
  }

  func endMotionDidFinish(_ finished: Bool) {
    guard finished, self.refreshNumber == self.motions.end?.refresh,
      self.lifecycle.facts.endStage == .animating
    else {
      return
    }
    self.endMotionDidStop(adjustingTheOffset: true)
  }
}

/// What a component's own animations move, kept between frames so that running them again
/// allocates nothing.
struct ComponentMotions {
  /// A scroll into view.
  struct Scroll {
    /// The offset's move.
    var motion: OffsetMotion
    /// The refresh it is for.
    var refresh: Int
    /// On a leading edge, the inset before it when the scroll started: the scroll moves with
    /// it.
    var leadingInset: CGFloat?
  }

  /// The motion of the end of a refresh: what it moves, and how.
  ///
  /// Where the end itself is (its callbacks waiting for this motion, or due) is the
  /// lifecycle's `RefreshLifecycle.EndStage`.
  struct EndMotion {
    /// What the motion moves.
    enum Path {
      /// The share on `edge` shrinks from `start` to zero.
      case share(PullEdge, start: CGFloat)
      /// The offset moves, unless a finger takes it.
      case offset(OffsetMotion)
      /// A subclass's own, from ``RefreshComponent/runEndingAnimation(fadesAlpha:update:)``.
      case custom(@MainActor (Double) -> Void)
    }

    var path: Path
    /// Whether it fades the alpha out.
    var fadesAlpha: Bool
    /// The refresh whose end it is.
    var refresh: Int
  }

  /// Where the alpha fade goes.
  var alpha = MotionSpan(start: 1, target: 1)
  var scroll: Scroll?
  /// The motion of the end that runs or waits, if any.
  var end: EndMotion?
  /// Whether the pull is being measured again, which a subclass's reaction must not restart.
  var isMeasuringPull = false
}
