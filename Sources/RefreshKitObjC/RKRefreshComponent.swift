#if canImport(UIKit) || os(Linux)  // the stand-in on Linux, for the tests; nothing on macOS

/// MJRefresh's `MJRefreshComponent` for Objective-C: a `UIView` that drives one of the engine's
/// components and draws it where the UIKit binding places it.
///
/// The face adds no behaviour: every call goes to ``component``, the engine's component, and the
/// UIKit binding draws it in this view. What the face adds is MJRefresh's spelling: its names,
/// `RKRefreshState` for `MJRefreshState`, target and action beside the block, and `hidden` and
/// `alpha` that hide and fade the component as `self.tableView.rk_footer.hidden = YES` does in
/// MJRefresh.
///
/// ```objc
/// self.tableView.rk_header = [RKRefreshNormalHeader headerWithRefreshingBlock:^{
///     [weakSelf loadNewData];
/// }];
/// ```
///
/// Objective-C cannot subclass a Swift class; a component of your own is a view adopting
/// `RKRefreshContent`, given to `+[RKRefreshHeader headerWithContent:refreshingBlock:]` or a
/// footer's.
#if canImport(ObjectiveC)
@objc(RKRefreshComponent) @objcMembers
#endif
public class RKRefreshComponent: UIView, RenderPlanDrawing, RefreshComponentViewContaining {
  /// The engine's component this view drives and draws.
  public let component: RefreshComponent

  /// The view inside this one that draws a built-in component's labels, arrow, spinner and
  /// frames; `nil` for a component of the app's content view.
  package let componentView: RefreshComponentView?

  /// The app's view, inside this one, that draws a component made with a content view.
  let contentView: UIView?

  /// The engine's component a face of this class drives: each class names its own.
  class func makeComponent() -> RefreshComponent {
    RefreshComponent()
  }

  /// A component of this class, at rest, detached: what `[RKRefreshNormalHeader new]` makes
  /// (`init` calls it with a zero frame).
  ///
  /// The frame is the component's to set: it takes its height and place from the scroll view
  /// it is attached to, as MJRefresh's components do.
  ///
  /// - Parameter frame: Ignored until the component lays itself out.
  public required override init(frame: CGRect) {
    let component = Self.makeComponent()
    self.component = component
    self.componentView = RefreshComponentView(drawing: component)
    self.contentView = nil
    super.init(frame: frame)
    self.setUp()
  }

  /// A face drawn by the app's `content` view, driving `component`.
  ///
  /// - Parameters:
  ///   - component: The engine's component, which calls the content's hooks.
  ///   - content: The app's view.
  init(component: RefreshComponent, content: UIView) {
    self.component = component
    self.componentView = nil
    self.contentView = content
    super.init(frame: .zero)
    self.setUp()
  }

  /// Not supported: a component is made in code, as MJRefresh's are.
  ///
  /// - Parameter coder: Not read.
  public required init?(coder: NSCoder) {
    nil
  }

  private func setUp() {
    if let drawing = self.componentView ?? self.contentView {
      self.addSubview(drawing)
    }
    self.component.refreshingAction = { [weak self] in
      self?.executeRefreshingCallback()
    }
  }

  /// The component as `Engine`: the type the face's class made it.
  func engine<Engine>(_ type: Engine.Type) -> Engine {
    guard let engine = self.component as? Engine else {
      preconditionFailure("\(Swift.type(of: self)) drives a \(Swift.type(of: self.component))")
    }
    return engine
  }

  // MARK: - Callbacks

  /// Runs when a refresh starts: MJRefresh's `refreshingBlock`.
  public var refreshingBlock: (() -> Void)?

  /// The object sent ``refreshingAction`` when a refresh starts, weakly held: MJRefresh's
  /// `refreshingTarget`.
  public weak var refreshingTarget: AnyObject?

  /// The method sent to ``refreshingTarget``, with the component as its argument if it takes
  /// one: MJRefresh's `refreshingAction`.
  public var refreshingAction: Selector?

  /// Sets ``refreshingTarget`` and ``refreshingAction``: MJRefresh's
  /// `setRefreshingTarget:refreshingAction:`.
  ///
  /// - Parameters:
  ///   - target: The object, weakly held.
  ///   - action: The method to send it.
  public func setRefreshingTarget(_ target: AnyObject?, refreshingAction action: Selector?) {
    self.refreshingTarget = target
    self.refreshingAction = action
  }

