import Foundation

extension RefreshComponent {
  /// Runs when a refresh starts, like MJRefresh's `refreshingBlock`: load, then call
  /// ``endRefreshing(completion:)``.
  public var refreshingAction: (@MainActor () -> Void)? {
    get { self.callbacks.action }
    set { self.callbacks.action = newValue }
  }

  /// Runs as a task when a refresh starts; the refresh ends by itself when it returns, throws or
  /// is cancelled, and ending the refresh or detaching the component cancels the task.
  public var asyncRefreshingAction: (@MainActor () async throws -> Void)? {
    get { self.callbacks.asyncAction }
    set { self.callbacks.asyncAction = newValue }
  }

  /// Runs right after the refreshing action of every refresh, like MJRefresh's
  /// `beginRefreshingCompletionBlock`.
  public var beginRefreshingCompletion: (@MainActor () -> Void)? {
    get { self.callbacks.beginCompletion }
    set { self.callbacks.beginCompletion = newValue }
  }

  /// Runs as the end-of-refresh animation starts, like MJRefresh's
  /// `endRefreshingAnimationBeginAction`.
  public var endRefreshingAnimationBeginAction: (@MainActor () -> Void)? {
    get { self.callbacks.endAnimationBegin }
    set { self.callbacks.endAnimationBegin = newValue }
  }

  /// Runs when a refresh has ended and its animation finished, like MJRefresh's
  /// `endRefreshingCompletionBlock`.
  public var endRefreshingCompletion: (@MainActor () -> Void)? {
    get { self.callbacks.endCompletion }
    set { self.callbacks.endCompletion = newValue }
  }

  /// Receives the error an ``asyncRefreshingAction`` throws, other than a cancellation, once the
  /// refresh has ended: a retry begun here starts a new refresh.
  public var refreshingErrorHandler: (@MainActor (any Error) -> Void)? {
    get { self.callbacks.errorHandler }
    set { self.callbacks.errorHandler = newValue }
  }

  /// When the refreshing action runs: after the begin animation (MJRefresh's way, the default),
  /// or at once as the refresh begins; auto footers run it at once either way, as in MJRefresh.
  public var actionTiming: RefreshActionTiming {
    get { self.callbacks.actionTiming }
    set { self.callbacks.actionTiming = newValue }
  }

  /// Receives the component's feedback events, for a host to turn into haptics or sounds.
  ///
  /// Called on the main actor, synchronously, once the state change is complete and just before
  /// the observers of `\.state` hear of it; the handler may begin, end or detach.
  public var feedbackHandler: (@MainActor (RefreshFeedback) -> Void)? {
    get { self.callbacks.feedbackHandler }
    set { self.callbacks.feedbackHandler = newValue }
  }

  /// Whether a refresh or a second-floor motion the user did not start, such as one begun by
  /// ``beginRefreshing(completion:)``, reports feedback too; `false` by default.
  public var reportsFeedbackForProgrammaticRefreshes: Bool {
    get { self.callbacks.reportsProgrammaticFeedback }
    set { self.callbacks.reportsProgrammaticFeedback = newValue }
  }
}

extension RefreshComponent {
  struct Callbacks {
    var action: (@MainActor () -> Void)?
    var asyncAction: (@MainActor () async throws -> Void)?
    var beginCompletion: (@MainActor () -> Void)?
    var endAnimationBegin: (@MainActor () -> Void)?
    var endCompletion: (@MainActor () -> Void)?
    var errorHandler: (@MainActor (any Error) -> Void)?
    var actionTiming = RefreshActionTiming.afterBeginAnimation
    var feedbackHandler: (@MainActor (RefreshFeedback) -> Void)?
    var reportsProgrammaticFeedback = false
  }
}
