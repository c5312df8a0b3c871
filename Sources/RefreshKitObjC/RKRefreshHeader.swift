#if canImport(UIKit) || os(Linux)  // the stand-in on Linux, for the tests; nothing on macOS

/// MJRefresh's `MJRefreshHeader` for Objective-C: the type `rk_header` holds.
///
/// The pull-down header. It draws nothing; a header of your own is a view adopting
/// `RKRefreshContent`.
///
/// ```objc
/// self.tableView.rk_header = [RKRefreshHeader headerWithContent:[[MyHeaderView alloc] init]
///                                               refreshingBlock:^{ [weakSelf loadNewData]; }];
/// ```
#if canImport(ObjectiveC)
@objc(RKRefreshHeader) @objcMembers
#endif
public class RKRefreshHeader: RKRefreshComponent {
  override class func makeComponent() -> RefreshComponent {
    RefreshHeader()
  }

  /// The engine's header.
  var header: RefreshHeader {
    self.engine(RefreshHeader.self)
  }

  /// A header that runs `refreshingBlock` when a refresh starts: MJRefresh's
  /// `headerWithRefreshingBlock:`.
  ///
  /// - Parameter refreshingBlock: Runs when a refresh starts.
  /// - Returns: The header.
  public class func header(withRefreshingBlock refreshingBlock: @escaping () -> Void) -> Self {
    let header = self.init(frame: .zero)
    header.refreshingBlock = refreshingBlock
    return header
  }

  /// A header that sends `action` to `target` when a refresh starts: MJRefresh's
  /// `headerWithRefreshingTarget:refreshingAction:`.
  ///
  /// - Parameters:
  ///   - target: The object, weakly held.
  ///   - action: The method to send it.
  /// - Returns: The header.
  public class func header(
    withRefreshingTarget target: AnyObject, refreshingAction action: Selector
  )
    -> Self
  {
    let header = self.init(frame: .zero)
    header.setRefreshingTarget(target, refreshingAction: action)
    return header
  }

  /// A header drawn by `content`, which the header tells of its hooks (`RKRefreshContent`) and
  /// whose height it takes once `prepare` has run: MJRefresh's DIY header, as a view.
  ///
  /// - Parameters:
  ///   - content: The app's view.
  ///   - refreshingBlock: Runs when a refresh starts.
  /// - Returns: The header.
  public class func header(
    withContent content: any UIView & RKRefreshContent, refreshingBlock: @escaping () -> Void
  ) -> RKRefreshHeader {
    let header = RKRefreshHeader(component: ContentHeader(content: content), content: content)
    header.refreshingBlock = refreshingBlock
    return header
  }

  /// Extra space between the header and the content's top, for an inset the header should not
  /// sit under: MJRefresh's `ignoredScrollViewContentInsetTop`, 0.
  public var ignoredScrollViewContentInsetTop: CGFloat {
    get { self.header.ignoredScrollViewContentInsetTop }
    set { self.header.ignoredScrollViewContentInsetTop = newValue }
  }

  /// The key the last refresh's time is stored under: MJRefresh's `lastUpdatedTimeKey`,
  /// `MJRefreshHeaderLastUpdatedTimeKey`, so that an app keeps the time MJRefresh stored.
  public var lastUpdatedTimeKey: String {
    get { self.header.lastUpdatedTimeKey }
    set { self.header.lastUpdatedTimeKey = newValue }
  }

  /// When the last refresh ended, or `nil`: MJRefresh's `lastUpdatedTime`.
  public var lastUpdatedTime: Date? {
    self.header.lastUpdatedTime
  }

  /// Accepted and without effect: MJRefresh's `isCollectionViewAnimationBug` switches its inset
  /// animation to a layer animation for a collection view whose header views jumped; the
  /// engine animates the inset itself, frame by frame, on every scroll view.
  public var isCollectionViewAnimationBug = false

  /// Puts the header on `scrollView` as its `rk_header`: MJRefresh's `linkTo:`.
  ///
  /// - Parameter scrollView: The scroll view.
  /// - Returns: The header, for chaining.
  @discardableResult
  public override func link(to scrollView: UIScrollView) -> Self {
    scrollView.rkHeader = self
    return self
  }
}
#endif
