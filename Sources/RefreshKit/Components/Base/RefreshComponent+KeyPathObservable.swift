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
