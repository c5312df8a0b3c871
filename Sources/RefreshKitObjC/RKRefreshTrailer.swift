#if canImport(UIKit) || os(Linux)  // the stand-in on Linux, for the tests; nothing on macOS

/// MJRefresh's `MJRefreshTrailer` for Objective-C: the type `rk_trailer` holds.
///
/// The component pulled in past a horizontal scroll view's trailing end. It draws nothing; use
/// `RKRefreshNormalTrailer`.
#if canImport(ObjectiveC)
@objc(RKRefreshTrailer) @objcMembers
#endif
public class RKRefreshTrailer: RKRefreshComponent {
  override class func makeComponent() -> RefreshComponent {
    RefreshTrailer()
  }

  /// A trailer that runs `refreshingBlock` when a refresh starts: MJRefresh's
  /// `trailerWithRefreshingBlock:`.
  ///
  /// - Parameter refreshingBlock: Runs when a refresh starts.
  /// - Returns: The trailer.
  public class func trailer(withRefreshingBlock refreshingBlock: @escaping () -> Void) -> Self {
    let trailer = self.init(frame: .zero)
    trailer.refreshingBlock = refreshingBlock
    return trailer
  }

  /// A trailer that sends `action` to `target` when a refresh starts: MJRefresh's
  /// `trailerWithRefreshingTarget:refreshingAction:`.
  ///
  /// - Parameters:
  ///   - target: The object, weakly held.
  ///   - action: The method to send it.
  /// - Returns: The trailer.
  public class func trailer(
    withRefreshingTarget target: AnyObject, refreshingAction action: Selector
  ) -> Self {
    let trailer = self.init(frame: .zero)
    trailer.setRefreshingTarget(target, refreshingAction: action)
    return trailer
  }

  /// Extra space between the content's trailing end and the trailer: MJRefresh's
  /// `ignoredScrollViewContentInsetRight`, 0.
  public var ignoredScrollViewContentInsetRight: CGFloat {
    get { self.engine(RefreshTrailer.self).ignoredScrollViewContentInsetRight }
    set { self.engine(RefreshTrailer.self).ignoredScrollViewContentInsetRight = newValue }
  }

  /// Puts the trailer on `scrollView` as its `rk_trailer`: MJRefresh's `linkTo:`.
  ///
  /// - Parameter scrollView: The scroll view.
  /// - Returns: The trailer, for chaining.
  @discardableResult
  public override func link(to scrollView: UIScrollView) -> Self {
    scrollView.rkTrailer = self
    return self
  }
}
#endif
