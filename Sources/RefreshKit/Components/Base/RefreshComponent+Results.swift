public import Foundation

/// Refresh results: an end that says how the refresh went, and the time the component stays open
/// to show it.
extension RefreshComponent {
  /// Ends the current refresh with its result; does nothing when not refreshing.
  ///
  /// With ``resultDisplayDuration`` above zero, the component stays open for that long, in
  /// ``RefreshState/idle``, showing the result (``displayedResult``; "Refreshed" or "Refresh
  /// failed" on a state header, "Loaded" on a footer), then closes as ``endRefreshing(completion:)``
  /// closes it. With the default of zero it closes at once, as in MJRefresh. A footer also keeps
  /// showing a failure once closed, until it loads again (see ``RefreshFooter``).
  ///
  /// The state becomes ``RefreshState/idle`` before this returns, so a begin during the display
  /// starts a new refresh at once, taking over from the open component. The feedback handler
  /// hears ``RefreshFeedback/refreshFinished(_:)`` with `result`.
  ///
  /// - Parameters:
  ///   - result: How the refresh went.
  ///   - completion: Runs once, when the component has closed (at once if it is detached
  ///     before).
  public func endRefreshing(result: RefreshResult, completion: (@MainActor () -> Void)? = nil) {
    self.recordCall(result.isSuccess ? "endRefreshingWithSuccess" : "endRefreshingWithFailure")
    self.end(result: result, completion: completion)
  }

  /// How long, in seconds, a refresh that ended with a result keeps the component open to show
  /// it.
  ///
  /// Defaults to 0: the component closes at once, as in MJRefresh. Only ends with a result
  /// (``endRefreshing(result:completion:)``, an ``asyncRefreshingAction`` returning or throwing)
  /// are shown; ``endRefreshing(completion:)`` closes at once whatever this says. Detaching the
  /// component ends the display.
  ///
  /// A negative or NaN duration becomes zero and one over a minute is clamped
  /// (``Diagnostics/animationDurationLimit``), reported to ``Diagnostics``.
  public var resultDisplayDuration: TimeInterval {
    get { self.settings.resultDisplayDuration }
    set {
      self.settings.resultDisplayDuration = Settings.duration(newValue, "resultDisplayDuration")
    }
  }

  /// The result the component shows, or `nil`.
  ///
  /// Set as a refresh ends with a result, for ``resultDisplayDuration``; a footer keeps a failure
  /// until it loads again. Cleared when a refresh begins, in ``RefreshState/noMoreData`` and on
  /// detaching. Observe it by key path, like ``state``: observers hear of a change once the
  /// titles show it.
  public internal(set) var displayedResult: RefreshResult? {
    get { self.lifecycle.aftermath.displayedResult }
    set {
      _ = self.send(.display(newValue))
      for part in self.parts {
        part.displayedResultDidChange(of: self)
      }
      self.placeSubviews()
      self.displayedResultStorage.value = newValue
    }
  }

  /// Whether the component is open to show a result: the close waits for the display to end.
  public var isShowingResult: Bool {
    self.lifecycle.aftermath.resultDisplay?.isPending == true
  }
}
