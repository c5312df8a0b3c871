#if os(macOS) || os(Linux)  // the stand-in on Linux, for the tests; nothing on iOS

/// A view that draws one component with AppKit views, from its `RenderPlan`.
///
/// An `NSTextField` label per label, an `NSImageView` per arrow and image view, a spinning
/// `NSProgressIndicator` per spinner, a ``RefreshVectorView`` per vector animation. It is flipped,
/// as the component's coordinates are.
///
/// The built-in arrows are SF Symbols (`arrow.down`, and `arrow.left` for the trailer); other
/// images are loaded by name from the main bundle.
public final class RefreshComponentView: NSView, RenderPlanDrawing {
  private var labels = PartViews<NSTextField>()
  private var arrows = PartViews<NSImageView>()
  private var spinners = PartViews<NSProgressIndicator>()
  private var images = PartViews<NSImageView>()
  private var vectors = PartViews<RefreshVectorView>()
  private var imageCache = RefreshImageCache<NSImage>()

  /// The component whose accessibility actions (the second floor's) and identifier the view
  /// offers, or `nil`: the binding sets it.
  ///
  /// VoiceOver asks for ``accessibilityCustomActions()`` when it needs them, so the view asks
  /// the component then, not at its last drawing: a floor set, removed or disabled at rest,
  /// which moves nothing and draws nothing, is offered as it is now.
  public weak var accessibilityComponent: RefreshComponent?

  /// The component's accessibility actions now, each performing itself on the component
  /// (NSAccessibilityCustomAction.h); what was set, without a component.
  public override func accessibilityCustomActions() -> [NSAccessibilityCustomAction]? {
    guard let component = self.accessibilityComponent else {
      return super.accessibilityCustomActions()
    }
    let actions = component.accessibilityActions
    return actions.isEmpty
      ? nil
      : actions.map { action in
        // AppKit asks on the main thread; the handler's block carries no actor in the SDK.
        NSAccessibilityCustomAction(name: component.accessibilityName(of: action)) {
          [weak component] in
          MainActor.assumeIsolated { component?.performAccessibilityAction(action) ?? false }
        }
      }
  }

  /// The component's identifier now, such as `refreshkit.header.refreshing`
  /// (`RefreshComponent.accessibilityIdentifier`), for UI tests; what was set, without a
  /// component.
  ///
  /// Read when the test's query asks, so that it names the state the component is in then,
  /// whether or not a frame was drawn since (NSAccessibilityProtocols.h).
  public override func accessibilityIdentifier() -> String {
    self.accessibilityComponent?.accessibilityIdentifier ?? super.accessibilityIdentifier()
  }

  /// An empty view; ``apply(_:)`` fills it.
  public init() {
    super.init(frame: .zero)
  }

  /// Not supported: the binding makes these views.
  public required init?(coder: NSCoder) {
    nil
  }

