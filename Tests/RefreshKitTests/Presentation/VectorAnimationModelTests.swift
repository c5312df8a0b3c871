import Foundation
import RefreshKit
import Testing

/// The vector animation's view model: strokes derived from the phase at the clock's time, the
/// next frame for a host that pauses, and strokes out of range left out.
@MainActor
@Suite struct VectorAnimationModelTests {
  func makeModel() -> VectorAnimationModel {
    let model = VectorAnimationModel()
    model.frame = CGRect(origin: CGPoint(x: 40, y: 13), size: VectorAnimationModel.size)
    return model
  }

  @Test func theStrokesAreThePhaseAtTheClocksTime() {
    let model = self.makeModel()
    model.phase = .loop(0.5...0.8, duration: 1, start: 10)
    let size = VectorAnimationModel.size
    #expect(model.strokes(at: 10.5) == VectorAnimation.ring.strokes(at: 0.65, in: size))
    #expect(model.strokes(at: 11.5) == VectorAnimation.ring.strokes(at: 0.65, in: size))
    model.phase = .pull(progress: 0.25)
    #expect(model.strokes(at: 99) == VectorAnimation.ring.strokes(at: 0.25, in: size))
  }

  @Test func aHiddenViewDrawsNothingAndNeverChanges() {
    let model = self.makeModel()
    model.phase = .loop(0.5...0.8, duration: 1, start: 0)
    model.isHidden = true
    #expect(model.strokes(at: 0.3).isEmpty)
    #expect(model.nextChange(after: 0.3) == nil)
  }

  /// When the drawing next changes, at 60 frames a second, for each phase at clock time 10.
  nonisolated static let nextChanges: [(ProgressPhase, TimeInterval?)] = [
    (.pull(progress: 0.3), nil),
    (.loop(0.5...0.8, duration: 1, start: 9.5), 10 + 1.0 / 60),
    (.loop(0.5...0.8, duration: 0, start: 9.5), nil),
    (.outro(0.8...0.9, duration: 0.4, start: 9.99), 9.99 + 1.0 / 60),
    (.outro(0.8...0.9, duration: 0.4, start: 9.5), nil),
    (.loop(0.5...0.8, duration: 1, start: 12), 12 + 1.0 / 60),
  ]

  @Test("The next frame of each phase", arguments: Self.nextChanges)
  func theNextFrameOfEachPhase(phase: ProgressPhase, next: TimeInterval?) {
    let model = self.makeModel()
    model.phase = phase
    let change = model.nextChange(after: 10)
    #expect((change == nil) == (next == nil))
    if let change, let next {
      #expect(abs(change - next) < 1e-5)
      #expect(change > 10)
    }
  }

  @Test func strokesOutOfRangeAreLeftOutAndReportedOnce() {
    let model = self.makeModel()
    model.animation = VectorAnimation(segments: ProgressSegments()) { _, _ in
      [
        VectorStroke(points: [.zero, CGPoint(x: 5, y: 5)], lineWidth: 1),
        VectorStroke(points: [.zero, CGPoint(x: CGFloat.nan, y: 5)], lineWidth: 1),
        VectorStroke(points: [.zero, CGPoint(x: 5, y: 5)], lineWidth: .infinity),
      ]
    }
    let (strokes, diagnostics) = Diagnostics.collect {
      (model.strokes(at: 0), model.strokes(at: 1)).0
    }
    #expect(strokes == [VectorStroke(points: [.zero, CGPoint(x: 5, y: 5)], lineWidth: 1)])
    #expect(diagnostics.map(\.kind) == [.nonFiniteValue], "once, not at every frame")
    #expect(diagnostics.first?.subject == "VectorAnimationModel.strokes(at:)")
  }

  @Test func thePresentationModelsWakeAtTheEarliestChange() {
    let vector = self.makeModel()
    vector.phase = .loop(0.5...0.8, duration: 1, start: 0)
    let image = AnimatedImageModel()
    image.startAnimating(
      [RefreshImage(name: "a", size: .zero), RefreshImage(name: "b", size: .zero)], duration: 10,
      at: 0)
    let models = PresentationModels(images: [image], vectors: [vector])
    let next = models.nextChange(after: 1)
    #expect(next.map { abs($0 - (1 + 1.0 / 60)) < 1e-5 } == true, "the vector's frame comes first")
    #expect(PresentationModels(images: [image]).nextChange(after: 1).map { $0 > 4.9 } == true)
    #expect(PresentationModels().nextChange(after: 1) == nil)
  }
}
