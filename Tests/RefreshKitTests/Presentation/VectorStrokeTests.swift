import Foundation
import RefreshKit
import Testing

/// Lines for vector animations: arcs as 6° segments, lengths, and the part drawn so far.
@Suite struct VectorStrokeTests {
  @Test func anArcIsSegmentsOfSixDegreesOnTheCircle() {
    let arc = VectorStroke.arc(
      center: CGPoint(x: 10, y: 10), radius: 5, from: 0, through: .pi / 2, lineWidth: 2)
    #expect(arc.points.count == 16, "15 segments of 6° and the start")
    #expect(arc.lineWidth == 2)
    for point in arc.points {
      #expect(abs(hypot(point.x - 10, point.y - 10) - 5) < 1e-9)
    }
    let first = arc.points[0]
    let last = arc.points[15]
    #expect(abs(first.x - 15) < 1e-9 && abs(first.y - 10) < 1e-9, "0 points right")
    #expect(abs(last.x - 10) < 1e-9 && abs(last.y - 15) < 1e-9, "clockwise on screen: down")
  }

  @Test func aWholeCircleIsAlmostItsCircumferenceLong() {
    let circle = VectorStroke.arc(
      center: .zero, radius: 10, from: 0, through: 2 * .pi, lineWidth: 1)
    let circumference: CGFloat = 2 * .pi * 10
    #expect(circle.length < circumference)
    #expect(circle.length > circumference * 0.999, "6° chords lose less than a thousandth")
  }

  /// A line of two segments, 10 and 20 long: what each fraction keeps.
  nonisolated static let trims: [(CGFloat, [CGPoint])] = [
    (0, []),
    (-1, []),
    (0.2, [CGPoint(x: 0, y: 0), CGPoint(x: 6, y: 0)]),
    (0.5, [CGPoint(x: 0, y: 0), CGPoint(x: 10, y: 0), CGPoint(x: 10, y: 5)]),
    (1, [CGPoint(x: 0, y: 0), CGPoint(x: 10, y: 0), CGPoint(x: 10, y: 20)]),
    (3, [CGPoint(x: 0, y: 0), CGPoint(x: 10, y: 0), CGPoint(x: 10, y: 20)]),
  ]

  @Test("Trimming keeps the first part of the length", arguments: Self.trims)
  func trimmingKeepsTheFirstPartOfTheLength(fraction: CGFloat, points: [CGPoint]) {
    let line = VectorStroke(
      points: [CGPoint(x: 0, y: 0), CGPoint(x: 10, y: 0), CGPoint(x: 10, y: 20)], lineWidth: 3)
    #expect(line.length == 30)
    let trimmed = line.trimmed(to: fraction)
    #expect(trimmed.points == points)
    #expect(trimmed.lineWidth == 3)
  }

  @Test func aLineOfOnePointHasNoLengthAndTrimsToNothing() {
    let dot = VectorStroke(points: [CGPoint(x: 4, y: 4)], lineWidth: 1)
    #expect(dot.length == 0)
    #expect(dot.trimmed(to: 1).points.isEmpty)
  }
}
