extension RefreshComponent {
  /// The feedback event a state change makes, if any: a crossing into pulling by a drag, the
  /// start of a refresh that reports feedback, and its end, with `result` (success without one).
  func feedback(
    for entry: RefreshLifecycle.Entry, reason: RefreshTransitionReason, result: RefreshResult?
  ) -> RefreshFeedback? {
    if entry.new == .pulling && reason == .drag {
      return .thresholdCrossed
    }
    if entry.old == .idle || entry.old == .pulling, entry.new.isRefreshing {
      let byTheUser =
        reason == .release || reason == .tap || reason == .automatic || reason == .retry
        || reason == .accessibilityAction
      let reports = byTheUser || self.reportsFeedbackForProgrammaticRefreshes
      self.lifecycleEvent { $0.current?.reportsFeedback = reports }
    }
    if entry.startsRefresh && self.lifecycle.current?.reportsFeedback == true {
      return .refreshStarted
    }
    if entry.old == .refreshing && entry.ended?.reportsFeedback == true {
      switch reason {
      case .endRefreshing, .noMoreData, .actionFinished:
        return .refreshFinished(result ?? .success)
      default:
        return nil  // abandoned: detached or hidden
      }
    }
    return nil
  }
}
