import Foundation

/// What a component's completed changes tell the app, delivered once no change is being made, so
/// that no handler sees, or makes, a change half made.
struct Deliveries {
  enum Delivery {
    case state(RefreshState)
    case feedback(RefreshFeedback)
    case announcement(String)
    /// A refresh started (`true`) or ended, to the other loaders (``LoaderArbitration``).
    case loaders(ScrollModel, started: Bool)
  }

  private var queue: [Delivery] = []
  private var calls: [(call: Call, endsRefresh: Bool)] = []

  /// A call made during a change, made again when its turn comes: a value, so waiting allocates
  /// nothing.
  enum Call {
    case begin(RefreshTransitionReason, completion: (@MainActor () -> Void)?)
    case end(RefreshResult?, completion: (@MainActor () -> Void)?)
    case endWithNoMoreData
    case hide
    case becameVisible
    /// A change the component makes itself, reported for `call` if refused.
    case change(RefreshLifecycle.Event, call: String?)
    /// Any other call (the second floor's).
    case other(@MainActor () -> Void)
  }

  enum Phase {
    case rest
    /// The outermost change was delivered; the calls that waited run, one whole change each.
    case draining
    case busy
  }

  var phase = Phase.rest
  /// A detach is under way: calls apply at once even while busy.
  var nothingWaits = false

  enum Turn {
    case waits
    /// Inside another change, which delivers it (a detach under way, or callbacks).
    case nested
    /// The outermost change within a drain: it delivers itself.
    case delivers
    /// The outermost change: it delivers itself, then drains the calls that waited.
    case drains
  }

  static func turn(in phase: Phase, nothingWaits: @autoclosure () -> Bool) -> Turn {
    switch phase {
    case .rest: .drains
    case .draining: .delivers
    case .busy: nothingWaits() ? .nested : .waits
    }
  }

  mutating func beginChange() -> Turn {
    let turn = Self.turn(in: self.phase, nothingWaits: self.nothingWaits)
    self.phase = .busy
    return turn
  }

  mutating func nextCallToDrain() -> Call? {
    let call = self.nextWaitingCall()
    self.phase = call == nil ? .rest : .draining
    return call
  }

  var endWaits: Bool {
    self.calls.contains { $0.endsRefresh }
  }

  mutating func wait(_ call: Call, endingTheRefresh: Bool) {
    self.calls.append((call, endingTheRefresh))
  }

  mutating func nextWaitingCall() -> Call? {
    self.calls.isEmpty ? nil : self.calls.removeFirst().call
  }

  mutating func post(_ delivery: Delivery) {
    self.queue.append(delivery)
  }

  mutating func next() -> Delivery? {
    self.queue.isEmpty ? nil : self.queue.removeFirst()
  }
}
