public import Foundation
public import RefreshKit

/// Everything a platform view needs to draw one component at one moment: which views exist,
/// their frames, text, colours, rotation, alpha, the GIF frame and the vector strokes, so that
/// a binding's views only copy values.
///
/// ```swift
/// let plan = RenderPlan(header, at: clock.now)
/// headerView.frame = plan.frame          // in the scroll view's coordinates
/// headerView.alpha = plan.alpha
/// for (label, view) in zip(plan.labels, labelViews) { view.text = label.text ... }
/// ```
///
/// The views are those of the component's `presentationModels`: the built-in components'
/// labels, arrow, spinner, image view and vector animation, or a custom component's own.
/// Frames of the parts are in the component's coordinates, as their models keep them.
public struct RenderPlan: Equatable, Sendable {
  /// A label.
  public struct Label: Equatable, Sendable {
    /// The frame, in the component's coordinates.
    public var frame: CGRect
    /// The text, or `nil` for none.
    public var text: String?
    /// The colour of the text.
    public var color: RefreshColor
    /// The size of the font: the label's at the user's text size
    /// (`LabelModel.scaledFontSize`).
    public var fontSize: CGFloat
    /// The font, at that size (`LabelModel.scaledFont`): the bold system font unless the app
    /// set another.
    public var font: RefreshFont
    /// The text style the size scales like.
    public var textStyle: RefreshTextStyle
    /// 1, or 0 for as many lines as the text needs.
    public var numberOfLines: Int
    /// Whether the label is hidden.
    public var isHidden: Bool
  }

  /// An arrow: an image rotated around its frame's centre and tinted.
  public struct Arrow: Equatable, Sendable {
    /// The frame, in the component's coordinates.
    public var frame: CGRect
    /// The image.
    public var image: RefreshImage
    /// The rotation, in radians.
    public var rotation: CGFloat
    /// The tint.
    public var tint: RefreshColor
    /// Whether the arrow is hidden.
    public var isHidden: Bool
  }

  /// A spinner.
  public struct Spinner: Equatable, Sendable {
    /// The frame, in the component's coordinates.
    public var frame: CGRect
    /// Whether it turns; a spinner that does not is not drawn.
    public var isAnimating: Bool
    /// Its opacity: it fades out as a refresh ends.
    public var alpha: CGFloat
    /// Its rotation at the plan's time, for hosts that draw the spinner themselves.
    public var rotation: CGFloat
    /// Its color: the tint role unless the component set another.
    public var color: RefreshColor
    /// Its style: medium unless the component set large.
    public var style: RefreshSpinnerStyle
  }

  /// An image view playing frames.
  public struct Image: Equatable, Sendable {
    /// The frame, in the component's coordinates.
    public var frame: CGRect
    /// The frame of the animation at the plan's time, or `nil` for none.
    public var image: RefreshImage?
    /// Where the image sits in the frame.
    public var contentMode: ImageContentMode
    /// Whether the view is hidden.
    public var isHidden: Bool
  }

  /// A vector animation: lines through points, each drawn with round caps and joins.
  public struct Vector: Equatable, Sendable {
    /// The frame, in the component's coordinates.
    public var frame: CGRect
    /// The strokes at the plan's time, in the frame's coordinates, y down; none while hidden.
    public var strokes: [VectorStroke]
    /// The colour of every stroke.
    public var tint: RefreshColor
  }

  /// The component's frame, in the scroll view's content coordinates (a header sits above the
  /// content, at `y == -height`).
  public var frame: CGRect
  /// The component's opacity.
  public var alpha: CGFloat
  /// Whether the component is hidden.
  public var isHidden: Bool
  /// The labels, in the order of the component's `presentationModels`.
  public var labels: [Label]
  /// The arrows.
  public var arrows: [Arrow]
  /// The spinners.
  public var spinners: [Spinner]
  /// The image views.
  public var images: [Image]
  /// The vector animations.
  public var vectors: [Vector]
  /// What assistive technologies call the component: its accessibility model's `label`.
  public var accessibilityLabel: String?
  /// What they read as its value: its accessibility model's `value`.
  public var accessibilityValue: String?
  /// When the plan next changes by itself, or `nil` when it never does.
  ///
  /// With nothing else happening, a GIF's or a vector animation's next frame: the time a host
  /// that pauses its display link between changes draws again at
  /// (`DisplayLinkClock.redraw(at:)`). The spinner turns every frame; a host that draws it
  /// itself redraws it on frames of its own.
  public var nextChange: TimeInterval?

  /// The plan of `component` at `time` on its clock.
  ///
  /// - Parameters:
  ///   - component: The component.
  ///   - time: The clock's time, for the spinner's rotation and the GIF's frame.
  @MainActor
  public init(_ component: RefreshComponent, at time: TimeInterval) {
    let models = component.presentationModels
    self.frame = component.frame
    self.alpha = component.alpha
    self.isHidden = component.isHidden
    self.accessibilityLabel = component.accessibility.label
    self.accessibilityValue = component.accessibility.value
    self.labels = models.labels.map {
      Label(
        frame: $0.frame, text: $0.text, color: $0.textColor, fontSize: $0.scaledFontSize,
        font: $0.scaledFont,
        textStyle: $0.textStyle, numberOfLines: $0.numberOfLines, isHidden: $0.isHidden)
    }
    self.arrows = models.arrows.map {
      Arrow(
        frame: $0.frame, image: $0.image, rotation: $0.rotation, tint: $0.tintColor,
        isHidden: $0.isHidden)
    }
    self.spinners = models.spinners.map {
      Spinner(
        frame: $0.frame, isAnimating: $0.isAnimating, alpha: $0.alpha,
        rotation: $0.rotation(at: time), color: $0.color, style: $0.style)
    }
    self.images = models.images.map {
      Image(
        frame: $0.frame, image: $0.displayedImage(at: time), contentMode: $0.contentMode,
        isHidden: $0.isHidden)
    }
    self.vectors = models.vectors.map {
      Vector(frame: $0.frame, strokes: $0.strokes(at: time), tint: $0.tintColor)
    }
    self.nextChange = models.nextChange(after: time)
  }
}
