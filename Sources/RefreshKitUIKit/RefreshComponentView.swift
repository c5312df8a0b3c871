#if canImport(UIKit) || os(Linux)  // the stand-in on Linux, for the tests; nothing on macOS

/// A view that draws one component with UIKit views, from its `RenderPlan`: a `UILabel` per
/// label, a `UIImageView` per arrow and per image view, a `UIActivityIndicatorView` per spinner,
/// a ``RefreshVectorView`` per vector animation.
///
/// The UIKit binding makes one for every built-in component, and for a custom component that
/// draws with presentation models (`presentationModels`); it positions it at the
/// component's frame and redraws it after every scroll event and animation frame, and on the
/// next frame after the app changes what it draws at rest (a title, a hidden label). The
/// built-in arrows are SF Symbols (`arrow.down`, and `arrow.left` for the trailer); other images
/// are loaded by name from the main bundle.
public final class RefreshComponentView: UIView, RenderPlanDrawing {
  private var labels = PartViews<UILabel>()
  private var arrows = PartViews<UIImageView>()
  private var spinners = PartViews<UIActivityIndicatorView>()
  private var images = PartViews<UIImageView>()
  private var vectors = PartViews<RefreshVectorView>()
  private var imageCache = RefreshImageCache<UIImage>()

  /// What a tap on the view does, or `nil` for a view that takes no touches: the binding sets
  /// it for an auto footer or a leading loader, to load as MJRefresh's tap on the label does.
  public var tapHandler: (@MainActor () -> Void)? {
    didSet {
      self.isUserInteractionEnabled = self.tapHandler != nil
    }
  }

  /// The component whose accessibility actions (the second floor's) and identifier the view
  /// offers, or `nil`: the binding sets it.
  ///
  /// VoiceOver reads ``accessibilityCustomActions`` when it needs them, so the view asks the
  /// component then, not at its last drawing: a floor set, removed or disabled at rest, which
  /// moves nothing and draws nothing, is offered as it is now.
  public weak var accessibilityComponent: RefreshComponent?

  /// The component's accessibility actions now, each performing itself on the component
  /// (UIAccessibilityCustomAction.h); what was set, without a component.
  public override var accessibilityCustomActions: [UIAccessibilityCustomAction]? {
    get {
      // Nonisolated in SDKs before iOS 18 (UIAccessibility.h without NS_SWIFT_UI_ACTOR); UIKit
      // asks on the main thread.
      guard let actions = MainActor.assumeIsolated({ self.componentAccessibilityActions() }) else {
        return super.accessibilityCustomActions
      }
      return actions.isEmpty
        ? nil
        : actions.map { name, perform in
          UIAccessibilityCustomAction(name: name) { _ in MainActor.assumeIsolated(perform) }
        }
    }
    set { super.accessibilityCustomActions = newValue }
  }

  /// Each of the component's actions by name, performing itself on the component; `nil` without a
  /// component.
  private func componentAccessibilityActions()
    -> [(name: String, perform: @MainActor @Sendable () -> Bool)]?
  {
    guard let component = self.accessibilityComponent else {
      return nil
    }
    return component.accessibilityActions.map { action in
      (
        component.accessibilityName(of: action),
        { @MainActor [weak component] in
          component?.performAccessibilityAction(action) ?? false
        }
      )
    }
  }

  /// The component's identifier now, such as `refreshkit.header.refreshing`
  /// (`RefreshComponent.accessibilityIdentifier`), for UI tests; what was set, without a
  /// component.
  ///
  /// Read when the test's query asks, so that it names the state the component is in then,
  /// whether or not a frame was drawn since (UIAccessibilityIdentification.h).
  public override var accessibilityIdentifier: String? {
    get {
      // Nonisolated before iOS 18, as above.
      MainActor.assumeIsolated { self.accessibilityComponent?.accessibilityIdentifier }
        ?? super.accessibilityIdentifier
    }
    set { super.accessibilityIdentifier = newValue }
  }

  /// An empty view; ``apply(_:)`` fills it.
  public init() {
    super.init(frame: .zero)
    self.isUserInteractionEnabled = false
  }

  /// A view that draws `component` as the binding draws a built-in one: it loads on a tap for
  /// an auto footer or a leading loader with a state label (MJRefresh taps the label; a loader
  /// of your own without one takes no taps), and offers the component's accessibility.
  ///
  /// - Parameter component: The component.
  package convenience init(drawing component: RefreshComponent) {
    self.init()
    if let loader = component as? AutoLoader, component is any StateTitled {
      self.tapHandler = { [weak loader] in loader?.stateLabelTapped() }
    }
    self.accessibilityComponent = component
  }

