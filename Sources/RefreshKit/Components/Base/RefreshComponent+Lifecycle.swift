import Foundation

extension RefreshComponent {
  // MARK: - Beginning and ending

  /// Starts a refresh, as if the user had pulled and released.
  ///
  /// The state becomes ``RefreshState/refreshing`` before this returns, or
  /// ``RefreshState/willRefresh`` while the component cannot be seen (it starts once it can).
  /// Called while a change is being made, it waits for that change and returns `true`.
  /// ``actionTiming`` says when the refreshing action runs.
  ///
  /// Refused, with `false`, while already refreshing or in ``RefreshState/noMoreData`` (each
  /// reported to ``Diagnostics``), and while the ``delegate`` says the host is loading.
  ///
  /// - Parameter completion: Runs once, right after the refreshing action. If the refresh ends
  ///   before the action ran, it never runs and is reported to ``Diagnostics`` as
  ///   ``DiagnosticKind/cancelledCompletion``.
  /// - Returns: Whether the begin was accepted.
  @discardableResult
  public func beginRefreshing(completion: (@MainActor () -> Void)? = nil) -> Bool {
    self.recordCall("beginRefreshing")
    return self.beginRefreshing(reason: .beginRefreshing, completion: completion)
  }

  /// Ends the current refresh; does nothing when not refreshing.
  ///
  /// The state becomes ``RefreshState/idle`` before this returns (or once the change being made
  /// completes); the component then animates back on the clock. An action that has not run yet
  /// never will; a running ``asyncRefreshingAction`` is cancelled. Called while not refreshing it
  /// reports to ``Diagnostics``, unless the state is ``RefreshState/noMoreData``.
  ///
  /// - Parameter completion: Runs once, when the end animation has finished (at once if the
  ///   component is detached before).
  public func endRefreshing(completion: (@MainActor () -> Void)? = nil) {
    self.recordCall("endRefreshing")
    self.end(result: nil, completion: completion)
  }

  /// Ends the current refresh, if any, and enters ``RefreshState/noMoreData`` until
  /// ``resetNoMoreData()``.
  ///
  /// Components without that state (``supportsNoMoreData`` is `false`) ignore the call and report
  /// it to ``Diagnostics``.
  public func endRefreshingWithNoMoreData() {
    self.recordCall("endRefreshingWithNoMoreData")
    self.endWithNoMoreData()
  }

  func endWithNoMoreData() {
    if self.waits(.endWithNoMoreData, endingTheRefresh: true) {
      return
    }
    let end = RefreshLifecycle.Event.endWithNoMoreData(
      isSupported: self.supportsNoMoreData, componentName: "\(type(of: self))")
    if case .enter = self.ask(end) {
      self.cancelRefreshingTask()
    }
    self.change(end, "endRefreshingWithNoMoreData()")
  }

  /// Leaves ``RefreshState/noMoreData`` for ``RefreshState/idle``: the only way out of that state.
  ///
  /// Does nothing in any other state; while refreshing, the call is reported to
  /// ``Diagnostics``, unless an end to no more data is held for ``minimumRefreshingDuration``:
  /// the held end then goes to idle.
  public func resetNoMoreData() {
    self.recordCall("resetNoMoreData")
    if self.waits(.change(.resetNoMoreData, call: "resetNoMoreData()")) {
      return
    }
    self.change(.resetNoMoreData, "resetNoMoreData()")
  }

  // MARK: - A component with trigger logic of its own

  /// Reports the pull of a component with trigger logic of its own (MJRefresh's DIY components
  /// set `state`), with the reason ``RefreshTransitionReason/custom``.
  ///
  /// The pull arms only from rest, while the ``delegate`` does not say the host loads, and not
  /// while hidden, disabled, refreshing, in no more data or with the second floor. Release it
  /// with ``releasePull()``.
  ///
  /// - Parameter isPastTrigger: Whether the pull is past the component's trigger.
  public func pullDidChange(isPastTrigger: Bool) {
    self.change(
      .drag(
        pastTrigger: isPastTrigger, mayArm: !self.isHostLoading,
        follows: !self.isHidden && self.isEnabled, reason: .custom))
  }

  /// The finger lifted from a component with trigger logic of its own: a pull past its trigger
  /// begins a refresh.
  ///
  /// - Returns: Whether a refresh began.
  @discardableResult
  public func releasePull() -> Bool {
    guard case .release = self.ask(.lift) else {
      return false
    }
    if self.beginRefreshing(reason: .release) {
      return true
    }
    self.letGo(.release)  // held back since it crossed: the pull ends
    return false
  }

  // MARK: - Callbacks

  /// Runs the callbacks of the current refresh: MJRefresh's `executeRefreshingCallback`.
  ///
  /// Does nothing unless refreshing and attached; each refresh runs them at most once. The begin
  /// completions run after the action, even when it ended the refresh. A header's callbacks wait
  /// for pages loading with ``LoaderArbitration/refreshWaitsForPage``.
  public func executeRefreshingCallback() {
    guard let scrollModel = self.scrollModel else {
      return
    }
    let holdsBack = scrollModel.holdsBackTheRefresh(of: self)
    guard case .runCallbacks(let completions) = self.send(.callbacksReady(holdsBack: holdsBack))
    else {
      return  // none due, or they wait for the last page to end
    }
    self.runCallbacks(completions, in: scrollModel)
  }

  /// Runs the end-of-refresh animation of a component, from ``stateDidChange(from:)`` when a
  /// refresh ends.
  ///
  /// It runs ``endRefreshingAnimationBeginAction``, fades ``alpha`` if `fadesAlpha` and
  /// ``automaticallyChangeAlpha`` are set, calls `update` with the eased progress (0 to 1) over
  /// ``slowAnimationDuration``, then runs the end completions. A component that ends without
  /// calling it gets its end completions at once.
  public func runEndingAnimation(
    fadesAlpha: Bool, update: @escaping @MainActor (Double) -> Void
  ) {
    self.runEndMotion(.custom(update), fadesAlpha: fadesAlpha)
  }
}

/// When a refresh component runs its refreshing action: ``RefreshComponent/actionTiming``.
public enum RefreshActionTiming: Sendable, Hashable, CaseIterable {
  /// After the begin animation (0.25 s) has scrolled the component into view: MJRefresh's
  /// timing, the default.
  case afterBeginAnimation

  /// As the refresh begins, while the content scrolls into place.
  case immediately
}
