#if canImport(UIKit) || os(Linux)  // the stand-in on Linux, for the tests; nothing on macOS

/// MJRefresh's `MJRefreshNormalTrailer` for Objective-C: an arrow and the state.
#if canImport(ObjectiveC)
@objc(RKRefreshNormalTrailer) @objcMembers
#endif
public class RKRefreshNormalTrailer: RKRefreshStateTrailer {
  override class func makeComponent() -> RefreshComponent {
    NormalTrailer()
  }
}
#endif
