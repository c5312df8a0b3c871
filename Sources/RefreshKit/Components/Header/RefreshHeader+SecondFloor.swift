public import Foundation

extension RefreshHeader {
  /// The header's second floor, or `nil` (the default) for none.
  ///
  /// Settings with a length or duration that is not one are refused and reported to
  /// ``Diagnostics``; removing them closes an open floor at once. See <doc:beyond-mjrefresh>.
  public var secondFloor: SecondFloor? {
    get { self.floorSettings }
    set {
      if let problem = newValue?.problem() {
        Diagnostics.report(.valueOutOfRange, "RefreshHeader.secondFloor", "refused: \(problem)")
        return
      }
      if let trigger = newValue?.triggerDistance, trigger <= self.effectiveTriggerDistance {
        Diagnostics.report(
          .valueOutOfRange, "RefreshHeader.secondFloor",
          "the floor's trigger \(trigger) is not past the refresh trigger "
            + "\(self.effectiveTriggerDistance): the floor arms just past it")
      }
      self.floorSettings = newValue
      self.secondFloorDidChange()
      if newValue == nil {
        self.closeSecondFloorAtOnce(reason: .closeSecondFloor)
      } else {
        self.measurePullAgain()
      }
    }
  }

  /// How far past the top edge a pull arms the floor, or `nil` without a floor: the settings'
  /// distance, or 1.9 headers, and never short of the refresh trigger.
  public var effectiveSecondFloorTrigger: CGFloat? {
    guard let floor = self.floorSettings else {
      return nil
    }
    let trigger = floor.triggerDistance ?? self.height * SecondFloor.triggerRate
    return max(trigger, self.effectiveTriggerDistance.nextUp)
  }

  /// The length the floor opens to, or `nil` without a floor: the settings' length, or the
  /// scroll model's height below its top inset.
  public var effectiveSecondFloorLength: CGFloat? {
    guard let floor = self.floorSettings else {
      return nil
    }
    if let length = floor.openLength {
      return length
    }
    guard let scrollModel = self.scrollModel else {
      return 0
    }
    return max(scrollModel.frame.height - self.scrollViewOriginalInset.top, 0)
  }

  /// Where the app draws its floor, behind the header, in the content's coordinates: its whole
  /// length above the content, across the header's width (`.zero` without a floor).
  public var secondFloorFrame: CGRect {
    guard let length = self.effectiveSecondFloorLength else {
      return .zero
    }
    return CGRect(x: self.frame.minX, y: -length, width: self.frame.width, height: length)
  }

  /// How much of the floor shows, 0 to 1 (1 when open, 0 without a floor).
  public var secondFloorProgress: CGFloat {
    guard let length = self.effectiveSecondFloorLength, length > 0,
      let scrollModel = self.scrollModel
    else {
      return 0
    }
    let distance = -self.scrollViewOriginalInset.top - scrollModel.contentOffset.y
    return min(max(distance / length, 0), 1)
  }

  /// Whether any of the floor shows: a binding draws the app's floor view only then.
  public var secondFloorShows: Bool {
    self.floorSettings != nil && !self.isHidden
      && (self.state.isSecondFloor || self.secondFloorProgress > 0)
  }

  /// Opens the second floor, as a release past its trigger does: the state is
  /// ``RefreshState/openingSecondFloor`` when this returns, unless the floor was open already or
  /// the call waits for a change under way.
  ///
  /// Refused, with `false` and a message to ``Diagnostics``, without ``secondFloor``, while
  /// refreshing, hidden, not visible, disabled or being detached. The completion runs once the
  /// floor is open; if it closes first, it is reported as ``DiagnosticKind/cancelledCompletion``.
  @discardableResult
  public func openSecondFloor(completion: (@MainActor () -> Void)? = nil) -> Bool {
    self.recordCall("openSecondFloor")
    return self.openSecondFloor(reason: .openSecondFloor, completion: completion)
  }

  /// Closes the second floor, as a push up past the close distance does: the state is
  /// ``RefreshState/closingSecondFloor`` when this returns, unless there was no floor to close or
  /// the call waits for a change under way.
  ///
  /// A pull armed for the floor goes back to idle instead, and arms it again only after the
  /// finger lifts. Without a floor to close it reports to ``Diagnostics``. The completion runs
  /// once the floor is closed; if it opens again first, it is reported as
  /// ``DiagnosticKind/cancelledCompletion``.
  @discardableResult
  public func closeSecondFloor(completion: (@MainActor () -> Void)? = nil) -> Bool {
    self.recordCall("closeSecondFloor")
    return self.closeSecondFloor(reason: .closeSecondFloor, completion: completion)
  }

  /// Closes a floor that opens or is open, for VoiceOver's escape gesture: call it from
  /// `accessibilityPerformEscape()`, and let the escape go on when it returns `false`.
  @discardableResult
  public func accessibilityEscape() -> Bool {
    guard self.state == .openingSecondFloor || self.state == .secondFloorOpen else {
      return false
    }
    return self.performAccessibilityAction(.closeSecondFloor)
  }

