#if canImport(UIKit) || os(Linux)  // the stand-in on Linux, for the tests; nothing on macOS

/// MJRefresh's `MJRefreshFooter` for Objective-C: the type `rk_footer` holds.
///
/// The load-more footer. Use an auto footer (`RKRefreshAutoNormalFooter`) or a back footer
/// (`RKRefreshBackNormalFooter`).
#if canImport(ObjectiveC)
@objc(RKRefreshFooter) @objcMembers
#endif
public class RKRefreshFooter: RKRefreshComponent {
  override class func makeComponent() -> RefreshComponent {
    RefreshFooter()
  }

  /// The engine's footer.
  var footer: RefreshFooter {
    self.engine(RefreshFooter.self)
  }

  /// A footer that runs `refreshingBlock` when it loads: MJRefresh's
  /// `footerWithRefreshingBlock:`.
  ///
  /// - Parameter refreshingBlock: Runs when it loads.
  /// - Returns: The footer.
  public class func footer(withRefreshingBlock refreshingBlock: @escaping () -> Void) -> Self {
    let footer = self.init(frame: .zero)
    footer.refreshingBlock = refreshingBlock
    return footer
  }

  /// A footer that sends `action` to `target` when it loads: MJRefresh's
  /// `footerWithRefreshingTarget:refreshingAction:`.
  ///
  /// - Parameters:
  ///   - target: The object, weakly held.
  ///   - action: The method to send it.
  /// - Returns: The footer.
  public class func footer(
    withRefreshingTarget target: AnyObject, refreshingAction action: Selector
  )
    -> Self
  {
    let footer = self.init(frame: .zero)
    footer.setRefreshingTarget(target, refreshingAction: action)
    return footer
  }

  /// Ends the load and shows that everything is loaded, until ``resetNoMoreData()``:
  /// MJRefresh's `endRefreshingWithNoMoreData`.
  public func endRefreshingWithNoMoreData() {
    self.component.endRefreshingWithNoMoreData()
  }

  /// Leaves the no-more-data state, so that the footer loads again: MJRefresh's
  /// `resetNoMoreData`.
  public func resetNoMoreData() {
    self.component.resetNoMoreData()
  }

  /// Extra space between the content's end and the footer, for an inset the footer should not
  /// sit on: MJRefresh's `ignoredScrollViewContentInsetBottom`, 0.
  public var ignoredScrollViewContentInsetBottom: CGFloat {
    get { self.footer.ignoredScrollViewContentInsetBottom }
    set { self.footer.ignoredScrollViewContentInsetBottom = newValue }
  }

  /// Puts the footer on `scrollView` as its `rk_footer`: MJRefresh's `linkTo:`.
  ///
  /// - Parameter scrollView: The scroll view.
  /// - Returns: The footer, for chaining.
  @discardableResult
  public override func link(to scrollView: UIScrollView) -> Self {
    scrollView.rkFooter = self
    return self
  }
}
#endif
