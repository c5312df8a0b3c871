#if canImport(UIKit) || os(Linux)  // the stand-in on Linux, for the tests; nothing on macOS
import RefreshKitDisplayLink

/// The refresh components of one scroll view, and the views that draw them: what
/// `scrollView.refresh` returns.
///
/// ```swift
/// tableView.refresh.header = NormalHeader { await model.reload() }
/// tableView.refresh.footer = AutoNormalFooter { await model.loadNextPage() }
/// ```
///
/// It is a view the binding inserts behind the scroll view's content, as MJRefresh adds its
/// header as a subview. It mirrors the scroll view into a `ScrollModel` (``model``): the
/// offset, size and inset and the pan recognizer's state by key-value observing, as MJRefresh
/// observes them, and the frame, safe area and window from its own layout. It writes back the
/// inset the components hold and the offsets they scroll to, and runs their animations on a
/// `CADisplayLink` that pauses while nothing animates. Attaching a component turns on bouncing
/// along its axis, and a tap on an auto footer (or a leading loader) loads, as in MJRefresh.
///
/// Set the app's inset on the scroll view as usual, even mid-refresh. The value read back holds
/// the components' shares, as MJRefresh's does, and an edit relative to it keeps MJRefresh's
/// meaning (`contentInset.top += 30`, a keyboard's `bottom += height` then `-= height`): the
/// shares stay the components', nothing drifts. A value below the shares is taken whole. For an
/// app that writes whole insets and wants a footer's space kept above its keyboard,
/// ``insetWrites`` `.whole` adds the shares on top of what it writes. `model.contentInset` is the
/// app's own inset, without the shares: the exact way either way.
///
/// The components' text follows the user's text size (Dynamic Type): the binding gives their
/// config the trait collection's `preferredContentSizeCategory` as they are attached, as the view
/// enters a window, and on the frame after UIKit posts
/// `UIContentSizeCategory.didChangeNotification` (when the views' traits have the new size); their
/// labels then draw the bold system font at the size Apple's Dynamic Type table gives their
/// text style, wrapped, and the components grow to fit, their triggers with them.
public final class RefreshHostView: UIView, RefreshComponentHosting {
  /// The scroll model the scroll view is mirrored into, which the components are attached to.
  public let model: ScrollModel

  /// The components' clock, driven by the display's frames (a `CADisplayLink`).
  public let clock: DisplayLinkClock

  /// What a value the app writes into the scroll view's `contentInset` means: relative to the
  /// value read, which holds the components' shares (`.relative`, MJRefresh's, the default), or
  /// the app's own inset as written, the shares added on top (`.whole`).
  public var insetWrites: ScrollViewMirror.InsetWrites {
    get { self.core.mirror.insetWrites }
    set { self.core.mirror.insetWrites = newValue }
  }

  private weak var scrollView: UIScrollView?
  private let driver = DisplayLinkDriver()
  private let core: RefreshHostCore<UIView>
  private var observations: [NSKeyValueObservation] = []
  private var textSizeObservation: NotificationObservation?
  /// The look at the traits due on the next frame after the text size changed.
  private var textSizeCheck: ScheduledWork?

  init(scrollView: UIScrollView) {
    self.scrollView = scrollView
    self.clock = self.driver.clock
    self.core = RefreshHostCore(
      mirror: ScrollViewMirror(
        clock: self.clock, geometry: Self.geometry(of: scrollView),
        contentOffset: scrollView.contentOffset))
    self.model = self.core.model
    super.init(frame: CGRect(origin: .zero, size: scrollView.bounds.size))
    self.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    self.driver.frameDidRun = { [unowned self] in
      self.redraw()
    }
    // What the app changes at rest (a title, a hidden label) draws on the next frame, as a
    // UIKit view's property change does.
    self.core.presentationDidChange = { [unowned self] in
      self.clock.redraw(at: self.clock.now + self.clock.frameInterval)
    }
    self.driver.start { CADisplayLink(target: $0, selector: $1) }
    self.follow(scrollView)
    let textSizeToken = NotificationCenter.default.addObserver(
      forName: UIContentSizeCategory.didChangeNotification, object: nil, queue: nil
    ) { [weak self] _ in
      // The views' traits may not have the new size yet when the notification arrives; UIKit
      // gives it to them before it lays them out and draws the next frame. Read them then:
      // this view's own traits, which a view controller may override.
      MainActor.assumeIsolated {
        guard let self else {
          return
        }
        self.textSizeCheck?.cancel()
        self.textSizeCheck = self.clock.schedule(at: self.clock.now) { [weak self] in
          self?.followTextSize()
        }
      }
    }
    self.textSizeObservation = NotificationObservation(textSizeToken)
  }

