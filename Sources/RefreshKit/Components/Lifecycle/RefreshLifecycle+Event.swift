import Foundation

extension RefreshLifecycle {
  /// Every input of the lifecycle; ``RefreshLifecycle/send(_:at:)`` answers each with an
  /// ``Effect``.
  enum Event {
    // MARK: The app's calls and the triggers

    case begin(
      reason: RefreshTransitionReason, canBeSeen: Bool, hostIsLoading: Bool,
      listIsRefreshing: Bool, completion: Callback? = nil)
    case end(result: RefreshResult?)
    case endWithNoMoreData(isSupported: Bool, componentName: String)
    case resetNoMoreData
    /// A refresh that waits to be seen can be: it starts.
    case becameVisible
    /// An end held for the minimum duration applies; anything but rest and no more data goes idle.
    case stop(RefreshTransitionReason)
    case openSecondFloor(
      hasFloor: Bool, canBeSeen: Bool, isEnabled: Bool, reason: RefreshTransitionReason)
    case closeSecondFloor(reason: RefreshTransitionReason)
    case secondFloorMotionFinished

    // MARK: The pull

    /// `mayArm`: the host does not load and the list does not hold the page back; `follows`:
    /// neither hidden nor disabled.
    case drag(pastTrigger: Bool, mayArm: Bool, follows: Bool, reason: RefreshTransitionReason)
    case armSecondFloor
    /// `toPulling`: past the refresh trigger, for a floor that refreshes on the way.
    case disarmSecondFloor(toPulling: Bool)
    case lift
    /// The pull ends without a release; only an armed pull goes back to idle.
    case letGo(RefreshTransitionReason)

    // MARK: The minimum refreshing duration

    case heldEndScheduled(ScheduledWork)
    case heldEndDue(refresh: Int)

    // MARK: The callbacks

    case addBeginCompletion(Callback)
    case addEndCompletion(Callback)
    /// `holdsBack` if the list's refresh waits for pages loading.
    case callbacksReady(holdsBack: Bool)
    case callbacksDone(refresh: Int)
    case actionStarted(Task<Void, Never>)
    /// A `nil` result: the action cancelled itself.
    case actionFinished(refresh: Int, result: RefreshResult?)
    case cancelTask

    // MARK: The end

    case endMotionStarted(waitingForResult: Bool)
    case endMotionResumed
    /// Its callbacks run once the component has brought the motion to its end.
    case endMotionCutShort
    /// Its callbacks run if no refresh's callbacks run.
    case endMotionStopped

    // MARK: Results and failures

    case display(RefreshResult?)
    /// `nil`: no display runs; the work it replaces is cancelled.
    case displayUntil(ScheduledWork?)
    case scheduleRetry(ScheduledWork?)
    case forgetFailures
    case rowsAtRefreshStart(Int)

    // MARK: Detaching

    case startLeaving
    case startDetaching
    case finishDetaching(keepingWaitingEnd: Bool)
  }
}
