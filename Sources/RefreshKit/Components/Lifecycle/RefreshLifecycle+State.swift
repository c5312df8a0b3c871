import Foundation

// What the lifecycle holds: the state with its payloads, and what outlives one refresh.
extension RefreshLifecycle {
  /// Where the component is: a case per state, carrying what belongs to it.
  enum State {
    /// At rest.
    case idle
    /// A drag holds the component past its trigger: a release refreshes.
    case pulling
    /// A refresh waits for the component to be seen.
    case willRefresh(Refresh)
    /// A refresh is under way.
    case refreshing(Refresh)
    /// Everything is loaded: nothing triggers until a reset.
    case noMoreData
    /// The header's second floor is armed, opening, open or closing.
    case secondFloor(SecondFloor)

    /// The state as the public API names it.
    var name: RefreshState {
      switch self {
      case .idle: .idle
      case .pulling: .pulling
      case .willRefresh: .willRefresh
      case .refreshing: .refreshing
      case .noMoreData: .noMoreData
      case .secondFloor(.armed): .secondFloorArmed
      case .secondFloor(.opening): .openingSecondFloor
      case .secondFloor(.open): .secondFloorOpen
      case .secondFloor(.closing): .closingSecondFloor
      }
    }

    /// The refresh under way, in ``willRefresh(_:)`` and ``refreshing(_:)``.
    var refresh: Refresh? {
      switch self {
      case .willRefresh(let refresh), .refreshing(let refresh): refresh
      default: nil
      }
    }
  }

  /// The phases of the second floor.
  enum SecondFloor: Hashable {
    /// A drag holds the header past the floor's trigger: a release opens it.
    case armed
    /// The floor opens; `reportsFeedback` if the user opened it, or the app asked for feedback.
    case opening(reportsFeedback: Bool)
    /// The floor is open.
    case open
    /// The floor closes; `reportsFeedback` as for ``opening(reportsFeedback:)``.
    case closing(reportsFeedback: Bool)

    static let opening = Self.opening(reportsFeedback: false)
    static let closing = Self.closing(reportsFeedback: false)
  }

  /// A refresh under way: its number, its callbacks' progress, its start, whether it reports
  /// feedback, and what waits for it.
  struct Refresh {
    /// Its number: what work scheduled for it checks.
    let number: Int
    /// Where its callbacks are.
    var callbacks: Callbacks
    /// When it entered ``RefreshState/refreshing``, on the component's clock.
    var since: TimeInterval?
    /// Whether it reports feedback: the user started it, or the app asked.
    let reportsFeedback: Bool
    /// The completions of its begins, run right after its action.
    var completions: [Callback] = []
    /// The end it holds for the minimum refreshing duration, if any: the last call wins.
    var heldEnd: HeldEnd?
    /// The task running its async action, if any.
    var task: Task<Void, Never>?

    /// Whether its callbacks ran, or run (none are due while it waits to be seen).
    var callbacksRan: Bool {
      switch self.callbacks {
      case .notDue, .running, .ran: true
      case .due, .waitingForPages: false
      }
    }
  }

  /// Where a refresh's callbacks are.
  enum Callbacks: Hashable {
    /// None are due: the refresh waits to be seen.
    case notDue
    /// They are due once the component is ready (its begin animation ends).
    case due
    /// They are ready and wait for the pages loading (``LoaderArbitration``).
    case waitingForPages
    /// They run now.
    case running
    /// They ran.
    case ran
  }

  /// An end that waits for ``RefreshComponent/minimumRefreshingDuration``.
  struct HeldEnd {
    /// The state the end enters.
    var state: RefreshState
    /// Why, for the transition log.
    var reason: RefreshTransitionReason
    /// The clock's work that applies it.
    var work: ScheduledWork?
    /// The result of the end, if it has one.
    var result: RefreshResult? = nil
    /// What the async action threw, for the error handler once the end applies.
    var failure: (any Error)? = nil
  }

  /// Where the end of the last refresh is.
  enum EndStage: Hashable {
    /// Its motion waits for the result display to end; its callbacks wait for it.
    case waitingForResult
    /// Its motion runs; its callbacks wait for it.
    case animating
    /// Its callbacks are due.
    case due
  }

  /// What outlives one refresh: the end of the last one and its completions, the result shown,
  /// the failures in a row and their retry, and how far a detach has gone.
  struct Aftermath {
    /// The completions of the ends asked for, run when the end's callbacks run.
    var endCompletions: [Callback] = []
    /// The result the component shows, if any.
    var displayedResult: RefreshResult?
    /// The work that ends the display of the last result, while it is shown.
    var resultDisplay: ScheduledWork?
    /// The result the last ended refresh reported, if any.
    var lastResult: RefreshResult?
    /// Why the last refresh ended.
    var lastEndReason: RefreshTransitionReason?
    /// The refreshes that failed in a row.
    var failures = 0
    /// The retry the clock waits to run, if any.
    var retry: ScheduledWork?
    /// The scroll model's data count when the last refresh started, for a footer that keeps
    /// new rows in view.
    var rowsAtRefreshStart = 0
  }

  /// What every frame reads, and all the decisions need: plain values, kept beside the state
  /// by the one writer, so that reading them copies no payload.
  struct Facts: Hashable {
    /// The state as the public API names it: ``State/name``.
    var name = RefreshState.idle
    /// Where the end of the last refresh is, or `nil` when none is under way.
    var endStage: EndStage?
    /// How far a detach has gone.
    var detachment = Detachment.attached

    /// Whether the component is leaving its scroll model: nothing new begins.
    var isLeaving: Bool {
      self.detachment != .attached
    }
  }

  /// How far a detach has gone: one value, since its steps come in order.
  enum Detachment: Hashable {
    /// Attached, or detached for good.
    case attached
    /// The detach has begun: what the app already asked for completes, nothing new begins.
    case leaving
    /// What is left is abandoned: no callback of the component's own runs.
    case detaching
  }
}
