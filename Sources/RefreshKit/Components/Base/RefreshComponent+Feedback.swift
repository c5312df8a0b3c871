extension RefreshComponent {
  /// The feedback event a state change makes, if any: a crossing into pulling by a drag, the
  /// start of a refresh that reports feedback, and its end.
  func feedback(
    for entry: RefreshLifecycle.Entry, reason: RefreshTransitionReason
  ) -> RefreshFeedback? {
    if entry.new == .pulling && reason == .drag {
      return .thresholdCrossed
    }
    if entry.old == .idle || entry.old == .pulling, entry.new.isRefreshing {
      let byTheUser = reason == .release || reason == .tap || reason == .automatic
      self.pending.refreshReportsFeedback =
        byTheUser || self.reportsFeedbackForProgrammaticRefreshes
      self.pending.actionFailure = nil
    }
    if entry.startsRefresh && self.pending.refreshReportsFeedback {
      return .refreshStarted
    }
    if entry.old == .refreshing && entry.endsRefresh && self.pending.refreshReportsFeedback {
      let failure = self.pending.actionFailure
      self.pending.refreshReportsFeedback = false
      self.pending.actionFailure = nil
      switch reason {
      case .endRefreshing, .noMoreData, .actionFinished:
        return .refreshFinished(failure.map { .failure($0) } ?? .success)
      default:
        return nil  // abandoned: detached, hidden or disabled
      }
    }
    return nil
  }
}
