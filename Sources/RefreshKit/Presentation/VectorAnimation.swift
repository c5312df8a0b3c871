public import Foundation

/// A vector animation drawn from a progress from 0 to 1: what a ``ProgressHeader`` shows without
/// Lottie or Rive.
///
/// Like a Lottie file, it has a frame rate and markers (``segments``). ``ring`` is built in; draw
/// your own from the progress and the size:
///
/// ```swift
/// let bar = VectorAnimation(segments: ProgressSegments()) { progress, size in
///   let line = VectorStroke(
///     points: [CGPoint(x: 0, y: size.height / 2), CGPoint(x: size.width, y: size.height / 2)],
///     lineWidth: 3)
///   return [line.trimmed(to: progress)]
/// }
/// header.vectorView.animation = bar
/// header.segments = bar.segments
/// ```
public struct VectorAnimation: Sendable {
  /// Where each phase plays: what a header showing it uses as its ``ProgressHeader/segments``.
  public var segments: ProgressSegments
  /// Its frames a second while it plays by itself (a loop, an outro): how often a host that
  /// pauses its display link draws it.
  public var framesPerSecond: Double
  private let draw: @Sendable (Double, CGSize) -> [VectorStroke]

  /// An animation drawn by `draw`, which returns the strokes at a progress, in a frame of the
  /// given size, y down.
  ///
  /// `framesPerSecond` defaults to 60; a value that is not a positive number becomes 60.
  public init(
    segments: ProgressSegments, framesPerSecond: Double = 60,
    draw: @escaping @Sendable (_ progress: Double, _ size: CGSize) -> [VectorStroke]
  ) {
    self.segments = segments
    self.framesPerSecond = framesPerSecond.isFinite && framesPerSecond > 0 ? framesPerSecond : 60
    self.draw = draw
  }

  /// The strokes at `progress`, in a frame of `size`, y down.
  ///
  /// A progress outside 0…1 is clamped; NaN is 0.
  public func strokes(at progress: Double, in size: CGSize) -> [VectorStroke] {
    self.draw(progress.isNaN ? 0 : min(max(progress, 0), 1), size)
  }
}

extension VectorAnimation {
  /// The built-in animation: a ring drawn round by the pull, turning while refreshing, closing
  /// round a check mark as a refresh ends, or round a cross when it failed.
  ///
  /// Segments: pull 0…0.5 (85 % of a turn at the trigger), loop 0.5…0.8 (one turn a second),
  /// outro 0.8…0.9 (check mark), failure outro just past 0.9 to 1 (cross), each ending in 0.4 s.
  public static let ring = VectorAnimation(
    segments: ProgressSegments(
      pull: 0...0.5, loop: 0.5...0.8, outro: 0.8...0.9, failureOutro: 0.9...1)
  ) { progress, size in
    RingDrawing(size: size).strokes(at: progress)
  }
}

private struct RingDrawing {
  let size: CGSize

  private var lineWidth: CGFloat { max(min(self.size.width, self.size.height) / 12, 1) }

  func strokes(at progress: Double) -> [VectorStroke] {
    let turn = CGFloat.pi * 2
    let top = -CGFloat.pi / 2
    switch progress {
    case ..<0.5:
      return [self.ring(from: top, length: 0.85 * CGFloat(progress / 0.5) * turn)]
    case ..<0.8:
      let lap = CGFloat((progress - 0.5) / 0.3)
      let length = (0.55 + 0.3 * cos(lap * turn)) * turn
      return [self.ring(from: top + lap * turn, length: length)]
    case ...0.9:
      let done = CGFloat((progress - 0.8) / 0.1)
      return [self.closing(done), self.line([(0.3, 0.52), (0.45, 0.67), (0.71, 0.38)], done)]
    default:
      let done = CGFloat((progress - 0.9) / 0.1)
      return [
        self.closing(done), self.line([(0.35, 0.35), (0.65, 0.65)], min(done * 2, 1)),
        self.line([(0.65, 0.35), (0.35, 0.65)], max(done * 2 - 1, 0)),
      ]
    }
  }

  private func closing(_ done: CGFloat) -> VectorStroke {
    self.ring(from: -.pi / 2, length: (0.85 + 0.15 * done) * .pi * 2)
  }

  private func ring(from start: CGFloat, length: CGFloat) -> VectorStroke {
    let side = min(self.size.width, self.size.height)
    guard length > 0 else {
      return VectorStroke(points: [], lineWidth: self.lineWidth)
    }
    return .arc(
      center: CGPoint(x: self.size.width / 2, y: self.size.height / 2),
      radius: (side - self.lineWidth) / 2, from: start, through: length,
      lineWidth: self.lineWidth)
  }

  /// Points are fractions of the size.
  private func line(_ fractions: [(CGFloat, CGFloat)], _ done: CGFloat) -> VectorStroke {
    let points = fractions.map { CGPoint(x: $0.0 * self.size.width, y: $0.1 * self.size.height) }
    return VectorStroke(points: points, lineWidth: self.lineWidth).trimmed(to: done)
  }
}
