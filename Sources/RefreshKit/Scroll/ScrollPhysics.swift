import Foundation

/// The numbers and formulas behind the simulated scroll physics, chosen to feel like UIKit.
enum ScrollPhysics {
  /// UIKit: an overshoot `x` on a view of length `d` shows as `x·c·d / (d + c·x)`, below `d`.
  static let rubberBandCoefficient: CGFloat = 0.55

  /// Radians per second, critically damped: a 100-point overshoot settles in about half a second.
  static let springFrequency: Double = 15

  /// In points.
  static let settleDistance: CGFloat = 0.5

  /// In points per second.
  static let settleVelocity: CGFloat = 10

  /// In points per second.
  static let pagingVelocity: CGFloat = 300

  /// A fraction of the view's length, which shows as 15% of the view.
  static let maximumBounceStretch: CGFloat = 0.32

  /// A critically damped spring released at speed `v` stretches at most `v / (ω·e)`; UIKit bounds
  /// a fling's overshoot the same way.
  static func bounceVelocityLimit(dimension: CGFloat) -> CGFloat {
    maximumBounceStretch * dimension * CGFloat(springFrequency * M_E)
  }

  /// The rubber band applied to the spring's own position, as to a finger's.
  static func resistedStretch(_ stretch: CGFloat, dimension: CGFloat) -> CGFloat {
    let shown = rubberBand(stretch.magnitude, dimension: dimension)
    return stretch < 0 ? -shown : shown
  }

  static func unresistedStretch(_ shown: CGFloat, dimension: CGFloat) -> CGFloat {
    let stretch = fingerOvershoot(showing: shown.magnitude, dimension: dimension)
    return shown < 0 ? -stretch : stretch
  }

  static func rubberBand(_ overshoot: CGFloat, dimension: CGFloat) -> CGFloat {
    guard overshoot > 0, dimension > 0 else {
      return 0
    }
    let c = rubberBandCoefficient
    return overshoot * c * dimension / (dimension + c * overshoot)
  }

  /// The inverse of ``rubberBand(_:dimension:)``, so a drag begun mid-bounce continues smoothly.
  static func fingerOvershoot(showing shown: CGFloat, dimension: CGFloat) -> CGFloat {
    guard shown > 0, dimension > 0 else {
      return 0
    }
    let c = rubberBandCoefficient
    let shown = min(shown, dimension * 0.99)
    return shown * dimension / (c * (dimension - shown))
  }

  static func resisted(
    _ proposed: CGFloat, bounds: AxisBounds, dimension: CGFloat, canScroll: Bool, bounces: Bool
  ) -> CGFloat {
    guard canScroll else {
      return bounds.clamp(proposed)
    }
    if proposed < bounds.minimum {
      return bounces
        ? bounds.minimum - rubberBand(bounds.minimum - proposed, dimension: dimension)
        : bounds.minimum
    }
    if proposed > bounds.maximum {
      return bounces
        ? bounds.maximum + rubberBand(proposed - bounds.maximum, dimension: dimension)
        : bounds.maximum
    }
    return proposed
  }

  static func unresisted(_ shown: CGFloat, bounds: AxisBounds, dimension: CGFloat) -> CGFloat {
    if shown < bounds.minimum {
      return bounds.minimum - fingerOvershoot(showing: bounds.minimum - shown, dimension: dimension)
    }
    if shown > bounds.maximum {
      return bounds.maximum + fingerOvershoot(showing: shown - bounds.maximum, dimension: dimension)
    }
    return shown
  }

  /// UIKit's deceleration multiplies the velocity by `rate` every millisecond.
  static func decay(rate: CGFloat) -> CGFloat {
    1000 * log(rate)
  }

  static func remainingTravel(velocity: CGFloat, rate: CGFloat) -> CGFloat {
    (velocity / decay(rate: rate)).magnitude
  }
}
