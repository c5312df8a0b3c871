/// The lifecycle of a refresh component's refreshes, as a value: its state, which refresh it is
/// in, whether that refresh's callbacks ran, the end under way, the one-shot completions and the
/// state changes waiting to be published.
///
/// It decides and does nothing else: each event returns what the component must do (refuse a
/// call, enter a state, run callbacks, publish a state), and ``RefreshComponent`` carries it out,
/// running its hooks in between. Its rules are tested as a table, with no scroll model and no
/// clock (`RefreshLifecycleTests`), in the style of swift-async-algorithms' state machines.
///
/// The rules:
/// - A begin is refused while refreshing or in no more data (with a message), and while the host
///   says it loads (silently); otherwise it enters ``RefreshState/refreshing``, or
///   ``RefreshState/willRefresh`` while the component cannot be seen.
/// - An end is refused unless refreshing (silently in no more data).
/// - Entering refreshing starts a refresh; leaving refreshing or will-refresh ends it. Each has
///   its own number, so that work scheduled for one can tell whether it still belongs.
/// - A refresh's callbacks run once. The begin completions run right after the action; those of
///   a refresh that ends before its action ran are cancelled.
/// - An ended refresh's end callbacks run once: when its end animation finishes, or at once when
///   there is none, but never while the refresh's own callbacks run (an action that ends its own
///   refresh), so that a refresh's end completions always follow its begin completions.
/// - A state change waits to be published until the change being made, and the one being
///   published, are complete: observers hear every change once, in order.
struct RefreshLifecycle {
  typealias Callback = @MainActor () -> Void

  /// Where the end of the last refresh is.
  enum Ending: Hashable {
    /// No end is under way.
    case none
    /// The end animation runs; the end callbacks wait for it.
    case animating
    /// The end callbacks are due.
    case due
  }

  /// What a begin does.
  enum Begin: Hashable {
    /// Nothing; report `message` if there is one.
    case refused(String?)
    /// Enter `state`: ``RefreshState/refreshing``, or ``RefreshState/willRefresh`` to wait to be
    /// seen.
    case start(RefreshState)
  }

  /// What an end, a no-more-data or a reset does.
  enum End: Hashable {
    /// Nothing; report `message` if there is one.
    case refused(String?)
    /// Enter `state`.
    case enter(RefreshState)
  }

  /// A state change the component is making.
  struct Entry: Hashable {
    let old: RefreshState
    let new: RefreshState

    /// Whether it starts a refresh: entering refreshing.
    var startsRefresh: Bool {
      self.new == .refreshing
    }

    /// Whether it ends a refresh: leaving refreshing or will-refresh for another state.
    var endsRefresh: Bool {
      self.old.isRefreshing && !self.new.isRefreshing
    }
  }

  /// The current state.
  private(set) var state = RefreshState.idle

  /// The number of the current refresh: it grows when a refresh starts and when one ends.
  private(set) var refresh = 0

  /// Whether the current refresh's callbacks ran (or it has none to run).
  private(set) var callbacksRan = true

  /// Where the end of the last refresh is.
  private(set) var ending = Ending.none

  /// Whether the component is being detached: no callback of its own runs.
  private(set) var isDetaching = false

  private var beginCompletions: [Callback] = []
  private var endCompletions: [Callback] = []
  /// How many refreshes' callbacks are running (more than one when an action begins a refresh
  /// whose action runs at once).
  private var callbackDepth = 0
  /// How many state changes are being made or published.
  private var changeDepth = 0
  /// State changes waiting to be published, oldest first.
  private var unpublished: [RefreshState] = []

  // MARK: - Calls

  /// A begin, by the app or a trigger, with the completion passed to it.
  mutating func begin(
    canBeSeen: Bool, hostIsLoading: () -> Bool, completion: Callback?
  ) -> Begin {
    if self.state.isRefreshing {
      return .refused("ignored: already refreshing")
    }
    if self.state == .noMoreData {
      return .refused("ignored: no more data; call resetNoMoreData() first")
    }
    if hostIsLoading() {
      return .refused(nil)
    }
    if let completion {
      self.beginCompletions.append(completion)
    }
    return .start(canBeSeen ? .refreshing : .willRefresh)
  }

  /// An end of the current refresh, with the completion passed to it.
  mutating func end(completion: Callback?) -> End {
    guard self.state.isRefreshing else {
      return .refused(self.state == .noMoreData ? nil : "ignored: not refreshing")
    }
    if let completion {
      self.endCompletions.append(completion)
    }
    return .enter(.idle)
  }

