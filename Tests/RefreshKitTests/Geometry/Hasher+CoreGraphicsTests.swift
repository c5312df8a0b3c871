import Foundation
import RefreshKit
import TestSupport
import Testing

/// The engine's types that hold CoreGraphics values hash them by hand (`CGPoint`, `CGSize` and
/// `CGRect` are `Hashable` on Apple's SDKs only from iOS 18): equal values hash alike, and they
/// stay usable as dictionary keys.
@Suite(.idleClocks) struct HasherCoreGraphicsTests {
  @Test func equalValuesHashAlikeEvenWithANegativeZero() {
    let curve = TimingCurve(
      controlPoint1: CGPoint(x: 0, y: -0.0), controlPoint2: CGPoint(x: 1, y: 1))
    #expect(curve == .linear)
    #expect(curve.hashValue == TimingCurve.linear.hashValue)
    let image = RefreshImage(name: "arrow", size: CGSize(width: 15, height: 40))
    #expect(image.hashValue == RefreshImage.arrow.hashValue)
    let stroke = VectorStroke(points: [CGPoint(x: -0.0, y: 2)], lineWidth: 1)
    #expect(stroke.hashValue == VectorStroke(points: [.init(x: 0, y: 2)], lineWidth: 1).hashValue)
    let trace = ScrollTrace(frame: CGRect(x: 0, y: 0, width: 375, height: 600), contentSize: .zero)
    #expect(trace.hashValue == ScrollTrace(frame: trace.frame, contentSize: .zero).hashValue)
  }

  @Test func differentValuesAreDifferentKeys() {
    let curves: Set = [TimingCurve.linear, .easeIn, .easeOut, .easeInOut]
    #expect(curves.count == 4)
    let strokes: Set = [
      VectorStroke(points: [CGPoint(x: 1, y: 2)], lineWidth: 1),
      VectorStroke(points: [CGPoint(x: 2, y: 1)], lineWidth: 1),
      VectorStroke(points: [CGPoint(x: 1, y: 2), CGPoint(x: 1, y: 2)], lineWidth: 1),
    ]
    #expect(strokes.count == 3)
    let byImage = [RefreshImage.arrow: "down", RefreshImage.trailerArrow: "left"]
    #expect(byImage[RefreshImage(name: "arrow", size: CGSize(width: 15, height: 40))] == "down")
  }

  /// Each input case with a CoreGraphics value, twice over: equal inputs hash alike, and the
  /// set keeps one of each.
  @Test func everyTraceInputWithAGeometryIsAKey() {
    let inputs: [ScrollTraceInput] = [
      .frame(to: CGRect(x: 0, y: 0, width: 375, height: 600)),
      .contentSize(to: CGSize(width: 375, height: 1000)),
      .contentOffset(to: CGPoint(x: 0, y: -54)),
      .setContentOffset(to: CGPoint(x: 0, y: -54), animated: true),
      .setContentOffset(to: CGPoint(x: 0, y: -54), animated: false),
      .dragTo(offset: CGPoint(x: 0, y: -120)),
      .dragBy(translation: CGPoint(x: 0, y: -120)),
      .endDragging(velocity: CGPoint(x: 0, y: 1500)),
      .beginDragging, .cancelDragging,
    ]
    let copies = inputs.map { input in
      // A round trip through JSON makes equal values that share nothing with the originals.
      try? JSONDecoder().decode(ScrollTraceInput.self, from: JSONEncoder().encode(input))
    }
    #expect(copies == inputs.map { $0 })
    #expect(zip(inputs, copies).allSatisfy { $0.hashValue == $1?.hashValue })
    #expect(Set(inputs + copies.compactMap { $0 }).count == inputs.count)
  }
}
