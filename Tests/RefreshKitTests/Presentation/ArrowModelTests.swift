import Foundation
import RefreshKit
import TestSupport
import Testing

@MainActor
@Suite(.idleClocks) struct ArrowModelTests {
  @Test func theDefaultArrowIsMJRefreshs15By40Image() {
    let arrow = ArrowModel()
    #expect(arrow.image == RefreshImage.arrow)
    #expect(arrow.image.size == CGSize(width: 15, height: 40))
    #expect(arrow.rotation == 0 && !arrow.isHidden)
  }

  @Test func everyPropertyIsObservableAndHostileNumbersAreRefused() {
    let arrow = ArrowModel(image: .trailerArrow)
    var rotations: [CGFloat] = []
    var hidden: [Bool] = []
    var frames = 0
    var tints = 0
    let tokens = [
      arrow.observe(\.rotation) { _, change in rotations.append(change.newValue) },
      arrow.observe(\.isHidden) { _, change in hidden.append(change.newValue) },
      arrow.observe(\.frame) { _, _ in frames += 1 },
      arrow.observe(\.tintColor) { _, _ in tints += 1 },
    ]
    arrow.rotation = .pi
    _ = Diagnostics.collect { arrow.rotation = .nan }
    arrow.isHidden = true
    arrow.frame = CGRect(x: 1, y: 1, width: 20, height: 20)
    arrow.tintColor = RefreshColor(red: 0, green: 0, blue: 1)
    #expect(rotations == [.pi])
    #expect(hidden == [true])
    #expect(frames == 1 && tints == 1)
    #expect(arrow.image.name == "trail_arrow")
    withExtendedLifetime(tokens) {}
  }
}
