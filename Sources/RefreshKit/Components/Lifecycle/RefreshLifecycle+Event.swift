import Foundation

extension RefreshLifecycle {
  /// Every input of the lifecycle: the app's calls, the triggers, the pull, the clock's
  /// deadlines, the motions that finished, the component's callbacks and its detach.
  ///
  /// ``RefreshLifecycle/send(_:)`` takes one and answers with one ``Effect``.
  enum Event {
    // MARK: The app's calls and the triggers

    /// A begin, by the app or a trigger (`reason`): refused, or the state to start in.
    case begin(
      reason: RefreshTransitionReason, canBeSeen: Bool, hostIsLoading: Bool,
      listIsRefreshing: Bool)
    /// The app asks to end the current refresh: refused, or the state the end enters.
    case end
    /// The app asks to end with no more data, for a component that has that state
    /// (`isSupported`).
    case endWithNoMoreData(isSupported: Bool, componentName: String)
    /// The app asks to leave no more data.
    case resetNoMoreData
    /// An opening of the second floor: a release (`reason`), or the app's or VoiceOver's call.
    case openSecondFloor(
      hasFloor: Bool, canBeSeen: Bool, isEnabled: Bool, reason: RefreshTransitionReason)
    /// A close of the second floor, by a call or a push past the close distance (`reason`).
    case closeSecondFloor(reason: RefreshTransitionReason)
    /// The floor's opening or closing motion reached its end.
    case secondFloorMotionFinished

    // MARK: The pull

    /// A sample of the pull while dragging: past the trigger (`pastTrigger`), with nothing
    /// holding it back (`mayArm`: the host does not load, the list does not hold the page
    /// back): pulling past it, idle short of it; nothing for a component that does not follow
    /// the pull (`follows`: hidden or disabled).
    case drag(pastTrigger: Bool, mayArm: Bool, follows: Bool)
    /// A drag past the floor's trigger, with nothing holding it back: a pull at rest, or one
    /// past the refresh trigger, arms the floor.
    case armSecondFloor
    /// A drag back short of the floor's trigger: an armed floor goes back to pulling
    /// (`toPulling`: past the refresh trigger, for a floor that refreshes on the way) or idle.
    case disarmSecondFloor(toPulling: Bool)
    /// The finger lifted with the content pulled: a pull past its trigger is released.
    case lift
    /// The pull ends without a release, for `reason`: out of view, hidden, disabled, cancelled,
    /// superseded, or held back at its release. Only an armed pull goes back to idle.
    case letGo(RefreshTransitionReason)

    // MARK: Changes of state

    /// The change to `state` that a decision above allowed, for `reason`, at `now` on the
    /// component's clock, ending a refresh with `result` if it ends one.
    /// A begin's `completion` joins the refresh it starts.
    case transition(
      to: RefreshState, reason: RefreshTransitionReason, result: RefreshResult?,
      now: TimeInterval?, reportsProgrammaticFeedback: Bool, completion: Callback?)

    // MARK: The minimum refreshing duration

    /// An end to `state` for `reason` at `now`, while the refresh must show for `minimum`:
    /// does it wait?
    case askToEnd(
      state: RefreshState, reason: RefreshTransitionReason, result: RefreshResult?,
      now: TimeInterval?, minimum: TimeInterval)
    /// The end the component scheduled as ``Effect/scheduleHeldEnd(deadline:)`` said.
    case hold(HeldEnd)
    /// The held end of refresh `refresh` is due.
    case heldEndDue(refresh: Int)
    /// The async action threw `failure` as it ended its refresh: it waits with a held end.
    case actionFailed(any Error)

    // MARK: The callbacks

    /// A completion for the current refresh's begin.
    case addBeginCompletion(Callback)
    /// A completion for the end asked for.
    case addEndCompletion(Callback)
    /// The current refresh is ready to run its callbacks; `holdsBack` if the list's refresh
    /// waits for pages loading.
    case callbacksReady(holdsBack: Bool)
    /// The callbacks of refresh `refresh` are done.
    case callbacksDone(refresh: Int)
    /// The async action of the current refresh started, as `task`.
    case actionStarted(Task<Void, Never>)
    /// The async action of refresh `refresh` returned.
    case actionFinished(refresh: Int)
    /// The refresh's async action is cancelled: an end, or a detach.
    case cancelTask

    // MARK: The end

    /// The component started the end of a refresh: its motion runs, or waits for the result
    /// display to end (`waitingForResult`).
    case endMotionStarted(waitingForResult: Bool)
    /// The result display is over: the end's motion, which waited for it, runs.
    case endMotionResumed
    /// The end's motion is cut short (a new refresh takes over): its callbacks are due, and run
    /// once the component has brought the motion to its end.
    case endMotionCutShort
    /// The end's motion finished, or was cut short: its callbacks are due, and run if no
    /// refresh's callbacks run.
    case endMotionStopped

    // MARK: Results and failures

    /// The result the component shows becomes `result` (`nil`: none).
    case display(RefreshResult?)
    /// The work that ends the display becomes `work` (`nil`: no display runs); the one it
    /// replaces is cancelled.
    case displayUntil(ScheduledWork?)
    /// A retry waits on the clock (`work`), or none (`nil`).
    case scheduleRetry(ScheduledWork?)
    /// The failures in a row start again, and a retry waiting goes.
    case forgetFailures
    /// The scroll model's data count as the refresh starts.
    case rowsAtRefreshStart(Int)

    // MARK: Detaching

    /// The component starts to leave its scroll model.
    case startLeaving
    /// The component is being detached: what is left is abandoned.
    case startDetaching
    /// The component is detached; an end that waits for the callbacks running is kept
    /// (`keepingWaitingEnd`).
    case finishDetaching(keepingWaitingEnd: Bool)
  }
}
