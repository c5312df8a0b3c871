public import Foundation

/// One line of a vector drawing: points joined by straight segments, stroked with round caps and
/// joins.
///
/// Arcs and partly drawn lines are points too, so every binding draws with the one call every
/// platform has: a line through points, in the model's coordinates, y down.
public struct VectorStroke: Hashable, Sendable {
  /// The points, in the ``VectorAnimationModel``'s frame, y down; fewer than two draw nothing.
  public var points: [CGPoint]
  /// The width of the line, in points.
  public var lineWidth: CGFloat

  /// A line through `points`.
  public init(points: [CGPoint], lineWidth: CGFloat) {
    self.points = points
    self.lineWidth = lineWidth
  }

  /// Feeds the points and the line width to `hasher`.
  ///
  /// `CGPoint` is `Hashable` only from iOS 18 and macOS 15.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(self.points.count)
    for point in self.points {
      hasher.combine(point: point)
    }
    hasher.combine(self.lineWidth)
  }

  /// An arc of a circle, clockwise on screen from the angle `start` through `sweep` radians
  /// (0 points right, π/2 down), as segments of at most 6°.
  public static func arc(
    center: CGPoint, radius: CGFloat, from start: CGFloat, through sweep: CGFloat,
    lineWidth: CGFloat
  ) -> VectorStroke {
    let steps = max(Int((abs(sweep) / (.pi / 30)).rounded(.up)), 1)
    let points = (0...steps).map { step in
      let angle = start + sweep * CGFloat(step) / CGFloat(steps)
      return CGPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
    }
    return VectorStroke(points: points, lineWidth: lineWidth)
  }

  /// The length of the line, in points.
  public var length: CGFloat {
    zip(self.points, self.points.dropFirst()).reduce(0) { $0 + $1.0.distance(to: $1.1) }
  }

  /// The first `fraction` (0 to 1) of the line's length, like `strokeEnd` or SwiftUI's `trim`.
  public func trimmed(to fraction: CGFloat) -> VectorStroke {
    var left = self.length * min(max(fraction, 0), 1)
    guard left > 0, let first = self.points.first else {
      return VectorStroke(points: [], lineWidth: self.lineWidth)
    }
    var kept = [first]
    for (from, to) in zip(self.points, self.points.dropFirst()) {
      let step = from.distance(to: to)
      if step >= left {
        let part = step > 0 ? left / step : 0
        kept.append(CGPoint(x: from.x + (to.x - from.x) * part, y: from.y + (to.y - from.y) * part))
        break
      }
      kept.append(to)
      left -= step
    }
    return VectorStroke(points: kept, lineWidth: self.lineWidth)
  }
}

extension CGPoint {
  fileprivate func distance(to other: CGPoint) -> CGFloat {
    hypot(other.x - self.x, other.y - self.y)
  }
}
