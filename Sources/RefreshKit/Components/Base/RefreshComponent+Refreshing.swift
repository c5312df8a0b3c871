import Foundation

extension RefreshComponent {
  // MARK: - Creating a component with an action

  /// Creates a detached component with a refreshing action.
  ///
  /// - Parameters:
  ///   - config: The configuration. Defaults to ``RefreshConfig/default``.
  ///   - refreshingAction: Runs when a refresh starts; call ``endRefreshing(completion:)`` when
  ///     the load finishes.
  public convenience init(
    config: RefreshConfig = .default,
    refreshingAction: @escaping @MainActor () -> Void
  ) {
    self.init(config: config)
    self.refreshingAction = refreshingAction
  }

  /// Creates a detached component with an asynchronous refreshing action, which ends the refresh
  /// by itself when it returns, throws or is cancelled.
  ///
  /// ```swift
  /// let header = NormalHeader { await model.reload() }
  /// ```
  ///
  /// - Parameters:
  ///   - config: The configuration. Defaults to ``RefreshConfig/default``.
  ///   - asyncRefreshingAction: Runs as a task when a refresh starts.
  public convenience init(
    config: RefreshConfig = .default,
    asyncRefreshingAction: @escaping @MainActor () async throws -> Void
  ) {
    self.init(config: config)
    self.asyncRefreshingAction = asyncRefreshingAction
  }

  // MARK: - Beginning and ending

  /// Starts a refresh, as if the user had pulled and released.
  ///
  /// The state becomes ``RefreshState/refreshing`` before this returns (or
  /// ``RefreshState/willRefresh`` while the component cannot be seen: not attached, its scroll
  /// model not visible, or hidden; it starts once it can be). A disabled component begins as
  /// usual. The refreshing action runs once: after the begin animation for headers, back
  /// footers and trailers, at once for auto footers.
  ///
  /// Refused, with `false`, while already refreshing or in ``RefreshState/noMoreData`` (each
  /// reported to ``Diagnostics``), and while the ``delegate`` says the host is loading.
  ///
  /// - Parameter completion: Runs once, right after the refreshing action of this refresh.
  /// - Returns: Whether the begin was accepted.
  @discardableResult
  public func beginRefreshing(completion: (@MainActor () -> Void)? = nil) -> Bool {
    self.recordCall("beginRefreshing")
    return self.beginRefreshing(reason: .beginRefreshing, completion: completion)
  }

  /// Starts a refresh for `reason`; the gate every trigger goes through.
  @discardableResult
  func beginRefreshing(
    reason: RefreshTransitionReason, completion: (@MainActor () -> Void)? = nil
  ) -> Bool {
    if self.isRefreshing {
      Diagnostics.report(
        .ignoredCall, "\(type(of: self)).beginRefreshing()", "ignored: already refreshing")
      return false
    }
    if self.state == .noMoreData {
      Diagnostics.report(
        .ignoredCall, "\(type(of: self)).beginRefreshing()",
        "ignored: no more data; call resetNoMoreData() first")
      return false
    }
    if self.isHostLoading {
      return false
    }
    let isVisible = self.canBeSeen
    // A refresh that starts at once takes over from where the last one's end animation is; one
    // that waits to be seen starts from rest.
    self.completeRunningEnding(settlingAtTheEnd: !isVisible)
    if let completion {
      self.pendingBeginCompletions.append(completion)
    }
    self.animateAlpha(to: 1, duration: self.fastAnimationDuration)
    self.pullingPercent = 1
    self.setState(isVisible ? .refreshing : .willRefresh, reason: reason)
    return true
  }

