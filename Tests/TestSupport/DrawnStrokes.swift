#if os(Linux)  // the stand-ins' draw passes
public import AppleStandIn
import Foundation
public import RefreshKit
public import Testing

/// Expects the strokes a stand-in view drew in its `draw(_:)` to be `expected`, a vector
/// animation's lines at the same time: the same points, round ends and corners, the line width
/// of the animation, in the state label's grey (RGB 90, 90, 90).
///
/// - Parameters:
///   - drawn: What the view stroked.
///   - expected: The animation's lines, which must not be empty.
///   - sourceLocation: Where the check is, for its failures.
public func expectDrawn(
  _ drawn: [StandInGraphicsContext.Stroke], as expected: [VectorStroke],
  sourceLocation: SourceLocation = #_sourceLocation
) {
  #expect(!expected.isEmpty, sourceLocation: sourceLocation)
  #expect(drawn.map(\.points) == expected.map(\.points), sourceLocation: sourceLocation)
  let width = expected.first?.lineWidth
  #expect(drawn.allSatisfy { $0.isRound && $0.lineWidth == width }, sourceLocation: sourceLocation)
  let grey: [CGFloat] = [90 / 255, 90 / 255, 90 / 255, 1]
  #expect(
    drawn.allSatisfy { zip($0.color, grey).allSatisfy { abs($0 - $1) < 0.01 } },
    sourceLocation: sourceLocation)
}
#endif