  /// Flipped: y grows downward, as in the component's coordinates.
  public override var isFlipped: Bool { true }

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
    // One element for VoiceOver, which reads the component's label and value.
    whole(\.accessibilityLabel) {
      self.setAccessibilityElement($0 != nil)
      self.setAccessibilityLabel($0)
    }
    whole(\.accessibilityValue) { self.setAccessibilityValue($0) }
    whole(\.frame) { self.frame = $0 }
    whole(\.alpha) { self.alphaValue = $0 }
    whole(\.isHidden) { self.isHidden = $0 }
    self.labels.update(
      to: plan.labels, from: old?.labels, make: self.adding(NSTextField(labelWithString: "")),
      remove: Self.remove
    ) { view, change in
      change(\.isHidden) { view.isHidden = $0 }
      change(\.text) { view.stringValue = $0 ?? "" }
      change(\.color) { view.textColor = NSColor($0) }
      change(\.font) { view.font = $0.nsFont }
      change(\.numberOfLines) { lines in
        view.maximumNumberOfLines = lines
        // A label of `labelWithString:` does not wrap (NSTextField.h); UIKit's label cuts one
        // line short with an ellipsis and wraps more at word boundaries.
        view.lineBreakMode = lines == 1 ? .byTruncatingTail : .byWordWrapping
      }
      if change.old == nil {
        view.alignment = .center
      }
      if change.changed(\.frame, \.text) || change.changed(\.fontSize, \.numberOfLines) {
        let frame = Self.textFrame(in: change.part.frame, of: view)
        if change.old == nil || view.frame != frame {  // a new text may keep its height
          view.frame = frame
        }
      }
    }
    self.arrows.update(
      to: plan.arrows, from: old?.arrows, make: self.adding(NSImageView(frame: .zero)),
      remove: Self.remove
    ) { view, change in
      if change.changed(\.frame, \.rotation) {
        // A turned view turns around its frame's origin (NSView.frameRotation), so a frame set
        // while it is turned puts it off its place: turn it back, place it, turn it again, as
        // UIKit's transform is reset around a frame.
        if view.frameCenterRotation != 0 {
          view.frameCenterRotation = 0
        }
        view.frame = change.part.frame
        // Counterclockwise degrees; the view is flipped, so the turn reads as UIKit's.
        view.frameCenterRotation = -change.part.rotation * 180 / .pi
      }
      change(\.image) { view.image = self.image($0) }
      // NSImageView.h: `contentTintColor` colours template images, as SF Symbols are.
      change(\.tint) { view.contentTintColor = NSColor($0) }
      change(\.isHidden) { view.isHidden = $0 }
      if change.old == nil {
        // UIKit's aspect fit: NSCell.h's "scale image to maximum possible dimensions while
        // preserving aspect ratio"; scaling down only would draw the symbol below its size.
        view.imageScaling = .scaleProportionallyUpOrDown
      }
    }
    self.spinners.update(
      to: plan.spinners, from: old?.spinners, make: self.adding(Self.makeSpinner()),
      remove: Self.remove
    ) { view, change in
      change(\.frame) { view.frame = $0 }
      change(\.alpha) { view.alphaValue = $0 }
      change(\.style) { view.controlSize = $0 == .large ? .regular : .small }
      change(\.isAnimating) { isAnimating in
        if isAnimating {
          view.startAnimation(nil)
        } else {
          view.stopAnimation(nil)
        }
      }
    }
    self.images.update(
      to: plan.images, from: old?.images, make: self.adding(NSImageView(frame: .zero)),
      remove: Self.remove
    ) { view, change in
      change(\.frame) { view.frame = $0 }
      // UIKit's centre, left and right content modes; NSImageView centres by default.
      change(\.contentMode) { mode in
        view.imageAlignment =
          switch mode {
          case .center: .alignCenter
          case .right: .alignRight
          case .left: .alignLeft
          }
      }
      change(\.image) { view.image = $0.flatMap(self.image) }
      change(\.isHidden) { view.isHidden = $0 }
      if change.old == nil {
        view.imageScaling = .scaleNone  // at its own size, as UIKit draws those modes
      }
    }
    self.vectors.update(
      vectors: plan.vectors, from: old?.vectors, make: self.adding(RefreshVectorView()),
      remove: Self.remove)
  }

  /// The part of `frame` a field's text takes, centred: a text field draws its text from its
  /// frame's top (`NSTextFieldCell`), where UIKit's label centres it in its frame.
  private static func textFrame(in frame: CGRect, of field: NSTextField) -> CGRect {
    let bounds = NSRect(x: 0, y: 0, width: frame.width, height: .greatestFiniteMagnitude)
    let needed = field.cell?.cellSize(forBounds: bounds).height ?? frame.height
    let height = min(needed.rounded(.up), frame.height)
    return CGRect(x: frame.minX, y: frame.midY - height / 2, width: frame.width, height: height)
  }

  /// The AppKit image of `image`.
  private func image(_ image: RefreshImage) -> NSImage? {
    self.imageCache.image(for: image) { source in
      switch source {
      case .systemSymbol(let name): NSImage(systemSymbolName: name, accessibilityDescription: nil)
      case .named(let name):
        RefreshImageRegistry.shared.image(named: name, as: NSImage.self) ?? NSImage(named: name)
      }
    }
  }

  private static func makeSpinner() -> NSProgressIndicator {
    let spinner = NSProgressIndicator(frame: .zero)
    spinner.style = .spinning
    spinner.isDisplayedWhenStopped = false
    return spinner
  }

  /// Makes views with `make`, each added to this view.
  private func adding<View: NSView>(_ make: @autoclosure @escaping () -> View) -> () -> View {
    { [unowned self] in
      let view = make()
      self.addSubview(view)
      return view
    }
  }

  private static func remove(_ view: NSView) {
    view.removeFromSuperview()
  }
}
#endif
