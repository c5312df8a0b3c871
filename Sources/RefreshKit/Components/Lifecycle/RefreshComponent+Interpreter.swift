import Foundation

/// The component as the lifecycle's interpreter: it feeds ``RefreshLifecycle`` events and
/// carries out their effects.
extension RefreshComponent {
  // MARK: - Feeding the lifecycle

  /// For events that change no state; changes go through ``change(_:_:)``, which carries them out.
  func send(_ event: RefreshLifecycle.Event) -> RefreshLifecycle.Effect {
    let effect = self.write(event, at: RefreshLifecycle.Moment())
    if case .entered = effect {
      assertionFailure("a change sent without being carried out: use change(_:_:)")
    }
    return effect
  }

  /// Swaps the lifecycle out and back, so every access is an instant and its queues grow in place.
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

  func ask(_ event: RefreshLifecycle.Event) -> RefreshLifecycle.Effect {
    RefreshLifecycle.decide(event, given: self.lifecycle.facts) ?? .none
  }

  func cancelDropped(_ effect: RefreshLifecycle.Effect) {
    if case .cancel(let dropped) = effect {
      dropped.cancel()
    }
  }

  // MARK: - Reading the lifecycle

  var isDetaching: Bool {
    self.lifecycle.isDetaching
  }

  var isLeaving: Bool {
    self.lifecycle.facts.isLeaving
  }

  var lastEnd: (result: RefreshResult?, reason: RefreshTransitionReason?) {
    (self.lifecycle.aftermath.lastResult, self.lifecycle.aftermath.lastEndReason)
  }

  // MARK: - Beginning

  /// The gate every trigger goes through.
  @discardableResult
  func beginRefreshing(
    reason: RefreshTransitionReason, completion: (@MainActor () -> Void)? = nil
  ) -> Bool {
    if self.waits(.begin(reason, completion: completion)) {
      return true  // decided once the change being made is complete
    }
    let canBeSeen = self.canBeSeen
    let begin = RefreshLifecycle.Event.begin(
      reason: reason, canBeSeen: canBeSeen, hostIsLoading: self.isHostLoading,
      listIsRefreshing: self.scrollModel?.holdsBackPages(of: self) ?? false,
      completion: completion)
    if case .refuse(let message) = self.ask(begin) {
      Diagnostics.reportIgnoredCall("\(type(of: self)).beginRefreshing()", message)
      if message == nil, let completion {
        self.cancelBeginCompletions([completion], because: "the begin was refused")
      }
      return false
    }
    // Finishing the last end runs its callbacks, which may begin or end: decide that first.
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

  /// A begin returns `true` only if its completion runs: it joins a refresh that began meanwhile,
  /// runs now if that refresh's action already ran, or is reported cancelled.
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

  @inline(__always)
  func letGo(_ reason: RefreshTransitionReason) {
    guard self.state.isArmed else {
      return  // the common case, at every frame out of view: nothing to ask
    }
    self.letGoArmed(reason)
  }

  private func letGoArmed(_ reason: RefreshTransitionReason) {
    self.change(.letGo(reason))
  }

  func refreshIfWaitingAndSeen() {
    if self.state == .willRefresh && self.canBeSeen {
      self.startTheRefreshThatWaited()
    }
  }

  /// Out of line: the check above runs at every layout.
  @inline(never)
  private func startTheRefreshThatWaited() {
    if self.waits(.becameVisible) {
      return
    }
    self.cutEndMotionShort()  // a new refresh takes over from the last one's end
    self.change(.becameVisible)
  }

  // MARK: - Ending

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

  /// Ends pulls, refreshes and result displays, so that no space is held for what cannot be seen.
  func componentDidHide() {
    if self.waits(.hide, endingTheRefresh: true) {
      return
    }
    self.willStopFollowing(because: .hidden)
    if self.state.isArmed || self.state == .refreshing {
      self.change(.stop(.hidden))  // a held end applies: the app asked for it
    }
    self.endResultDisplay()
    self.resetPullWhileInactive()
  }

  /// A refresh, or one that waits to be seen, keeps its full pull.
  func resetPullWhileInactive() {
    if (self.isHidden || !self.isEnabled) && !self.isRefreshing {
      self.pullingPercent = 0
    }
  }

  // MARK: - Callbacks

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

  func cancelBeginCompletions(_ completions: [@MainActor () -> Void], because reason: String) {
    self.reportCancelled(completions.count, of: "beginRefreshing(completion:)", because: reason)
  }

  func reportCancelled(_ count: Int, of call: String, because reason: String) {
    guard count > 0 else {
      return
    }
    Diagnostics.report(
      .cancelledCompletion, "\(type(of: self)).\(call)",
      "cancelled \(count == 1 ? "the completion" : "\(count) completions"): \(reason)")
  }

  // MARK: - The end of a refresh

  /// `adjustingTheOffset` after a motion that moved the geometry (an auto footer's leaves the
  /// offset where the host put it, as in MJRefresh); the end is taken before the offset moves.
  func endMotionDidStop(adjustingTheOffset: Bool = false) {
    self.motions.end = nil
    self.runEndCallbacks(self.send(.endMotionStopped), adjustingTheOffset: adjustingTheOffset)
  }

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

  /// `settlingAtTheEnd` for a refresh that waits to be seen and so starts from rest; one that
  /// starts at once takes over from where the motion is.
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
      // End first, so a retry from the error handler starts a refresh this task cannot touch.
      let result: RefreshResult? =
        if let reported { .failure(reported) } else if failure == nil { .success } else { nil }
      self.change(.actionFinished(refresh: refresh, result: result))
      if let reported, self.lifecycle.current?.heldEnd == nil {
        self.refreshingErrorHandler?(reported)  // a held end tells it when it applies
      }
    }
    _ = self.send(.actionStarted(task))
  }

  func cancelRefreshingTask() {
    self.cancelDropped(self.send(.cancelTask))
  }
}