  // MARK: - Opening and closing

  @discardableResult
  func openSecondFloor(
    reason: RefreshTransitionReason, completion: (@MainActor () -> Void)? = nil
  ) -> Bool {
    if self.waits(.other { self.openSecondFloor(reason: reason, completion: completion) }) {
      return true  // decided once the change being made is complete
    }
    let open = RefreshLifecycle.Event.openSecondFloor(
      hasFloor: self.floorSettings != nil, canBeSeen: self.canBeSeen,
      isEnabled: self.isEnabled, reason: reason)
    return self.carryOutFloorCall(open, opening: true, completion: completion)
  }

  @discardableResult
  func closeSecondFloor(
    reason: RefreshTransitionReason, completion: (@MainActor () -> Void)? = nil
  ) -> Bool {
    if self.waits(.other { self.closeSecondFloor(reason: reason, completion: completion) }) {
      return true  // decided once the change being made is complete
    }
    return self.carryOutFloorCall(
      .closeSecondFloor(reason: reason), opening: false, completion: completion)
  }

  private func carryOutFloorCall(
    _ event: RefreshLifecycle.Event, opening: Bool, completion: (@MainActor () -> Void)?
  ) -> Bool {
    switch self.ask(event) {
    case .enter(let state, _):
      self.cancelFloorCompletions(
        opening: !opening,
        because: opening ? "the floor opened again" : "the floor closed before it opened")
      // A close of an armed pull only lets go of the floor: nothing moves, the completion runs now.
      let letsGo = !opening && state == .idle
      if opening {
        self.cutEndMotionShort()  // the last refresh's end is over: the floor takes the space
      } else if letsGo {
        self.floorMotion.isLetGo = true
      }
      if let completion, !letsGo {
        self.floorMotion.add(completion, opening: opening)
      }
      self.change(event)
      if letsGo {
        completion?()
      }
      return true
    case .join:
      guard let completion else {
        return false
      }
      self.floorMotion.add(completion, opening: opening)
      return true
    case .alreadyDone:
      guard let completion else {
        return false
      }
      completion()
      return true
    case .refuse(let message):
      Diagnostics.reportIgnoredCall(
        "RefreshHeader.\(opening ? "openSecondFloor" : "closeSecondFloor")()", message)
      return false
    default:
      return false
    }
  }

  /// Closes the floor without motion: nothing is held for what cannot be seen.
  func closeSecondFloorAtOnce(reason: RefreshTransitionReason) {
    if self.state == .secondFloorArmed {
      self.letGo(reason)
    }
    guard self.state.isSecondFloor else {
      return
    }
    self.floorAnimator.stop()
    self.insetShare?.insets.top = 0
    self.cancelFloorCompletions(opening: true, because: "the floor closed before it opened")
    self.change(.stop(reason))
    self.runFloorCompletions(opening: false)
    self.scrollModel?.adjustContentOffsetIfNeeded()
  }

  func startFloorMotion() {
    guard let scrollModel = self.scrollModel, let share = self.insetShare,
      let floor = self.floorSettings, let length = self.effectiveSecondFloorLength
    else {
      return
    }
    let top = self.scrollViewOriginalInset.top
    let offset = scrollModel.contentOffset.y
    let opening = self.state == .openingSecondFloor
    if opening {
      share.insets.top = length  // the content keeps its place; the offset then moves
    }
    self.runFloorMotion(
      to: opening ? -(top + length) : max(offset, -top), share: opening ? length : 0,
      over: floor.duration, in: scrollModel, from: share.insets.top)
  }

  private func runFloorMotion(
    to target: CGFloat, share targetShare: CGFloat, over duration: TimeInterval,
    in scrollModel: ScrollModel, from start: CGFloat
  ) {
    self.floorMotion.path = SecondFloorMotion.Path(
      offset: OffsetMotion(on: .vertical, to: target, in: scrollModel),
      share: MotionSpan(start: start, target: targetShare))
    self.floorAnimator.run(duration: self.motionDuration(duration), on: scrollModel.clock)
  }

  /// Moves the offset before the share, so the share never shrinks under an offset out of range.
  func floorFrame(_ progress: Double) {
    guard let path = self.floorMotion.path, let scrollModel = self.scrollModel,
      let share = self.insetShare
    else {
      return
    }
    path.offset.move(scrollModel, at: progress)
    share.insets.top = path.share.at(progress)
  }

  func floorMotionDidFinish(_ finished: Bool) {
    guard finished else {
      return
    }
    self.floorMotion.path = nil
    guard case .enter(let next, _) = self.ask(.secondFloorMotionFinished) else {
      // A spring back open: hold a length that changed meanwhile; a moved offset decides.
      if let scrollModel = self.scrollModel, !self.holdOpenFloor(), !scrollModel.isDragging {
        self.settleOpenFloor()
      }
      return
    }
    if next == .secondFloorOpen, let scrollModel = self.scrollModel, scrollModel.isDragging {
      self.floorMotion.pushOrigin = scrollModel.contentOffset.y  // a finger held it open
    }
    self.change(.secondFloorMotionFinished)
    self.scrollModel?.adjustContentOffsetIfNeeded()
    if next == .secondFloorOpen, let scrollModel = self.scrollModel,
      !self.holdOpenFloor(), !scrollModel.isDragging
    {
      // A finger let go during the opening: only a push from the open floor closes it.
      self.settleOpenFloor(mayClose: false)
    }
    self.runFloorCompletions(opening: next == .secondFloorOpen)
  }

