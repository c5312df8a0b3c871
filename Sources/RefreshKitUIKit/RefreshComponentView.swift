#if canImport(UIKit) || os(Linux)  // the stand-in on Linux, for the tests; nothing on macOS
import RefreshKit
public import RefreshKitHost

#if canImport(UIKit)
public import UIKit
#else
public import UIKitStandIn
#endif

/// A view that draws one component with UIKit views, from its `RenderPlan`: a `UILabel` per
/// label, a `UIImageView` per arrow and per image view, a `UIActivityIndicatorView` per spinner.
///
/// The UIKit binding makes one for every built-in component, and for a custom component that
/// draws with presentation models (`PresentationModelProviding`); it positions it at the
/// component's frame and redraws it after every scroll event and animation frame. The
/// built-in arrows are SF Symbols (`arrow.down`, and `arrow.left` for the trailer); other images
/// are loaded by name from the main bundle.
@MainActor
public final class RefreshComponentView: UIView {
  private var labels: [UILabel] = []
  private var arrows: [UIImageView] = []
  private var spinners: [UIActivityIndicatorView] = []
  private var images: [UIImageView] = []
  private var imageCache: [String: UIImage] = [:]

  /// What a tap on the view does, or `nil` for a view that takes no touches: the binding sets
  /// it for an auto footer or a leading loader, to load as MJRefresh's tap on the label does.
  public var tapHandler: (@MainActor () -> Void)? {
    didSet {
      self.isUserInteractionEnabled = self.tapHandler != nil
    }
  }

  /// An empty view; ``apply(_:)`` fills it.
  public init() {
    super.init(frame: .zero)
    self.isUserInteractionEnabled = false
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
    self.frame = plan.frame
    self.alpha = plan.alpha
    self.isHidden = plan.isHidden
    // One element for VoiceOver, which reads the component's label and value.
    self.isAccessibilityElement = plan.accessibilityLabel != nil
    self.accessibilityLabel = plan.accessibilityLabel
    self.accessibilityValue = plan.accessibilityValue
    Self.match(&self.labels, count: plan.labels.count, in: self) { UILabel(frame: .zero) }
    for (label, view) in zip(plan.labels, self.labels) {
      view.frame = label.frame
      view.isHidden = label.isHidden
      view.text = label.text
      view.textColor = UIColor(label.color)
      view.font = .boldSystemFont(ofSize: label.fontSize)
      view.numberOfLines = label.numberOfLines
      view.textAlignment = .center
    }
    Self.match(&self.arrows, count: plan.arrows.count, in: self) { UIImageView(image: nil) }
    for (arrow, view) in zip(plan.arrows, self.arrows) {
      view.transform = .identity
      view.frame = arrow.frame
      view.image = self.image(arrow.image)
      view.contentMode = .scaleAspectFit
      view.tintColor = UIColor(arrow.tint)
      view.transform = CGAffineTransform(rotationAngle: arrow.rotation)
      view.isHidden = arrow.isHidden
    }
    Self.match(&self.spinners, count: plan.spinners.count, in: self) {
      UIActivityIndicatorView(style: .medium)
    }
    for (spinner, view) in zip(plan.spinners, self.spinners) {
      view.frame = spinner.frame
      view.alpha = spinner.alpha
      view.color = UIColor(spinner.color)
      if spinner.isAnimating != view.isAnimating {
        if spinner.isAnimating {
          view.startAnimating()
        } else {
          view.stopAnimating()
        }
      }
    }
    Self.match(&self.images, count: plan.images.count, in: self) { UIImageView(image: nil) }
    for (image, view) in zip(plan.images, self.images) {
      view.frame = image.frame
      view.contentMode =
        switch image.contentMode {
        case .center: .center
        case .right: .right
        case .left: .left
        }
      view.image = image.image.flatMap(self.image)
      view.isHidden = image.isHidden
    }
  }

  /// The UIKit image of `image`: an SF Symbol for the built-in arrows, otherwise the main
  /// bundle's image of that name.
  private func image(_ image: RefreshImage) -> UIImage? {
    if let cached = self.imageCache[image.name] {
      return cached
    }
    let loaded: UIImage?
    switch image.name {
    case RefreshImage.arrow.name: loaded = UIImage(systemName: "arrow.down")
    case RefreshImage.trailerArrow.name: loaded = UIImage(systemName: "arrow.left")
    default: loaded = UIImage(named: image.name)
    }
    self.imageCache[image.name] = loaded
    return loaded
  }

  /// Adds or removes views of one kind until there are `count`.
  private static func match<View: UIView>(
    _ views: inout [View], count: Int, in parent: UIView, make: () -> View
  ) {
    while views.count < count {
      let view = make()
      views.append(view)
      parent.addSubview(view)
    }
    while views.count > count {
      views.removeLast().removeFromSuperview()
    }
  }
}
#endif
