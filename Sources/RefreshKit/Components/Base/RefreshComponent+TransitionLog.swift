import Foundation

extension RefreshComponent {
  /// The most recent state changes, oldest first; at most ``transitionLogLimit`` of them.
  public var transitions: [RefreshTransition] {
    self.transitionLog.entries
  }

  /// How many transitions the component has made since it was created, including those
  /// ``transitions`` no longer keeps.
  ///
  /// The component may have moved on by the time a `\.state` observer hears of a change, so read
  /// the transitions since the count you last saw:
  ///
  /// ```swift
  /// let new = min(footer.transitionCount - seen, footer.transitions.count)
  /// log(footer.transitions.suffix(new))
  /// seen = footer.transitionCount
  /// ```
  public var transitionCount: Int {
    self.transitionLog.total
  }

  /// How many refreshes ran their callbacks (action, delegate or async action) since the
  /// component was made: it tells a refresh that loaded from one that ended before its action ran.
  public var refreshesRun: Int {
    self.lifecycle.refreshesRun
  }

  /// How many transitions ``transitions`` keeps; defaults to 100.
  public var transitionLogLimit: Int {
    get {
      self.transitionLog.limit
    }
    set {
      self.transitionLog.limit = max(newValue, 0)
    }
  }

  func recordCall(_ name: @autoclosure () -> String) {
    guard let scrollModel = self.scrollModel, scrollModel.traceRecorder != nil,
      let slot = scrollModel.slot(of: self)
    else {
      return
    }
    scrollModel.record(.call(slot: slot.rawValue, name: name()))
  }
}
