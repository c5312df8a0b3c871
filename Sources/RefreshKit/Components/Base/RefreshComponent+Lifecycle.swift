import Foundation

/// The lifecycle of refreshes: the public calls, the one door every state change goes through,
/// the refreshing callbacks and the end. ``RefreshLifecycle`` decides; this carries it out and
/// runs the hooks in between.
extension RefreshComponent {
  // MARK: - Beginning and ending

  /// Starts a refresh, as if the user had pulled and released.
  ///
  /// The state becomes ``RefreshState/refreshing`` before this returns (or
  /// ``RefreshState/willRefresh`` while the component cannot be seen: not attached, its scroll
  /// model not visible, or hidden; it starts once it can be). A disabled component begins as
  /// usual. The refreshing action runs once: after the begin animation for headers, back
  /// footers and trailers, at once for auto footers (or at once for all with
  /// ``actionTiming`` ``RefreshActionTiming/immediately``).
  ///
  /// Refused, with `false`, while already refreshing or in ``RefreshState/noMoreData`` (each
  /// reported to ``Diagnostics``), and while the ``delegate`` says the host is loading.
  ///
  /// - Parameter completion: Runs once, right after the refreshing action of this refresh. If
  ///   the refresh ends, or the component is detached, before the action ran, it never runs and
  ///   is reported to ``Diagnostics`` as ``DiagnosticKind/cancelledCompletion``.
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
    let canBeSeen = self.canBeSeen
    let hostIsLoading = self.isHostLoading
    let listIsRefreshing = self.scrollModel?.holdsBackPages(of: self) ?? false
    let lifecycle = self.lifecycle  // a copy: the lifecycle's own storage is read in an instant
    let begin = lifecycle.begin(
      canBeSeen: canBeSeen, hostIsLoading: hostIsLoading, listIsRefreshing: listIsRefreshing,
      reason: reason)
    switch begin {
    case .refused(let message):
      Diagnostics.reportIgnoredCall("\(type(of: self)).beginRefreshing()", message)
      if message == nil, let completion {
        self.cancelBeginCompletions([completion], because: "the begin was refused")
      }
      return false
    case .start(let state):
      // A refresh that starts at once takes over from where the last one's end animation is;
      // one that waits to be seen starts from rest. Finishing that end runs its callbacks and
      // may move the offset: what they begin or end is decided before this begin goes on.
      let before = (refresh: lifecycle.refresh, state: lifecycle.state)
      self.completeRunningEnding(settlingAtTheEnd: !canBeSeen)
      if self.lifecycle.refresh != before.refresh {
        return self.join(completion)  // a refresh began meanwhile: it answers this begin
      }
      if self.lifecycle.state != before.state {
        return self.beginRefreshing(reason: reason, completion: completion)  // decide again
      }
      if let completion {
        self.lifecycle.pending.addBeginCompletion(completion)
      }
      self.animateAlpha(to: 1, duration: self.fastAnimationDuration)
      self.pullingPercent = 1
      self.setState(state, reason: reason)
      return true
    }
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
    guard let current = self.lifecycle.current else {
      if let completion {
        self.cancelBeginCompletions(
          [completion], because: "the refresh that answered this begin had already ended")
      }
      return false
    }
    if let completion {
      if current.callbacksRan == false || self.state == .willRefresh {
        self.lifecycle.pending.addBeginCompletion(completion)  // runs after the action
      } else {
        completion()
      }
    }
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
  /// - Parameter completion: Runs once, when the end animation of this refresh has finished (at
  ///   once if the component is detached before).
  public func endRefreshing(completion: (@MainActor () -> Void)? = nil) {
    self.recordCall("endRefreshing")
    self.end(result: nil, completion: completion)
  }

  /// Ends the current refresh, if any, and shows that everything is loaded: the state becomes
  /// ``RefreshState/noMoreData`` and stays so, whatever else is called, until
  /// ``resetNoMoreData()``.
  ///
  /// Components without that state (``supportsNoMoreData`` is `false`) ignore the call and report
  /// it to ``Diagnostics``.
  public func endRefreshingWithNoMoreData() {
    self.recordCall("endRefreshingWithNoMoreData")
    let lifecycle = self.lifecycle
    let end = lifecycle.endWithNoMoreData(
      isSupported: self.supportsNoMoreData, componentName: "\(type(of: self))")
    self.carryOut(end, "endRefreshingWithNoMoreData()", .noMoreData)
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
    let lifecycle = self.lifecycle
    self.carryOut(lifecycle.resetNoMoreData(), "resetNoMoreData()", .resetNoMoreData)
  }

