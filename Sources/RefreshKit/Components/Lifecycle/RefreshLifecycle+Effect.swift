import Foundation

extension RefreshLifecycle {
  /// What an event asks the component to do: the one answer of ``RefreshLifecycle/send(_:at:)``.
  enum Effect {
    case none
    case refuse(String?)
    /// Only an ask sees it; a send answers with the change made.
    case enter(RefreshState, reason: RefreshTransitionReason)
    /// The pull was released past its trigger: begin a refresh for the release.
    case release
    /// The call's completion waits for the floor motion under way.
    case join
    /// The call's completion runs now: what it asks for is already so.
    case alreadyDone
    case entered(Entry)
    /// Schedule the work that applies the held end (``Event/heldEndScheduled(_:)``).
    case scheduleHeldEnd(deadline: TimeInterval)
    case held
    /// Run the refreshing action, the delegate, the async action, then `completions`.
    case runCallbacks(completions: [Callback])
    case waitForPages
    case runEndCallbacks(completions: [Callback])
    /// The end is due, but waits for callbacks that run.
    case endWaits
    case cancel(Dropped)
  }

  struct Entry {
    let old: RefreshState
    let new: RefreshState
    let reason: RefreshTransitionReason
    let ended: Refresh?
    let dropped: Dropped
    /// Delivered once the change is complete.
    let feedback: RefreshFeedback?

    var startsRefresh: Bool {
      self.new == .refreshing
    }

    var endsRefresh: Bool {
      self.old.isRefreshing && !self.new.isRefreshing
    }
  }

  /// The lifecycle decides and does nothing: the component cancels.
  struct Dropped {
    var heldEnd: ScheduledWork?
    /// A waiting retry, or a result display.
    var work: ScheduledWork?
    var task: Task<Void, Never>?
    var beginCompletions: [Callback] = []

    /// The completions are the component's to report.
    @MainActor func cancel() {
      self.heldEnd?.cancel()
      self.work?.cancel()
      self.task?.cancel()
    }
  }
}
