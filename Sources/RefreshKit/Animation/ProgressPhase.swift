public import Foundation

/// What a progress-driven animation (a Lottie or Rive file, a vector drawing) shows now: a point
/// the pull picks, a segment looping, or a segment playing once.
///
/// ``ProgressHeader`` gives one at every change; a host that draws every frame asks
/// ``progress(at:)``.
public enum ProgressPhase: Hashable, Sendable {
  /// The animation stands at `progress`, which the pull picked.
  case pull(progress: Double)
  /// The animation loops over `range`, once every `duration` seconds, from the clock time
  /// `start`.
  case loop(ClosedRange<Double>, duration: TimeInterval, start: TimeInterval)
  /// The animation plays `range` once, over `duration` seconds from the clock time `start`,
  /// and stays at its end.
  case outro(ClosedRange<Double>, duration: TimeInterval, start: TimeInterval)

  /// The animation's progress at `time` on the component's clock, from 0 to 1.
  public func progress(at time: TimeInterval) -> Double {
    switch self {
    case .pull(let progress):
      return progress
    case .loop(let range, let duration, let start):
      guard duration > 0 else {
        return range.lowerBound
      }
      let turns = max(time - start, 0) / duration
      let within = turns - turns.rounded(.down)
      return range.lowerBound + within * (range.upperBound - range.lowerBound)
    case .outro(let range, let duration, let start):
      guard duration > 0 else {
        return range.upperBound
      }
      let done = min(max((time - start) / duration, 0), 1)
      return range.lowerBound + done * (range.upperBound - range.lowerBound)
    }
  }
}

/// Where each phase of a ``ProgressHeader`` plays in its animation, as fractions of the whole,
/// and how long the timed ones last.
///
/// By default the first half follows the pull, the next 30 % loops while refreshing and the last
/// 20 % plays once as the refresh ends.
public struct ProgressSegments: Hashable, Sendable {
  /// The part the pull scrubs through: its start at rest, its end at the trigger.
  public var pull: ClosedRange<Double> {
    didSet { self.pull = Self.clamped(self.pull) }
  }
  /// The part that loops while refreshing.
  public var loop: ClosedRange<Double> {
    didSet { self.loop = Self.clamped(self.loop) }
  }
  /// The part that plays once as a refresh ends.
  public var outro: ClosedRange<Double> {
    didSet {
      self.outro = Self.clamped(self.outro)
      self.failureOutro = self.failureOutro.map { Self.separated($0, from: self.outro) }
    }
  }
  /// The part that plays once as a refresh ends with a failure, or `nil` for ``outro``.
  ///
  /// One that starts where ``outro`` ends starts just past it instead, so that it never draws the
  /// success's last frame.
  public var failureOutro: ClosedRange<Double>? {
    didSet {
      self.failureOutro = self.failureOutro.map {
        Self.separated(Self.clamped($0), from: self.outro)
      }
    }
  }
  /// How long one loop lasts, in seconds.
  public var loopDuration: TimeInterval {
    didSet { self.loopDuration = Self.clamped(self.loopDuration) }
  }
  /// How long the outro lasts, in seconds.
  public var outroDuration: TimeInterval {
    didSet { self.outroDuration = Self.clamped(self.outroDuration) }
  }

  /// Segments of an animation.
  ///
  /// Every bound is clamped to 0...1 (NaN to 0) and every duration to 0 or more (NaN and infinity
  /// to 0), here and when a property is set.
  public init(
    pull: ClosedRange<Double> = 0...0.5, loop: ClosedRange<Double> = 0.5...0.8,
    outro: ClosedRange<Double> = 0.8...1, failureOutro: ClosedRange<Double>? = nil,
    loopDuration: TimeInterval = 1, outroDuration: TimeInterval = 0.4
  ) {
    self.pull = Self.clamped(pull)
    self.loop = Self.clamped(loop)
    self.outro = Self.clamped(outro)
    self.failureOutro = failureOutro.map { Self.separated(Self.clamped($0), from: outro) }
    self.loopDuration = Self.clamped(loopDuration)
    self.outroDuration = Self.clamped(outroDuration)
  }

  private static func separated(
    _ failure: ClosedRange<Double>, from outro: ClosedRange<Double>
  ) -> ClosedRange<Double> {
    let end = Self.clamped(outro).upperBound
    guard failure.lowerBound == end, failure.lowerBound < failure.upperBound else {
      return failure
    }
    return failure.lowerBound.nextUp...failure.upperBound
  }

  private static func clamped(_ duration: TimeInterval) -> TimeInterval {
    duration.isFinite ? max(duration, 0) : 0
  }

  private static func clamped(_ range: ClosedRange<Double>) -> ClosedRange<Double> {
    let bound = { (value: Double) in value.isNaN ? 0 : min(max(value, 0), 1) }
    return bound(range.lowerBound)...bound(range.upperBound)
  }
}
