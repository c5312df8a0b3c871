import Foundation

// What a component did: the log of its most recent transitions, how many it has made, and the
// app's calls a trace recorder records.
extension RefreshComponent {
  /// The most recent state changes, oldest first; at most ``transitionLogLimit`` of them.
  public var transitions: [RefreshTransition] {
    self.transitionLog.entries
  }

  /// How many transitions the component has made since it was created, those ``transitions``
  /// no longer keeps included.
  ///
  /// An observer of `\.state` hears of a change once it is complete, and the component may have
  /// moved on meanwhile (a page's end whose fill rule starts the next page, within one event):
  /// `transitions.last` is then the later one. Read the transitions since the count you last
  /// saw instead:
  ///
  /// ```swift
  /// let new = min(footer.transitionCount - seen, footer.transitions.count)
  /// log(footer.transitions.suffix(new))
  /// seen = footer.transitionCount
  /// ```
  public var transitionCount: Int {
    self.transitionLog.total
  }

  /// How many refreshes ran their callbacks (the action, the delegate, the async action) since
  /// the component was made: one per refresh whose action ran, whatever ended it since.
  ///
  /// A test reads it to tell a refresh that loaded from one that ended before its action ran
  /// (the app's end during the begin animation), which the states alone do not tell.
  public var refreshesRun: Int {
    self.lifecycle.refreshesRun
  }

  /// How many transitions ``transitions`` keeps.
  ///
  /// Defaults to 100.
  public var transitionLogLimit: Int {
    get {
      self.transitionLog.limit
    }
    set {
      self.transitionLog.limit = max(newValue, 0)
    }
  }

  /// Records a call of the app's on this component, while the scroll model's inputs are being
  /// recorded by a ``ScrollTraceRecorder``.
  func recordCall(_ name: @autoclosure () -> String) {
    guard let scrollModel = self.scrollModel, scrollModel.traceRecorder != nil,
      let slot = scrollModel.slot(of: self)
    else {
      return
    }
    scrollModel.record(.call(slot: slot.rawValue, name: name()))
  }

  /// Logs `transition`.
  func recordTransition(_ transition: RefreshTransition) {
    self.transitionLog.append(transition)
  }
}
