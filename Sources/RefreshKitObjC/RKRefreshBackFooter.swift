#if canImport(UIKit) || os(Linux)  // the stand-in on Linux, for the tests; nothing on macOS

/// MJRefresh's `MJRefreshBackFooter` for Objective-C: a footer pulled up past the content's end.
///
/// It springs back when released. It draws nothing; a footer of your own is a view adopting
/// `RKRefreshContent`.
#if canImport(ObjectiveC)
@objc(RKRefreshBackFooter) @objcMembers
#endif
public class RKRefreshBackFooter: RKRefreshFooter {
  override class func makeComponent() -> RefreshComponent {
    BackFooter()
  }

  /// A back footer drawn by `content`, which the footer tells of its hooks
  /// (`RKRefreshContent`) and whose height it takes once `prepare` has run: MJRefresh's DIY
  /// back footer, as a view.
  ///
  /// - Parameters:
  ///   - content: The app's view.
  ///   - refreshingBlock: Runs when it loads.
  /// - Returns: The footer.
  public class func footer(
    withContent content: any UIView & RKRefreshContent, refreshingBlock: @escaping () -> Void
  ) -> RKRefreshBackFooter {
    let footer = RKRefreshBackFooter(
      component: ContentBackFooter(content: content), content: content)
    footer.refreshingBlock = refreshingBlock
    return footer
  }
}
#endif
