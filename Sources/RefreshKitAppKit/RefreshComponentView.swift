#if os(macOS) || os(Linux)  // the stand-in on Linux, for the tests; nothing on iOS
import RefreshKit
public import RefreshKitHost

#if os(macOS)
public import AppKit
#else
public import AppKitStandIn
#endif

/// A view that draws one component with AppKit views, from its `RenderPlan`.
///
/// An `NSTextField` label per label, an `NSImageView` per arrow and image view, a spinning
/// `NSProgressIndicator` per spinner. It is flipped, as the component's coordinates are.
///
/// The built-in arrows are SF Symbols (`arrow.down`, and `arrow.left` for the trailer); other
/// images are loaded by name from the main bundle.
@MainActor
public final class RefreshComponentView: NSView {
  private var labels: [NSTextField] = []
  private var arrows: [NSImageView] = []
  private var spinners: [NSProgressIndicator] = []
  private var images: [NSImageView] = []
  private var imageCache: [String: NSImage] = [:]

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
    // One element for VoiceOver, which reads the component's label and value.
    self.setAccessibilityElement(plan.accessibilityLabel != nil)
    self.setAccessibilityLabel(plan.accessibilityLabel)
    self.setAccessibilityValue(plan.accessibilityValue)
    self.frame = plan.frame
    self.alphaValue = plan.alpha
    self.isHidden = plan.isHidden
    Self.match(&self.labels, count: plan.labels.count, in: self) {
      NSTextField(labelWithString: "")
    }
    for (label, view) in zip(plan.labels, self.labels) {
      view.frame = label.frame
      view.isHidden = label.isHidden
      view.stringValue = label.text ?? ""
      view.textColor = NSColor(label.color)
      view.font = .boldSystemFont(ofSize: label.fontSize)
      view.maximumNumberOfLines = label.numberOfLines
      view.alignment = .center
    }
    Self.match(&self.arrows, count: plan.arrows.count, in: self) { NSImageView(frame: .zero) }
    for (arrow, view) in zip(plan.arrows, self.arrows) {
      view.frame = arrow.frame
      view.image = self.image(arrow.image)
      view.imageScaling = .scaleProportionallyDown
      // Counterclockwise degrees; the view is flipped, so the turn reads as UIKit's.
      view.frameCenterRotation = -arrow.rotation * 180 / .pi
      view.isHidden = arrow.isHidden
    }
    Self.match(&self.spinners, count: plan.spinners.count, in: self) {
      let spinner = NSProgressIndicator(frame: .zero)
      spinner.style = .spinning
      spinner.isDisplayedWhenStopped = false
      return spinner
    }
    for (spinner, view) in zip(plan.spinners, self.spinners) {
      view.frame = spinner.frame
      view.alphaValue = spinner.alpha
      if spinner.isAnimating {
        view.startAnimation(nil)
      } else {
        view.stopAnimation(nil)
      }
    }
    Self.match(&self.images, count: plan.images.count, in: self) { NSImageView(frame: .zero) }
    for (image, view) in zip(plan.images, self.images) {
      view.frame = image.frame
      view.image = image.image.flatMap(self.image)
      view.isHidden = image.isHidden
    }
  }

  private func image(_ image: RefreshImage) -> NSImage? {
    if let cached = self.imageCache[image.name] {
      return cached
    }
    let loaded: NSImage?
    switch image.name {
    case RefreshImage.arrow.name:
      loaded = NSImage(systemSymbolName: "arrow.down", accessibilityDescription: nil)
    case RefreshImage.trailerArrow.name:
      loaded = NSImage(systemSymbolName: "arrow.left", accessibilityDescription: nil)
    default:
      loaded = NSImage(named: image.name)
    }
    self.imageCache[image.name] = loaded
    return loaded
  }

  private static func match<View: NSView>(
    _ views: inout [View], count: Int, in parent: NSView, make: () -> View
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
