import Foundation

extension RefreshLifecycle {
  /// Every input of the lifecycle: the app's calls, the triggers, the pull, the clock's
  /// deadlines, the motions that finished, the component's callbacks and its detach.
  ///
  /// ``RefreshLifecycle/send(_:)`` takes one and answers with one ``Effect``.
  enum Event {
    // MARK: The app's calls and the triggers

    /// A begin, by the app or a trigger (`reason`): refused, or the refresh starts (waits to be
    /// seen, if it cannot be), with the begin's `completion`.
    case begin(
      reason: RefreshTransitionReason, canBeSeen: Bool, hostIsLoading: Bool,
      listIsRefreshing: Bool, completion: Callback? = nil)
    /// The app ends the current refresh, with `result` if it has one.
    case end(result: RefreshResult?)
    /// The app ends with no more data, for a component that has that state (`isSupported`).
    case endWithNoMoreData(isSupported: Bool, componentName: String)
    /// The app asks to leave no more data.
    case resetNoMoreData
    /// A refresh that waits to be seen can be: it starts.
    case becameVisible
    /// What is under way stops for `reason` (hidden, superseded, detached, the floor taken
    /// away): an end held for the minimum duration applies; anything else but rest and no more
    /// data goes back to idle.
    case stop(RefreshTransitionReason)
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
    /// `reason` is ``RefreshTransitionReason/drag``, or ``RefreshTransitionReason/custom`` for
    /// a component with trigger logic of its own.
    case drag(pastTrigger: Bool, mayArm: Bool, follows: Bool, reason: RefreshTransitionReason)
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

    // MARK: The minimum refreshing duration

    /// The clock's `work` applies the end just held.
    case heldEndScheduled(ScheduledWork)
    /// The held end of refresh `refresh` is due.
    case heldEndDue(refresh: Int)

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
    /// The async action of refresh `refresh` returned, with `result` (`nil`: it cancelled
    /// itself): the refresh ends.
    case actionFinished(refresh: Int, result: RefreshResult?)
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
