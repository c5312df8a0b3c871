extension ScrollModel: @MainActor KeyPathObservable {
  /// The observable properties: one of the scroll model's observable key paths.
  public static let observableProperties: ObservableProperties<ScrollModel> = [
    .property(\.contentOffset, storedIn: \.contentOffsetStorage),
    .property(\.contentSize, storedIn: \.contentSizeStorage),
    .property(\.contentInset, storedIn: \.contentInsetStorage),
    .property(\.systemInset, storedIn: \.systemInsetStorage),
    .property(\.adjustedContentInset, storedIn: \.adjustedContentInsetStorage),
    .property(\.frame, storedIn: \.frameStorage),
    .property(\.panState, storedIn: \.panStateStorage),
    .property(\.isVisible, storedIn: \.isVisibleStorage),
    .property(\.isDecelerating, storedIn: \.isDeceleratingStorage),
    .property(\.isScrollAnimating, storedIn: \.isScrollAnimatingStorage),
    .property(\.visibleItems, storedIn: \.visibleItemsStorage),
  ]

  /// Names the key path to observe instead of the unobservable `keyPath`, or `nil`.
  public static func adviceForUnobservableKeyPath(_ keyPath: AnyKeyPath) -> String? {
    switch keyPath {
    case \ScrollModel.isDragging:
      "isDragging is derived from panState: observe \\.panState and read isTracking."
    case \ScrollModel.minimumContentOffset, \ScrollModel.maximumContentOffset:
      "The offset range follows from the geometry: observe \\.adjustedContentInset, "
        + "\\.contentSize and \\.frame."
    case \ScrollModel.componentInset:
      "Observe \\.adjustedContentInset, which includes every component's share."
    default:
      nil
    }
  }
}
