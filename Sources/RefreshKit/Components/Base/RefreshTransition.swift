/// One change of a refresh component's state: where from, where to, and why;
/// ``RefreshComponent/transitions`` keeps the most recent ones.
public struct RefreshTransition: Sendable, Hashable, CustomStringConvertible {
  /// The state before.
  public let from: RefreshState

  /// The state after.
  public let to: RefreshState

  /// Why the state changed.
  public let reason: RefreshTransitionReason

  /// Creates a transition.
  public init(from: RefreshState, to: RefreshState, reason: RefreshTransitionReason) {
    self.from = from
    self.to = to
    self.reason = reason
  }

  /// The transition as `idle -> pulling (drag)`.
  public var description: String {
    "\(self.from) -> \(self.to) (\(self.reason))"
  }
}

/// Why a refresh component changed state.
public enum RefreshTransitionReason: Sendable, Hashable, CaseIterable {
  /// The user dragged past the trigger, or back.
  case drag

  /// The user released past the trigger.
  case release

  /// The system cancelled the drag while pulling: not a release, so the component goes idle.
  case dragCancelled

  /// The host called ``RefreshComponent/beginRefreshing(completion:)``.
  case beginRefreshing

  /// A component waiting in ``RefreshState/willRefresh`` could be seen at last.
  case becameVisible

  /// The host called ``RefreshComponent/endRefreshing(completion:)``.
  case endRefreshing

  /// The asynchronous refreshing action returned, threw or was cancelled.
  case actionFinished

  /// The host called ``RefreshComponent/endRefreshingWithNoMoreData()``.
  case noMoreData

  /// The host called ``RefreshComponent/resetNoMoreData()``.
  case resetNoMoreData

  /// A footer started loading by itself as the content scrolled to its end.
  case automatic

  /// The user tapped a footer's label.
  case tap

  /// A footer retried a failed page by itself (``RefreshFooter/automaticRetry``).
  case retry

  /// An assistive technology asked for it (``RefreshComponent/accessibilityRefresh()``,
  /// ``RefreshComponent/performAccessibilityAction(_:)``, ``RefreshHeader/accessibilityEscape()``).
  case accessibilityAction

  /// A refresh command (⌘R, a menu item) asked for it (``RefreshHeader/performRefreshCommand()``).
  case refreshCommand

  /// The component was hidden.
  case hidden

  /// The component was disabled (``RefreshComponent/isEnabled``) while pulling.
  case disabled

  /// The component was detached from its scroll model.
  case detached

  /// A header with stale data (``RefreshHeader/staleInterval``) became visible, or the host
  /// called ``RefreshHeader/refreshIfStale()``.
  case staleData

  /// A refresh of the list cancelled this loader's page (``ScrollModel/loaderArbitration``).
  case superseded

  /// The host called ``RefreshHeader/openSecondFloor(completion:)``.
  case openSecondFloor

  /// The host called ``RefreshHeader/closeSecondFloor(completion:)``.
  case closeSecondFloor

  /// The second floor's opening or closing motion reached its end.
  case motionFinished

  /// A custom component reported its pull (``RefreshComponent/pullDidChange(isPastTrigger:)``).
  case custom
}

/// A ring, so that logging into a full log overwrites the oldest instead of moving the others.
struct TransitionLog {
  private var ring: [RefreshTransition] = []
  private var start = 0
  /// Counts the dropped ones too.
  private(set) var total = 0

  var limit: Int {
    didSet {
      self.ring = Array(self.entries.suffix(self.limit))
      self.start = 0
    }
  }

  init(limit: Int) {
    self.limit = limit
  }

  var entries: [RefreshTransition] {
    self.start == 0 ? self.ring : Array(self.ring[self.start...] + self.ring[..<self.start])
  }

  mutating func append(_ transition: RefreshTransition) {
    self.total += 1
    guard self.limit > 0 else {
      return
    }
    if self.ring.count < self.limit {
      self.ring.append(transition)
      return
    }
    self.ring[self.start] = transition
    self.start = self.start + 1 == self.ring.count ? 0 : self.start + 1
  }
}
