#if canImport(UIKit) || os(Linux)  // the stand-in on Linux, for the tests; nothing on macOS

#if canImport(ObjectiveC)
/// A view that draws a component of the app's own, for Objective-C: MJRefresh's DIY
/// component, which Objective-C makes as a view since it cannot subclass a Swift class.
///
/// Its methods are MJRefresh's hooks, with their selectors, all optional; the component calls
/// them as MJRefresh calls a DIY component's: `prepare` as it is made (set the view's height
/// there: it becomes the component's), then `setState:` with `RKRefreshStateIdle`;
/// `placeSubviews` when it lays out, with the view at the component's size; the three
/// `scrollView…DidChange:` with the change of the scroll view (`new` and `old` values, as key-value
/// observing gives them); `setState:` after each change of state and `setPullingPercent:` after
/// each change of the pull. `setState:` tells of a change; it does not set the state, which only
/// the component's state machine changes. Give the view to
/// `+[RKRefreshHeader headerWithContent:refreshingBlock:]`,
/// `+[RKRefreshAutoFooter footerWithContent:refreshingBlock:]` or
/// `+[RKRefreshBackFooter footerWithContent:refreshingBlock:]`.
@objc(RKRefreshContent)
@MainActor
public protocol RKRefreshContent: NSObjectProtocol {
  /// Sets the view up: add subviews, set the height. MJRefresh's `prepare`.
  @objc optional func prepare()
  /// Lays the subviews out in the view's bounds, the component's size. MJRefresh's
  /// `placeSubviews`.
  @objc optional func placeSubviews()
  /// The scroll view scrolled. MJRefresh's `scrollViewContentOffsetDidChange:`.
  ///
  /// - Parameter change: `new` and `old`, `NSValue`s of `CGPoint`.
  @objc optional func scrollViewContentOffsetDidChange(_ change: NSDictionary)
  /// The content's size changed. MJRefresh's `scrollViewContentSizeDidChange:`.
  ///
  /// - Parameter change: `new` and `old`, `NSValue`s of `CGSize`.
  @objc optional func scrollViewContentSizeDidChange(_ change: NSDictionary)
  /// The pan gesture's state changed. MJRefresh's `scrollViewPanStateDidChange:`.
  ///
  /// - Parameter change: `new` and `old`, `NSNumber`s of `UIGestureRecognizerState`.
  @objc optional func scrollViewPanStateDidChange(_ change: NSDictionary)
  /// The component's state changed. MJRefresh's `setState:`, told, not asked.
  ///
  /// - Parameter state: The new state.
  @objc optional func setState(_ state: RKRefreshState)
  /// The pull changed. MJRefresh's `setPullingPercent:`.
  ///
  /// - Parameter pullingPercent: The pull, as a fraction of the trigger.
  @objc optional func setPullingPercent(_ pullingPercent: CGFloat)
}
#else
/// A view that draws a component of the app's own: on Linux, where there is no Objective-C,
/// the same hooks with empty defaults (an Apple platform's are optional methods).
@MainActor
public protocol RKRefreshContent: AnyObject {
  /// Sets the view up: add subviews, set the height.
  func prepare()
  /// Lays the subviews out in the view's bounds, the component's size.
  func placeSubviews()
  /// The scroll view scrolled.
  ///
  /// - Parameter change: `new` and `old`, `NSValue`s of `CGPoint`.
  func scrollViewContentOffsetDidChange(_ change: NSDictionary)
  /// The content's size changed.
  ///
  /// - Parameter change: `new` and `old`, `NSValue`s of `CGSize`.
  func scrollViewContentSizeDidChange(_ change: NSDictionary)
  /// The pan gesture's state changed.
  ///
  /// - Parameter change: `new` and `old`, `NSNumber`s of `UIGestureRecognizerState`.
  func scrollViewPanStateDidChange(_ change: NSDictionary)
  /// The component's state changed.
  ///
  /// - Parameter state: The new state.
  func setState(_ state: RKRefreshState)
  /// The pull changed.
  ///
  /// - Parameter pullingPercent: The pull, as a fraction of the trigger.
  func setPullingPercent(_ pullingPercent: CGFloat)
}

extension RKRefreshContent {
  /// Does nothing.
  public func prepare() {}
  /// Does nothing.
  public func placeSubviews() {}
  /// Does nothing.
  ///
  /// - Parameter change: Not read.
  public func scrollViewContentOffsetDidChange(_ change: NSDictionary) {}
  /// Does nothing.
  ///
  /// - Parameter change: Not read.
  public func scrollViewContentSizeDidChange(_ change: NSDictionary) {}
  /// Does nothing.
  ///
  /// - Parameter change: Not read.
  public func scrollViewPanStateDidChange(_ change: NSDictionary) {}
  /// Does nothing.
  ///
  /// - Parameter state: Not read.
  public func setState(_ state: RKRefreshState) {}
  /// Does nothing.
  ///
  /// - Parameter pullingPercent: Not read.
  public func setPullingPercent(_ pullingPercent: CGFloat) {}
}
#endif
#endif
