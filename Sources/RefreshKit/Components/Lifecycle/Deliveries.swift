import Foundation

/// What the completed changes of a component tell the app, oldest first: delivered once no
/// change is being made, so that no handler sees, or makes, a change half made.
struct Deliveries {
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

  /// The deliveries waiting.
  private var queue: [Delivery] = []
  /// The calls made while a change was being made, oldest first, and whether each ends the
  /// refresh.
  private var calls: [(call: Call, endsRefresh: Bool)] = []

  /// A call made while a change was being made, made again when its turn comes: a value, so
  /// that waiting allocates nothing.
  enum Call {
    /// ``RefreshComponent/beginRefreshing(completion:)`` or a trigger, for `reason`.
    case begin(RefreshTransitionReason, completion: (@MainActor () -> Void)?)
    /// ``RefreshComponent/endRefreshing(completion:)``, with `result` if it has one.
    case end(RefreshResult?, completion: (@MainActor () -> Void)?)
    /// ``RefreshComponent/endRefreshingWithNoMoreData()``.
    case endWithNoMoreData
    /// ``RefreshComponent/resetNoMoreData()``.
    case resetNoMoreData
    /// The component was hidden.
    case hide
    /// A refresh waiting to be seen can be.
    case becameVisible
    /// A change the component makes itself, reported for `call` if refused.
    case change(RefreshLifecycle.Event, call: String?)
    /// Any other call (the second floor's).
    case other(@MainActor () -> Void)
  }

  /// Where the component is: at rest, carrying out the calls that waited, or busy.
  enum Phase {
    /// No change is being made.
    case rest
    /// The outermost change was delivered, and the calls that waited are carried out, one
    /// whole change each.
    case draining
    /// A change is being made or delivered, or its callbacks run: a call made meanwhile waits.
    case busy
  }

  /// Where the component is.
  var phase = Phase.rest
  /// Whether calls apply at once even while busy: a detach is under way.
  var nothingWaits = false

  /// Whether a call must wait: busy, and no detach under way.
  var callsWait: Bool {
    self.phase == .busy && !self.nothingWaits
  }

  /// Whose turn a change, or the callbacks of one, is.
  enum Turn {
    /// A call must wait: another change is being made.
    case waits
    /// Inside another change, which delivers it (a detach under way, or callbacks).
    case nested
    /// The outermost change: it delivers itself, within a drain of the calls that waited.
    case delivers
    /// The outermost change: it delivers itself, then the calls that wait meanwhile.
    case drains
  }

  /// The turn of a change that starts in `phase`; `nothingWaits` is asked only while busy.
  static func turn(in phase: Phase, nothingWaits: @autoclosure () -> Bool) -> Turn {
    switch phase {
    case .rest: .drains
    case .draining: .delivers
    case .busy: nothingWaits() ? .nested : .waits
    }
  }

  /// Callbacks of a change start: the component is busy from now on.
  mutating func beginChange() -> Turn {
    let turn = Self.turn(in: self.phase, nothingWaits: self.nothingWaits)
    self.phase = .busy
    return turn
  }

  /// Takes the oldest call that waits, to carry out while draining; with none left, the drain
  /// is over.
  mutating func nextCallToDrain() -> Call? {
    let call = self.nextWaitingCall()
    self.phase = call == nil ? .rest : .draining
    return call
  }

  /// Whether a call that ends the refresh waits.
  var endWaits: Bool {
    self.calls.contains { $0.endsRefresh }
  }

  /// Keeps `call` after those waiting.
  mutating func wait(_ call: Call, endingTheRefresh: Bool) {
    self.calls.append((call, endingTheRefresh))
  }

  /// Takes the oldest call waiting, or `nil` when there is none.
  mutating func nextWaitingCall() -> Call? {
    self.calls.isEmpty ? nil : self.calls.removeFirst().call
  }

  /// Queues `delivery` after those waiting.
  mutating func post(_ delivery: Delivery) {
    self.queue.append(delivery)
  }

  /// Takes the oldest delivery waiting, or `nil` when there is none.
  mutating func next() -> Delivery? {
    self.queue.isEmpty ? nil : self.queue.removeFirst()
  }
}