  /// MJRefresh's `executeRefreshingCallback`, which the engine calls once per refresh: the
  /// block, then the action if the target answers it (the begin completion follows, run by the
  /// engine).
  private func executeRefreshingCallback() {
    self.refreshingBlock?()
    if let target = self.refreshingTarget as? NSObject, let action = self.refreshingAction,
      target.responds(to: action)
    {
      target.perform(action, with: self)
    }
  }

  /// Runs right after the refreshing block and action of every refresh: MJRefresh's
  /// `beginRefreshingCompletionBlock`.
  public var beginRefreshingCompletionBlock: (() -> Void)? {
    didSet {
      self.component.beginRefreshingCompletion = Self.mainActor(self.beginRefreshingCompletionBlock)
    }
  }

  /// Runs as the end animation starts: MJRefresh's `endRefreshingAnimationBeginAction`.
  public var endRefreshingAnimationBeginAction: (() -> Void)? {
    didSet {
      self.component.endRefreshingAnimationBeginAction = Self.mainActor(
        self.endRefreshingAnimationBeginAction)
    }
  }

  /// Runs when a refresh has ended and its animation finished: MJRefresh's
  /// `endRefreshingCompletionBlock`.
  public var endRefreshingCompletionBlock: (() -> Void)? {
    didSet {
      self.component.endRefreshingCompletion = Self.mainActor(self.endRefreshingCompletionBlock)
    }
  }

  /// `block`, called on the main actor, where the face and its blocks live.
  private static func mainActor(_ block: (() -> Void)?) -> (@MainActor () -> Void)? {
    guard let block else {
      return nil
    }
    return { block() }
  }

  // MARK: - Beginning and ending

  /// Starts a refresh, as a pull and release would: MJRefresh's `beginRefreshing`.
  ///
  /// Before the component is on screen it waits in `RKRefreshStateWillRefresh` and starts once
  /// it shows. Refused while refreshing or with no more data, reported to `Diagnostics`.
  public func beginRefreshing() {
    self.component.beginRefreshing()
  }

  /// Sets ``beginRefreshingCompletionBlock`` to `completionBlock`, for this refresh and the
  /// next ones, then begins: MJRefresh's `beginRefreshingWithCompletionBlock:`.
  ///
  /// - Parameter completionBlock: Runs right after the refreshing block.
  public func beginRefreshing(withCompletionBlock completionBlock: @escaping () -> Void) {
    self.beginRefreshingCompletionBlock = completionBlock
    self.beginRefreshing()
  }

  /// Ends the refresh; the component goes back to rest, animated: MJRefresh's `endRefreshing`.
  public func endRefreshing() {
    self.component.endRefreshing()
  }

  /// Sets ``endRefreshingCompletionBlock`` to `completionBlock`, for this refresh and the next
  /// ones, then ends: MJRefresh's `endRefreshingWithCompletionBlock:`.
  ///
  /// - Parameter completionBlock: Runs when the end animation has finished.
  public func endRefreshing(withCompletionBlock completionBlock: @escaping () -> Void) {
    self.endRefreshingCompletionBlock = completionBlock
    self.endRefreshing()
  }

  /// Whether a refresh is under way or waiting to start: MJRefresh's `isRefreshing`.
  public var isRefreshing: Bool {
    self.component.isRefreshing
  }

  /// The state, which only the component changes: MJRefresh's `state`, read-only here (begin,
  /// end and the no-more-data calls change it).
  public var state: RKRefreshState {
    RKRefreshState(self.component.state)
  }

  /// How far the user pulled, as a fraction of the trigger: MJRefresh's `pullingPercent`.
  public var pullingPercent: CGFloat {
    self.component.pullingPercent
  }

  // MARK: - Settings

  /// Whether the component fades with the pull while not refreshing: MJRefresh's
  /// `automaticallyChangeAlpha`, off by default.
  public var automaticallyChangeAlpha: Bool {
    get { self.component.automaticallyChangeAlpha }
    set { self.component.automaticallyChangeAlpha = newValue }
  }

  /// The length of the begin animation: MJRefresh's `fastAnimationDuration`, 0.25 s.
  public var fastAnimationDuration: TimeInterval {
    get { self.component.fastAnimationDuration }
    set { self.component.fastAnimationDuration = newValue }
  }

  /// The length of the end animation: MJRefresh's `slowAnimationDuration`, 0.4 s.
  public var slowAnimationDuration: TimeInterval {
    get { self.component.slowAnimationDuration }
    set { self.component.slowAnimationDuration = newValue }
  }

