import Foundation

/// One change at a time: the component makes a change whole (the lifecycle writes it, the hooks
/// run), tells the app of it, and only then carries out the calls made meanwhile, in order.
extension RefreshComponent {
  /// Enters `newState` for `reason`, if the lifecycle has that edge: stores it, logs the
  /// transition, runs the parts' and ``stateDidChange(from:)`` hooks and lays out; a change
  /// that ends a refresh reports `result`, if any, and one that starts a refresh takes the
  /// begin's `completion`.
  ///
  /// Entering the current state does nothing; a change the state machine has no edge for is
  /// refused and reported.
  func enter(
    _ newState: RefreshState, reason: RefreshTransitionReason, result: RefreshResult? = nil,
    completion: (@MainActor () -> Void)? = nil
  ) {
    guard newState != self.state else {
      return
    }
    // Stored fields, read alone: reading a computed property would copy the queues.
    let turn = Deliveries.turn(
      in: self.deliveries.phase, nothingWaits: self.deliveries.nothingWaits)
    if turn == .waits {
      self.enterLater(newState, reason: reason, result: result, completion: completion)
      return
    }
    if newState == .refreshing {
      self.cutEndMotionShort()  // a new refresh takes over from the last one's end
    }
    let entry: RefreshLifecycle.Entry
    switch self.send(
      .transition(
        to: newState, reason: reason, result: result, now: self.clock?.now,
        reportsProgrammaticFeedback: self.reportsFeedbackForProgrammaticRefreshes,
        completion: completion))
    {
    case .entered(let made):
      entry = made
    case .refuse(let message):
      Diagnostics.reportIgnoredCall("\(type(of: self)).\(newState)", message)
      return
    default:
      return
    }
    self.deliveries.phase = .busy
    entry.dropped.cancel()
    if entry.endsRefresh {
      self.cancelBeginCompletions(
        entry.dropped.beginCompletions,
        because: self.isDetaching
          ? "the component was detached before its action ran"
          : "the refresh ended before its refreshing action ran")
    }
    self.recordTransition(RefreshTransition(from: entry.old, to: newState, reason: reason))
    // Decided by the change, before the hooks, which may start the action, which may end this
    // refresh at once; delivered, like the state, once the change is complete.
    if let feedback = entry.feedback {
      self.deliveries.post(.feedback(feedback))
    }
    self.deliveries.post(.state(newState))
    if entry.startsRefresh || entry.old.isRefreshing != newState.isRefreshing,
      let scrollModel = self.scrollModel
    {
      scrollModel.loadersDidChange()
      self.deliveries.post(.loaders(scrollModel, started: newState.isRefreshing))
    }
    self.updateDisplayedResult(for: entry, result: result)
    for part in self.parts {
      part.stateDidChange(of: self, from: entry.old)
    }
    self.stateDidChange(from: entry.old)
    if entry.endsRefresh && self.state == newState {
      self.resetPullWhileInactive()
    }
    if entry.endsRefresh && self.lifecycle.facts.endStage == .due && self.state == newState {
      self.endMotionDidStop()  // no end animation started: the end is over at once
    }
    self.placeSubviews()
    self.deliverIfOutermost(turn)
  }

  /// Keeps a change to `newState` until the change being made is complete.
  ///
  /// Decided from the state now (a drag, a held end, a floor's motion), it applies only from
  /// that state. Out of line: a change that does not wait (every frame) carries none of it.
  @inline(never)
  private func enterLater(
    _ newState: RefreshState, reason: RefreshTransitionReason, result: RefreshResult?,
    completion: (@MainActor () -> Void)?
  ) {
    let decidedFrom = self.state
    self.wait(endingTheRefresh: decidedFrom.isRefreshing && !newState.isRefreshing) {
      if self.state == decidedFrom {
        self.enter(newState, reason: reason, result: result, completion: completion)
      } else if let completion {
        self.cancelBeginCompletions(
          [completion], because: "the state left \(decidedFrom) before the begin's turn came")
      }
    }
  }

  /// Ends the outermost `turn`: tells the app of every completed change, in order (feedback,
  /// state, announcement; then the other loaders of the scroll model, of a refresh that started
  /// or ended), then, if it drains, carries out the calls that waited, one whole change each.
  ///
  /// A detached component gives no feedback and no announcement, and a hidden one no
  /// announcement.
  func deliverIfOutermost(_ turn: Deliveries.Turn) {
    guard turn == .delivers || turn == .drains else {
      return  // the outermost change delivers
    }
    self.deliverCompletedChanges()
    guard turn == .drains else {
      self.deliveries.phase = .draining  // back to the drain that made this change
      return
    }
    // Each call's change is outermost: delivered, like this one, before the next call.
    while let call = self.deliveries.nextCallToDrain() {
      call()
    }
  }

  /// Delivers what the changes made so far tell the app.
  private func deliverCompletedChanges() {
    while let delivery = self.deliveries.next() {
      switch delivery {
      case .state(let state):
        let old = self.stateStorage.value
        if old != state {
          self.stateWasDelivered(state, from: old)  // the component hears first
        }
        self.stateStorage.value = state
      case .feedback(let feedback):
        if self.scrollModel != nil {
          self.feedbackHandler?(feedback)
        }
      case .announcement(let title):
        if self.mayAnnounce {
          self.accessibility.announce(title)
        }
      case .loaders(let scrollModel, let started):
        scrollModel.loaderDidChange(self, started: started)
      }
    }
  }

  /// Whether a call must wait: a change is being made (its hooks, observers or callbacks run),
  /// and no detach is under way.
  var callsWait: Bool {
    self.deliveries.callsWait
  }

  /// Keeps `call` until the change being made, and every call kept before it, is complete.
  ///
  /// - Parameters:
  ///   - endingTheRefresh: Whether the call ends the refresh under way, so that what a refresh
  ///     runs for its action (the delegate, the async action) knows it ended.
  ///   - call: The call, made again when its turn comes.
  func wait(endingTheRefresh: Bool = false, _ call: @escaping @MainActor () -> Void) {
    self.deliveries.wait(call, endingTheRefresh: endingTheRefresh)
  }

  /// Carries out the calls that wait, then `body`, at once, even while a change is being made:
  /// a detach completes what the app asked for, then leaves, before it returns.
  func rightAway(_ body: () -> Void) {
    let phase = self.deliveries.phase
    while let call = self.deliveries.nextWaitingCall() {
      self.deliveries.phase = .draining  // the change it makes is outermost, and drains nothing
      call()
    }
    self.deliveries.phase = phase
    // Nothing waits, and what it tells the app is delivered after the change under way, if any.
    self.deliveries.nothingWaits = true
    body()
    self.deliveries.nothingWaits = false
  }

  /// Announces `title` to VoiceOver once the state change being made is complete.
  func announceAfterTheChange(_ title: String) {
    if self.deliveries.phase == .busy {
      self.deliveries.post(.announcement(title))
    } else if self.mayAnnounce {
      self.accessibility.announce(title)
    }
  }

  /// Whether VoiceOver hears the component: attached and not hidden.
  private var mayAnnounce: Bool {
    self.scrollModel != nil && !self.isHidden
  }
}
