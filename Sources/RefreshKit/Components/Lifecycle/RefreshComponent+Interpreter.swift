import Foundation

/// The component as the lifecycle's interpreter: it feeds ``RefreshLifecycle`` events and
/// carries out their effects (the held ends, the callbacks, the end of a refresh, the async
/// action); a change itself, its delivery and the calls that wait for it are
/// `RefreshComponent+Transition.swift`.
extension RefreshComponent {
  // MARK: - Feeding the lifecycle

  /// Sends `event`, one that changes no state (those go through ``change(_:_:)``, which
  /// carries the change out), to the lifecycle and returns its effect.
  func send(_ event: RefreshLifecycle.Event) -> RefreshLifecycle.Effect {
    if let effect = RefreshLifecycle.decide(event, given: self.lifecycle.facts) {
      return effect  // a decision, from plain values: nothing to copy or store
    }
    let effect = self.write(event, at: RefreshLifecycle.Moment())
    if case .entered = effect {
      assertionFailure("a change sent without being carried out: use change(_:_:)")
    }
    return effect
  }

  /// Sends `event` to the lifecycle, which decides and writes in one step, at `moment`.
  ///
  /// The lifecycle is swapped out of the component, changed and swapped back, so that every
  /// access is an instant (the per-frame reads stay plain loads) and nothing is copied (its
  /// queues grow in place). The reducer runs no code of the component's, so nothing reads the
  /// empty one left meanwhile.
  @inline(never)
  func write(
    _ event: RefreshLifecycle.Event, at moment: RefreshLifecycle.Moment
  ) -> RefreshLifecycle.Effect {
    var lifecycle = RefreshLifecycle()
    swap(&lifecycle, &self.lifecycle)
    let effect = lifecycle.send(event, at: moment)
    swap(&lifecycle, &self.lifecycle)
    return effect
  }

  /// What `event` would do now, decided from the facts: nothing changes.
  func ask(_ event: RefreshLifecycle.Event) -> RefreshLifecycle.Effect {
    RefreshLifecycle.decide(event, given: self.lifecycle.facts) ?? .none
  }

  /// Cancels what `effect` dropped, if it dropped anything.
  func cancelDropped(_ effect: RefreshLifecycle.Effect) {
    if case .cancel(let dropped) = effect {
      dropped.cancel()
    }
  }

  // MARK: - Reading the lifecycle

  /// The number of the current refresh: work scheduled for one checks it.
  var refreshNumber: Int {
    self.lifecycle.refresh
  }

  /// Whether the component is being detached: no callback of its own runs.
  var isDetaching: Bool {
    self.lifecycle.isDetaching
  }

  /// Whether the component is leaving its scroll model: nothing new begins.
  var isLeaving: Bool {
    self.lifecycle.isLeaving
  }

  /// Whether the end of the last refresh is under way: its motion runs or waits.
  var endIsUnderWay: Bool {
    self.lifecycle.endIsUnderWay
  }

  /// How the last refresh ended: its result, if it had one, and why.
  var lastEnd: (result: RefreshResult?, reason: RefreshTransitionReason?) {
    (self.lifecycle.aftermath.lastResult, self.lifecycle.aftermath.lastEndReason)
  }

  /// The failures in a row.
  var failuresInARow: Int {
    self.lifecycle.aftermath.failures
  }

  /// The scroll model's data count as the last refresh started.
  var rowsAtRefreshStart: Int {
    self.lifecycle.aftermath.rowsAtRefreshStart
  }

  /// Whether the list's refresh waits for the pages loading to run its callbacks.
  var waitsForPages: Bool {
    self.lifecycle.waitsForPages
  }

  /// Whether the current refresh's callbacks ran.
  var refreshCallbacksRan: Bool {
    self.lifecycle.callbacksRan
  }

  // MARK: - Beginning

  /// Starts a refresh for `reason`; the gate every trigger goes through.
  @discardableResult
  func beginRefreshing(
    reason: RefreshTransitionReason, completion: (@MainActor () -> Void)? = nil
  ) -> Bool {
    if self.callsWait {
      self.wait(.begin(reason, completion: completion))
      return true  // decided once the change being made is complete
    }
    let canBeSeen = self.canBeSeen
    let begin = RefreshLifecycle.Event.begin(
      reason: reason, canBeSeen: canBeSeen, hostIsLoading: self.isHostLoading,
      listIsRefreshing: self.scrollModel?.holdsBackPages(of: self) ?? false,
      completion: completion)
    let effect = self.ask(begin)
    guard case .enter = effect else {
      if case .refuse(let message) = effect {
        Diagnostics.reportIgnoredCall("\(type(of: self)).beginRefreshing()", message)
        if message == nil, let completion {
          self.cancelBeginCompletions([completion], because: "the begin was refused")
        }
      }
      return false
    }
    // A refresh that starts at once takes over from where the last one's end animation is;
    // one that waits to be seen starts from rest. Finishing that end runs its callbacks and
    // may move the offset: what they begin or end is decided before this begin goes on.
    let before = (refresh: self.lifecycle.refresh, state: self.lifecycle.name)
    self.cutEndMotionShort(settlingAtTheEnd: !canBeSeen)
    if self.lifecycle.refresh != before.refresh {
      return self.join(completion)  // a refresh began meanwhile: it answers this begin
    }
    if self.lifecycle.name != before.state {
      return self.beginRefreshing(reason: reason, completion: completion)  // decide again
    }
    self.animateAlpha(to: 1, duration: self.fastAnimationDuration)
    self.pullingPercent = 1
    self.change(begin)
    return true
  }

