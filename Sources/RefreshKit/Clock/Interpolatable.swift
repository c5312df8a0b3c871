/// A value that can be animated: it knows the values between two of its instances.
///
/// RefreshKit animates `Double`, `CGFloat`, `CGPoint`, `CGSize`, `CGRect` and ``EdgeInsets``.
/// Conform your own types to animate them with
/// ``AnimationClock/animate(from:to:duration:curve:update:completion:)``.
public protocol Interpolatable {
  /// The value a fraction of the way from `start` to `end`.
  ///
  /// - Parameters:
  ///   - start: The value at progress 0.
  ///   - end: The value at progress 1.
  ///   - progress: How far along, usually in 0...1 (a timing curve may overshoot).
  /// - Returns: The value in between; exactly `start` at 0 and exactly `end` at 1. Parts that
  ///   do not change between `start` and `end` stay exactly as they are.
  static func interpolate(from start: Self, to end: Self, progress: Double) -> Self
}
