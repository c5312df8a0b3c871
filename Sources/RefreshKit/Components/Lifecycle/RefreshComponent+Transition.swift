import Foundation

/// One change at a time: the component makes a change whole (the lifecycle writes it, the hooks
/// run), tells the app of it, and only then carries out the calls made meanwhile, in order.
extension RefreshComponent {
  /// Makes the change `event` asks for, decided and written by the lifecycle in one step.
  ///
  /// The transition is logged, the parts' and ``stateDidChange(from:)`` hooks run, the
  /// component lays out, and the app is told once the outermost change is complete. An end held
  /// for ``minimumRefreshingDuration`` is scheduled.
  ///
  /// An event that changes nothing returns at once, its refusal reported for `call`, if given.
  /// While a change is being made, a change waits for it, and is decided when its turn comes.
  func change(_ event: RefreshLifecycle.Event, _ call: String? = nil) {
    switch RefreshLifecycle.decide(event, given: self.lifecycle.facts) {
    case .some(.enter), nil:
      break
    case .some(let decided):
      self.report(decided, call)
      return
    }
    // Stored fields, read alone: reading a computed property would copy the queues.
    let turn = Deliveries.turn(
      in: self.deliveries.phase, nothingWaits: self.deliveries.nothingWaits)
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

  /// Carries out a change made: what it dropped, its log, its hooks and its layout.
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
    self.recordTransition(RefreshTransition(from: entry.old, to: newState, reason: entry.reason))
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

  /// Keeps the change `event` asks for until the change being made is complete.
  ///
  /// It is decided when its turn comes. Out of line: a change that does not wait (every frame)
  /// carries none of it.
  @inline(never)
  private func changeLater(_ event: RefreshLifecycle.Event, _ call: String?) {
    let endsTheRefresh: Bool =
      switch event {
      case .end, .endWithNoMoreData, .stop, .heldEndDue, .actionFinished: self.isRefreshing
      default: false
      }
    self.wait(.change(event, call: call), endingTheRefresh: endsTheRefresh)
  }

  /// Reports a refused `call`, if it is one the app made.
  private func report(_ effect: RefreshLifecycle.Effect, _ call: String?) {
    if case .refuse(let message) = effect, let call {
      Diagnostics.reportIgnoredCall("\(type(of: self)).\(call)", message)
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
      self.make(call)
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
  ///   - call: The call, made again when its turn comes.
  ///   - endingTheRefresh: Whether the call ends the refresh under way, so that what a refresh
  ///     runs for its action (the delegate, the async action) knows it ended.
  func wait(_ call: Deliveries.Call, endingTheRefresh: Bool = false) {
    self.deliveries.wait(call, endingTheRefresh: endingTheRefresh)
  }

  /// Makes a call that waited, now that its turn has come.
  private func make(_ call: Deliveries.Call) {
    switch call {
    case .begin(let reason, let completion):
      self.beginRefreshing(reason: reason, completion: completion)
    case .end(let result, let completion): self.end(result: result, completion: completion)
    case .endWithNoMoreData: self.endWithNoMoreData()
    case .resetNoMoreData: self.leaveNoMoreData()
    case .hide: self.componentDidHide()
    case .becameVisible: self.refreshIfWaitingAndSeen()
    case .change(let event, let name): self.change(event, name)
    case .other(let call): call()
    }
  }

  /// Carries out the calls that wait, then `body`, at once, even while a change is being made:
  /// a detach completes what the app asked for, then leaves, before it returns.
  func rightAway(_ body: () -> Void) {
    let phase = self.deliveries.phase
    while let call = self.deliveries.nextWaitingCall() {
      self.deliveries.phase = .draining  // the change it makes is outermost, and drains nothing
      self.make(call)
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
