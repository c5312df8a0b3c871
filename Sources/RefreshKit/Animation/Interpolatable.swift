public import Foundation

/// A value that can be animated: it knows the values between two of its instances.
///
/// Conform your own types to animate them with
/// ``AnimationClock/animate(from:to:duration:curve:update:completion:)``.
public protocol Interpolatable {
  /// The value a fraction of the way from `start` to `end`.
  ///
  /// Exactly `start` at progress 0 and exactly `end` at 1; parts that do not change stay exactly
  /// as they are. Progress is usually in 0...1, but a timing curve may overshoot.
  static func interpolate(from start: Self, to end: Self, progress: Double) -> Self
}

extension Double: Interpolatable {
  /// The number a fraction of the way from `start` to `end`; exactly `start` when both are equal.
  public static func interpolate(from start: Double, to end: Double, progress: Double) -> Double {
    start == end ? start : start * (1 - progress) + end * progress
  }
}

extension CGFloat: Interpolatable {
  /// The number a fraction of the way from `start` to `end`; exactly `start` when both are equal.
  public static func interpolate(from start: CGFloat, to end: CGFloat, progress: Double) -> CGFloat
  {
    let progress = CGFloat(progress)
    return start == end ? start : start * (1 - progress) + end * progress
  }
}

extension CGPoint: Interpolatable {
  /// The point a fraction of the way from `start` to `end`, coordinate by coordinate.
  public static func interpolate(from start: CGPoint, to end: CGPoint, progress: Double) -> CGPoint
  {
    CGPoint(
      x: CGFloat.interpolate(from: start.x, to: end.x, progress: progress),
      y: CGFloat.interpolate(from: start.y, to: end.y, progress: progress))
  }
}

extension CGSize: Interpolatable {
  /// The size a fraction of the way from `start` to `end`, dimension by dimension.
  public static func interpolate(from start: CGSize, to end: CGSize, progress: Double) -> CGSize {
    CGSize(
      width: CGFloat.interpolate(from: start.width, to: end.width, progress: progress),
      height: CGFloat.interpolate(from: start.height, to: end.height, progress: progress))
  }
}

extension CGRect: Interpolatable {
  /// The rectangle a fraction of the way from `start` to `end`: origin and size interpolated.
  public static func interpolate(from start: CGRect, to end: CGRect, progress: Double) -> CGRect {
    CGRect(
      origin: CGPoint.interpolate(from: start.origin, to: end.origin, progress: progress),
      size: CGSize.interpolate(from: start.size, to: end.size, progress: progress))
  }
}

extension EdgeInsets: Interpolatable {
  /// The insets a fraction of the way from `start` to `end`, edge by edge.
  public static func interpolate(from start: EdgeInsets, to end: EdgeInsets, progress: Double)
    -> EdgeInsets
  {
    EdgeInsets(
      top: CGFloat.interpolate(from: start.top, to: end.top, progress: progress),
      left: CGFloat.interpolate(from: start.left, to: end.left, progress: progress),
      bottom: CGFloat.interpolate(from: start.bottom, to: end.bottom, progress: progress),
      right: CGFloat.interpolate(from: start.right, to: end.right, progress: progress))
  }
}
