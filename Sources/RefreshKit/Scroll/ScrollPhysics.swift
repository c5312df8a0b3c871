import Foundation

/// The numbers and formulas behind the simulated scroll physics, chosen to feel like UIKit.
enum ScrollPhysics {
  /// UIKit's rubber-band constant: past an edge, an overshoot `x` on a view of length `d` shows
  /// as `x·c·d / (d + c·x)`, which approaches `d` and never reaches it.
  static let rubberBandCoefficient: CGFloat = 0.55

  /// The angular frequency, in radians per second, of the critically damped spring that brings
  /// the offset back to an edge: a 100-point overshoot settles in about half a second.
  static let springFrequency: Double = 15

  /// A motion closer than this to its rest position, in points, has settled.
  static let settleDistance: CGFloat = 0.5

  /// A spring slower than this, in points per second, has settled.
  static let settleVelocity: CGFloat = 10

  /// With paging, a release faster than this, in points per second, turns the page.
  static let pagingVelocity: CGFloat = 300

  /// How far a bounce may stretch the rubber band, as a fraction of the view's length: the
  /// speed that carries the content past an edge is limited so that the spring's stretch peaks
  /// at most here, which shows as 15% of the view (`rubberBand` of a third of the length).
  static let maximumBounceStretch: CGFloat = 0.32

  /// The fastest the content may run past an edge on a view of length `dimension`.
  ///
  /// A critically damped spring released from the edge at speed `v` stretches at most
  /// `v / (ω·e)`, so this is ``maximumBounceStretch`` × `dimension` × ω × e (about 7,800 points
  /// per second on a view 600 long). UIKit bounds a fling's overshoot the same way, well inside
  /// the view.
  static func bounceVelocityLimit(dimension: CGFloat) -> CGFloat {
    maximumBounceStretch * dimension * CGFloat(springFrequency * M_E)
  }

  /// How an offset shows `stretch` points past an edge, signed: the rubber band applied to the
  /// spring's own position, as to a finger's.
  static func resistedStretch(_ stretch: CGFloat, dimension: CGFloat) -> CGFloat {
    let shown = rubberBand(stretch.magnitude, dimension: dimension)
    return stretch < 0 ? -shown : shown
  }

  /// The stretch that shows as `shown` points past an edge, signed: the inverse of
  /// ``resistedStretch(_:dimension:)``.
  static func unresistedStretch(_ shown: CGFloat, dimension: CGFloat) -> CGFloat {
    let stretch = fingerOvershoot(showing: shown.magnitude, dimension: dimension)
    return shown < 0 ? -stretch : stretch
  }

  /// How far past an edge an offset shows when the finger is `overshoot` points past it.
  static func rubberBand(_ overshoot: CGFloat, dimension: CGFloat) -> CGFloat {
    guard overshoot > 0, dimension > 0 else {
      return 0
    }
    let c = rubberBandCoefficient
    return overshoot * c * dimension / (dimension + c * overshoot)
  }

  /// The finger overshoot that shows as `shown` points past an edge: the inverse of
  /// ``rubberBand(_:dimension:)``, so that a drag that starts mid-bounce continues smoothly.
  static func fingerOvershoot(showing shown: CGFloat, dimension: CGFloat) -> CGFloat {
    guard shown > 0, dimension > 0 else {
      return 0
    }
    let c = rubberBandCoefficient
    let shown = min(shown, dimension * 0.99)
    return shown * dimension / (c * (dimension - shown))
  }

  /// The offset shown for a finger position that would put the offset at `proposed`.
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

  /// The finger position, as an offset without resistance, that shows as `shown`.
  static func unresisted(_ shown: CGFloat, bounds: AxisBounds, dimension: CGFloat) -> CGFloat {
    if shown < bounds.minimum {
      return bounds.minimum - fingerOvershoot(showing: bounds.minimum - shown, dimension: dimension)
    }
    if shown > bounds.maximum {
      return bounds.maximum + fingerOvershoot(showing: shown - bounds.maximum, dimension: dimension)
    }
    return shown
  }

  /// `1000·ln(rate)`: the exponent of UIKit's deceleration, whose velocity is multiplied by
  /// `rate` every millisecond.
  static func decay(rate: CGFloat) -> CGFloat {
    1000 * log(rate)
  }

  /// How far a motion at `velocity` still travels before it stops.
  static func remainingTravel(velocity: CGFloat, rate: CGFloat) -> CGFloat {
    (velocity / decay(rate: rate)).magnitude
  }
}