  /// Not supported: `scrollView.refresh` makes the host.
  public required init?(coder: NSCoder) {
    nil
  }

  /// Writes into `scrollView` and observes it, as MJRefresh observes its scroll view.
  private func follow(_ scrollView: UIScrollView) {
    self.core.mirror.applyContentInset = { [weak scrollView] inset in
      scrollView?.contentInset = UIEdgeInsets(inset)
    }
    self.core.mirror.applyContentOffset = { [weak scrollView] offset in
      scrollView?.contentOffset = offset
    }
    self.observations = [
      scrollView.observe(\.contentOffset) { [weak self] scrollView, _ in
        MainActor.assumeIsolated { self?.scrollViewDidScroll() }
      },
      scrollView.observe(\.contentSize) { [weak self] _, _ in
        MainActor.assumeIsolated { self?.scrollViewDidChangeGeometry() }
      },
      scrollView.observe(\.contentInset) { [weak self] _, _ in
        MainActor.assumeIsolated { self?.scrollViewDidChangeGeometry() }
      },
      scrollView.panGestureRecognizer.observe(\.state) { [weak self] _, _ in
        MainActor.assumeIsolated { self?.panDidChange() }
      },
    ]
  }

  /// Moves the host, its components and whatever they are doing (a refresh under way, its
  /// task) to `scrollView`, which takes the place of the one it is on: what SwiftUI does when it
  /// makes the scroll view behind a `List` again.
  ///
  /// The scroll view left keeps the app's inset without the components' shares. The new one
  /// is mirrored as it is found, and gets the shares at once: a header refreshing shows
  /// refreshing on it.
  ///
  /// - Parameter scrollView: The scroll view, which has no host of its own.
  package func move(to scrollView: UIScrollView) {
    guard scrollView !== self.scrollView, scrollView.existingRefreshHost == nil else {
      return
    }
    self.unfollowScrollView()
    self.scrollView = scrollView
    self.core.mirror.viewWasReplaced(
      geometry: Self.geometry(of: scrollView), contentOffset: scrollView.contentOffset)
    self.follow(scrollView)  // writes the shares and the offset into it
    self.frame = CGRect(origin: .zero, size: scrollView.bounds.size)
    scrollView.insertSubview(self, at: 0)
    for (component, _) in self.core.drawnComponents {
      self.bounce(along: component.pullAxis)
    }
    self.core.mirror.dataCountDidChange(Self.totalDataCount(of: scrollView))
    self.followVisibility()
    self.redraw()
  }

  /// Takes the host off its scroll view, which keeps the app's inset.
  ///
  /// What a SwiftUI view's refresh modifiers do when the view goes and the scroll view stays.
  /// Call it once its components are detached.
  package func leaveScrollView() {
    self.unfollowScrollView()
    self.scrollView = nil
  }

  /// Stops observing and writing the scroll view, gives it back the app's inset, and leaves it.
  private func unfollowScrollView() {
    for observation in self.observations {
      observation.invalidate()
    }
    self.observations = []
    // Nothing the components do as the host leaves (their visibility changes) reaches it.
    self.core.mirror.applyContentInset = nil
    self.core.mirror.applyContentOffset = nil
    if let scrollView = self.scrollView, case .contentInset = self.core.mirror.shareChannel {
      scrollView.contentInset = UIEdgeInsets(self.model.contentInset)
    }
    self.removeFromSuperview()
  }

  /// Whether the host has any component.
  package var hasComponents: Bool {
    !self.core.drawnComponents.isEmpty
  }

  /// The scroll view the host is on.
  package var hostScrollView: UIScrollView? {
    self.scrollView
  }

  /// How the components' shares reach the scroll view: its `contentInset` (UIKit's way), or
  /// SwiftUI's margins once SwiftUI took an inset back (``sharesTakenBack``).
  package var shareChannel: ScrollViewMirror.ShareChannel {
    get { self.core.mirror.shareChannel }
    set { self.core.mirror.shareChannel = newValue }
  }