  /// A finger lifted inside the view without scrolling (the scroll view cancels the touches
  /// of a drag): a tap.
  ///
  /// - Parameters:
  ///   - touches: The touches that ended.
  ///   - event: The event.
  public override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    super.touchesEnded(touches, with: event)
    guard let handler = self.tapHandler, let touch = touches.first,
      self.bounds.contains(touch.location(in: self))
    else {
      return
    }
    handler()
  }

  /// Not supported: the binding makes these views.
  public required init?(coder: NSCoder) {
    nil
  }

  /// Draws `plan`: the frame, the opacity, and every part.
  ///
  /// - Parameter plan: The component's plan now.
  public func apply(_ plan: RenderPlan) {
    self.apply(plan, since: nil)
  }

  /// Draws `plan`, writing only what differs from `old`.
  ///
  /// - Parameters:
  ///   - plan: The component's plan now.
  ///   - old: The plan drawn before, or `nil` to write everything.
  public func apply(_ plan: RenderPlan, since old: RenderPlan?) {
    let whole = PartChange(part: plan, old: old)
    whole(\.frame) { self.frame = $0 }
    whole(\.alpha) { self.alpha = $0 }
    whole(\.isHidden) { self.isHidden = $0 }
    // One element for VoiceOver, which reads the component's label and value.
    whole(\.accessibilityLabel) {
      self.isAccessibilityElement = $0 != nil
      self.accessibilityLabel = $0
    }
    whole(\.accessibilityValue) { self.accessibilityValue = $0 }
    self.labels.update(
      to: plan.labels, from: old?.labels, make: self.adding(UILabel(frame: .zero)),
      remove: Self.remove
    ) {
      view, change in
      change(\.frame) { view.frame = $0 }
      change(\.isHidden) { view.isHidden = $0 }
      change(\.text) { view.text = $0 }
      change(\.color) { view.textColor = UIColor($0) }
      change(\.font) { view.font = $0.uiFont }
      change(\.numberOfLines) { view.numberOfLines = $0 }
      if change.old == nil {
        view.textAlignment = .center
      }
    }
    self.arrows.update(
      to: plan.arrows, from: old?.arrows, make: self.adding(UIImageView(image: nil)),
      remove: Self.remove
    ) {
      view, change in
      if change.changed(\.frame, \.rotation) {
        view.transform = .identity
        view.frame = change.part.frame
        view.transform = CGAffineTransform(rotationAngle: change.part.rotation)
      }
      change(\.image) { view.image = self.image($0) }
      change(\.tint) { view.tintColor = UIColor($0) }
      change(\.isHidden) { view.isHidden = $0 }
      if change.old == nil {
        view.contentMode = .scaleAspectFit
      }
    }
    self.spinners.update(
      to: plan.spinners, from: old?.spinners,
      make: self.adding(UIActivityIndicatorView(style: .medium)),
      remove: Self.remove
    ) { view, change in
      change(\.frame) { view.frame = $0 }
      change(\.alpha) { view.alpha = $0 }
      change(\.color) { view.color = UIColor($0) }
      change(\.style) { view.style = $0 == .large ? .large : .medium }
      change(\.isAnimating) { isAnimating in
        if isAnimating {
          view.startAnimating()
        } else {
          view.stopAnimating()
        }
      }
    }
    self.images.update(
      to: plan.images, from: old?.images, make: self.adding(UIImageView(image: nil)),
      remove: Self.remove
    ) {
      view, change in
      change(\.frame) { view.frame = $0 }
      change(\.contentMode) { mode in
        view.contentMode =
          switch mode {
          case .center: .center
          case .right: .right
          case .left: .left
          }
      }
      change(\.image) { view.image = $0.flatMap(self.image) }
      change(\.isHidden) { view.isHidden = $0 }
    }
    self.vectors.update(
      vectors: plan.vectors, from: old?.vectors, make: self.adding(RefreshVectorView()),
      remove: Self.remove)
  }

  /// The UIKit image of `image`.
  private func image(_ image: RefreshImage) -> UIImage? {
    self.imageCache.image(for: image) { source in
      switch source {
      case .systemSymbol(let name): UIImage(systemName: name)
      case .named(let name):
        RefreshImageRegistry.shared.image(named: name, as: UIImage.self) ?? UIImage(named: name)
      }
    }
  }

  /// Makes views with `make`, each added to this view.
  private func adding<View: UIView>(_ make: @autoclosure @escaping () -> View) -> () -> View {
    { [unowned self] in
      let view = make()
      self.addSubview(view)
      return view
    }
  }

  private static func remove(_ view: UIView) {
    view.removeFromSuperview()
  }
}
#endif