  /// Reports a refused call, or enters the state it leads to (ending with `result`, if any).
  func carryOut(
    _ end: RefreshLifecycle.End, _ call: String, _ reason: RefreshTransitionReason,
    result: RefreshResult? = nil
  ) {
    switch end {
    case .refused(let message):
      Diagnostics.reportIgnoredCall("\(type(of: self)).\(call)", message)
    case .enter(let state):
      self.finishRefresh(to: state, reason: reason, result: result)
    }
  }

  /// Ends a refresh for `reason`, with `result` if it has one, cancelling the async action; an
  /// end the app or the action asks for before ``minimumRefreshingDuration`` waits for it.
  func finishRefresh(
    to newState: RefreshState, reason: RefreshTransitionReason, result: RefreshResult? = nil
  ) {
    self.cancelRefreshingTask()
    let now = self.clock?.now
    let minimum = self.minimumRefreshingDuration
    let hold = self.lifecycleEvent {
      $0.hold(newState, reason: reason, result: result, now: now, minimum: minimum)
    }
    switch hold {
    case .none:
      self.setState(newState, reason: reason, result: result)
    case .held:
      break
    case .schedule(let deadline):
      guard let clock = self.clock else {
        return  // a deadline needs a clock: never reached
      }
      let refresh = self.lifecycle.refresh
      let work = clock.schedule(at: deadline) { [weak self] in
        self?.releaseHeldEnd(of: refresh)
      }
      let end = RefreshLifecycle.HeldEnd(
        state: newState, reason: reason, refresh: refresh, work: work, result: result,
        failure: nil)
      self.lifecycle.pending.hold(end)
    }
  }

