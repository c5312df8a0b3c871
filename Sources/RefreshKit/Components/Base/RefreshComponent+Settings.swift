public import Foundation

/// The settings of a component's animations: whether its alpha follows the pull, and how long
/// its begin, its end and its shortest refresh take.
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

  /// The duration of the begin-refreshing animation; defaults to 0.25 s.
  ///
  /// A negative or NaN duration becomes zero and one over a minute is clamped
  /// (``Diagnostics/animationDurationLimit``), reported to ``Diagnostics``.
  public var fastAnimationDuration: TimeInterval {
    get { self.settings.fastAnimationDuration }
    set {
      self.settings.fastAnimationDuration = Settings.duration(newValue, "fastAnimationDuration")
    }
  }

  /// The duration of the end-refreshing animation; defaults to 0.4 s.
  ///
  /// A negative or NaN duration becomes zero and one over a minute is clamped
  /// (``Diagnostics/animationDurationLimit``), reported to ``Diagnostics``.
  public var slowAnimationDuration: TimeInterval {
    get { self.settings.slowAnimationDuration }
    set {
      self.settings.slowAnimationDuration = Settings.duration(newValue, "slowAnimationDuration")
    }
  }

  /// The shortest time a refresh shows its refreshing state, so that the spinner never flashes.
  ///
  /// Defaults to 0: an end applies at once, as in MJRefresh. An end that comes sooner than the
  /// minimum after entering ``RefreshState/refreshing`` is held until then, and applies with the
  /// state it asked for (the last wins, but no more data stays). Detaching or hiding the
  /// component applies a held end at once.
  ///
  /// A negative or NaN duration becomes zero and one over a minute is clamped
  /// (``Diagnostics/animationDurationLimit``), reported to ``Diagnostics``.
  public var minimumRefreshingDuration: TimeInterval {
    get { self.settings.minimumRefreshingDuration }
    set {
      self.settings.minimumRefreshingDuration = Settings.duration(
        newValue, "minimumRefreshingDuration")
    }
  }
}

extension RefreshComponent {
  /// The component's settings that every frame reads.
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
