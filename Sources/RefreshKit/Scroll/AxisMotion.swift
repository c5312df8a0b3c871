import Foundation

/// What the content offset does on one axis after the finger lifts: UIKit's deceleration, its
/// bounce back to an edge, or a paging snap, each advanced in exact closed form per frame.
enum AxisMotion: Equatable {
  enum Edge: Equatable {
    case minimum
    case maximum
  }

  case idle
  /// UIKit: momentum decays by the deceleration rate every millisecond.
  case decelerating(velocity: CGFloat)
  /// A critically damped spring back to an edge; `stretch` is its position before the rubber band.
  case bouncing(velocity: CGFloat, edge: Edge, stretch: CGFloat)
  /// A critically damped spring to a page boundary, resisted past an edge as a bounce is.
  case paging(velocity: CGFloat, target: CGFloat)

  struct Context {
    var bounds: AxisBounds
    var canScroll: Bool
    var bounces: Bool
    var decelerationRate: CGFloat
    var pageLength: CGFloat?
    /// For the rubber band.
    var dimension: CGFloat
  }

  var isActive: Bool {
    if case .idle = self { false } else { true }
  }

  static func afterRelease(offset: CGFloat, velocity: CGFloat, context: Context) -> AxisMotion {
    let bounds = context.bounds
    let velocity = context.canScroll ? velocity : 0
    if let page = context.pageLength, page > 0, context.canScroll {
      let position = offset / page
      let index: CGFloat
      if velocity > ScrollPhysics.pagingVelocity {
        index = position.rounded(.up)
      } else if velocity < -ScrollPhysics.pagingVelocity {
        index = position.rounded(.down)
      } else {
        index = position.rounded()
      }
      let target = bounds.clamp(index * page)
      let limit = ScrollPhysics.bounceVelocityLimit(dimension: context.dimension)
      return offset == target && velocity == 0
        ? .idle : .paging(velocity: min(max(velocity, -limit), limit), target: target)
    }
    if offset < bounds.minimum || offset > bounds.maximum {
      let edge: Edge = offset < bounds.minimum ? .minimum : .maximum
      let target = edge == .minimum ? bounds.minimum : bounds.maximum
      return self.bounce(
        toward: edge, shown: offset - target, velocity: velocity, dimension: context.dimension)
    }
    let pushesPastAnEdge =
      (offset >= bounds.maximum && velocity > 0) || (offset <= bounds.minimum && velocity < 0)
    if pushesPastAnEdge && !context.bounces {
      return .idle
    }
    let travel = ScrollPhysics.remainingTravel(velocity: velocity, rate: context.decelerationRate)
    return travel >= ScrollPhysics.settleDistance ? .decelerating(velocity: velocity) : .idle
  }

  mutating func step(offset: CGFloat, elapsed: Double, context: Context) -> CGFloat {
    switch self {
    case .idle:
      return offset
    case .decelerating(let velocity):
      return self.decelerate(offset, velocity, elapsed, context)
    case .bouncing(let velocity, let edge, let stretch):
      let target = edge == .minimum ? context.bounds.minimum : context.bounds.maximum
      let wasInside = edge == .minimum ? offset > target : offset < target
      if wasInside {
        // The edge moved past the offset (a page arrived): stop rather than scroll the list by
        // itself; if the range shrank past it from the other side, bounce to that edge instead.
        if context.bounds.contains(offset) {
          self = .idle
          return offset
        }
        let other: Edge = edge == .minimum ? .maximum : .minimum
        let otherTarget = other == .minimum ? context.bounds.minimum : context.bounds.maximum
        self = Self.bounce(
          toward: other, shown: offset - otherTarget, velocity: 0, dimension: context.dimension)
        return self.step(offset: offset, elapsed: elapsed, context: context)
      }
      let (position, newVelocity) = Self.spring(stretch, velocity, elapsed)
      let isInside = edge == .minimum ? position > 0 : position < 0
      let movesInward = edge == .minimum ? newVelocity > 0 : newVelocity < 0
      if position.magnitude < ScrollPhysics.settleDistance
        && newVelocity.magnitude < ScrollPhysics.settleVelocity
      {
        self = .idle
        return target
      }
      if isInside && movesInward && newVelocity.magnitude >= ScrollPhysics.settleVelocity {
        self = .decelerating(velocity: newVelocity)
        return target + position
      }
      self = .bouncing(velocity: newVelocity, edge: edge, stretch: position)
      return target + ScrollPhysics.resistedStretch(position, dimension: context.dimension)
    case .paging(let velocity, let target):
      let bounds = context.bounds
      let target = bounds.clamp(target)
      // The spring's own position: past an edge the offset shows it resisted.
      let own = ScrollPhysics.unresisted(offset, bounds: bounds, dimension: context.dimension)
      let (position, newVelocity) = Self.spring(own - target, velocity, elapsed)
      if position.magnitude < ScrollPhysics.settleDistance
        && newVelocity.magnitude < ScrollPhysics.settleVelocity
      {
        self = .idle
        return target
      }
      self = .paging(velocity: newVelocity, target: target)
      return ScrollPhysics.resisted(
        target + position, bounds: bounds, dimension: context.dimension, canScroll: true,
        bounces: context.bounces)
    }
  }

