public import Foundation

extension RefreshComponent {
  /// Whether ``alpha`` follows ``pullingPercent`` while not refreshing; defaults to `false`.
  public var automaticallyChangeAlpha: Bool {
    get { self.settings.automaticallyChangeAlpha }
    set {
      self.settings.automaticallyChangeAlpha = newValue
      if !self.isRefreshing {
        self.setAlpha(self.automaticallyChangeAlpha ? self.pullingPercent : 1)
      }
    }
  }

  /// The duration of the begin-refreshing animation, 0.25 s by default; a negative or NaN
  /// duration becomes zero and one over a minute is clamped, reported to ``Diagnostics``.
  public var fastAnimationDuration: TimeInterval {
    get { self.settings.fastAnimationDuration }
    set {
      self.settings.fastAnimationDuration = Settings.duration(newValue, "fastAnimationDuration")
    }
  }

  /// The duration of the end-refreshing animation, 0.4 s by default; a negative or NaN
  /// duration becomes zero and one over a minute is clamped, reported to ``Diagnostics``.
  public var slowAnimationDuration: TimeInterval {
    get { self.settings.slowAnimationDuration }
    set {
      self.settings.slowAnimationDuration = Settings.duration(newValue, "slowAnimationDuration")
    }
  }

  /// The shortest time a refresh shows its refreshing state, so that the spinner never flashes.
  ///
  /// Defaults to 0, as in MJRefresh. An end that comes sooner is held until then, and applies
  /// with the state it asked for (the last wins, but no more data stays); see <doc:state-machine>.
  /// A negative or NaN duration becomes zero and one over a minute is clamped, reported to
  /// ``Diagnostics``.
  public var minimumRefreshingDuration: TimeInterval {
    get { self.settings.minimumRefreshingDuration }
    set {
      self.settings.minimumRefreshingDuration = Settings.duration(
        newValue, "minimumRefreshingDuration")
    }
  }
}

extension RefreshComponent {
  struct Settings {
    var isEnabled = true
    var automaticallyChangeAlpha = false
    var fastAnimationDuration = RefreshMetrics.fastAnimationDuration
    var slowAnimationDuration = RefreshMetrics.slowAnimationDuration
    var minimumRefreshingDuration: TimeInterval = 0
    var resultDisplayDuration: TimeInterval = 0

    /// Not a mutating method: a change in place would make every frame's read check exclusivity.
    static func duration(_ value: TimeInterval, _ name: String) -> TimeInterval {
      TimeCheck.duration(
        value, "RefreshComponent.\(name)", limit: Diagnostics.animationDurationLimit)
    }
  }
}
