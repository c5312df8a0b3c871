#if canImport(UIKit) || os(Linux)  // the stand-in on Linux, for the tests; nothing on macOS

/// MJRefresh's `MJRefreshBackStateFooter` for Objective-C: a back footer with a state label.
#if canImport(ObjectiveC)
@objc(RKRefreshBackStateFooter) @objcMembers
#endif
public class RKRefreshBackStateFooter: RKRefreshBackFooter {
  override class func makeComponent() -> RefreshComponent {
    BackStateFooter()
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
  /// - Returns: The footer, for chaining.
  @discardableResult
  public func setTitle(_ title: String?, forState state: RKRefreshState) -> Self {
    self.setStateTitle(title, for: state)
    return self
  }

  /// The gap between the label and the arrow, spinner or frames beside it: MJRefresh's
  /// `labelLeftInset`, 25.
  public var labelLeftInset: CGFloat {
    get { self.stateLabelLeftInset }
    set { self.stateLabelLeftInset = newValue }
  }
}
#endif
