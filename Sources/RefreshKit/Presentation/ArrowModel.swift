public import Foundation

/// A headless arrow: the image, rotation, visibility and frame of the pull arrow.
///
/// The host draws ``image`` rotated by ``rotation`` around the frame's center, tinted with
/// ``tintColor``.
@MainActor
public final class ArrowModel: PartModel {
  let rotationStorage = Observable<CGFloat>(0)
  let tintColorStorage = Observable(RefreshColor.text)
  let imageStorage: Observable<RefreshImage>

  /// The image to draw; replace it as MJRefresh's `arrowView.image`, and the arrow is laid out
  /// again.
  public var image: RefreshImage {
    get { self.imageStorage.value }
    set { self.imageStorage.value = newValue }
  }

  /// Creates a visible, unrotated arrow; the image defaults to MJRefresh's 15 × 40 arrow.
  public init(image: RefreshImage = .arrow) {
    self.imageStorage = Observable(image)
    super.init(frameSubject: "ArrowModel.frame")
  }

  /// The rotation in radians, clockwise; 0 points the arrow as drawn.
  public var rotation: CGFloat {
    get { self.rotationStorage.value }
    set {
      if let rotation = GeometryCheck.checked(newValue, "ArrowModel.rotation", kept: self.rotation)
      {
        self.rotationStorage.value = rotation
      }
    }
  }

  /// How long the arrow takes to flip, or `nil` for ``RefreshComponent/fastAnimationDuration``
  /// (0.25 s, MJRefresh's).
  ///
  /// A negative or NaN duration becomes zero, reported to ``Diagnostics``.
  public var flipDuration: TimeInterval? {
    get { self.flipDurationStorage }
    set {
      self.flipDurationStorage = newValue.map {
        TimeCheck.duration($0, "ArrowModel.flipDuration", limit: Diagnostics.animationDurationLimit)
      }
    }
  }

  /// Read at every flip without a run-time exclusivity check.
  var flipDurationStorage: TimeInterval?

  /// The tint, which MJRefresh takes from the state label's text color.
  public var tintColor: RefreshColor {
    get { self.tintColorStorage.value }
    set { self.tintColorStorage.value = newValue }
  }
}

extension ArrowModel: @MainActor KeyPathObservable {
  /// The observable properties: `\.rotation`, `\.isHidden`, `\.frame` and `\.tintColor`.
  public static let observableProperties: ObservableProperties<ArrowModel> = .part(
    .property(\.rotation, storedIn: \.rotationStorage),
    .property(\.tintColor, storedIn: \.tintColorStorage),
    .property(\.image, storedIn: \.imageStorage))
}
