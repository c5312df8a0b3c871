#if canImport(UIKit) || os(Linux)  // the stand-in on Linux, for the tests; nothing on macOS

/// MJRefresh's `MJRefreshStateTrailer` for Objective-C: a trailer with a state label, its
/// letters one above the other.
#if canImport(ObjectiveC)
@objc(RKRefreshStateTrailer) @objcMembers
#endif
public class RKRefreshStateTrailer: RKRefreshTrailer {
  override class func makeComponent() -> RefreshComponent {
    StateTrailer()
  }

  /// The label of the state's title: MJRefresh's `stateLabel`.
  public private(set) lazy var stateLabel = self.makeStateLabel()

  /// Sets the title shown in `state`: MJRefresh's `setTitle:forState:`.
  ///
  /// A `nil` title brings back the localized one (MJRefresh ignores it).
  ///
  /// - Parameters:
  ///   - title: The title, or `nil`.
  ///   - state: The state.
  /// - Returns: The trailer, for chaining.
  @discardableResult
  public func setTitle(_ title: String?, forState state: RKRefreshState) -> Self {
    self.setStateTitle(title, for: state)
    return self
  }
}
#endif
