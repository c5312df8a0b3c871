import Foundation
import RefreshKit
import Testing

/// The built-in ring, drawn from the progress alone, and the rules of any vector animation.
@Suite struct VectorAnimationTests {
  static let size = CGSize(width: 28, height: 28)
  /// The ring's line: a twelfth of the side; its radius keeps the line inside the frame.
  static let lineWidth: CGFloat = 28 / 12
  static let radius: CGFloat = (28 - 28 / 12) / 2

  /// How much of a turn a ring stroke covers.
  static func turns(_ stroke: VectorStroke) -> CGFloat {
    stroke.length / (2 * .pi * Self.radius)
  }

  /// Where a ring stroke starts, in turns clockwise from the top.
  static func start(_ stroke: VectorStroke) -> CGFloat {
    guard let first = stroke.points.first else {
      return 0
    }
    let angle = atan2(first.y - 14, first.x - 14) + .pi / 2
    let turns = angle / (2 * .pi)
    return turns - turns.rounded(.down)
  }

  /// At each progress: how much of a turn the ring covers, where it starts, and how much of
  /// each of the marks inside is drawn (the check's, then the cross's two lines).
  nonisolated static let ring: [(Double, CGFloat, CGFloat, [CGFloat])] = [
    (0, 0, 0, []),
    (0.25, 0.425, 0, []),
    (0.5, 0.85, 0, []),
    (0.575, 0.55, 0.25, []),  // a quarter lap: turned a quarter, breathing in
    (0.65, 0.25, 0.5, []),  // half a lap: turned half, at its shortest
    (0.8, 0.85, 0, [0]),  // the loop's end is the outro's start
    (0.85, 0.925, 0, [0.5]),
    (0.9, 1, 0, [1]),
    (0.95, 0.925, 0, [1, 0]),  // the failure ends the loop as the check does
    (1, 1, 0, [1, 1]),
  ]

  @Test("The ring at each progress", arguments: Self.ring)
  func theRingAtEachProgress(
    progress: Double, turns: CGFloat, start: CGFloat, marks: [CGFloat]
  ) throws {
    let strokes = VectorAnimation.ring.strokes(at: progress, in: Self.size)
    try #require(strokes.count == 1 + marks.count)
    let ring = strokes[0]
    #expect(abs(Self.turns(ring) - turns) < 0.002)
    if turns > 0 {
      #expect(abs(Self.start(ring) - start) < 1e-6 || abs(Self.start(ring) - start) > 1 - 1e-6)
      #expect(ring.lineWidth == Self.lineWidth)
    }
    let whole: [CGFloat] = marks.count == 1 ? [Self.checkLength] : [Self.crossLine, Self.crossLine]
    for (index, drawn) in marks.enumerated() {
      let mark = strokes[1 + index]
      #expect(abs(mark.length - drawn * whole[index]) < 1e-6, "mark \(index)")
    }
  }

  /// The check mark's two lines, at its fractions of 28 points.
  static let checkLength: CGFloat =
    hypot(0.15 * 28, 0.15 * 28) + hypot(0.26 * 28, 0.29 * 28)
  /// A line of the cross.
  static let crossLine: CGFloat = hypot(0.3 * 28, 0.3 * 28)

  @Test func theRingsSegmentsAreItsMarkers() {
    let segments = VectorAnimation.ring.segments
    #expect(segments.pull == 0...0.5)
    #expect(segments.loop == 0.5...0.8)
    #expect(segments.outro == 0.8...0.9)
    #expect(segments.failureOutro == 0.9.nextUp...1, "just past the check mark's last frame")
  }

  @Test func theProgressIsClampedBeforeDrawing() {
    var seen: [Double] = []
    let recorder = VectorAnimation(segments: ProgressSegments()) { progress, _ in
      [VectorStroke(points: [CGPoint(x: progress, y: 0)], lineWidth: 1)]
    }
    for progress in [-1, 0.3, 2, .nan, .infinity] {
      seen += recorder.strokes(at: progress, in: Self.size).map { Double($0.points[0].x) }
    }
    #expect(seen == [0, 0.3, 1, 0, 1])
  }

  @Test func aFrameRateThatIsNotPositiveIsSixty() {
    for rate in [0, -24, .nan, .infinity] {
      let animation = VectorAnimation(segments: ProgressSegments(), framesPerSecond: rate) { _, _ in
        []
      }
      #expect(animation.framesPerSecond == 60)
    }
    let film = VectorAnimation(segments: ProgressSegments(), framesPerSecond: 24) { _, _ in [] }
    #expect(film.framesPerSecond == 24)
  }
}