  /// Ends the current refresh; does nothing when not refreshing.
  ///
  /// The state becomes ``RefreshState/idle`` before this returns; the component then animates
  /// back on the clock. If the refreshing action has not run yet, it never will; a running
  /// ``asyncRefreshingAction`` is cancelled. Called while not refreshing it changes nothing
  /// (so it leaves ``RefreshState/noMoreData`` alone) and reports to ``Diagnostics`` unless the
  /// state is ``RefreshState/noMoreData``.
  ///
  /// - Parameter completion: Runs once, when the end animation of this refresh has finished.
  public func endRefreshing(completion: (@MainActor () -> Void)? = nil) {
    self.recordCall("endRefreshing")
    guard self.isRefreshing else {
      if self.state != .noMoreData {
        Diagnostics.report(
          .ignoredCall, "\(type(of: self)).endRefreshing()", "ignored: not refreshing")
      }
      return
    }
    if let completion {
      self.pendingEndCompletions.append(completion)
    }
    self.finishRefresh(to: .idle, reason: .endRefreshing)
  }

  /// Ends the current refresh, if any, and shows that everything is loaded: the state becomes
  /// ``RefreshState/noMoreData`` and stays so, whatever else is called, until
  /// ``resetNoMoreData()``.
  ///
  /// Components without that state (``supportsNoMoreData`` is `false`) ignore the call and report
  /// it to ``Diagnostics``.
  public func endRefreshingWithNoMoreData() {
    self.recordCall("endRefreshingWithNoMoreData")
    guard self.supportsNoMoreData else {
      Diagnostics.report(
        .ignoredCall, "\(type(of: self)).endRefreshingWithNoMoreData()",
        "ignored: \(type(of: self)) has no no-more-data state; only footers do")
      return
    }
    guard self.state != .noMoreData else {
      return
    }
    self.finishRefresh(to: .noMoreData, reason: .noMoreData)
  }

  /// Leaves ``RefreshState/noMoreData`` for ``RefreshState/idle``, so that the component can
  /// trigger again.
  ///
  /// The only way out of that state.
  ///
  /// Does nothing in any other state; while refreshing, the call is reported to
  /// ``Diagnostics`` (end the refresh instead).
  public func resetNoMoreData() {
    self.recordCall("resetNoMoreData")
    guard self.state == .noMoreData else {
      if self.isRefreshing {
        Diagnostics.report(
          .ignoredCall, "\(type(of: self)).resetNoMoreData()",
          "ignored: refreshing, not in no more data; call endRefreshing() to end the refresh")
      }
      return
    }
    self.setState(.idle, reason: .resetNoMoreData)
  }

  // MARK: - Recording and replaying

  /// Records a call of the app's on this component, while the scroll model's inputs are being
  /// recorded by a ``ScrollTraceRecorder``.
  func recordCall(_ name: @autoclosure () -> String) {
    guard let scrollModel = self.scrollModel, scrollModel.traceRecorder != nil,
      let slot = scrollModel.slot(of: self)
    else {
      return
    }
    scrollModel.record(.call(slot: slot.rawValue, name: name()))
  }

  // MARK: - The state machine

  /// Moves to `newState` for `reason`: stores it, logs the transition, runs
  /// ``stateDidChange(from:)`` and lays out.
  ///
  /// Setting the current state does nothing.
  ///
  /// The built-in components call this; a custom component with its own trigger logic calls it
  /// too. Prefer ``beginRefreshing(completion:)`` and ``endRefreshing(completion:)``, which
  /// apply the rules of the state machine.
  ///
  /// - Parameters:
  ///   - newState: The state to move to.
  ///   - reason: Why, for ``transitions``.
  public func setState(_ newState: RefreshState, reason: RefreshTransitionReason) {
    let oldState = self.state
    guard newState != oldState else {
      return
    }
    let startsRefresh = newState == .refreshing
    let endsRefresh = oldState.isRefreshing && !newState.isRefreshing
    if startsRefresh || endsRefresh {
      self.refreshGeneration += 1
    }
    if startsRefresh {
      self.completeRunningEnding()
    }
    if endsRefresh {
      self.isEndingAnimationRunning = false
      self.isEndingPending = true
      self.cancelBeginCompletions(
        self.pendingBeginCompletions,
        because: self.suppressesCallbacks
          ? "the component was detached before its action ran"
          : "the refresh ended before its refreshing action ran")
      self.pendingBeginCompletions = []
    }
    self.currentState = newState
    self.unpublishedStates.append(newState)
    self.stateChangeDepth += 1
    self.recordTransition(RefreshTransition(from: oldState, to: newState, reason: reason))
    self.stateDidChange(from: oldState)
    if endsRefresh && !self.isEndingAnimationRunning && self.state == newState {
      self.finishEnding()
    }
    self.placeSubviews()
    self.stateChangeDepth -= 1
    if self.stateChangeDepth == 0 {
      self.publishStates()
    }
  }

