public import Foundation

/// A headless activity indicator: whether the spinner turns, its opacity and its frame.
///
/// Like `UIActivityIndicatorView` with `hidesWhenStopped`, it is visible only while animating.
/// Nothing is scheduled while it turns: the host draws the angle from ``rotation(at:)``.
@MainActor
public final class ActivityIndicatorModel {
  let isAnimatingStorage = Observable(false)
  let alphaStorage = Observable<CGFloat>(1)
  let frameStorage = Observable(CGRect.zero)
  let colorStorage = Observable(RefreshColor.tint)
  let styleStorage = Observable(RefreshSpinnerStyle.medium)

  /// The spinner's style: medium (20 points, the default) or large (37 points).
  ///
  /// Its frame follows at the component's next layout, as a `UIActivityIndicatorView`'s does.
  public var style: RefreshSpinnerStyle {
    get { self.styleStorage.value }
    set { self.styleStorage.value = newValue }
  }

  /// The spinner's size: its ``style``'s.
  public var size: CGSize {
    self.style.size
  }

  /// The spinner's color; defaults to the ``RefreshColor/tint`` role.
  public var color: RefreshColor {
    get { self.colorStorage.value }
    set { self.colorStorage.value = newValue }
  }

  /// The clock time at which the spinner started, or `nil` while stopped.
  public private(set) var animationStartTime: TimeInterval?

  /// The medium style's size, the default: 20 × 20 points, as `UIActivityIndicatorView`'s.
  public static let size = RefreshSpinnerStyle.medium.size

  /// Creates a stopped indicator.
  public init() {}

  /// Whether the spinner turns; stopped, it is hidden.
  public var isAnimating: Bool {
    self.isAnimatingStorage.value
  }

  /// Whether the host should draw the spinner: animating and not fully transparent.
  public var isVisible: Bool {
    self.isAnimating && self.alpha > 0
  }

  /// The opacity, 0 to 1.
  ///
  /// A value outside is clamped; NaN and infinities are refused and reported to ``Diagnostics``.
  public var alpha: CGFloat {
    get { self.alphaStorage.value }
    set {
      guard newValue.isFinite else {
        Diagnostics.report(
          .nonFiniteValue, "ActivityIndicatorModel.alpha", "refused \(newValue); kept \(self.alpha)"
        )
        return
      }
      self.alphaStorage.value = min(max(newValue, 0), 1)
    }
  }

  /// The indicator's frame in the component's coordinates.
  public var frame: CGRect {
    get { self.frameStorage.value }
    set { GeometryCheck.store(newValue, in: self.frameStorage, "ActivityIndicatorModel.frame") }
  }

  /// Starts the spinner at the clock time `time`, unless it already turns.
  ///
  /// A non-finite time is reported to ``Diagnostics`` and the spinner starts at time 0.
  public func startAnimating(at time: TimeInterval) {
    guard !self.isAnimating else {
      return
    }
    guard time.isFinite else {
      Diagnostics.report(
        .nonFiniteValue, "ActivityIndicatorModel.startAnimating(at:)",
        "refused the start time \(time); started at 0")
      self.animationStartTime = 0
      self.isAnimatingStorage.value = true
      return
    }
    self.animationStartTime = time
    self.isAnimatingStorage.value = true
  }

  /// Stops and hides the spinner.
  public func stopAnimating() {
    self.animationStartTime = nil
    self.isAnimatingStorage.value = false
  }

  /// The spinner's angle in radians at a clock time: one turn per second from the start, in
  /// 0..<2π, or 0 while stopped.
  public func rotation(at time: TimeInterval) -> CGFloat {
    guard let start = self.animationStartTime, time.isFinite else {
      return 0
    }
    let turns = max(time - start, 0)
    return CGFloat((turns - turns.rounded(.down)) * 2 * .pi)
  }
}

extension ActivityIndicatorModel: @MainActor KeyPathObservable {
  /// The observable properties: `\.isAnimating`, `\.alpha`, `\.frame`, `\.color` and `\.style`.
  public static let observableProperties: ObservableProperties<ActivityIndicatorModel> = [
    .property(\.isAnimating, storedIn: \.isAnimatingStorage),
    .property(\.alpha, storedIn: \.alphaStorage), .property(\.frame, storedIn: \.frameStorage),
    .property(\.color, storedIn: \.colorStorage),
    .property(\.style, storedIn: \.styleStorage),
  ]
}