  /// A begin answered by a refresh that began while it got ready (an end completion that began
  /// again).
  ///
  /// Its completion joins that refresh if its action is yet to run, and runs now if the action
  /// already ran (an auto loader's, or one that runs immediately), as it would have right after
  /// the action. With no refresh under way any more, the begin says no and the completion
  /// is reported cancelled: a begin returns `true` only if its completion runs.
  ///
  /// - Returns: Whether a refresh is under way.
  private func join(_ completion: (@MainActor () -> Void)?) -> Bool {
    guard let completion else {
      return self.lifecycle.current != nil
    }
    switch self.send(.addBeginCompletion(completion)) {
    case .cancel(let dropped):
      self.cancelBeginCompletions(
        dropped.beginCompletions,
        because: "the refresh that answered this begin had already ended")
      return false
    case .alreadyDone:
      completion()  // the action ran
      return true
    default:
      return true  // runs after the action
    }
  }

  /// A pull armed (pulling, or the floor armed) goes back to idle for `reason`: the finger let
  /// go without a release, or something took the pull away.
  @inline(__always)
  func letGo(_ reason: RefreshTransitionReason) {
    guard self.state.isArmed else {
      return  // the common case, at every frame out of view: nothing to ask
    }
    self.letGoArmed(reason)
  }

  /// ``letGo(_:)`` once the pull is armed: asked of the lifecycle.
  private func letGoArmed(_ reason: RefreshTransitionReason) {
    self.change(.letGo(reason))
  }

  /// Starts a refresh that waits in ``RefreshState/willRefresh`` once the component can be
  /// seen.
  func refreshIfWaitingAndSeen() {
    if self.state == .willRefresh && self.canBeSeen {
      self.startTheRefreshThatWaited()
    }
  }

  /// Out of line: the check above runs at every layout.
  @inline(never)
  private func startTheRefreshThatWaited() {
    if self.callsWait {
      self.wait(.becameVisible)
      return
    }
    self.cutEndMotionShort()  // a new refresh takes over from the last one's end
    self.change(.becameVisible)
  }

  // MARK: - Ending

  /// Schedules the end held until `deadline` on the clock.
  func scheduleHeldEnd(at deadline: TimeInterval) {
    guard let clock = self.clock else {
      return  // a deadline needs a clock: never reached
    }
    let refresh = self.lifecycle.refresh
    let work = clock.schedule(at: deadline) { [weak self] in
      self?.change(.heldEndDue(refresh: refresh))
    }
    self.cancelDropped(self.send(.heldEndScheduled(work)))
  }

  /// An end held for the minimum refreshing duration applies now, with the state the app asked
  /// for: the component detaches, and the app's end must not be lost.
  func applyHeldEndNow() {
    self.change(.heldEndDue(refresh: self.lifecycle.refresh))
  }

  /// The component was hidden: a pull goes back to idle and shows nothing, a refresh ends (with
  /// the end the app asked for, if one is held) and a result display ends, so that no space is
  /// held for what cannot be seen.
  func componentDidHide() {
    if self.callsWait {
      self.wait(.hide, endingTheRefresh: true)
      return
    }
    self.willStopFollowing(because: .hidden)
    switch self.state {
    case .pulling, .secondFloorArmed, .refreshing:
      self.change(.stop(.hidden))  // a held end applies: the app asked for it
    default:
      break
    }
    self.endResultDisplay()
    self.resetPullWhileInactive()
  }

  /// A hidden or disabled component follows nothing, so it shows no pull; a refresh, or one
  /// that waits to be seen, keeps its full pull.
  func resetPullWhileInactive() {
    if (self.isHidden || !self.isEnabled) && !self.isRefreshing {
      self.pullingPercent = 0
    }
  }

  // MARK: - Callbacks

  /// Runs the callbacks of the current refresh that the lifecycle let run: the action, the
  /// delegate and the async action for this refresh, then the begin completions.
  func runCallbacks(_ completions: [@MainActor () -> Void], in scrollModel: ScrollModel) {
    let turn = self.deliveries.beginChange()  // they are the change's: what they ask waits
    defer {
      self.deliverIfOutermost(turn)
    }
    scrollModel.refreshWillRun(self)
    self.refreshGeneration = scrollModel.loadGeneration
    let refresh = self.lifecycle.refresh
    self.refreshingAction?()
    // The delegate and the async action load for this refresh: not if the action ended it.
    if refresh == self.lifecycle.refresh && !self.deliveries.endWaits {
      self.delegate?.refreshComponentDidTriggerRefresh(self)
    }
    if refresh == self.lifecycle.refresh && !self.deliveries.endWaits {
      self.startAsyncAction(refresh: refresh)
    }
    if self.scrollModel != nil {
      self.beginRefreshingCompletion?()
      for completion in completions {
        completion()
      }
    } else {
      self.cancelBeginCompletions(completions, because: "the component was detached by its action")
    }
    let effect = self.send(.callbacksDone(refresh: refresh))
    if case .runEndCallbacks = effect {
      self.motions.end = nil
      self.runEndCallbacks(effect)  // an end the action made waited for the begin completions
    }
  }