  /// Tells the observers of `\.state` of every completed change, in order.
  ///
  /// A change made by an observer is published from here too, after the ones before it.
  private func publishStates() {
    // A change an observer makes waits in the queue until every observer has heard this one:
    // all of them hear every change once, in order (unlike KVO's nested delivery).
    self.stateChangeDepth += 1
    defer { self.stateChangeDepth -= 1 }
    while !self.unpublishedStates.isEmpty {
      self.stateStorage.value = self.unpublishedStates.removeFirst()
    }
  }

  /// Ends a refresh for `reason`, cancelling the async action.
  func finishRefresh(to newState: RefreshState, reason: RefreshTransitionReason) {
    self.cancelRefreshingTask()
    self.setState(newState, reason: reason)
  }

  // MARK: - Callbacks

  /// Runs the callbacks of the current refresh: the refreshing action, the delegate, the async
  /// action and the begin completions.
  ///
  /// MJRefresh's `executeRefreshingCallback`.
  ///
  /// A component calls it once it is ready to load: headers when their begin animation ends,
  /// auto footers at once. Does nothing unless refreshing and attached, so a refresh that ended
  /// early never runs them; each refresh runs them at most once.
  public func executeRefreshingCallback() {
    guard self.state == .refreshing, self.scrollModel != nil, !self.suppressesCallbacks,
      self.executedGeneration != self.refreshGeneration
    else {
      return
    }
    let generation = self.refreshGeneration
    self.executedGeneration = generation
    // Taken now: the action may end the refresh, and these still run after it.
    let completions = self.pendingBeginCompletions
    self.pendingBeginCompletions = []
    self.refreshCallbackDepth += 1
    self.refreshingAction?()
    // The delegate and the async action load for this refresh: not if the action ended it.
    if generation == self.refreshGeneration {
      self.delegate?.refreshComponentDidTriggerRefresh(self)
    }
    if generation == self.refreshGeneration {
      self.startAsyncAction(generation: generation)
    }
    if self.scrollModel != nil {
      self.beginRefreshingCompletion?()
      for completion in completions {
        completion()
      }
    } else {
      self.cancelBeginCompletions(completions, because: "the component was detached by its action")
    }
    self.refreshCallbackDepth -= 1
    if self.refreshCallbackDepth == 0 && self.isEndingPending && !self.isEndingAnimationRunning {
      self.finishEnding()
    }
  }

  /// Runs the end-of-refresh callbacks: resets the pull, then runs the end completions.
  ///
  /// Subclasses that animate the end call it when the animation is over.
  ///
  /// Runs once per ended refresh. While the refresh's begin callbacks run (an action that ends
  /// its own refresh), it waits for them and runs when they are done.
  func finishEnding() {
    guard self.isEndingPending else {
      return
    }
    self.isEndingAnimationRunning = false
    self.endingAnimation = nil
    self.endingUpdate = nil
    guard self.refreshCallbackDepth == 0 else {
      return  // executeRefreshingCallback() finishes it
    }
    self.isEndingPending = false
    if !self.isRefreshing {
      self.settlePull()
    }
    let completions = self.pendingEndCompletions
    self.pendingEndCompletions = []
    guard !self.suppressesCallbacks else {
      return  // a refresh that detaching abandons ends silently
    }
    self.endRefreshingCompletion?()
    for completion in completions {
      completion()
    }
  }

