import Foundation
import RefreshKit
import TestSupport
import Testing

@MainActor
@Suite(.idleClocks) struct AnimatedImageModelTests {
  private let frames = (0..<4).map {
    RefreshImage(name: "f\($0)", size: CGSize(width: 10, height: 10))
  }

  @Test func aStillImageShowsUntilTheLoopStarts() {
    let view = AnimatedImageModel()
    #expect(view.displayedImage(at: 0) == nil)
    view.image = frames[2]
    #expect(view.displayedImage(at: 100) == frames[2])
  }

  @Test func theLoopShowsTheFrameForTheElapsedTimeAndWrapsAround() {
    let view = AnimatedImageModel()
    view.startAnimating(frames, duration: 0.4, at: 10)
    #expect(view.isAnimating)
    #expect(view.displayedImage(at: 10) == frames[0])
    #expect(view.displayedImage(at: 10.15) == frames[1])
    #expect(view.displayedImage(at: 10.35) == frames[3])
    #expect(view.displayedImage(at: 10.45) == frames[0])
    #expect(view.displayedImage(at: 9) == frames[0], "before the start")
    view.stopAnimating()
    #expect(view.displayedImage(at: 10.15) == nil)
  }

  @Test func aLoopWithoutDurationShowsItsFirstFrame() {
    let view = AnimatedImageModel()
    view.startAnimating(frames, duration: .nan, at: 0)
    #expect(view.animationDuration == 0)
    #expect(view.displayedImage(at: 3) == frames[0])
  }

  @Test func itsStateIsObservable() {
    let view = AnimatedImageModel()
    var changes = 0
    let tokens = [
      view.observe(\.image) { _, _ in changes += 1 },
      view.observe(\.animationImages) { _, _ in changes += 1 },
      view.observe(\.isAnimating) { _, _ in changes += 1 },
      view.observe(\.isHidden) { _, _ in changes += 1 },
      view.observe(\.frame) { _, _ in changes += 1 },
      view.observe(\.contentMode) { _, _ in changes += 1 },
    ]
    view.image = frames[0]
    view.startAnimating(frames, duration: 1, at: 0)
    view.isHidden = true
    view.frame = CGRect(x: 0, y: 0, width: 5, height: 5)
    view.contentMode = .right
    #expect(changes == 6)
    withExtendedLifetime(tokens) {}
  }
}
