public import Foundation

extension RefreshComponent {
  /// Ends the current refresh with its result; does nothing when not refreshing.
  ///
  /// The state is ``RefreshState/idle`` before this returns; the component stays open for
  /// ``resultDisplayDuration`` showing ``displayedResult``, and a begin meanwhile starts a new
  /// refresh at once. `completion` runs once the component has closed (at once if it is detached
  /// before). See <doc:beyond-mjrefresh>.
  public func endRefreshing(result: RefreshResult, completion: (@MainActor () -> Void)? = nil) {
    self.recordCall(result.isSuccess ? "endRefreshingWithSuccess" : "endRefreshingWithFailure")
    self.end(result: result, completion: completion)
  }

  /// How long, in seconds, a refresh that ended with a result keeps the component open to show it.
  ///
  /// Defaults to 0, closing at once as in MJRefresh; ``endRefreshing(completion:)`` always closes
  /// at once. A negative or NaN duration becomes zero and one over a minute is clamped, reported
  /// to ``Diagnostics``.
  public var resultDisplayDuration: TimeInterval {
    get { self.settings.resultDisplayDuration }
    set {
      self.settings.resultDisplayDuration = Settings.duration(newValue, "resultDisplayDuration")
    }
  }

  /// The result the component shows, or `nil`.
  ///
  /// A footer keeps a failure until it loads again. Cleared when a refresh begins, in
  /// ``RefreshState/noMoreData`` and on detaching. Observable by key path; observers hear of a
  /// change once the titles show it.
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
