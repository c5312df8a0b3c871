import Foundation

/// One change at a time: a change is made whole and told to the app before the calls made
/// meanwhile are carried out, in order.
extension RefreshComponent {
  /// Makes the change `event` asks for and runs its hooks; made during another change, it waits
  /// its turn.
  func change(_ event: RefreshLifecycle.Event, _ call: String? = nil) {
    switch RefreshLifecycle.decide(event, given: self.lifecycle.facts) {
    case .some(.enter), nil:
      break
    case .some(let decided):
      self.report(decided, call)
      return
    }
    let turn = self.turn
    if turn == .waits {
      self.changeLater(event, call)
      return
    }
    let moment = RefreshLifecycle.Moment(
      now: self.clock?.now, minimum: self.minimumRefreshingDuration,
      reportsProgrammaticFeedback: self.reportsFeedbackForProgrammaticRefreshes)
    switch self.write(event, at: moment) {
    case .entered(let entry):
      self.carryOut(entry)
      self.deliverIfOutermost(turn)
      if let failure = entry.ended?.heldEnd?.failure {
        self.refreshingErrorHandler?(failure)  // the action's, told as its held end applied
      }
    case .scheduleHeldEnd(let deadline):
      self.scheduleHeldEnd(at: deadline)
    case let effect:
      self.report(effect, call)
    }
  }

  private func carryOut(_ entry: RefreshLifecycle.Entry) {
    let newState = entry.new
    self.deliveries.phase = .busy
    entry.dropped.cancel()
    if entry.endsRefresh {
      self.cancelBeginCompletions(
        entry.dropped.beginCompletions,
        because: self.isDetaching
          ? "the component was detached before its action ran"
          : "the refresh ended before its refreshing action ran")
    }
    self.transitionLog.append(
      RefreshTransition(from: entry.old, to: newState, reason: entry.reason))
    // Posted before the hooks, which may start the action, which may end this refresh at once.
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
    self.updateDisplayedResult(for: entry, result: self.lastEnd.result)
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
  }

  /// Out of line: a change that does not wait (every frame) carries none of it.
  @inline(never)
  private func changeLater(_ event: RefreshLifecycle.Event, _ call: String?) {
    let endsTheRefresh: Bool =
      switch event {
      case .end, .endWithNoMoreData, .stop, .heldEndDue, .actionFinished: self.isRefreshing
      default: false
      }
    self.deliveries.wait(.change(event, call: call), endingTheRefresh: endsTheRefresh)
  }

  private func report(_ effect: RefreshLifecycle.Effect, _ call: String?) {
    if case .refuse(let message) = effect, let call {
      Diagnostics.reportIgnoredCall("\(type(of: self)).\(call)", message)
    }
  }

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
      self.make(call)
    }
  }

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

  /// The turn a change starts now, from stored fields read alone: the whole value would copy the
  /// queues.
  private var turn: Deliveries.Turn {
    Deliveries.turn(in: self.deliveries.phase, nothingWaits: self.deliveries.nothingWaits)
  }

  /// Makes `call` wait its turn while a change is being made (`true` if it waits);
  /// `endingTheRefresh` lets what runs for the refresh's action know it ended.
  func waits(_ call: @autoclosure () -> Deliveries.Call, endingTheRefresh: Bool = false) -> Bool {
    guard self.turn == .waits else {
      return false
    }
    self.deliveries.wait(call(), endingTheRefresh: endingTheRefresh)
    return true
  }

  private func make(_ call: Deliveries.Call) {
    switch call {
    case .begin(let reason, let completion):
      self.beginRefreshing(reason: reason, completion: completion)
    case .end(let result, let completion): self.end(result: result, completion: completion)
    case .endWithNoMoreData: self.endWithNoMoreData()
    case .hide: self.componentDidHide()
    case .becameVisible: self.refreshIfWaitingAndSeen()
    case .change(let event, let name): self.change(event, name)
    case .other(let call): call()
    }
  }

  /// Runs the waiting calls, then `body`, even mid-change: a detach completes what the app asked
  /// for before it leaves.
  func rightAway(_ body: () -> Void) {
    let phase = self.deliveries.phase
    while let call = self.deliveries.nextWaitingCall() {
      self.deliveries.phase = .draining  // the change it makes is outermost, and drains nothing
      self.make(call)
    }
    self.deliveries.phase = phase
    // Nothing waits; what it tells the app is delivered after the change under way, if any.
    self.deliveries.nothingWaits = true
    body()
    self.deliveries.nothingWaits = false
  }

  func announceAfterTheChange(_ title: String) {
    if self.deliveries.phase == .busy {
      self.deliveries.post(.announcement(title))
    } else if self.mayAnnounce {
      self.accessibility.announce(title)
    }
  }

  private var mayAnnounce: Bool {
    self.scrollModel != nil && !self.isHidden
  }
}