  /// Called when SwiftUI, which owns the scroll view, wrote back a `contentInset` without a
  /// share the host wrote there.
  package var sharesTakenBack: (() -> Void)? {
    get { self.core.mirror.sharesTakenBack }
    set { self.core.mirror.sharesTakenBack = newValue }
  }

  /// The shares SwiftUI last laid the scroll view out with, under an external channel.
  package var drawnShares: EdgeInsets {
    get { self.core.mirror.drawnShares }
    set { self.core.mirror.drawnShares = newValue }
  }

  /// Gives the components' config the user's text size, from the traits of where the view is.
  private func followTextSize() {
    guard self.window != nil else {
      return  // no traits of a screen yet
    }
    let category = RefreshContentSizeCategory(self.traitCollection.preferredContentSizeCategory)
    for (component, _) in self.core.drawnComponents
    where component.config.followsSystemTextSize
      && component.config.contentSizeCategory != category
    {
      component.config.contentSizeCategory = category
    }
    self.redraw()
  }

  // MARK: - The scroll view's events

  private func scrollViewDidScroll() {
    guard let scrollView = self.scrollView else {
      return
    }
    self.core.mirror.geometryDidChange(Self.geometry(of: scrollView))
    self.core.mirror.contentOffsetDidChange(
      scrollView.contentOffset, isDecelerating: scrollView.isDecelerating)
    self.redraw()
  }

  private func scrollViewDidChangeGeometry() {
    guard let scrollView = self.scrollView else {
      return
    }
    self.core.mirror.geometryDidChange(Self.geometry(of: scrollView))
    self.core.mirror.dataCountDidChange(Self.totalDataCount(of: scrollView))
    self.redraw()
  }

  private func panDidChange() {
    guard let scrollView = self.scrollView else {
      return
    }
    self.core.mirror.panStateDidChange(PanState(scrollView.panGestureRecognizer.state))
    self.redraw()
  }

