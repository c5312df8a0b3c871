extension RefreshComponent: @MainActor KeyPathObservable {
  /// Subclasses observe the properties they inherit by `RefreshComponent`'s key paths.
  public typealias ObservationRoot = RefreshComponent

  /// Returns the observable behind `\.state`, `\.pullingPercent`, `\.alpha`, `\.isHidden`,
  /// `\.frame` or `\.displayedResult`.
  ///
  /// - Parameter keyPath: The property, rooted in `RefreshComponent`.
  /// - Returns: Its observable storage, or `nil` when the property is not observable.
  public func observableStorage(for keyPath: AnyKeyPath) -> AnyObject? {
    switch keyPath {
    case \RefreshComponent.state: self.stateStorage
    case \RefreshComponent.pullingPercent: self.pullingPercentStorage
    case \RefreshComponent.alpha: self.alphaStorage
    case \RefreshComponent.isHidden: self.isHiddenStorage
    case \RefreshComponent.frame: self.frameStorage
    case \RefreshComponent.displayedResult: self.displayedResultStorage
    default: nil
    }
  }

  /// Names the key path to observe instead of an unobservable one.
  ///
  /// - Parameter keyPath: A key path that is not observable.
  /// - Returns: The advice, or `nil`.
  public static func adviceForUnobservableKeyPath(_ keyPath: AnyKeyPath) -> String? {
    keyPath == \RefreshComponent.isRefreshing
      ? "isRefreshing is derived from state: observe \\.state and read isRefreshing." : nil
  }
}
