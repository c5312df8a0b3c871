public import Foundation

/// The second floor of a header: pulled past the floor's trigger and released, the header holds
/// the floor's length open and the content moves down until the floor fills the view; a push up
/// past the close distance, or a call, closes it.
///
/// The floor never rests half-open: a push short of the close distance springs back open, a
/// finger that stops the opening leaves it open (a release then decides), and hiding,
/// disabling, detaching or removing the settings closes it.
extension RefreshHeader {
  /// The header's second floor, or `nil` (the default) for none.
  ///
  /// Settings with a length or duration that is not one are refused and reported to
  /// ``Diagnostics``; a trigger not past the refresh trigger is reported, and the floor then
  /// arms just past the refresh trigger. Removing the settings while the floor is open closes it
  /// at once; changing them while it is open holds the new length.
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

  /// Where the app draws its floor, in the content's coordinates: the floor's whole length above
  /// the content, across the header's width (`.zero` without a floor).
  ///
  /// Draw it behind the header: as the content moves down it shows the floor, and once the
  /// floor is open it fills the view. ``secondFloorProgress`` says how much of it shows.
  public var secondFloorFrame: CGRect {
    guard let length = self.effectiveSecondFloorLength else {
      return .zero
    }
    return CGRect(x: self.frame.minX, y: -length, width: self.frame.width, height: length)
  }

  /// How much of the floor shows, 0 to 1: the content's distance from its top edge over the
  /// floor's length; 1 when open, 0 without a floor.
  public var secondFloorProgress: CGFloat {
    guard let length = self.effectiveSecondFloorLength, length > 0,
      let scrollModel = self.scrollModel
    else {
      return 0
    }
    let distance = -self.scrollViewOriginalInset.top - scrollModel.contentOffset.y
    return min(max(distance / length, 0), 1)
  }

  /// Whether any of the floor shows.
  ///
  /// The header has a floor, is not hidden, and the floor is pulled into view, opening, open or
  /// closing. A binding draws the app's floor view only then.
  public var secondFloorShows: Bool {
    self.floorSettings != nil && !self.isHidden
      && (self.state.isSecondFloor || self.secondFloorProgress > 0)
  }

  /// Opens the second floor, as a release past its trigger does.
  ///
  /// The state becomes ``RefreshState/openingSecondFloor`` before this returns: the header
  /// holds the floor's length and the content moves down over the floor's duration, then the
  /// state becomes ``RefreshState/secondFloorOpen``. From a closing floor it turns back where it
  /// is.
  ///
  /// Refused, with `false` and a message to ``Diagnostics``, without ``secondFloor``, while
  /// refreshing (a refresh is refused while the floor is open, too), while the header cannot be
  /// seen (hidden, or its scroll model not visible) or is disabled, and while it is being
  /// detached. While the floor opens, the opening under way takes the completion; once it is
  /// open, the completion runs at once.
  ///
  /// - Parameter completion: Runs once the floor is open; if it closes first, it never runs and
  ///   is reported to ``Diagnostics`` as ``DiagnosticKind/cancelledCompletion``.
  /// - Returns: Whether the floor opens, or, while it opens or is open, whether the completion
  ///   given runs.
  @discardableResult
  public func openSecondFloor(completion: (@MainActor () -> Void)? = nil) -> Bool {
    self.recordCall("openSecondFloor")
    return self.openSecondFloor(reason: .openSecondFloor, completion: completion)
  }

  /// Closes the second floor, as a push up past the close distance does.
  ///
  /// The state becomes ``RefreshState/closingSecondFloor`` before this returns: the held
  /// length shrinks to zero over the floor's duration and the list comes back, then the state
  /// becomes ``RefreshState/idle``. A floor still opening closes from where it is; a pull armed
  /// for the floor lets go of it until the finger lifts.
  ///
  /// While the floor closes, the closing under way takes the completion; anywhere else, it
  /// reports to ``Diagnostics`` that there is no floor to close.
  ///
  /// - Parameter completion: Runs once the floor is closed; if it opens again first, it never
  ///   runs and is reported to ``Diagnostics`` as ``DiagnosticKind/cancelledCompletion``.
  /// - Returns: Whether the floor closes (or an armed pull let go of it), or, while it closes,
  ///   whether the completion given runs.
  @discardableResult
  public func closeSecondFloor(completion: (@MainActor () -> Void)? = nil) -> Bool {
    self.recordCall("closeSecondFloor")
    return self.closeSecondFloor(reason: .closeSecondFloor, completion: completion)
  }

