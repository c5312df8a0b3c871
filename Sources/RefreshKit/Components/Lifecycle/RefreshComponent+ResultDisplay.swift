import Foundation

/// The display of a refresh's result; the close waits for it.
extension RefreshComponent {

  func end(result: RefreshResult?, completion: (@MainActor () -> Void)?) {
    if self.waits(.end(result, completion: completion), endingTheRefresh: true) {
      return
    }
    let end = RefreshLifecycle.Event.end(result: result)
    switch self.ask(end) {
    case .enter:
      if let completion {
        _ = self.send(.addEndCompletion(completion))
      }
      self.cancelRefreshingTask()
    case .refuse(nil) where completion != nil:
      self.reportCancelled(
        1, of: "endRefreshing(completion:)", because: "there was no refresh to end")
    default:
      break
    }
    self.change(end, result == nil ? "endRefreshing()" : "endRefreshing(result:)")
  }

  func updateDisplayedResult(for entry: RefreshLifecycle.Entry, result: RefreshResult?) {
    if entry.old == .refreshing && entry.new == .idle, let result {
      self.refreshDidEnd(with: result)
    } else if entry.new.isRefreshing || entry.endsRefresh || entry.new == .noMoreData
      || entry.new == .openingSecondFloor || entry.new == .secondFloorArmed
    {
      self.clearResult()
    }
  }

  /// A hidden component holds no space to show the result in.
  func showResult(_ result: RefreshResult) {
    self.cancelResultDisplay()
    let duration = self.resultDisplayDuration
    guard duration > 0, let clock = self.clock, !self.isHidden else {
      self.stopShowingResult(keepingFailures: false)  // no close waits yet: the motion starts after
      return
    }
    let refresh = self.lifecycle.refresh
    let work = clock.schedule(after: duration) { [weak self] in
      self?.resultDisplayDidEnd(refresh: refresh)
    }
    self.cancelDropped(self.send(.displayUntil(work)))
    self.displayedResult = result
  }

  /// A close that waited for the display starts now.
  func clearResult() {
    self.cancelResultDisplay()
    self.stopShowingResult(keepingFailures: false)
  }

  func cancelResultDisplay() {
    self.cancelDropped(self.send(.displayUntil(nil)))
  }

  private func resultDisplayDidEnd(refresh: Int) {
    _ = self.send(.displayUntil(nil))  // the work that fires: nothing to cancel
    guard refresh == self.lifecycle.refresh else {
      return
    }
    self.stopShowingResult()
  }

  func endResultDisplay() {
    guard self.isShowingResult else {
      return
    }
    self.cancelResultDisplay()
    self.stopShowingResult()
  }

  private func stopShowingResult(keepingFailures: Bool = true) {
    if let result = self.displayedResult, !keepingFailures || !self.keepsShowing(result) {
      self.displayedResult = nil
    }
    if self.lifecycle.facts.endStage == .waitingForResult {
      self.startEndMotion()
    }
  }
}
