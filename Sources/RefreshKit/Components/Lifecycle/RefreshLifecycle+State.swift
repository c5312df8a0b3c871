import Foundation

extension RefreshLifecycle {
  enum State {
    case idle
    case pulling
    case willRefresh(Refresh)
    case refreshing(Refresh)
    case noMoreData
    case secondFloor(SecondFloor)

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

    var refresh: Refresh? {
      switch self {
      case .willRefresh(let refresh), .refreshing(let refresh): refresh
      default: nil
      }
    }
  }

  enum SecondFloor: Hashable {
    case armed
    /// `reportsFeedback` if the user opened it, or the app asked for feedback.
    case opening(reportsFeedback: Bool)
    case open
    case closing(reportsFeedback: Bool)
  }

  struct Refresh {
    /// What work scheduled for this refresh checks.
    let number: Int
    var callbacks: Callbacks
    /// On the component's clock.
    var since: TimeInterval?
    let reportsFeedback: Bool
    /// Run right after its action.
    var completions: [Callback] = []
    var heldEnd: HeldEnd?
    var task: Task<Void, Never>?

    var callbacksRan: Bool {
      switch self.callbacks {
      case .notDue, .running, .ran: true
      case .due, .waitingForPages: false
      }
    }
  }

  enum Callbacks: Hashable {
    /// The refresh waits to be seen.
    case notDue
    /// Due once the begin animation ends.
    case due
    /// Wait for the pages loading (``LoaderArbitration``).
    case waitingForPages
    case running
    case ran
  }

  /// An end that waits for ``RefreshComponent/minimumRefreshingDuration``.
  struct HeldEnd {
    var state: RefreshState
    var reason: RefreshTransitionReason
    var work: ScheduledWork?
    var result: RefreshResult? = nil
    /// For the error handler once the end applies.
    var failure: (any Error)? = nil
  }

  enum EndStage: Hashable {
    case waitingForResult
    case animating
    case due
  }

  struct Aftermath {
    var endCompletions: [Callback] = []
    var displayedResult: RefreshResult?
    var resultDisplay: ScheduledWork?
    var lastResult: RefreshResult?
    var lastEndReason: RefreshTransitionReason?
    var failures = 0
    var retry: ScheduledWork?
    /// For a footer that keeps new rows in view.
    var rowsAtRefreshStart = 0
  }

  /// Plain values every frame reads, kept beside the state so that reading them copies no payload.
  struct Facts: Hashable {
    var name = RefreshState.idle
    var endStage: EndStage?
    var detachment = Detachment.attached

    var isLeaving: Bool {
      self.detachment != .attached
    }
  }

  /// One value, since a detach's steps come in order.
  enum Detachment: Hashable {
    /// Attached, or detached for good.
    case attached
    /// What the app already asked for completes; nothing new begins.
    case leaving
    /// No callback of the component's own runs.
    case detaching
  }
}