  /// Takes a touch only on a component that loads on a tap (an auto footer or a leading loader,
  /// shown and enabled); everywhere else touches go through to the content.
  ///
  /// - Parameters:
  ///   - point: The point, in the host's coordinates (the content's).
  ///   - event: The event.
  /// - Returns: The component's view under `point`, or `nil`.
  public override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
    for (component, view) in self.core.drawnComponents {
      let drawn =
        view as? RefreshComponentView
        ?? (view as? any RefreshComponentViewContaining)?.componentView
      guard let drawn, drawn.tapHandler != nil,
        (component as? AutoLoader)?.isShown == true, component.isEnabled, !view.isHidden,
        view.alpha >= 0.01,
        view.frame.contains(point)
      else {
        continue
      }
      return drawn
    }
    return nil
  }

  /// Follows the scroll view's size: it resizes the host with it (a rotation).
  public override func layoutSubviews() {
    super.layoutSubviews()
    self.scrollViewDidChangeGeometry()
  }

  /// Follows the safe area.
  public override func safeAreaInsetsDidChange() {
    super.safeAreaInsetsDidChange()
    self.scrollViewDidChangeGeometry()
  }

  /// Follows the window: a scroll view off screen starts no refresh until it is shown.
  public override func didMoveToWindow() {
    super.didMoveToWindow()
    self.followVisibility()
    self.followTextSize()
  }

  /// Whether this list's tab shows, asked of a ``NestedScrollHost``'s coordinator.
  ///
  /// A list in a window whose tab does not show is not visible either; the coordinator tells
  /// the model itself when the tab changes.
  var isSelectedPage: () -> Bool = { true }

  private func followVisibility() {
    self.core.mirror.visibilityDidChange(self.window != nil && self.isSelectedPage())
  }

  /// Where the model may go when the scroll view moves by itself (`ScrollViewMirror`'s rule).
  var constrainOffset: ((CGPoint) -> CGPoint)? {
    get { self.core.mirror.constrainOffset }
    set { self.core.mirror.constrainOffset = newValue }
  }

  private static func geometry(of scrollView: UIScrollView) -> HostScrollGeometry {
    HostScrollGeometry(
      frame: scrollView.frame, contentSize: scrollView.contentSize,
      contentInset: EdgeInsets(scrollView.contentInset),
      adjustedContentInset: EdgeInsets(scrollView.adjustedContentInset))
  }

  /// The rows of a table view or the items of a collection view, in every section; 0 for
  /// another scroll view: MJRefresh's `mj_totalDataCount`.
  ///
  /// - Parameter scrollView: The scroll view.
  /// - Returns: The count.
  package static func totalDataCount(of scrollView: UIScrollView) -> Int {
    if let table = scrollView as? UITableView {
      return (0..<table.numberOfSections).reduce(0) { $0 + table.numberOfRows(inSection: $1) }
    }
    if let collection = scrollView as? UICollectionView {
      return (0..<collection.numberOfSections).reduce(0) {
        $0 + collection.numberOfItems(inSection: $1)
      }
    }
    return 0
  }

  // MARK: - Components and their views

  /// Puts `component` in `slot` in place of the one there, with a UIKit view that draws it
  /// behind the rows.
  ///
  /// - Parameters:
  ///   - component: The component, or `nil` to empty the slot.
  ///   - slot: `\.header`, `\.footer`, `\.trailer` or `\.leadingLoader`.
  public func setComponent<Component: RefreshComponent>(
    _ component: Component?, in slot: ReferenceWritableKeyPath<ScrollModel, Component?>
  ) {
    self.core.replace(
      component, in: slot, removing: { $0.removeFromSuperview() }, adding: self.addView)
    self.followTextSize()
    self.redraw()
  }

  /// The app's view of the header's second floor (`RefreshHeader.secondFloor`), or
  /// `nil`: drawn behind the components at the header's `secondFloorFrame`, above the content,
  /// and hidden while none of the floor shows.
  ///
  /// ```swift
  /// tableView.refresh.header?.secondFloor = SecondFloor()
  /// tableView.refresh.secondFloorView = PromotionView()
  /// ```
  public var secondFloorView: UIView? {
    didSet {
      oldValue?.removeFromSuperview()
      if let view = self.secondFloorView {
        self.insertSubview(view, at: 0)
      }
      self.core.secondFloorView = self.secondFloorView
      self.redraw()
    }
  }

  /// Prepares `component` for UIKit and adds the view that draws it.
  private func addView(for component: RefreshComponent) -> UIView {
    self.core.prepare(component, textMeasurer: UIFontTextMeasurer()) { text in
      UIAccessibility.post(notification: .announcement, argument: text)
    }
    self.bounce(along: component.pullAxis)
    let view: UIView
    if let given = self.givenView {
      self.givenView = nil
      view = given
    } else if let provided = (component as? any UIKitRefreshViewProviding)?.makeRefreshView() {
      view = provided
    } else {
      view = RefreshComponentView(drawing: component)
    }
    self.addSubview(view)
    return view
  }

  /// The view ``setComponent(_:in:drawnBy:)`` gives the next component added.
  private var givenView: UIView?

  /// Puts `component` in `slot`, drawn by `view` rather than by a view the host makes: a
  /// view that draws render plans (`RenderPlanDrawing`) or one the host places.
  ///
  /// What a front on the binding does whose component is a view of its own (the Objective-C
  /// face's components are `UIView`s, as MJRefresh's are). Putting the component already in
  /// `slot` again changes nothing.
  ///
  /// - Parameters:
  ///   - component: The component.
  ///   - slot: `\.header`, `\.footer`, `\.trailer` or `\.leadingLoader`.
  ///   - view: The view that draws it.
  package func setComponent<Component: RefreshComponent>(
    _ component: Component, in slot: ReferenceWritableKeyPath<ScrollModel, Component?>,
    drawnBy view: UIView
  ) {
    guard self.model[keyPath: slot] !== component else {
      return
    }
    self.givenView = view
    defer { self.givenView = nil }
    self.setComponent(component, in: slot)
  }

  /// The view that draws `component`, or `nil` when it is not one of this host's.
  ///
  /// - Parameter component: The component.
  /// - Returns: Its view.
  package func view(drawing component: RefreshComponent) -> UIView? {
    self.core.drawnComponents.first { $0.component === component }?.view
  }

  /// Bounces the scroll view along `axis`, so that short content can be pulled, as MJRefresh
  /// sets it on the scroll view.
  private func bounce(along axis: ScrollAxis) {
    switch axis {
    case .horizontal: self.scrollView?.alwaysBounceHorizontal = true
    case .vertical: self.scrollView?.alwaysBounceVertical = true
    }
  }

  /// Begins a refresh for VoiceOver's three-finger scroll, at the edge it scrolls toward: the
  /// header (or, without one, the leading loader) for `.up` at the top, the footer for `.down`
  /// at the end, the trailer for `.right` at the trailing end (`.left` right to left).
  ///
  /// It overrides NSObject's `accessibilityScroll(_:)` (UIAccessibility.h, the
  /// `UIAccessibilityAction` informal protocol), so VoiceOver reaches it when this view is in the
  /// way; `false` sends the scroll on to a view higher in the hierarchy, as UIKit does. The
  /// scroll view itself is above this view: call it from your scroll view's
  /// `accessibilityScroll(_:)` and fall back to `super` when it returns `false`:
  ///
  /// ```swift
  /// override func accessibilityScroll(_ direction: UIAccessibilityScrollDirection) -> Bool {
  ///   self.refresh.accessibilityScroll(direction) || super.accessibilityScroll(direction)
  /// }
  /// ```
  ///
  /// - Parameter direction: The direction VoiceOver asks for.
  /// - Returns: Whether a refresh began.
  public override func accessibilityScroll(_ direction: UIAccessibilityScrollDirection) -> Bool {
    // Nonisolated in SDKs before iOS 18 (UIAccessibility.h without NS_SWIFT_UI_ACTOR); UIKit
    // calls it on the main thread.
    MainActor.assumeIsolated {
      let component: RefreshComponent? =
        switch direction {
        case .up: self.model.header ?? self.model.leadingLoader
        case .down: self.model.footer
        case .right: self.model.trailer.flatMap { $0.isRightToLeft ? nil : $0 }
        case .left: self.model.trailer.flatMap { $0.isRightToLeft ? $0 : nil }
        default: nil
        }
      return component?.accessibilityRefresh() ?? false
    }
  }

  /// Answers VoiceOver's escape gesture (a two-finger Z): an opening or open floor closes.
  ///
  /// It comes from the second floor's view, a component's, or this view; elsewhere the escape
  /// goes on to the views around, as UIKit asks of "an element or containing view"
  /// (UIAccessibility.h).
  ///
  /// - Returns: Whether the floor closes.
  public override func accessibilityPerformEscape() -> Bool {
    // Nonisolated before iOS 18, as `accessibilityScroll(_:)`.
    MainActor.assumeIsolated { self.model.header?.accessibilityEscape() ?? false }
  }

  /// Draws every component as it is now, and asks the clock to wake for the next change that
  /// happens by itself: a GIF's next frame, or the end of UIKit's deceleration.
  func redraw() {
    let now = self.clock.now
    var next = self.core.redraw(at: now) { view, placement in
      view.frame = placement.frame
      view.alpha = placement.alpha
      view.isHidden = placement.isHidden
    }
    if self.model.isDecelerating, let scrollView = self.scrollView {
      // UIKit tells only its delegate when a deceleration ends, after the last offset it
      // reports (UIScrollView.h, scrollViewDidEndDecelerating:): look again next frame.
      if scrollView.isDecelerating {
        next = min(next ?? .infinity, now + self.clock.frameInterval)
      } else {
        self.model.isDecelerating = false
      }
    }
    if self.core.hasUndrawnChanges {
      next = min(next ?? .infinity, now + self.clock.frameInterval)
    }
    self.clock.redraw(at: next)
  }
}

extension UIScrollView {
  /// The refresh components of this scroll view: MJRefresh's `mj_header`, `mj_footer` and
  /// `mj_trailer`, on any scroll view, table view or collection view.
  ///
  /// ```swift
  /// tableView.refresh.header = NormalHeader { await model.reload() }
  /// ```
  ///
  /// The first use inserts a ``RefreshHostView`` behind the content; later uses return it.
  public var refresh: RefreshHostView {
    if let host = self.existingRefreshHost {
      return host
    }
    let host = RefreshHostView(scrollView: self)
    self.insertSubview(host, at: 0)
    return host
  }

  /// The host ``refresh`` made, or `nil` before its first use.
  package var existingRefreshHost: RefreshHostView? {
    self.subviews.lazy.compactMap { $0 as? RefreshHostView }.first
  }
}
#endif
