public import Foundation

/// A headless image view that shows one image or loops through frames: what a GIF component
/// wants drawn.
///
/// Nothing is scheduled while it loops: ``displayedImage(at:)`` derives the frame from the clock's
/// time, so a ``ManualAnimationClock`` still runs to idle.
@MainActor
public final class AnimatedImageModel: PartModel {
  let imageStorage = Observable<RefreshImage?>(nil)
  let animationImagesStorage = Observable<[RefreshImage]>([])
  let isAnimatingStorage = Observable(false)
  let contentModeStorage = Observable(ImageContentMode.center)

  /// The length of one loop through ``animationImages``, in seconds.
  public private(set) var animationDuration: TimeInterval = 0

  /// The clock time at which the loop started, or `nil` while stopped.
  public private(set) var animationStartTime: TimeInterval?

  /// Creates an empty image view.
  public init() {
    super.init(frameSubject: "AnimatedImageModel.frame")
  }

  /// The still image shown while not animating.
  public var image: RefreshImage? {
    get { self.imageStorage.value }
    set { self.imageStorage.value = newValue }
  }

  /// The frames of the loop while animating.
  public var animationImages: [RefreshImage] {
    self.animationImagesStorage.value
  }

  /// Whether the frames loop.
  public var isAnimating: Bool {
    self.isAnimatingStorage.value
  }

  /// How the image sits in the frame.
  public var contentMode: ImageContentMode {
    get { self.contentModeStorage.value }
    set { self.contentModeStorage.value = newValue }
  }

  /// Starts looping through `images`, one loop every `duration` seconds, from clock time `time`.
  ///
  /// A non-positive or non-finite `duration` shows the first frame.
  public func startAnimating(
    _ images: [RefreshImage], duration: TimeInterval, at time: TimeInterval
  ) {
    self.animationDuration = duration.isFinite ? max(duration, 0) : 0
    self.animationStartTime = time
    self.animationImagesStorage.value = images
    self.isAnimatingStorage.value = true
  }

  /// Stops looping; the view shows ``image`` again.
  public func stopAnimating() {
    self.animationStartTime = nil
    self.isAnimatingStorage.value = false
  }

  /// The image to draw at clock time `time`: the loop's frame while animating, otherwise ``image``.
  public func displayedImage(at time: TimeInterval) -> RefreshImage? {
    let images = self.animationImages
    guard self.isAnimating, let start = self.animationStartTime, !images.isEmpty else {
      return self.image
    }
    guard self.animationDuration > 0, time.isFinite else {
      return images[0]
    }
    let loops = max(time - start, 0) / self.animationDuration
    let fraction = loops - loops.rounded(.down)
    return images[min(Int(fraction * Double(images.count)), images.count - 1)]
  }

  /// When ``displayedImage(at:)`` next shows another frame after `time` (just past its start),
  /// or `nil` when it never does: when a host that pauses its display link draws again.
  public func nextImageChange(after time: TimeInterval) -> TimeInterval? {
    let count = self.animationImages.count
    guard self.isAnimating, let start = self.animationStartTime, count > 1,
      self.animationDuration > 0, time.isFinite
    else {
      return nil
    }
    return Self.nextFrame(
      after: time, start: start, frameLength: self.animationDuration / Double(count))
  }
}

extension AnimatedImageModel: @MainActor KeyPathObservable {
  /// The observable properties: `\.image`, `\.animationImages`, `\.isAnimating`,
  /// `\.isHidden`, `\.frame` and `\.contentMode`.
  public static let observableProperties: ObservableProperties<AnimatedImageModel> = .part(
    .property(\.image, storedIn: \.imageStorage),
    .property(\.animationImages, storedIn: \.animationImagesStorage),
    .property(\.isAnimating, storedIn: \.isAnimatingStorage),
    .property(\.contentMode, storedIn: \.contentModeStorage))
}

/// How an animated image sits in its frame.
public enum ImageContentMode: Sendable, Hashable {
  /// Centered in the frame (the labels are hidden).
  case center

  /// Against the frame's right edge, next to the labels.
  case right

  /// Against the frame's left edge, next to the labels of a right-to-left layout.
  case left
}