  /// The component was hidden: a pull goes back to idle and shows nothing, a refresh ends (with
  /// the end the app asked for, if one is held) and a result display ends, so that no space is
  /// held for what cannot be seen.
  func componentDidHide() {
    self.willStopFollowing(because: .hidden)
    switch self.state {
    case .pulling, .secondFloorArmed:
      self.setState(.idle, reason: .hidden)
    case .refreshing:
      if !self.applyHeldEndNow() {
        self.finishRefresh(to: .idle, reason: .hidden)
      }
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

  /// An end held for the minimum refreshing duration applies now, with the state the app asked
  /// for: the component hides or detaches, and the app's end must not be lost.
  ///
  /// - Returns: Whether an end was held.
  @discardableResult
  func applyHeldEndNow() -> Bool {
    guard let held = self.lifecycle.pending.heldEnd else {
      return false
    }
    held.work.cancel()
    self.releaseHeldEnd(of: held.refresh)
    return true
  }

  /// The minimum refreshing duration is over: the held end applies.
  private func releaseHeldEnd(of refresh: Int) {
    guard let held = self.lifecycleEvent({ $0.takeHeldEnd(of: refresh) }) else {
      return
    }
    self.setState(held.state, reason: held.reason, result: held.result)
    if let failure = held.failure {
      self.refreshingErrorHandler?(failure)
    }
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
    self.setState(newState, reason: reason, result: nil)
  }

  /// Moves to `newState` for `reason`; a change that ends a refresh reports `result`, if any.
  func setState(
    _ newState: RefreshState, reason: RefreshTransitionReason, result: RefreshResult?
  ) {
    guard newState != self.state else {
      return
    }
    if newState == .refreshing {
      self.completeRunningEnding()  // a new refresh takes over from the last one's end
    }
    let now = self.clock?.now
    let programmatic = self.reportsFeedbackForProgrammaticRefreshes
    guard
      let entry = self.lifecycleEvent({
        $0.enter(
          newState, at: now, reason: reason, result: result,
          reportsProgrammaticFeedback: programmatic)
      })
    else {
      return
    }
    entry.dropped.cancel()
    if entry.endsRefresh {
      self.cancelBeginCompletions(
        self.lifecycle.pending.takeBeginCompletions(),
        because: self.lifecycle.isDetaching
          ? "the component was detached before its action ran"
          : "the refresh ended before its refreshing action ran")
    }
    self.recordTransition(RefreshTransition(from: entry.old, to: newState, reason: reason))
    // Decided by the change, before the hooks, which may start the action, which may end this
    // refresh at once; delivered, like the state, once the change is complete.
    if let feedback = entry.feedback {
      self.lifecycle.pending.post(.feedback(feedback))
    }
    self.lifecycle.pending.post(.state(newState))
    if entry.startsRefresh || entry.old.isRefreshing != newState.isRefreshing,
      let scrollModel = self.scrollModel
    {
      scrollModel.loadersDidChange()
      self.lifecycle.pending.post(.loaders(scrollModel, started: newState.isRefreshing))
    }
    self.updateDisplayedResult(for: entry, result: result)
    for part in self.parts {
      part.stateDidChange(of: self, from: entry.old)
    }
    self.stateDidChange(from: entry.old)
    if entry.endsRefresh && self.state == newState {
      self.resetPullWhileInactive()
    }
    if entry.endsRefresh && self.lifecycle.ending == .due && self.state == newState {
      self.finishEnding()  // no end animation started: the end is over at once
    }
    self.placeSubviews()
    if self.lifecycle.completeEntry() {
      self.publishStates()
    }
  }

  /// Runs `event` on a copy of the lifecycle and stores the result.
  ///
  /// Two accesses in an instant, with the event between them. The lifecycle is read at every
  /// frame; an event run in place that the optimizer does not inline would make every one of
  /// those reads checked for exclusive access at run time. (What waits is held by reference:
  /// the copy shares it, and its queues grow in place.)
  func lifecycleEvent<Result>(_ event: (inout RefreshLifecycle) -> Result) -> Result {
    var lifecycle = self.lifecycle
    let result = event(&lifecycle)
    self.lifecycle = lifecycle
    return result
  }

  /// Tells the app of every completed change, in order: feedback, state, announcement; then
  /// the other loaders of the scroll model, of a refresh that started or ended.
  ///
  /// A change a handler or an observer of `\.state` makes waits until the one being delivered
  /// is heard (unlike KVO's nested delivery). A detached component gives no feedback and no
  /// announcement, and a hidden one no announcement.
  private func publishStates() {
    while let delivery = self.lifecycle.pending.nextDelivery() {
      self.lifecycle.startPublishing()
      switch delivery {
      case .state(let state):
        self.stateStorage.value = state
      case .feedback(let feedback):
        if self.scrollModel != nil {
          self.feedbackHandler?(feedback)
        }
      case .announcement(let title):
        if self.mayAnnounce {
          self.accessibility.announce(title)
        }
      case .loaders(let scrollModel, let started):
        scrollModel.loaderDidChange(self, started: started)
      }
    }
    self.lifecycle.finishPublishing()
  }

  /// Announces `title` to VoiceOver once the state change being made is complete.
  func announceAfterTheChange(_ title: String) {
    if self.lifecycle.isChanging {
      self.lifecycle.pending.post(.announcement(title))
    } else if self.mayAnnounce {
      self.accessibility.announce(title)
    }
  }

  /// Whether VoiceOver hears the component: attached and not hidden.
  private var mayAnnounce: Bool {
    self.scrollModel != nil && !self.isHidden
  }

  // MARK: - Callbacks

  /// Runs the callbacks of the current refresh: the refreshing action, the delegate, the async
  /// action and the begin completions.
  ///
  /// MJRefresh's `executeRefreshingCallback`.
  ///
  /// A component calls it once it is ready to load: headers when their begin animation ends,
  /// auto footers at once. Does nothing unless refreshing and attached, so a refresh that ended
  /// early never runs them; each refresh runs them at most once. The begin completions run after
  /// the action even when the action ended the refresh, and before its end completions. A
  /// header's callbacks wait for the pages loading with
  /// ``LoaderArbitration/refreshWaitsForPage``, and run when the last one ends.
  public func executeRefreshingCallback() {
    if let scrollModel = self.scrollModel, scrollModel.holdsBackTheRefresh(of: self) {
      _ = self.lifecycleEvent { $0.waitForPages() }  // run when the last page ends
      return
    }
    guard let scrollModel = self.scrollModel, self.lifecycleEvent({ $0.startCallbacks() }) else {
      return
    }
    scrollModel.refreshWillRun(self)
    self.refreshGeneration = scrollModel.loadGeneration
    let completions = self.lifecycle.pending.takeBeginCompletions()
    let refresh = self.lifecycle.refresh
    self.refreshingAction?()
    // The delegate and the async action load for this refresh: not if the action ended it.
    if refresh == self.lifecycle.refresh {
      self.delegate?.refreshComponentDidTriggerRefresh(self)
    }
    if refresh == self.lifecycle.refresh {
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
    if self.lifecycle.finishCallbacks() {
      self.finishEnding()  // an end the action made waited for the begin completions
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

  // MARK: - Ending

  /// Runs the end-of-refresh callbacks: resets the pull, then runs the end completions.
  ///
  /// Runs once per ended refresh, when its end animation finished (or at once without one). While
  /// the refresh's begin callbacks run (an action that ends its own refresh), it waits for them.
  ///
  /// - Parameter adjustingTheOffset: Whether to bring the offset into range first, after an end
  ///   that moved the geometry. The end is taken before: what the moved offset begins (a
  ///   release) is another refresh, with an end of its own that this one must not finish.
  func finishEnding(adjustingTheOffset: Bool = false) {
    self.lifecycle.endingAnimationStopped()
    self.motions.end = nil
    let isTaken = self.lifecycle.takeEnding()
    let completions = isTaken ? self.lifecycle.pending.takeEndCompletions() : []
    let refresh = self.lifecycle.refresh
    if adjustingTheOffset && !self.isRefreshing {
      self.scrollModel?.adjustContentOffsetIfNeeded()
    }
    guard isTaken else {
      return  // nothing due, or executeRefreshingCallback() finishes it
    }
    if !self.isRefreshing && self.lifecycle.refresh == refresh {
      self.settlePull()
    }
    guard !self.lifecycle.isDetaching else {
      return  // a refresh that detaching abandons ends silently
    }
    self.endRefreshingCompletion?()
    for completion in completions {
      completion()
    }
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
    self.runEnding(.custom(update), fadesAlpha: fadesAlpha)
  }

  /// Finishes an ending whose animation moved the geometry.
  ///
  /// Brings the offset into range if the animation left it outside, then runs the end
  /// callbacks. An ending that moved nothing (an auto footer's) leaves the offset where the host
  /// put it, as in MJRefresh.
  func finishAnimatedEnding() {
    self.finishEnding(adjustingTheOffset: true)
  }

  /// Finishes an end-of-refresh animation that is still running, because a new refresh starts,
  /// and runs the previous refresh's end callbacks.
  ///
  /// - Parameter settlingAtTheEnd: Whether to apply the animation's end values first (for a
  ///   refresh that waits to be seen, and so starts from rest), or to stop where it is (for one
  ///   that starts at once and takes over from there).
  func completeRunningEnding(settlingAtTheEnd: Bool = false) {
    guard self.lifecycle.endIsUnderWay else {
      return
    }
    self.lifecycle.endingAnimationStopped()
    self.cancelResultDisplay()
    self.endingAnimator.stop()
    if settlingAtTheEnd {
      self.applyEnding(1)
    }
    self.finishAnimatedEnding()
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
    self.lifecycle.pending.task = Task { [weak self] in
      var failure: (any Error)?
      do {
        try await action()
      } catch {
        failure = error
      }
      guard let self, self.lifecycle.actionFinished(refresh: refresh), !Task.isCancelled else {
        return  // an ended or detached refresh ignores what its action returns
      }
      self.lifecycle.pending.task = nil
      let reported = failure.flatMap { $0 is CancellationError ? nil : $0 }
      // The refresh ends first, so that a retry begun from the error handler starts a new
      // refresh, which this task's end can no longer touch.
      // A cancellation the action threw itself ends the refresh with no result.
      let result: RefreshResult? =
        if let reported { .failure(reported) } else if failure == nil { .success } else { nil }
      self.finishRefresh(to: .idle, reason: .actionFinished, result: result)
      if let reported {
        let isHeld = self.lifecycle.pending.holdFailure(reported)
        if !isHeld {
          self.refreshingErrorHandler?(reported)  // else told when the held end applies
        }
      }
    }
  }

  func cancelRefreshingTask() {
    self.lifecycle.pending.task?.cancel()
    self.lifecycle.pending.task = nil
  }
}

/// When a refresh component runs its refreshing action: ``RefreshComponent/actionTiming``.
public enum RefreshActionTiming: Sendable, Hashable, CaseIterable {
  /// After the begin animation (0.25 s) has scrolled the component into view: MJRefresh's
  /// timing, the default.
  case afterBeginAnimation

  /// As the refresh begins, while the content scrolls into place: GMPullToRefresh's and
  /// EGOTableViewPullRefresh's timing, which start loading the moment they enter their loading
  /// state.
  case immediately
}
