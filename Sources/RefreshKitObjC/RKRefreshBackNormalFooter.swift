#if canImport(UIKit) || os(Linux)  // the stand-in on Linux, for the tests; nothing on macOS

/// MJRefresh's `MJRefreshBackNormalFooter` for Objective-C: the arrow, the spinner and the
/// state.
#if canImport(ObjectiveC)
@objc(RKRefreshBackNormalFooter) @objcMembers
#endif
public class RKRefreshBackNormalFooter: RKRefreshBackStateFooter {
  override class func makeComponent() -> RefreshComponent {
    BackNormalFooter()
  }
}
#endif