  /// An end with no more data, for a component that has that state (`isSupported`).
  func endWithNoMoreData(isSupported: Bool, componentName: String) -> End {
    guard isSupported else {
      return .refused("ignored: \(componentName) has no no-more-data state; only footers do")
    }
    return self.state == .noMoreData ? .refused(nil) : .enter(.noMoreData)
  }

  /// A reset of no more data.
  func resetNoMoreData() -> End {
    guard self.state == .noMoreData else {
      return .refused(
        self.state.isRefreshing
          ? "ignored: refreshing, not in no more data; call endRefreshing() to end the refresh"
          : nil)
    }
    return .enter(.idle)
  }

  /// The async action of refresh `refresh` returned: it ends that refresh, if it is still the
  /// current one and still refreshing.
  func actionFinished(refresh: Int) -> Bool {
    self.refresh == refresh && self.state == .refreshing
  }

  // MARK: - State changes

  /// Starts a change to `new`: the new state is current from here on.
  ///
  /// - Returns: The change, or `nil` if the state is already `new`; and the begin completions a
  ///   refresh that ends before its action ran cancels.
  mutating func enter(_ new: RefreshState) -> (entry: Entry, cancelled: [Callback])? {
    guard new != self.state else {
      return nil
    }
    let entry = Entry(old: self.state, new: new)
    var cancelled: [Callback] = []
    if entry.startsRefresh || entry.endsRefresh {
      self.refresh += 1
    }
    if entry.startsRefresh {
      self.callbacksRan = false
    }
    if entry.endsRefresh {
      self.ending = .due
      self.callbacksRan = true
      cancelled = self.beginCompletions
      self.beginCompletions = []
    }
    self.state = new
    self.unpublished.append(new)
    self.changeDepth += 1
    return (entry, cancelled)
  }

  /// Completes the change `enter(_:)` started.
  ///
  /// - Returns: Whether the component should publish now: no other change is being made or
  ///   published.
  mutating func completeEntry() -> Bool {
    self.changeDepth -= 1
    return self.changeDepth == 0
  }

  /// Takes the next change to publish, or `nil` when none is waiting.
  ///
  /// A change made while one is published waits its turn. Call ``finishPublishing()`` after the
  /// last.
  mutating func nextToPublish() -> RefreshState? {
    guard !self.unpublished.isEmpty else {
      return nil
    }
    if self.changeDepth == 0 {
      self.changeDepth = 1  // holds the changes observers make until this one is heard
    }
    return self.unpublished.removeFirst()
  }

  /// Ends a run of ``nextToPublish()``.
  mutating func finishPublishing() {
    self.changeDepth = 0
  }

  // MARK: - Callbacks

  /// The current refresh is ready to run its callbacks.
  ///
  /// - Returns: The begin completions to run after the action, or `nil` if there is nothing to
  ///   run: not refreshing, the callbacks already ran, or the component is being detached.
  mutating func startCallbacks() -> [Callback]? {
    guard self.state == .refreshing, !self.callbacksRan, !self.isDetaching else {
      return nil
    }
    self.callbacksRan = true
    self.callbackDepth += 1
    let completions = self.beginCompletions
    self.beginCompletions = []
    return completions
  }

  /// The callbacks ``startCallbacks()`` started are done.
  ///
  /// - Returns: Whether an end is due now, which waited for them.
  mutating func finishCallbacks() -> Bool {
    self.callbackDepth -= 1
    return self.callbackDepth == 0 && self.ending == .due
  }

  // MARK: - Ending

  /// The component started its end animation.
  mutating func endingAnimationStarted() {
    if self.ending == .due {
      self.ending = .animating
    }
  }

  /// The end animation finished, or was cut short: the end callbacks are due.
  mutating func endingAnimationStopped() {
    if self.ending == .animating {
      self.ending = .due
    }
  }

  /// Takes the end completions if the end callbacks are due and may run now (no refresh's
  /// callbacks are running).
  ///
  /// - Returns: The completions, or `nil` if the end callbacks are not due or must wait.
  mutating func takeEnding() -> [Callback]? {
    guard self.ending == .due, self.callbackDepth == 0 else {
      return nil
    }
    self.ending = .none
    let completions = self.endCompletions
    self.endCompletions = []
    return completions
  }

  // MARK: - Detaching

  /// The component is being detached: nothing of its own runs until ``finishDetaching()``.
  ///
  /// - Returns: The begin completions that can no longer run.
  mutating func startDetaching() -> [Callback] {
    self.isDetaching = true
    let cancelled = self.beginCompletions
    self.beginCompletions = []
    return cancelled
  }

  /// The component is detached: an end left pending is dropped with its completions, which
  /// were handed over before the detach (or never existed).
  mutating func finishDetaching() {
    self.isDetaching = false
    self.ending = .none
    self.endCompletions = []
  }
}
