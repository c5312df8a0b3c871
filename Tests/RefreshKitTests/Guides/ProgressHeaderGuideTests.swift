import Foundation
import RefreshKit
import TestSupport
import Testing

/// Lottie's player as the adapter in `docs/custom-header.md` calls it: the signatures of
/// lottie-ios 4's `LottieAnimationView` (`currentProgress: AnimationProgressTime`, a `CGFloat`;
/// `play(fromProgress:toProgress:loopMode:completion:)`; `LottieLoopMode.loop`, `.playOnce`),
/// recording what it is asked, so that the guide's adapter is compiled and run here.
@MainActor
final class LottieAnimationView {
  enum LottieLoopMode: Equatable {
    case playOnce, loop
  }

  private(set) var calls: [String] = []
  var currentProgress: CGFloat = 0 {
    didSet { self.calls.append("progress \(self.currentProgress)") }
  }

  init(name: String) {}

  func play(
    fromProgress: CGFloat? = nil, toProgress: CGFloat, loopMode: LottieLoopMode? = nil,
    completion: ((Bool) -> Void)? = nil
  ) {
    self.calls.append("play \(fromProgress ?? 0)...\(toProgress) \(loopMode.map { "\($0)" } ?? "")")
  }
}

/// The guide's Lottie adapter, line for line.
final class LottieHeader: ProgressHeader {
  let animationView = LottieAnimationView(name: "pull-to-refresh")

  override func progressPhaseDidChange() {
    switch progressPhase {
    case .pull(let progress):
      animationView.currentProgress = progress
    case .loop(let range, _, _):
      animationView.play(
        fromProgress: range.lowerBound, toProgress: range.upperBound, loopMode: .loop)
    case .outro(let range, _, _):
      animationView.play(
        fromProgress: range.lowerBound, toProgress: range.upperBound, loopMode: .playOnce)
    }
  }
}

/// The guide's adapter plays a pull, a refresh and its end as Lottie's calls, and its drawing
/// of a bar takes the ring's place.
@MainActor
@Suite(.idleClocks) struct ProgressHeaderGuideTests {
  @Test func theAdapterScrubsLoopsAndPlaysTheOutro() {
    let header = LottieHeader(config: makeConfig())
    let (scroll, clock) = attach(header, top: 0)
    scroll.beginDragging()
    scroll.drag(toOffsetY: -27)
    scroll.endDragging()
    clock.run()
    header.beginRefreshing()
    clock.advance(by: 1)
    header.endRefreshing()
    clock.run()
    let calls = header.animationView.calls
    #expect(calls.first == "progress 0.25", "the pull scrubs")
    #expect(calls.filter { $0.hasPrefix("progress") }.count > 3, "and the bounce back scrubs back")
    #expect(
      Array(calls.drop { $0 != "progress 0.0" }) == [
        "progress 0.0", "progress 0.5", "play 0.5...0.8 loop", "play 0.8...0.9 playOnce",
        "progress 0.0",
      ])
    withExtendedLifetime(scroll) {}
  }

  @Test func aDrawingOfYourOwnTakesTheRingsPlace() {
    let header = ProgressHeader(config: makeConfig())
    let (scroll, clock) = attach(header, top: 0)
    let bar = VectorAnimation(segments: ProgressSegments()) { progress, size in
      let line = VectorStroke(
        points: [CGPoint(x: 0, y: size.height / 2), CGPoint(x: size.width, y: size.height / 2)],
        lineWidth: 3)
      return [line.trimmed(to: progress)]
    }
    header.vectorView.animation = bar
    header.segments = bar.segments
    scroll.beginDragging()
    scroll.drag(toOffsetY: -54)
    let expected: CGFloat = 14
    #expect(header.vectorView.strokes(at: clock.now).first?.length == expected, "half the bar")
    scroll.cancelDragging()
    clock.run()
  }
}
