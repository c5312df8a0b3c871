public import Foundation

extension RefreshHeader {
  /// How old the last update may grow before the header refreshes by itself; `nil` (the
  /// default, MJRefresh's behaviour) never does.
  ///
  /// With an interval, the header begins a refresh (reason ``RefreshTransitionReason/staleData``)
  /// when its scroll model becomes visible or the host calls ``refreshIfStale()``. A negative or
  /// NaN interval is refused and reported to ``Diagnostics``. See <doc:beyond-mjrefresh>.
  public var staleInterval: TimeInterval? {
    get { self.checkedStaleInterval }
    set {
      if let newValue, !newValue.isFinite || newValue < 0 {
        Diagnostics.report(
          .valueOutOfRange, "RefreshHeader.staleInterval",
          "refused \(newValue): an interval is a finite number of seconds, 0 or more")
        return
      }
      self.checkedStaleInterval = newValue
    }
  }

  /// Whether ``lastUpdatedTime`` is older than a set ``staleInterval``, by ``currentDate``.
  public var isStale: Bool {
    guard let interval = self.checkedStaleInterval, let last = self.lastUpdatedTime else {
      return false
    }
    return self.currentDate().timeIntervalSince(last) > interval
  }

  /// Begins a refresh if the data is stale (``isStale``) and the header neither refreshes nor is
  /// pulled past its trigger; the host calls it when the app returns to the foreground.
  @discardableResult
  public func refreshIfStale() -> Bool {
    guard self.isStale, !self.isRefreshing, self.state != .pulling else {
      return false
    }
    return self.beginRefreshing(reason: .staleData)
  }
}
