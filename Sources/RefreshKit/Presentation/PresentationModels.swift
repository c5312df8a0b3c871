public import Foundation

/// The presentation models a component draws with: what a binding draws for it.
///
/// Each component class adds its own models to its superclass's
/// (``RefreshComponent/presentationModels``); a custom component does the same.
public struct PresentationModels {
  /// The labels: the state label first, then the last-updated label.
  public var labels: [LabelModel]
  /// The arrows.
  public var arrows: [ArrowModel]
  /// The spinners.
  public var spinners: [ActivityIndicatorModel]
  /// The image views.
  public var images: [AnimatedImageModel]
  /// The vector animations.
  public var vectors: [VectorAnimationModel]

  /// Models a component draws with.
  public init(
    labels: [LabelModel] = [], arrows: [ArrowModel] = [], spinners: [ActivityIndicatorModel] = [],
    images: [AnimatedImageModel] = [], vectors: [VectorAnimationModel] = []
  ) {
    self.labels = labels
    self.arrows = arrows
    self.spinners = spinners
    self.images = images
    self.vectors = vectors
  }

  /// These models followed by `more`, kind by kind: a subclass's superclass models, then its own.
  public func adding(_ more: PresentationModels) -> PresentationModels {
    PresentationModels(
      labels: self.labels + more.labels, arrows: self.arrows + more.arrows,
      spinners: self.spinners + more.spinners, images: self.images + more.images,
      vectors: self.vectors + more.vectors)
  }

  @MainActor
  func observeChanges(_ handler: @escaping () -> Void) -> [ObservationToken] {
    let parts: [PartModel] = self.labels + self.arrows + self.images + self.vectors
    var tokens = parts.flatMap { $0.observeDrawnChanges(handler) }
    for spinner in self.spinners {
      tokens += spinner.observeListedChanges(handler)
    }
    return tokens
  }

  /// When the drawing next changes by itself after clock time `time`, or `nil` when it never does.
  ///
  /// For a host that pauses its display link between changes. Spinners turn every frame and are
  /// left out: a host draws them on frames of its own.
  @MainActor
  public func nextChange(after time: TimeInterval) -> TimeInterval? {
    var next: TimeInterval?
    for change in self.images.lazy.compactMap({ $0.nextImageChange(after: time) }) {
      next = min(next ?? change, change)
    }
    for change in self.vectors.lazy.compactMap({ $0.nextChange(after: time) }) {
      next = min(next ?? change, change)
    }
    return next
  }
}
