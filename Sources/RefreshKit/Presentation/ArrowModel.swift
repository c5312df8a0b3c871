public import Foundation

/// A headless arrow: the image, rotation, visibility and frame of the pull arrow.
///
/// The normal header points it down while idle and flips it up (a rotation of almost −π) while
/// pulling, animating over the fast duration, as MJRefresh does. The host draws ``image`` rotated
/// by ``rotation`` around the frame's center, tinted with ``tintColor``.
@MainActor
public final class ArrowModel: PartModel {
  let rotationStorage = Observable<CGFloat>(0)
  let tintColorStorage = Observable(RefreshColor.text)
  let imageStorage: Observable<RefreshImage>

  /// The image to draw.
  ///
  /// Replace it to draw your own arrow, as with MJRefresh's `arrowView.image`; the component
  /// lays the arrow out again at the new image's size.
  public var image: RefreshImage {
    get { self.imageStorage.value }
    set { self.imageStorage.value = newValue }
  }

  /// Creates a visible, unrotated arrow.
  ///
  /// - Parameter image: The image to draw. Defaults to MJRefresh's 15 × 40 arrow.
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

  /// How long the arrow takes to turn between its idle and pulling directions, or `nil` for the
  /// component's ``RefreshComponent/fastAnimationDuration`` (0.25 s, MJRefresh's).
  ///
  /// EGOTableViewPullRefresh flips its arrow in 0.18 s, apart from the scroll. A negative or NaN
  /// duration becomes zero, reported to ``Diagnostics``.
  public var flipDuration: TimeInterval? {
    get { self.flipDurationStorage }
    set {
      self.flipDurationStorage = newValue.map {
        TimeCheck.duration($0, "ArrowModel.flipDuration", limit: Diagnostics.animationDurationLimit)
      }
    }
  }

  /// ``flipDuration``, internal: read at every flip without an exclusivity check at run time.
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
