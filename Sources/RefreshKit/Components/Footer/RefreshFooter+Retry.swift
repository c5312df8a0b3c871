import Foundation

extension RefreshFooter {
  /// What a footer's automatic retry keeps: plain values, with the work the clock waits to run.
  struct RetryState {
    var policy: RefreshRetryPolicy?
    /// The pages that failed in a row.
    var failures = 0
    /// The retry the clock waits to run.
    var work: ScheduledWork?
  }

  /// Whether the footer shows a failed page: idle, with a failure displayed.
  public var showsFailure: Bool {
    // The count first: an auto footer asks at every offset, and a shown failure is counted.
    self.retry.failures > 0 && self.state == .idle && self.displayedResult?.isSuccess == false
  }

  /// Schedules the next automatic retry, if the policy allows one more.
  func scheduleRetry() {
    self.cancelRetry()
    guard let policy = self.retry.policy, let clock = self.clock,
      let delay = policy.delay(beforeRetry: self.retry.failures)
    else {
      return
    }
    self.retry.work = clock.schedule(after: delay) { [weak self] in
      self?.retryFailedPage()
    }
  }

  func cancelRetry() {
    self.retry.work?.cancel()
    self.retry.work = nil
  }

  /// The wait is over: the footer loads the failed page again, if it still shows the failure.
  private func retryFailedPage() {
    self.retry.work = nil
    guard self.showsFailure else {
      return
    }
    self.beginRefreshing(reason: .retry)
  }
}