  /// Follows content inserted before the start of the axis.
  ///
  /// A bounce at the minimum edge now inside the content becomes momentum again if it still ran
  /// outward (a fling goes on into the earlier page), and stops if it was on its way back.
  mutating func shift(by delta: CGFloat, offset: CGFloat, context: Context) {
    switch self {
    case .idle, .decelerating:
      break
    case .bouncing(let velocity, .minimum, _):
      let shown = offset - context.bounds.minimum
      if shown >= 0 {
        self = velocity < 0 ? .decelerating(velocity: velocity) : .idle
        return
      }
      self =
        .bouncing(
          velocity: velocity, edge: .minimum,
          stretch: ScrollPhysics.unresistedStretch(shown, dimension: context.dimension))
    case .bouncing(_, .maximum, _):
      break  // the edge moved with the content
    case .paging(let velocity, let target):
      self = .paging(velocity: velocity, target: target + delta)
    }
  }

  private mutating func decelerate(
    _ offset: CGFloat, _ velocity: CGFloat, _ elapsed: Double, _ context: Context
  ) -> CGFloat {
    let decay = ScrollPhysics.decay(rate: context.decelerationRate)
    let factor = CGFloat(exp(Double(decay) * elapsed))
    let newVelocity = velocity * factor
    let newOffset = offset + velocity * (factor - 1) / decay
    let bounds = context.bounds
    if !bounds.contains(newOffset) {
      if context.bounces {
        // The momentum meets the rubber band at the edge, as a finger would.
        let edge: Edge = newOffset < bounds.minimum ? .minimum : .maximum
        self = Self.bounce(
          toward: edge, shown: 0, velocity: newVelocity, dimension: context.dimension)
        return edge == .minimum ? bounds.minimum : bounds.maximum
      }
      self = .idle
      return bounds.clamp(newOffset)
    }
    let travel = ScrollPhysics.remainingTravel(
      velocity: newVelocity, rate: context.decelerationRate)
    self = travel < ScrollPhysics.settleDistance ? .idle : .decelerating(velocity: newVelocity)
    return newOffset
  }

  /// The speed is limited so that the stretch stays well inside the view.
  private static func bounce(
    toward edge: Edge, shown: CGFloat, velocity: CGFloat, dimension: CGFloat
  ) -> AxisMotion {
    let limit = ScrollPhysics.bounceVelocityLimit(dimension: dimension)
    return .bouncing(
      velocity: min(max(velocity, -limit), limit), edge: edge,
      stretch: ScrollPhysics.unresistedStretch(shown, dimension: dimension))
  }

  /// A critically damped spring toward zero, in closed form.
  private static func spring(_ position: CGFloat, _ velocity: CGFloat, _ elapsed: Double)
    -> (CGFloat, CGFloat)
  {
    let omega = ScrollPhysics.springFrequency
    let x0 = Double(position)
    let v0 = Double(velocity)
    let decay = exp(-omega * elapsed)
    let b = v0 + omega * x0
    let x = (x0 + b * elapsed) * decay
    let v = (v0 - omega * b * elapsed) * decay
    return (CGFloat(x), CGFloat(v))
  }
}

/// The content offset's range on one axis: `-leading inset` to
/// `content length + trailing inset - visible length`, never below the minimum.
struct AxisBounds: Equatable {
  var minimum: CGFloat
  var maximum: CGFloat

  init(minimum: CGFloat, maximum: CGFloat) {
    self.minimum = minimum
    self.maximum = max(minimum, maximum)
  }

  func clamp(_ value: CGFloat) -> CGFloat {
    min(max(value, self.minimum), self.maximum)
  }

  func contains(_ value: CGFloat) -> Bool {
    value >= self.minimum && value <= self.maximum
  }
}
