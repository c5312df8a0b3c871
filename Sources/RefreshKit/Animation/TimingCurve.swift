public import Foundation

/// How an animation's progress follows time: a cubic Bézier curve from (0, 0) to (1, 1), as in
/// Core Animation's `CAMediaTimingFunction`.
///
/// ```swift
/// TimingCurve.linear.progress(at: 0.25)      // 0.25
/// TimingCurve.easeInOut.progress(at: 0.25)   // about 0.13: slow start
/// ```
public struct TimingCurve: Sendable, Hashable {
  /// The first control point; its `x` lies in 0...1.
  public let controlPoint1: CGPoint

  /// The second control point; its `x` lies in 0...1.
  public let controlPoint2: CGPoint

  /// Creates a curve from its two control points.
  ///
  /// Each `x` is clamped to 0...1 so that the curve is a function of time; non-finite
  /// coordinates become those of ``linear``.
  public init(controlPoint1: CGPoint, controlPoint2: CGPoint) {
    func sanitized(_ point: CGPoint, _ fallback: CGFloat) -> CGPoint {
      guard point.isFinite else {
        return CGPoint(x: fallback, y: fallback)
      }
      return CGPoint(x: min(max(point.x, 0), 1), y: point.y)
    }
    self.controlPoint1 = sanitized(controlPoint1, 0)
    self.controlPoint2 = sanitized(controlPoint2, 1)
  }

  /// Constant speed.
  public static let linear = TimingCurve(
    controlPoint1: CGPoint(x: 0, y: 0), controlPoint2: CGPoint(x: 1, y: 1))

  /// Slow start (Core Animation's `easeIn`: 0.42, 0, 1, 1).
  public static let easeIn = TimingCurve(
    controlPoint1: CGPoint(x: 0.42, y: 0), controlPoint2: CGPoint(x: 1, y: 1))

  /// Slow end (Core Animation's `easeOut`: 0, 0, 0.58, 1).
  public static let easeOut = TimingCurve(
    controlPoint1: CGPoint(x: 0, y: 0), controlPoint2: CGPoint(x: 0.58, y: 1))

  /// Slow start and end: `UIView.animate`'s default (`easeInEaseOut`: 0.42, 0, 0.58, 1).
  public static let easeInOut = TimingCurve(
    controlPoint1: CGPoint(x: 0.42, y: 0), controlPoint2: CGPoint(x: 0.58, y: 1))

  /// Feeds both control points to `hasher` (`CGPoint` is `Hashable` only from iOS 18, macOS 15).
  public func hash(into hasher: inout Hasher) {
    hasher.combine(point: self.controlPoint1)
    hasher.combine(point: self.controlPoint2)
  }

  /// The progress at `fraction` (clamped to 0...1) of the duration: exactly 0 at 0 and 1 at 1.
  public func progress(at fraction: Double) -> Double {
    guard fraction > 0 else {
      return 0
    }
    guard fraction < 1 else {
      return 1
    }
    let p1 = self.controlPoint1
    let p2 = self.controlPoint2
    if p1.x == p1.y && p2.x == p2.y {
      return fraction
    }
    let x = Polynomial(Double(p1.x), Double(p2.x))
    let y = Polynomial(Double(p1.y), Double(p2.y))
    return y.value(at: x.solve(fraction))
  }
}

/// One coordinate of a cubic Bézier from 0 to 1: `((a·t + b)·t + c)·t`.
private struct Polynomial {
  let a: Double
  let b: Double
  let c: Double

  init(_ control1: Double, _ control2: Double) {
    self.c = 3 * control1
    self.b = 3 * (control2 - control1) - self.c
    self.a = 1 - self.c - self.b
  }

  func value(at t: Double) -> Double {
    ((self.a * t + self.b) * t + self.c) * t
  }

  func slope(at t: Double) -> Double {
    (3 * self.a * t + 2 * self.b) * t + self.c
  }

  /// The parameter `t` in 0...1 at which the polynomial equals `target`.
  func solve(_ target: Double) -> Double {
    var t = target
    for _ in 0..<8 {
      let error = self.value(at: t) - target
      if abs(error) < 1e-9 {
        return t
      }
      let slope = self.slope(at: t)
      if abs(slope) < 1e-9 {
        break
      }
      t -= error / slope
    }
    var low = 0.0
    var high = 1.0
    t = target
    for _ in 0..<64 {
      let value = self.value(at: t)
      if abs(value - target) < 1e-9 {
        break
      }
      if value < target {
        low = t
      } else {
        high = t
      }
      t = (low + high) / 2
    }
    return t
  }
}
