import Foundation

extension RefreshFooter {
  /// Whether the footer shows a failed page: idle, with a failure displayed.
  public var showsFailure: Bool {
    // The count first: an auto footer asks at every offset, and a shown failure is counted.
    self.consecutiveFailures > 0 && self.state == .idle && self.displayedResult?.isSuccess == false
  }

  func scheduleRetry() {
    self.cancelRetry()
    guard let policy = self.automaticRetry, let clock = self.clock,
      let delay = policy.delay(beforeRetry: self.consecutiveFailures)
    else {
      return
    }
    let work = clock.schedule(after: delay) { [weak self] in
      self?.retryFailedPage()
    }
    self.cancelDropped(self.send(.scheduleRetry(work)))
  }

  func cancelRetry() {
    self.cancelDropped(self.send(.scheduleRetry(nil)))
  }

  private func retryFailedPage() {
    _ = self.send(.scheduleRetry(nil))  // the work that fires: nothing to cancel
    guard self.showsFailure else {
      return
    }
    self.beginRefreshing(reason: .retry)
  }
}