  /// The scroll view the component is on, or `nil`: MJRefresh's `scrollView`.
  public var scrollView: UIScrollView? {
    (self.superview as? RefreshHostView)?.hostScrollView
  }

  /// The scroll view's inset without the components' shares: MJRefresh's
  /// `scrollViewOriginalInset`.
  public var scrollViewOriginalInset: UIEdgeInsets {
    UIEdgeInsets(self.component.scrollViewOriginalInset)
  }

  // MARK: - Chaining

  /// Sets both animation durations to zero: MJRefresh's `setAnimationDisabled`.
  ///
  /// - Returns: The component, for chaining.
  @discardableResult
  public func setAnimationDisabled() -> Self {
    self.component.setAnimationDisabled()
    return self
  }

  /// Sets ``automaticallyChangeAlpha``: MJRefresh's `autoChangeTransparency:`.
  ///
  /// - Parameter isAutomatic: Whether the component fades with the pull.
  /// - Returns: The component, for chaining.
  @discardableResult
  public func autoChangeTransparency(_ isAutomatic: Bool) -> Self {
    self.automaticallyChangeAlpha = isAutomatic
    return self
  }

  /// Sets ``beginRefreshingCompletionBlock``: MJRefresh's `afterBeginningAction:`.
  ///
  /// - Parameter action: Runs right after the refreshing block, at every refresh.
  /// - Returns: The component, for chaining.
  @discardableResult
  public func afterBeginningAction(_ action: @escaping () -> Void) -> Self {
    self.beginRefreshingCompletionBlock = action
    return self
  }

  /// Sets ``endRefreshingAnimationBeginAction``: MJRefresh's `endingAnimationBeginningAction:`.
  ///
  /// - Parameter action: Runs as the end animation starts.
  /// - Returns: The component, for chaining.
  @discardableResult
  public func endingAnimationBeginningAction(_ action: @escaping () -> Void) -> Self {
    self.endRefreshingAnimationBeginAction = action
    return self
  }

  /// Sets ``endRefreshingCompletionBlock``: MJRefresh's `afterEndingAction:`.
  ///
  /// - Parameter action: Runs when the end animation has finished.
  /// - Returns: The component, for chaining.
  @discardableResult
  public func afterEndingAction(_ action: @escaping () -> Void) -> Self {
    self.endRefreshingCompletionBlock = action
    return self
  }

  /// Puts the component on `scrollView` in its class's place: MJRefresh's `linkTo:`.
  ///
  /// The place is `rk_header`, `rk_footer` or `rk_trailer`. The base component has none and
  /// does nothing, as MJRefresh's.
  ///
  /// - Parameter scrollView: The scroll view.
  /// - Returns: The component, for chaining.
  @discardableResult
  public func link(to scrollView: UIScrollView) -> Self {
    self
  }

  // MARK: - Visibility

  /// Whether the component is hidden: the engine's, which the view shows.
  ///
  /// Hiding a footer gives back its space and ends its refresh, as MJRefresh's `hidden` does.
  public override var isHidden: Bool {
    get { self.component.isHidden }
    set { self.component.isHidden = newValue }
  }

  /// The component's opacity: the engine's, which the view shows.
  ///
  /// Setting it stops a fade under way.
  public override var alpha: CGFloat {
    get { self.component.alpha }
    set { self.component.alpha = newValue }
  }

  // MARK: - Drawing

  /// Draws `plan`: this view takes the component's frame, opacity and visibility, and the
  /// view inside draws the rest at the same size.
  ///
  /// - Parameters:
  ///   - plan: The component's plan now.
  ///   - old: The plan drawn before, or `nil` to write everything.
  public func apply(_ plan: RenderPlan, since old: RenderPlan?) {
    if plan.frame != old?.frame {
      self.frame = plan.frame
      self.contentView?.frame = CGRect(origin: .zero, size: plan.frame.size)
    }
    if plan.alpha != old?.alpha {
      super.alpha = plan.alpha
    }
    if plan.isHidden != old?.isHidden {
      super.isHidden = plan.isHidden
    }
    self.componentView?.apply(Self.inside(plan), since: old.map(Self.inside))
  }

  /// `plan` for the view inside: at this view's origin, opaque and shown, since this view
  /// takes the frame, opacity and visibility.
  private static func inside(_ plan: RenderPlan) -> RenderPlan {
    var inside = plan
    inside.frame.origin = .zero
    inside.alpha = 1
    inside.isHidden = false
    return inside
  }
}
#endif