  /// Reports that `completions` of ``beginRefreshing(completion:)`` will never run.
  func cancelBeginCompletions(_ completions: [@MainActor () -> Void], because reason: String) {
    self.reportCancelled(completions.count, of: "beginRefreshing(completion:)", because: reason)
  }

  /// Reports that `count` completions of the component's `call` will never run, if any.
  func reportCancelled(_ count: Int, of call: String, because reason: String) {
    guard count > 0 else {
      return
    }
    Diagnostics.report(
      .cancelledCompletion, "\(type(of: self)).\(call)",
      "cancelled \(count == 1 ? "the completion" : "\(count) completions"): \(reason)")
  }

  // MARK: - The end of a refresh

  /// The end's motion stopped (or there was none): its callbacks run, unless a refresh's
  /// callbacks run, which finish it.
  ///
  /// - Parameter adjustingTheOffset: Whether to bring the offset into range first, after an end
  ///   motion that moved the geometry (one that moved nothing, an auto footer's, leaves the
  ///   offset where the host put it, as in MJRefresh). The end is taken before: what the moved
  ///   offset begins (a release) is another refresh, with an end of its own that this one must
  ///   not finish.
  func endMotionDidStop(adjustingTheOffset: Bool = false) {
    self.motions.end = nil
    self.runEndCallbacks(self.send(.endMotionStopped), adjustingTheOffset: adjustingTheOffset)
  }

  /// Carries out the end the lifecycle took (`effect`): resets the pull, then runs the end
  /// callbacks and completions, once per ended refresh.
  private func runEndCallbacks(_ effect: RefreshLifecycle.Effect, adjustingTheOffset: Bool = false)
  {
    let refresh = self.lifecycle.refresh
    if adjustingTheOffset && !self.isRefreshing {
      self.scrollModel?.adjustContentOffsetIfNeeded()
    }
    guard case .runEndCallbacks(let completions) = effect else {
      return  // nothing due, or the callbacks running finish it
    }
    if !self.isRefreshing && self.lifecycle.refresh == refresh {
      self.settlePull()
    }
    guard !self.isDetaching else {
      return  // a refresh that detaching abandons ends silently
    }
    let turn = self.deliveries.beginChange()  // a begin they make waits for them all
    self.endRefreshingCompletion?()
    for completion in completions {
      completion()
    }
    self.deliverIfOutermost(turn)
  }

  /// Finishes an end-of-refresh animation that is still running, because a new refresh starts,
  /// and runs the previous refresh's end callbacks.
  ///
  /// - Parameter settlingAtTheEnd: Whether to apply the animation's end values first (for a
  ///   refresh that waits to be seen, and so starts from rest), or to stop where it is (for one
  ///   that starts at once and takes over from there).
  func cutEndMotionShort(settlingAtTheEnd: Bool = false) {
    guard self.lifecycle.endIsUnderWay else {
      return
    }
    _ = self.send(.endMotionCutShort)
    self.cancelResultDisplay()
    self.endMotionAnimator.stop()
    if settlingAtTheEnd {
      self.applyEndMotion(1)
    }
    self.endMotionDidStop(adjustingTheOffset: true)
  }

  /// Whether the ``delegate`` says the host is loading, which blocks a new trigger.
  var isHostLoading: Bool {
    self.delegate?.refreshComponentIsLoading(self) ?? false
  }

  // MARK: - The async action

  private func startAsyncAction(refresh: Int) {
    guard let action = self.asyncRefreshingAction else {
      return
    }
    let task = Task { [weak self] in
      var failure: (any Error)?
      do {
        try await action()
      } catch {
        failure = error
      }
      guard let self, !Task.isCancelled, self.lifecycle.refresh == refresh,
        self.state == .refreshing
      else {
        return  // an ended or detached refresh ignores what its action returns
      }
      let reported = failure.flatMap { $0 is CancellationError ? nil : $0 }
      // The refresh ends first, so that a retry begun from the error handler starts a new
      // refresh, which this task's end can no longer touch.
      // A cancellation the action threw itself ends the refresh with no result.
      let result: RefreshResult? =
        if let reported { .failure(reported) } else if failure == nil { .success } else { nil }
      self.change(.actionFinished(refresh: refresh, result: result))
      if let reported, self.lifecycle.current?.heldEnd == nil {
        self.refreshingErrorHandler?(reported)  // a held end tells it when it applies
      }
    }
    _ = self.send(.actionStarted(task))
  }

  /// Cancels the async action of the current refresh, if one runs.
  func cancelRefreshingTask() {
    self.cancelDropped(self.send(.cancelTask))
  }
}
