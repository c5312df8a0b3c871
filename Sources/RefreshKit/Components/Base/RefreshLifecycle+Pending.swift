import Foundation

extension RefreshLifecycle {
  /// What waits for the lifecycle's word: the one-shot completions, the held end, the state
  /// changes to publish, the result shown and the failures with their retry.
  ///
  /// Its queues change only by taking them out, changing them and storing them back: every
  /// access is an instant, so the compiler proves at compile time that none overlaps, and
  /// checks none at run time.
  final class Pending {
    /// The completions of the begins of the current refresh.
    private(set) var beginCompletions: [Callback] = []
    /// The completions of the ends of the last refresh.
    private(set) var endCompletions: [Callback] = []
    /// The end the current refresh holds for the minimum refreshing duration, dropped when the
    /// refresh ends.
    var heldEnd: HeldEnd?
    /// What the completed changes tell the app, oldest first: delivered once no change is
    /// being made, so that no handler sees, or makes, a change half made.
    private(set) var outbox: [Delivery] = []
    /// The result the component shows; published to its observable once the parts show it.
    var displayedResult: RefreshResult?
    /// The work that ends the display of the last result, while it is shown.
    var resultDisplay: ScheduledWork?
    /// The result the last ended refresh reported, if any, for its announcement.
    var lastResult: RefreshResult?
    /// Why the last refresh ended.
    var lastEndReason: RefreshTransitionReason?
    /// The refreshes that failed in a row.
    var failures = 0
    /// The retry the clock waits to run, if any.
    var retry: ScheduledWork?
    /// The scroll model's data count when the last refresh began, for a footer that keeps new
    /// rows in view.
    var dataCountAtRefreshStart = 0
    /// The task running the current refresh's async action, if any.
    var task: Task<Void, Never>?

    /// What a change tells the app once it is complete.
    enum Delivery {
      /// The new state, to the observers of `\.state`.
      case state(RefreshState)
      /// A feedback event, to the feedback handler.
      case feedback(RefreshFeedback)
      /// A title, to VoiceOver.
      case announcement(String)
      /// A refresh started (`true`) or ended, to the other loaders of `scrollModel`
      /// (``LoaderArbitration``).
      case loaders(ScrollModel, started: Bool)
    }

    /// Queues `delivery` after those waiting.
    func post(_ delivery: Delivery) {
      var outbox = self.outbox
      self.outbox = []  // the copy is now the only one: adding to it copies nothing
      outbox.append(delivery)
      self.outbox = outbox
    }

    /// Takes the oldest delivery waiting, or `nil` when there is none.
    func nextDelivery() -> Delivery? {
      guard !self.outbox.isEmpty else {
        return nil
      }
      var outbox = self.outbox
      self.outbox = []
      let delivery = outbox.removeFirst()
      self.outbox = outbox
      return delivery
    }

    /// Adds a completion to run after the current refresh's action.
    func addBeginCompletion(_ completion: @escaping Callback) {
      var completions = self.beginCompletions
      self.beginCompletions = []
      completions.append(completion)
      self.beginCompletions = completions
    }

    /// Adds a completion to run once the last refresh's end is over.
    func addEndCompletion(_ completion: @escaping Callback) {
      var completions = self.endCompletions
      self.endCompletions = []
      completions.append(completion)
      self.endCompletions = completions
    }

    /// Holds `end`, whose work the component scheduled as
    /// ``RefreshLifecycle/hold(_:reason:result:now:minimum:)`` said.
    func hold(_ end: HeldEnd) {
      self.heldEnd = end
    }

    /// The async action threw `failure` as it ended its refresh: if the end is held, the error
    /// waits with it, for the error handler once it applies.
    ///
    /// - Returns: Whether it waits.
    func holdFailure(_ failure: any Error) -> Bool {
      guard self.heldEnd != nil else {
        return false
      }
      self.heldEnd?.failure = failure
      return true
    }

    /// The result display ends or is cancelled: returns its work, if it waits.
    func takeResultDisplay() -> ScheduledWork? {
      defer { self.resultDisplay = nil }
      return self.resultDisplay
    }

    /// A retry waits on the clock (`work`), or none (`nil`): returns the one it replaced.
    func replaceRetry(with work: ScheduledWork?) -> ScheduledWork? {
      defer { self.retry = work }
      return self.retry
    }

    /// Takes the begin completions.
    func takeBeginCompletions() -> [Callback] {
      let completions = self.beginCompletions
      self.beginCompletions = []
      return completions
    }

    /// Takes the end completions.
    func takeEndCompletions() -> [Callback] {
      let completions = self.endCompletions
      self.endCompletions = []
      return completions
    }
  }
}
