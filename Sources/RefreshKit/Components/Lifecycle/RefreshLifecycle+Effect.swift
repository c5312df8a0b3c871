import Foundation

extension RefreshLifecycle {
  /// What an event asks the component to do: the one answer of ``RefreshLifecycle/send(_:)``.
  enum Effect {
    /// Nothing.
    case none
    /// Nothing changes; report `message`, if there is one.
    case refuse(String?)
    /// What ``RefreshLifecycle/decide(_:given:)`` answers for an event that changes the state:
    /// sent, it enters `state`, for `reason`. Only a question (an ask) sees it; a send answers
    /// with the change made.
    case enter(RefreshState, reason: RefreshTransitionReason)
    /// The pull was released past its trigger: begin a refresh for the release.
    case release
    /// The call joins what is under way (an opening or a closing of the floor): its completion
    /// waits for it.
    case join
    /// What the call asks for is already so (an open floor, a refresh whose action ran): its
    /// completion runs now.
    case alreadyDone
    /// The state changed: run the hooks, publish, carry out what it dropped.
    case entered(Entry)
    /// The end is held until `deadline`: schedule the work that applies it
    /// (``Event/heldEndScheduled(_:)``).
    case scheduleHeldEnd(deadline: TimeInterval)
    /// The end replaced the one held, or waits with it.
    case held
    /// Run the refreshing action, the delegate, the async action, then `completions`.
    case runCallbacks(completions: [Callback])
    /// The callbacks wait for the pages loading.
    case waitForPages
    /// Run the end callbacks and `completions`: the end of the last refresh is over.
    case runEndCallbacks(completions: [Callback])
    /// The end of the last refresh is due, but waits for callbacks that run.
    case endWaits
    /// Cancel what was dropped: work on the clock, a task, completions that can never run.
    case cancel(Dropped)
  }

  /// A state change made.
  struct Entry {
    let old: RefreshState
    let new: RefreshState
    let reason: RefreshTransitionReason
    /// The refresh the change ended, if it ends one: whether its end reports feedback.
    let ended: Refresh?
    /// What the change dropped, for the component to cancel.
    let dropped: Dropped
    /// The feedback event the change makes, delivered once it is complete: a crossing into
    /// pulling by a drag, the start of a refresh that reports feedback, and its end, with its
    /// result (success without one).
    let feedback: RefreshFeedback?

    /// Whether it starts a refresh: entering refreshing.
    var startsRefresh: Bool {
      self.new == .refreshing
    }

    /// Whether it ends a refresh: leaving refreshing or will-refresh for another state.
    var endsRefresh: Bool {
      self.old.isRefreshing && !self.new.isRefreshing
    }
  }

  /// What an event dropped, for the component to cancel: the lifecycle decides, and does
  /// nothing.
  struct Dropped {
    /// A held end's work.
    var heldEnd: ScheduledWork?
    /// A waiting retry, or a result display.
    var work: ScheduledWork?
    /// The task of an async action.
    var task: Task<Void, Never>?
    /// Begin completions that can never run.
    var beginCompletions: [Callback] = []

    /// Cancels the work and the task; the completions are the component's to report.
    @MainActor func cancel() {
      self.heldEnd?.cancel()
      self.work?.cancel()
      self.task?.cancel()
    }
  }
}
