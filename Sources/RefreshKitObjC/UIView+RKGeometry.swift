#if canImport(UIKit) || os(Linux)  // the stand-in on Linux, for the tests; nothing on macOS

/// MJRefresh's `UIView+MJExtension` for Objective-C: `rk_x`, `rk_y`, `rk_w`, `rk_h`, the
/// frame's, so that a DIY component's body moves to a content view with its lines as they are
/// (`self.mj_h = 50` becomes `self.rk_h = 50`).
extension UIView {
  /// The frame's x: MJRefresh's `mj_x`.
  #if canImport(ObjectiveC)
  @objc(rk_x)
  #endif
  public var rkX: CGFloat {
    get { self.frame.origin.x }
    set { self.frame.origin.x = newValue }
  }

  /// The frame's y: MJRefresh's `mj_y`.
  #if canImport(ObjectiveC)
  @objc(rk_y)
  #endif
  public var rkY: CGFloat {
    get { self.frame.origin.y }
    set { self.frame.origin.y = newValue }
  }

  /// The frame's width: MJRefresh's `mj_w`.
  #if canImport(ObjectiveC)
  @objc(rk_w)
  #endif
  public var rkW: CGFloat {
    get { self.frame.size.width }
    set { self.frame.size.width = newValue }
  }

  /// The frame's height: MJRefresh's `mj_h`.
  #if canImport(ObjectiveC)
  @objc(rk_h)
  #endif
  public var rkH: CGFloat {
    get { self.frame.size.height }
    set { self.frame.size.height = newValue }
  }
}
#endif
