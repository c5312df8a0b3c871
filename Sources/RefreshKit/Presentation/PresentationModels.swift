/// The presentation models a component draws with: what a binding draws for it.
///
/// Every component answers ``RefreshComponent/presentationModels``; each class adds the models
/// it brings to its superclass's (a state header its two labels, a normal header its arrow and
/// spinner), and a custom component adds its own the same way.
public struct PresentationModels {
  /// The labels: the state label first, then the last-updated label.
  public var labels: [LabelModel]
  /// The arrows.
  public var arrows: [ArrowModel]
  /// The spinners.
  public var spinners: [ActivityIndicatorModel]
  /// The image views.
  public var images: [AnimatedImageModel]

  /// Models a component draws with.
  ///
  /// - Parameters:
  ///   - labels: Its labels.
  ///   - arrows: Its arrows.
  ///   - spinners: Its spinners.
  ///   - images: Its image views.
  public init(
    labels: [LabelModel] = [], arrows: [ArrowModel] = [], spinners: [ActivityIndicatorModel] = [],
    images: [AnimatedImageModel] = []
  ) {
    self.labels = labels
    self.arrows = arrows
    self.spinners = spinners
    self.images = images
  }

  /// These models followed by `more`, kind by kind: what a subclass returns, its superclass's
  /// models and its own.
  ///
  /// - Parameter more: The models to add.
  /// - Returns: The models of both.
  public func adding(_ more: PresentationModels) -> PresentationModels {
    PresentationModels(
      labels: self.labels + more.labels, arrows: self.arrows + more.arrows,
      spinners: self.spinners + more.spinners, images: self.images + more.images)
  }
}
