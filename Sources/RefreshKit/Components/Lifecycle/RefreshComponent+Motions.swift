public import Foundation

/// The motions the lifecycle's effects start: the scroll into view as a refresh begins, and the
/// end of a refresh.
extension RefreshComponent {
  // MARK: - Scrolling into view

  /// On a leading edge, start and target follow the inset before the edge (a large-title bar,
  /// a rotation), so the component ends held open right below it.
  func scrollIntoView(from edge: PullEdge, to target: CGFloat, in scrollModel: ScrollModel) {
    self.motions.scroll = ComponentMotions.Scroll(
      motion: OffsetMotion(on: edge.axis, to: target, in: scrollModel),
      refresh: self.lifecycle.refresh,
      leadingInset: edge.isLeading ? self.scrollViewOriginalInset.leading(edge.axis) : nil)
    self.scrollAnimator.run(
      duration: self.motionDuration(self.fastAnimationDuration), on: scrollModel.clock)
  }

  func scrollFrame(_ progress: Double) {
    guard let scroll = self.motions.scroll, self.lifecycle.refresh == scroll.refresh,
      let scrollModel = self.scrollModel
    else {
      return
    }
    // Not `Optional.map`: its main-actor closure would check the executor every frame.
    var moved: CGFloat = 0
    if let inset = scroll.leadingInset {
      moved = inset - self.scrollViewOriginalInset.leading(scroll.motion.axis)
    }
    scroll.motion.move(scrollModel, at: progress, adjustedBy: moved)
  }

  func scrollIntoViewDidFinish(_ finished: Bool) {
    guard finished, let scroll = self.motions.scroll, self.lifecycle.refresh == scroll.refresh
    else {
      return
    }
    // The host may have changed insets or content meanwhile: the target may be out of range.
    self.scrollModel?.adjustContentOffsetIfNeeded()
    self.executeRefreshingCallback()
  }

  /// Moves the component's own scroll animations on `axis` by `delta` points, after content was
  /// inserted before the start, so the content does not jump.
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

  /// While a result shows (``isShowingResult``), the motion waits for the display to end.
  func runEndMotion(_ path: ComponentMotions.EndMotion.Path, fadesAlpha: Bool) {
    let waitsForResult = self.isShowingResult && !self.isDetaching
    _ = self.send(.endMotionStarted(waitingForResult: waitsForResult))
    self.motions.end = ComponentMotions.EndMotion(
      path: path, fadesAlpha: fadesAlpha, refresh: self.lifecycle.refresh)
    if self.lifecycle.facts.endStage == .waitingForResult {
      return  // the display's end starts the motion
    }
    self.startEndMotion()
  }

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

  /// On a copy: an in-place change through the optional would make every frame's read checked
  /// for exclusive access.
  func changeEndMotion(_ change: (inout ComponentMotions.EndMotion?) -> Void) {
    var end = self.motions.end
    change(&end)
    self.motions.end = end
  }

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
    guard finished, self.lifecycle.refresh == self.motions.end?.refresh,
      self.lifecycle.facts.endStage == .animating
    else {
      return
    }
    self.endMotionDidStop(adjustingTheOffset: true)
  }
}

/// Kept between frames so that running the animations again allocates nothing.
struct ComponentMotions {
  struct Scroll {
    var motion: OffsetMotion
    var refresh: Int
    /// The leading inset when the scroll started: the scroll moves with it.
    var leadingInset: CGFloat?
  }

  /// The end's stage is the lifecycle's `RefreshLifecycle.EndStage`, not kept here.
  struct EndMotion {
    enum Path {
      case share(PullEdge, start: CGFloat)
      case offset(OffsetMotion)
      /// From ``RefreshComponent/runEndingAnimation(fadesAlpha:update:)``.
      case custom(@MainActor (Double) -> Void)
    }

    var path: Path
    var fadesAlpha: Bool
    var refresh: Int
  }

  var alpha = MotionSpan(start: 1, target: 1)
  var scroll: Scroll?
  var end: EndMotion?
  /// A subclass's reaction must not restart the measuring.
  var isMeasuringPull = false
}