  /// Closes a floor that opens or is open, for VoiceOver's escape gesture (a two-finger Z):
  /// call it from `accessibilityPerformEscape()` of a view that contains the floor (the UIKit
  /// binding's host view does), and let the escape go on when it returns `false`.
  ///
  /// - Returns: Whether the floor closes.
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
    if self.callsWait {
      self.wait(.other { self.openSecondFloor(reason: reason, completion: completion) })
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
    if self.callsWait {
      self.wait(.other { self.closeSecondFloor(reason: reason, completion: completion) })
      return true  // decided once the change being made is complete
    }
    return self.carryOutFloorCall(
      .closeSecondFloor(reason: reason), opening: false, completion: completion)
  }

  /// Carries out an opening (or a closing) of the floor as the lifecycle decides it: the
  /// completion goes with the motion the call starts or joins, runs now, or the call is
  /// reported; `true` if the completion runs (or, without one, if the floor moves).
  private func carryOutFloorCall(
    _ event: RefreshLifecycle.Event, opening: Bool, completion: (@MainActor () -> Void)?
  ) -> Bool {
    switch self.ask(event) {
    case .enter(let state, _):
      self.cancelFloorCompletions(
        opening: !opening,
        because: opening ? "the floor opened again" : "the floor closed before it opened")
      // A close of an armed pull lets go of the floor (not again until the finger lifts), and
      // nothing moves: its completion runs once the header is back at rest.
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
    case .join:  // the motion under way takes the completion
      guard let completion else {
        return false
      }
      self.floorMotion.add(completion, opening: opening)
      return true
    case .alreadyDone:  // open: the completion runs now
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

  /// The floor closes at once, for `reason`.
  ///
  /// The header is hidden or detached, or the settings were removed: nothing is held for what
  /// cannot be seen.
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

  /// Starts the motion of the state just entered: opening or closing.
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

  /// Moves the offset from where it is to `target` and the share from `start` to
  /// `targetShare` over `duration`, taking the offset from any older animation.
  private func runFloorMotion(
    to target: CGFloat, share targetShare: CGFloat, over duration: TimeInterval,
    in scrollModel: ScrollModel, from start: CGFloat
  ) {
    self.floorMotion.path = SecondFloorMotion.Path(
      offset: OffsetMotion(on: .vertical, to: target, in: scrollModel),
      share: MotionSpan(start: start, target: targetShare))
    self.floorAnimator.run(duration: self.motionDuration(duration), on: scrollModel.clock)
  }

  /// A frame of the floor's motion: the offset first, then the share, so that the share never
  /// shrinks under an offset that is not yet in its range.
  func floorFrame(_ progress: Double) {
    guard let path = self.floorMotion.path, let scrollModel = self.scrollModel,
      let share = self.insetShare
    else {
      return
    }
    path.offset.move(scrollModel, at: progress)
    share.insets.top = path.share.at(progress)
  }

  /// The floor's motion ended: an opening or closing settles in its state.
  func floorMotionDidFinish(_ finished: Bool) {
    guard finished else {
      return
    }
    self.floorMotion.path = nil
    guard case .enter(let next, _) = self.ask(.secondFloorMotionFinished) else {
      // A spring back open: the state stays. If the view or the insets changed the length
      // meanwhile, the floor holds the new one; if the app moved the offset, it decides.
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
      // A finger took the offset during the opening and let go: the floor opened all the same,
      // and springs to its place; only a push from the open floor closes it.
      self.settleOpenFloor(mayClose: false)
    }
    self.runFloorCompletions(opening: next == .secondFloorOpen)
  }

  // MARK: - Following the pull

  /// Follows a pull `distance` past the top edge for a header with a floor: armed past the
  /// floor's trigger, which a release opens; below it, a plain header's pull (or none, for a
  /// floor alone).
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

  /// Follows the offset while the floor opens, is open or closes: the percent follows it; an
  /// open floor holds its length, and at rest away from its place it closes or springs back.
  func followOpenFloor(offsetY: CGFloat) {
    let top = self.scrollViewOriginalInset.top
    let trigger = self.effectiveTriggerDistance
    let distance = -top - offsetY
    self.pullingPercent = distance > 0 && trigger > 0 ? distance / trigger : 0
    self.settleOpenFloorIfAtRest()
  }

  /// An open floor holds its length; at rest away from its place it closes or springs back.
  ///
  /// Asked on every offset change and once a fling ends (on either axis), which changes no
  /// offset of its own.
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

  /// Holds the open floor's length again if the view, the insets before it or the settings
  /// changed it, with the content where the floor shows whole (unless a finger holds it).
  ///
  /// - Returns: Whether the length changed.
  @discardableResult
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

  /// The finger left an open floor, or the offset came to rest away from it.
  ///
  /// Pushed up past the close distance it closes (if it `mayClose`: not for a cancelled drag),
  /// otherwise it springs back open; a fling short of the distance does not carry it away. A
  /// touch that did not move changes nothing (SmartRefreshLayout #1613: a floor opened from
  /// code closed on one touch).
  func settleOpenFloor(mayClose: Bool = true) {
    guard self.state == .secondFloorOpen, let scrollModel = self.scrollModel,
      let floor = self.floorSettings, let length = self.effectiveSecondFloorLength
    else {
      return
    }
    let open = -(self.scrollViewOriginalInset.top + length)
    // A push is measured from the open floor, or from where a finger held the content as the
    // floor opened under it: only a push from the open floor closes it.
    let pushed = scrollModel.contentOffset.y - (self.floorMotion.pushOrigin ?? open)
    let away = scrollModel.contentOffset.y - open
    if pushed >= floor.closeDistance && mayClose {
      self.closeSecondFloor(reason: .release)
    } else if away != 0 || scrollModel.isDecelerating {
      // Short of the close distance, or flung without a push: the floor springs back open,
      // and its first frame stops the fling.
      self.runFloorMotion(
        to: open, share: length, over: self.fastAnimationDuration, in: scrollModel, from: length)
    }
  }

  // MARK: - Completions

  /// Runs the completions of the opening (or the closing) that just finished.
  private func runFloorCompletions(opening: Bool) {
    for completion in self.floorMotion.takeCompletions(opening: opening) {
      completion()
    }
  }

  /// Reports the completions of the opening (or the closing) that will never run.
  func cancelFloorCompletions(opening: Bool, because reason: String) {
    let completions = self.floorMotion.takeCompletions(opening: opening)
    self.reportCancelled(
      completions.count,
      of: opening ? "openSecondFloor(completion:)" : "closeSecondFloor(completion:)",
      because: reason)
  }
}

/// What the second floor's motion moves, and what waits for it.
struct SecondFloorMotion {
  /// A motion of the floor: the offset (unless a finger or the app takes it) and the share,
  /// from start to target.
  struct Path {
    /// The offset's move: a finger or the app that takes the offset stops this part.
    var offset: OffsetMotion
    /// The share's.
    var share: MotionSpan
  }

  /// The motion that runs, if any.
  var path: Path?
  /// Whether a call let go of an armed pull: the floor does not arm again until the finger
  /// lifts.
  var isLetGo = false
  /// Where a finger held the content as the floor finished opening under it: its push is
  /// measured from there, until it lifts.
  var pushOrigin: CGFloat?
  /// The completions of the opening under way.
  var openCompletions: [@MainActor () -> Void] = []
  /// The completions of the closing under way.
  var closeCompletions: [@MainActor () -> Void] = []

  /// Adds `completion` to those of the opening (or the closing).
  mutating func add(_ completion: @escaping @MainActor () -> Void, opening: Bool) {
    if opening {
      self.openCompletions.append(completion)
    } else {
      self.closeCompletions.append(completion)
    }
  }

  /// Empties the completions of the opening (or the closing), and returns them.
  mutating func takeCompletions(opening: Bool) -> [@MainActor () -> Void] {
    defer {
      if opening {
        self.openCompletions = []
      } else {
        self.closeCompletions = []
      }
    }
    return opening ? self.openCompletions : self.closeCompletions
  }
}
