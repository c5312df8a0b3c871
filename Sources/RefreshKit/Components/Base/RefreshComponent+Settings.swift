public import Foundation

/// The settings of a component's animations: whether its alpha follows the pull, and how long
/// its begin, its end and its shortest refresh take.
///
/// Each forwards to `settings`, the plain values a frame reads.
extension RefreshComponent {
  /// Whether ``alpha`` follows ``pullingPercent`` while not refreshing.
  ///
  /// Defaults to `false`.
  public var automaticallyChangeAlpha: Bool {
    get { self.settings.automaticallyChangeAlpha }
    set {
      self.settings.automaticallyChangeAlpha = newValue
      if !self.isRefreshing {
        self.setAlpha(self.automaticallyChangeAlpha ? self.pullingPercent : 1)
      }
    }
  }

  /// The duration of the begin-refreshing animation.
  ///
  /// Defaults to 0.25 s.
  ///
  /// A negative or NaN duration becomes zero and one over a minute is clamped
  /// (``Diagnostics/animationDurationLimit``), reported to ``Diagnostics``.
  public var fastAnimationDuration: TimeInterval {
    get { self.settings.fastAnimationDuration }
    set {
      self.settings.fastAnimationDuration = Settings.duration(newValue, "fastAnimationDuration")
    }
  }

  /// The duration of the end-refreshing animation.
  ///
  /// Defaults to 0.4 s.
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
  /// Defaults to 0: an end applies at once, as in MJRefresh. With a minimum, the time is
  /// measured from the moment the component enters ``RefreshState/refreshing``; an end (by
  /// ``endRefreshing(completion:)``, ``endRefreshingWithNoMoreData()`` or an
  /// ``asyncRefreshingAction`` returning) that comes sooner is held: the state stays
  /// ``RefreshState/refreshing`` until the minimum, then the end applies with the state those
  /// calls would have left without a minimum (the last wins, but no more data stays). An end
  /// after the minimum applies at once and adds nothing.
  /// Detaching or hiding the component applies a held end at once, with the state it asked
  /// for; disabling it changes nothing about a refresh.
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

    /// `value` as every duration setting (`name`) takes it: a negative or NaN duration becomes
    /// zero and one over a minute is clamped, reported to ``Diagnostics``.
    ///
    /// Worked out before the store, not in a mutating method: ``RefreshComponent/settings`` is
    /// read at every frame, and a change made in place around a call would have every one of
    /// those reads checked for exclusive access at run time.
    static func duration(_ value: TimeInterval, _ name: String) -> TimeInterval {
      TimeCheck.duration(
        value, "RefreshComponent.\(name)", limit: Diagnostics.animationDurationLimit)
    }
  }
}
