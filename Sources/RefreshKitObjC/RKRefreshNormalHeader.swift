#if canImport(UIKit) || os(Linux)  // the stand-in on Linux, for the tests; nothing on macOS

/// MJRefresh's `MJRefreshNormalHeader` for Objective-C: the arrow, the spinner, the state and
/// the last-updated time.
#if canImport(ObjectiveC)
@objc(RKRefreshNormalHeader) @objcMembers
#endif
public class RKRefreshNormalHeader: RKRefreshStateHeader {
  override class func makeComponent() -> RefreshComponent {
    NormalHeader()
  }
}
#endif
