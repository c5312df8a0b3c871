#if canImport(UIKit) || os(Linux)  // the stand-in on Linux, for the tests; nothing on macOS

/// MJRefresh's `MJRefreshAutoNormalFooter` for Objective-C: a spinner and the state.
#if canImport(ObjectiveC)
@objc(RKRefreshAutoNormalFooter) @objcMembers
#endif
public class RKRefreshAutoNormalFooter: RKRefreshAutoStateFooter {
  override class func makeComponent() -> RefreshComponent {
    AutoNormalFooter()
  }
}
#endif
