import Foundation

/// The display of a refresh's result, as the lifecycle's effects run it: shown as a refresh
/// ends with a result, for ``RefreshComponent/resultDisplayDuration``, the close waiting for it.
extension RefreshComponent {

  /// An end with `result`, or without one.
  func end(result: RefreshResult?, completion: (@MainActor () -> Void)?) {
    if self.callsWait {
      self.wait(.end(result, completion: completion), endingTheRefresh: true)
      return
    }
    let end = RefreshLifecycle.Event.end(result: result)
    let effect = self.ask(end)
    switch effect {
    case .enter:
      if let completion {
        _ = self.send(.addEndCompletion(completion))
      }
      self.cancelRefreshingTask()
    case .refuse(nil) where completion != nil:
      self.reportCancelled(
        1, of: "endRefreshing(completion:)", because: "there was no refresh to end")
    default:
      break  // reported as an ignored call
    }
    self.change(end, result == nil ? "endRefreshing()" : "endRefreshing(result:)")
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
    let refresh = self.refreshNumber
    let work = clock.schedule(after: duration) { [weak self] in
      self?.resultDisplayDidEnd(refresh: refresh)
    }
    self.cancelDropped(self.send(.displayUntil(work)))
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
    if self.lifecycle.facts.endStage == .waitingForResult {
      self.startEndMotion()
    }
  }

  func cancelResultDisplay() {
    self.cancelDropped(self.send(.displayUntil(nil)))
  }

  /// The display is over: the result goes, and the close that waited for it starts.
  private func resultDisplayDidEnd(refresh: Int) {
    _ = self.send(.displayUntil(nil))  // the work that fires: nothing to cancel
    guard refresh == self.refreshNumber else {
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
    if self.lifecycle.facts.endStage == .waitingForResult {
      self.startEndMotion()
    }
  }
}
