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
    get { self.lifecycle.pending.displayedResult }
    set {
      self.lifecycle.pending.displayedResult = newValue
      for part in self.parts {
        part.displayedResultDidChange(of: self)
      }
      self.placeSubviews()
      self.displayedResultStorage.value = newValue
    }
  }

  /// Whether the component is open to show a result: the close waits for the display to end.
  public var isShowingResult: Bool {
    self.lifecycle.pending.resultDisplay?.isPending == true
  }

  // MARK: - Internal

  /// An end with `result`, or without one.
  func end(result: RefreshResult?, completion: (@MainActor () -> Void)?) {
    let lifecycle = self.lifecycle
    let end = lifecycle.end()
    if let completion {
      switch end {
      case .enter:
        self.lifecycle.pending.addEndCompletion(completion)
      case .refused(nil):
        self.reportCancelled(
          1, of: "endRefreshing(completion:)", because: "there was no refresh to end")
      case .refused:
        break  // reported as an ignored call
      }
    }
    let call = result == nil ? "endRefreshing()" : "endRefreshing(result:)"
    self.carryOut(end, call, .endRefreshing, result: result)
  }

  /// Shows or clears the result as a state change ends or begins a refresh.
  func updateDisplayedResult(for entry: RefreshLifecycle.Entry, result: RefreshResult?) {
    if entry.old == .refreshing && entry.new == .idle, let result {
      self.refreshDidEnd(with: result)
    } else if entry.new.isRefreshing || entry.endsRefresh || entry.new == .noMoreData
      || entry.new == .openingSecondFloor || entry.new == .secondFloorArmed
    {
      self.clearResult()
    }
  }

  /// A refresh ended with `result`: it shows for ``resultDisplayDuration``, if there is a clock
  /// and the component is shown (a hidden one holds no space to show it in).
  func showResult(_ result: RefreshResult) {
    self.cancelResultDisplay()
    let duration = self.resultDisplayDuration
    guard duration > 0, let clock = self.clock, !self.isHidden else {
      if self.displayedResult != nil {
        self.displayedResult = nil
      }
      return
    }
    let refresh = self.lifecycle.refresh
    let work = clock.schedule(after: duration) { [weak self] in
      self?.resultDisplayDidEnd(refresh: refresh)
    }
    self.lifecycle.pending.resultDisplay = work
    self.displayedResult = result
  }

  /// The result no longer shows: a refresh begins, a pull arms the second floor or it opens,
  /// there is no more data, or the component is detached.
  ///
  /// A close that waited for the display starts now.
  func clearResult() {
    self.cancelResultDisplay()
    if self.displayedResult != nil {
      self.displayedResult = nil
    }
    if self.lifecycle.ending == .waitingForResult {
      self.startEndingMotion()
    }
  }

  func cancelResultDisplay() {
    self.lifecycle.pending.takeResultDisplay()?.cancel()
  }

  /// The display is over: the result goes, and the close that waited for it starts.
  private func resultDisplayDidEnd(refresh: Int) {
    _ = self.lifecycle.pending.takeResultDisplay()
    guard refresh == self.lifecycle.refresh else {
      return
    }
    self.stopShowingResult()
  }

  /// Ends a result display now: the component was hidden, and holds no space for it.
  func endResultDisplay() {
    guard self.isShowingResult else {
      return
    }
    self.cancelResultDisplay()
    self.stopShowingResult()
  }

  /// The result goes, unless the component keeps it, and the close that waited for it starts.
  private func stopShowingResult() {
    if let result = self.displayedResult, !self.keepsShowing(result) {
      self.displayedResult = nil
    }
    if self.lifecycle.ending == .waitingForResult {
      self.startEndingMotion()
    }
  }
}
