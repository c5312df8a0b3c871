#if canImport(UIKit) || os(Linux)  // the stand-in on Linux, for the tests; nothing on macOS

/// MJRefresh's `MJRefreshStateHeader` for Objective-C: a header with a state label and a
/// last-updated-time label.
#if canImport(ObjectiveC)
@objc(RKRefreshStateHeader) @objcMembers
#endif
public class RKRefreshStateHeader: RKRefreshHeader {
  override class func makeComponent() -> RefreshComponent {
    StateHeader()
  }

  /// The engine's state header.
  private var stateHeader: StateHeader {
    self.engine(StateHeader.self)
  }

  /// The label of the state's title: MJRefresh's `stateLabel`.
  public private(set) lazy var stateLabel = self.makeStateLabel()

  /// The label of the last refresh's time: MJRefresh's `lastUpdatedTimeLabel`.
  public private(set) lazy var lastUpdatedTimeLabel = RKRefreshLabel(
    model: self.stateHeader.lastUpdatedTimeLabel)

  /// Sets the title shown in `state`: MJRefresh's `setTitle:forState:`.
  ///
  /// A `nil` title brings back the localized one (MJRefresh ignores it).
  ///
  /// - Parameters:
  ///   - title: The title, or `nil`.
  ///   - state: The state.
  /// - Returns: The header, for chaining.
  @discardableResult
  public func setTitle(_ title: String?, forState state: RKRefreshState) -> Self {
    self.setStateTitle(title, for: state)
    return self
  }

  /// The gap between the labels and the arrow or frames beside them: MJRefresh's
  /// `labelLeftInset`, 25.
  public var labelLeftInset: CGFloat {
    get { self.stateLabelLeftInset }
    set { self.stateLabelLeftInset = newValue }
  }

  /// Formats the last refresh's time (`nil` before the first) instead of the built-in text:
  /// MJRefresh's `lastUpdatedTimeText`.
  public var lastUpdatedTimeText: ((Date?) -> String)? {
    didSet {
      guard let text = self.lastUpdatedTimeText else {
        self.stateHeader.lastUpdatedTimeText = nil
        return
      }
      self.stateHeader.lastUpdatedTimeText = { date in text(date) }
    }
  }

  /// Sets ``lastUpdatedTimeText``: MJRefresh's `modifyLastUpdatedTimeText:`.
  ///
  /// - Parameter text: Formats the time, or `nil` for the built-in text.
  /// - Returns: The header, for chaining.
  @discardableResult
  public func modifyLastUpdatedTimeText(_ text: ((Date?) -> String)?) -> Self {
    self.lastUpdatedTimeText = text
    return self
  }
}
#endif