  // MARK: - Following the pull

  func followFloorPull(distance: CGFloat) {
    guard let scrollModel = self.scrollModel, let floor = self.floorSettings,
      let floorTrigger = self.effectiveSecondFloorTrigger
    else {
      return
    }
    let trigger = self.effectiveTriggerDistance
    if self.state == .secondFloorArmed && !scrollModel.isDragging {
      self.openSecondFloor(reason: .release)
      return
    }
    let mayArm = self.state == .idle || self.state.isArmed
    if scrollModel.isDragging && mayArm && distance > floorTrigger && !self.floorMotion.isLetGo
      && !self.isHostLoading
    {
      self.pullingPercent = trigger > 0 ? distance / trigger : 1
      self.change(.armSecondFloor)
      return
    }
    let toPulling = floor.refreshesOnTheWay && distance > trigger
    self.change(.disarmSecondFloor(toPulling: toPulling))
    if floor.refreshesOnTheWay || self.state != .idle {
      PullEdge.top.followPull(of: self, distance: distance, trigger: trigger)
    } else {
      self.pullingPercent = distance > 0 && trigger > 0 ? distance / trigger : 0
    }
  }

  func followOpenFloor(offsetY: CGFloat) {
    let top = self.scrollViewOriginalInset.top
    let trigger = self.effectiveTriggerDistance
    let distance = -top - offsetY
    self.pullingPercent = distance > 0 && trigger > 0 ? distance / trigger : 0
    self.settleOpenFloorIfAtRest()
  }

  /// Also asked once a fling ends, which changes no offset of its own.
  func settleOpenFloorIfAtRest() {
    guard self.state == .secondFloorOpen, !self.floorAnimator.isRunning, !self.holdOpenFloor(),
      let scrollModel = self.scrollModel
    else {
      return
    }
    if !scrollModel.isDragging && !scrollModel.isDecelerating && !scrollModel.isScrollAnimating {
      self.settleOpenFloor()
    }
  }

  func holdOpenFloor() -> Bool {
    guard self.state == .secondFloorOpen, let scrollModel = self.scrollModel,
      let share = self.insetShare, let length = self.effectiveSecondFloorLength,
      share.insets.top != length
    else {
      return false
    }
    share.insets.top = length
    if !scrollModel.isDragging {
      scrollModel.moveOffset(-(self.scrollViewOriginalInset.top + length), on: .vertical)
    }
    return true
  }

  /// A touch that did not move changes nothing (SmartRefreshLayout #1613).
  func settleOpenFloor(mayClose: Bool = true) {
    guard self.state == .secondFloorOpen, let scrollModel = self.scrollModel,
      let floor = self.floorSettings, let length = self.effectiveSecondFloorLength
    else {
      return
    }
    let open = -(self.scrollViewOriginalInset.top + length)
    // Measured from where a finger held the content as the floor opened, if it did.
    let pushed = scrollModel.contentOffset.y - (self.floorMotion.pushOrigin ?? open)
    let away = scrollModel.contentOffset.y - open
    if pushed >= floor.closeDistance && mayClose {
      self.closeSecondFloor(reason: .release)
    } else if away != 0 || scrollModel.isDecelerating {
      // Springs back open; its first frame stops a fling.
      self.runFloorMotion(
        to: open, share: length, over: self.fastAnimationDuration, in: scrollModel, from: length)
    }
  }

  // MARK: - Completions

  private func runFloorCompletions(opening: Bool) {
    for completion in self.floorMotion.takeCompletions(opening: opening) {
      completion()
    }
  }

  func cancelFloorCompletions(opening: Bool, because reason: String) {
    let completions = self.floorMotion.takeCompletions(opening: opening)
    self.reportCancelled(
      completions.count,
      of: opening ? "openSecondFloor(completion:)" : "closeSecondFloor(completion:)",
      because: reason)
  }
}

struct SecondFloorMotion {
  struct Path {
    /// A finger or the app that takes the offset stops this part.
    var offset: OffsetMotion
    var share: MotionSpan
  }

  var path: Path?
  /// The floor does not arm again until the finger lifts.
  var isLetGo = false
  /// Where a finger held the content as the floor opened: its push is measured from there.
  var pushOrigin: CGFloat?
  /// What waits for the floor to open (`true`) or to close (`false`).
  var completions: [Bool: [@MainActor () -> Void]] = [:]

  mutating func add(_ completion: @escaping @MainActor () -> Void, opening: Bool) {
    self.completions[opening, default: []].append(completion)
  }

  mutating func takeCompletions(opening: Bool) -> [@MainActor () -> Void] {
    self.completions.removeValue(forKey: opening) ?? []
  }
}
