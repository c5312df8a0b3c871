import Foundation

/// Detaching, as the lifecycle's events order it: what the app already asked for completes,
/// what is left is abandoned, and the component goes back to rest.
extension RefreshComponent {
  /// An end under way completes before this returns, so no end completion is dropped; a running
  /// refresh is abandoned silently, its begin completions reported to ``Diagnostics``.
  func disconnect() {
    self.rightAway(self.leave)  // what waits, the app asked for before it detached the component
  }

  private func leave() {
    _ = self.send(.startLeaving)
    self.change(.heldEndDue(refresh: self.lifecycle.refresh))  // the app's held end completes below
    self.willStopFollowing(because: .detached)
    for token in self.observations.scroll {
      token.invalidate()
    }
    self.observations.scroll = []
    self.observations.config = nil
    self.cancelAnimations()
    // A close that waits for a result display is dropped: the end completes below.
    self.cancelResultDisplay()
    if self.lifecycle.endIsUnderWay && !self.isRefreshing {
      // UIKit: the end lands where its animation was going, as model values do.
      self.cutEndMotionShort(settlingAtTheEnd: true)
    } else if self.lifecycle.facts.endStage != nil && !self.isRefreshing {
      self.endMotionDidStop()
    }
    // An end the action made before detaching its component completes once the action returns.
    let endWaits =
      !self.lifecycle.runningCallbacks.isEmpty && self.lifecycle.facts.endStage != nil
    if case .cancel(let dropped) = self.send(.startDetaching) {
      self.cancelBeginCompletions(
        dropped.beginCompletions, because: "the component was detached before its action ran")
    }
    self.cancelAnimations()
    self.motions = ComponentMotions()
    self.cancelRefreshingTask()
    self.link = nil
    self.change(.stop(.detached))
    self.cancelDropped(self.send(.finishDetaching(keepingWaitingEnd: endWaits)))
    self.clearResult()
    self.restPresentation()
  }
}
