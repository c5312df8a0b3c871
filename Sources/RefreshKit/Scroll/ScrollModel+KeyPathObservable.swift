extension ScrollModel: @MainActor KeyPathObservable {
  /// Returns the observable behind one of the scroll model's observable key paths.
  ///
  /// Observable: `\.contentOffset`, `\.contentSize`, `\.contentInset`, `\.systemInset`,
  /// `\.adjustedContentInset`, `\.frame`, `\.panState`, `\.isVisible`, `\.isDecelerating`,
  /// `\.visibleItems`.
  ///
  /// - Parameter keyPath: The property.
  /// - Returns: Its observable storage, or `nil` when the property is not observable.
  public func observableStorage(for keyPath: AnyKeyPath) -> AnyObject? {
    switch keyPath {
    case \ScrollModel.contentOffset: self.contentOffsetStorage
    case \ScrollModel.contentSize: self.contentSizeStorage
    case \ScrollModel.contentInset: self.contentInsetStorage
    case \ScrollModel.systemInset: self.systemInsetStorage
    case \ScrollModel.adjustedContentInset: self.adjustedContentInsetStorage
    case \ScrollModel.frame: self.frameStorage
    case \ScrollModel.panState: self.panStateStorage
    case \ScrollModel.isVisible: self.isVisibleStorage
    case \ScrollModel.isDecelerating: self.isDeceleratingStorage
    case \ScrollModel.visibleItems: self.visibleItemsStorage
    default: nil
    }
  }

  /// Names the key path to observe instead of an unobservable one.
  ///
  /// - Parameter keyPath: A key path that is not observable.
  /// - Returns: The advice, or `nil`.
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
