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

  /// Names the key path to observe instead of an unobservable one.
  ///
  /// - Parameter keyPath: A key path that is not observable.
  /// - Returns: The advice, or `nil`.
  public static func adviceForUnobservableKeyPath(_ keyPath: AnyKeyPath) -> String? {
    keyPath == \RefreshComponent.isRefreshing
      ? "isRefreshing is derived from state: observe \\.state and read isRefreshing." : nil
  }
}

extension RefreshComponent {
  /// Calls `handler` after each change of what the component draws, until the token goes: its
  /// frame, opacity and visibility, VoiceOver's label and value, and every property of the
  /// presentation models it has now (``presentationModels``).
  ///
  /// The UIKit, AppKit and SwiftUI bindings redraw on the next frame, so that what the app
  /// changes at rest (a title set, a label hidden, a colour) shows without waiting for a scroll.
  /// Changes come in bursts (a layout moves every part at once): gather them, as the bindings
  /// do, into one redraw.
  ///
  /// ```swift
  /// let token = header.observePresentation { [weak self] in self?.setNeedsRedraw() }
  /// ```
  ///
  /// - Parameter handler: Called synchronously after each change.
  /// - Returns: The token that keeps the observation alive.
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
