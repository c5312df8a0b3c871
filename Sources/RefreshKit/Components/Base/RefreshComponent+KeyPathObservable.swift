extension RefreshComponent: @MainActor KeyPathObservable {
  /// Subclasses observe the properties they inherit by `RefreshComponent`'s key paths.
  public typealias ObservationRoot = RefreshComponent

  /// The observable properties: `\.state`, `\.pullingPercent`, `\.alpha`, `\.isHidden`,
  /// `\.frame` and `\.displayedResult`.
  public static let observableProperties: ObservableProperties<RefreshComponent> = [
    .property(\.state, storedIn: \.stateStorage),
    .property(\.pullingPercent, storedIn: \.pullingPercentStorage),
    .property(\.alpha, storedIn: \.alphaStorage),
    .property(\.isHidden, storedIn: \.isHiddenStorage),
    .property(\.frame, storedIn: \.frameStorage),
    .property(\.displayedResult, storedIn: \.displayedResultStorage),
  ]

  /// Names the key path to observe instead of the unobservable `keyPath`, or returns `nil`.
  public static func adviceForUnobservableKeyPath(_ keyPath: AnyKeyPath) -> String? {
    keyPath == \RefreshComponent.isRefreshing
      ? "isRefreshing is derived from state: observe \\.state and read isRefreshing." : nil
  }
}

extension RefreshComponent {
  /// Calls `handler` synchronously after each change of what the component draws, until the
  /// returned token goes.
  ///
  /// That is its frame, opacity, visibility, VoiceOver label and value, and every property of its
  /// current ``presentationModels``. Changes come in bursts: gather them into one redraw.
  public func observePresentation(_ handler: @escaping () -> Void) -> ObservationToken {
    var tokens = [
      self.frameStorage.observe { _ in handler() }, self.alphaStorage.observe { _ in handler() },
      self.isHiddenStorage.observe { _ in handler() },
    ]
    tokens += self.accessibility.observeListedChanges(handler)
    tokens += self.presentationModels.observeChanges(handler)
    let all = tokens
    return ObservationToken {
      for token in all {
        token.invalidate()
      }
    }
  }
}