  /// Reports that `completions` of ``beginRefreshing(completion:)`` will never run.
  func cancelBeginCompletions(_ completions: [@MainActor () -> Void], because reason: String) {
    guard !completions.isEmpty else {
      return
    }
    Diagnostics.report(
      .cancelledCompletion, "\(type(of: self)).beginRefreshing(completion:)",
      "cancelled \(completions.count == 1 ? "the completion" : "\(completions.count) completions"): "
        + reason)
  }

  /// Runs the end-of-refresh animation of a component, from ``stateDidChange(from:)`` when a
  /// refresh ends.
  ///
  /// It runs ``endRefreshingAnimationBeginAction``, fades to transparent if `fadesAlpha` and
  /// ``automaticallyChangeAlpha`` are set, calls `update` with the progress over
  /// ``slowAnimationDuration``, then resets ``pullingPercent`` and runs the end completions. A
  /// component that ends without calling it gets its end completions at once.
  ///
  /// - Parameters:
  ///   - fadesAlpha: Whether to fade ``alpha`` to zero with ``automaticallyChangeAlpha``.
  ///   - update: Receives the eased progress, 0 to 1.
  public func runEndingAnimation(
    fadesAlpha: Bool, update: @escaping @MainActor (Double) -> Void
  ) {
    self.isEndingAnimationRunning = true
    if !self.suppressesCallbacks {
      self.endRefreshingAnimationBeginAction?()
    }
    if fadesAlpha && self.automaticallyChangeAlpha {
      self.animateAlpha(to: 0, duration: self.slowAnimationDuration)
    }
    let generation = self.refreshGeneration
    self.endingUpdate = update
    self.endingAnimation = self.animate(duration: self.slowAnimationDuration, update: update) {
      [weak self] finished in
      guard let self, finished, self.refreshGeneration == generation,
        self.isEndingAnimationRunning
      else {
        return
      }
      self.finishAnimatedEnding()
    }
  }

  /// Finishes an ending whose animation moved the geometry.
  ///
  /// Brings the offset into range if the animation left it outside, then runs the end
  /// callbacks. An ending that moved nothing (an auto footer's) leaves the offset where the host
  /// put it, as in MJRefresh.
  private func finishAnimatedEnding() {
    if !self.isRefreshing {
      self.scrollModel?.adjustContentOffsetIfNeeded()
    }
    self.finishEnding()
  }

  /// Finishes an end-of-refresh animation that is still running, because a new refresh starts,
  /// and runs the previous refresh's end callbacks.
  ///
  /// - Parameter settlingAtTheEnd: Whether to apply the animation's end values first (for a
  ///   refresh that waits to be seen, and so starts from rest), or to stop where it is (for one
  ///   that starts at once and takes over from there).
  func completeRunningEnding(settlingAtTheEnd: Bool = false) {
    guard self.isEndingAnimationRunning else {
      return
    }
    let animation = self.endingAnimation
    let update = self.endingUpdate
    self.isEndingAnimationRunning = false
    animation?.cancel()
    if settlingAtTheEnd {
      update?(1)
    }
    self.finishAnimatedEnding()
  }

  var isHostLoading: Bool {
    self.delegate?.refreshComponentIsLoading(self) ?? false
  }

  private func startAsyncAction(generation: Int) {
    guard let action = self.asyncRefreshingAction else {
      return
    }
    self.refreshingTask = Task { [weak self] in
      var failure: (any Error)?
      do {
        try await action()
      } catch {
        failure = error
      }
      guard let self, self.refreshGeneration == generation, self.state == .refreshing,
        !Task.isCancelled
      else {
        return  // an ended or detached refresh ignores what its action returns
      }
      self.refreshingTask = nil
      // The refresh ends first, so that a retry begun from the error handler starts a new
      // refresh, which this task's end can no longer touch.
      self.finishRefresh(to: .idle, reason: .actionFinished)
      if let failure, !(failure is CancellationError) {
        self.refreshingErrorHandler?(failure)
      }
    }
  }

  func cancelRefreshingTask() {
    self.refreshingTask?.cancel()
    self.refreshingTask = nil
  }
}
