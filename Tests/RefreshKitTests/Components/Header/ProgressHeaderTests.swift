import Foundation
import RefreshKit
import TestSupport
import Testing

/// The progress-driven header: the pull scrubs the first segment, refreshing loops the second,
/// the end plays the outro, all on MJRefresh's header numbers (54 points, 0.25 s in, 0.4 s out).
@MainActor
@Suite(.idleClocks) struct ProgressHeaderTests {
  struct Offline: Error {}

  func makeHeader() -> (ProgressHeader, ScrollModel, ManualAnimationClock) {
    let header = ProgressHeader(config: makeConfig())
    let (scroll, clock) = attach(header, top: 0)
    return (header, scroll, clock)
  }

  /// The pull's progress at each offset: half of the animation at the trigger, no more past it.
  nonisolated static let pulls: [(CGFloat, Double)] = [
    (0, 0), (-27, 0.25), (-54, 0.5), (-120, 0.5),
  ]

  @Test("The pull scrubs the first half", arguments: Self.pulls)
  func thePullScrubsTheFirstHalf(offset: CGFloat, progress: Double) {
    let (header, scroll, clock) = self.makeHeader()
    scroll.beginDragging()
    scroll.drag(toOffsetY: offset)
    #expect(header.progressPhase == .pull(progress: progress))
    #expect(header.progress(at: clock.now) == progress)
    scroll.cancelDragging()
    clock.run()
  }

  @Test func refreshingLoopsThenTheEndPlaysTheOutroThenThePullIsBack() {
    let (header, scroll, clock) = self.makeHeader()
    var phases: [ProgressPhase] = []
    header.progressPhaseHandler = { phases.append($0) }
    clock.advance(to: 2)
    header.beginRefreshing()
    #expect(header.progressPhase == .loop(0.5...0.8, duration: 1, start: 2))
    let quarter = header.progress(at: 2.25)
    let expectedQuarter = 0.5 + 0.25 * 0.3
    #expect(abs(quarter - expectedQuarter) < 1e-9)
    let laterLoop = header.progress(at: 3.5)
    #expect(abs(laterLoop - 0.65) < 1e-9, "the second loop, half way")
    clock.advance(to: 3)
    header.endRefreshing()
    #expect(header.progressPhase == .outro(0.8...0.9, duration: 0.4, start: 3))
    #expect(abs(header.progress(at: 3.2) - 0.85) < 1e-9)
    #expect(header.progress(at: 5) == 0.9, "it stays at the end")
    clock.run()
    #expect(header.progressPhase == .pull(progress: 0))
    // A begin shows the pull's end first, as MJRefresh sets the pull to 100 % as it begins;
    // the end goes from the loop to the outro with no step between.
    #expect(
      phases == [
        .pull(progress: 0.5), .loop(0.5...0.8, duration: 1, start: 2),
        .outro(0.8...0.9, duration: 0.4, start: 3), .pull(progress: 0),
      ])
    withExtendedLifetime(scroll) {}
  }

  @Test func aFailedRefreshPlaysTheFailureOutro() {
    let (header, scroll, clock) = self.makeHeader()
    header.segments = ProgressSegments(failureOutro: 0.9...1)
    header.beginRefreshing()
    clock.advance(by: 1)
    header.endRefreshing(result: .failure(Offline()))
    #expect(header.progressPhase == .outro(0.9...1, duration: 0.4, start: 1))
    clock.run()
    header.beginRefreshing()
    clock.advance(by: 1)
    header.endRefreshing(result: .success)
    #expect(header.progressPhase == .outro(0.8...1, duration: 0.4, start: clock.now))
    clock.run()
    withExtendedLifetime(scroll) {}
  }

  @Test func reducedMotionHoldsTheLoopStillAndSkipsTheOutro() {
    let (header, scroll, clock) = self.makeHeader()
    header.config.reducesMotion = true
    header.beginRefreshing()
    #expect(header.progress(at: 0.3) == 0.5)
    #expect(header.progress(at: 0.9) == 0.5)
    header.endRefreshing()
    #expect(header.progressPhase == .pull(progress: 0))
    clock.run()
    withExtendedLifetime(scroll) {}
  }

  @Test func detachingDuringTheOutroEndsItForGood() {
    let (header, scroll, clock) = self.makeHeader()
    header.beginRefreshing()
    clock.advance(by: 1)
    header.endRefreshing()
    clock.advance(by: 0.1)
    var later: [ProgressPhase] = []
    header.progressPhaseHandler = { later.append($0) }
    scroll.header = nil
    #expect(header.progressPhase == .pull(progress: 0))
    clock.advance(by: 1)
    #expect(later == [.pull(progress: 0)], "the outro's end changes nothing once detached")
  }

  @Test func theOutroHoldsItsEndWhileTheResultShows() {
    let (header, scroll, clock) = self.makeHeader()
    header.resultDisplayDuration = 1
    header.beginRefreshing()
    clock.advance(by: 1)
    header.endRefreshing(result: .failure(Offline()))
    clock.advance(by: 0.6)  // past the outro's 0.4 s, in the result's 1 s
    #expect(header.isShowingResult)
    #expect(header.progressPhase == .outro(0.9.nextUp...1, duration: 0.4, start: 1))
    #expect(header.progress(at: clock.now) == 1)
    clock.run()
    #expect(header.progressPhase == .pull(progress: 0))
    withExtendedLifetime(scroll) {}
  }

  @Test func segmentsAreClampedToTheAnimation() {
    let segments = ProgressSegments(
      pull: -1...2, loop: 0.2...0.4, outro: 0.5...Double.infinity, failureOutro: 2...3,
      loopDuration: -1, outroDuration: .nan)
    #expect(segments.pull == 0...1)
    #expect(segments.loop == 0.2...0.4)
    #expect(segments.outro == 0.5...1)
    #expect(segments.failureOutro == 1...1)
    #expect(segments.loopDuration == 0 && segments.outroDuration == 0)
    var set = ProgressSegments()
    set.loop = 0.5...3
    set.outroDuration = -.infinity
    #expect(set.loop == 0.5...1 && set.outroDuration == 0, "setting clamps too")
  }

  @Test func theRingFollowsEveryPhase() {
    let (header, scroll, clock) = self.makeHeader()
    scroll.beginDragging()
    scroll.drag(toOffsetY: -27)
    #expect(header.vectorView.phase == .pull(progress: 0.25))
    let size = VectorAnimationModel.size
    #expect(
      header.vectorView.strokes(at: clock.now) == VectorAnimation.ring.strokes(at: 0.25, in: size))
    scroll.drag(toOffsetY: -60)
    scroll.endDragging()
    clock.advance(by: 0.3)
    #expect(header.state == .refreshing)
    #expect(header.vectorView.phase == header.progressPhase)
    #expect(header.vectorView.nextChange(after: clock.now) != nil, "the loop plays by itself")
    clock.advance(by: 1)
    header.endRefreshing(result: .failure(Offline()))
    #expect(header.vectorView.phase == .outro(0.9.nextUp...1, duration: 0.4, start: clock.now))
    clock.advance(by: 0.39)
    #expect(
      header.vectorView.strokes(at: clock.now).count == 3, "the ring closing round a cross")
    clock.run()
    // The outro ended at 1.3 + 0.4 s, which the clock's whole nanoseconds put just below the
    // sum: the end is the timer's, not a comparison of times.
    #expect(header.vectorView.phase == .pull(progress: 0))
    #expect(header.vectorView.strokes(at: clock.now).isEmpty, "nothing pulled, nothing drawn")
  }

  // MARK: - Found by the outside review (issue 50)

  @Test func segmentsSetDuringARefreshApplyFromTheNextLoop() {
    let (header, scroll, clock) = self.makeHeader()
    clock.advance(to: 2)
    header.beginRefreshing()
    clock.advance(to: 2.3)
    let before = header.progress(at: clock.now)
    header.segments = ProgressSegments(pull: 0...0.4, loop: 0.4...0.75, outro: 0.75...1)
    #expect(header.progress(at: clock.now) == before, "the loop under way plays on")
    #expect(header.progressPhase == .loop(0.5...0.8, duration: 1, start: 2))
    header.endRefreshing()
    #expect(header.progressPhase == .outro(0.75...1, duration: 0.4, start: 2.3), "the next phase")
    clock.run()
    header.beginRefreshing()
    #expect(header.progressPhase == .loop(0.4...0.75, duration: 1, start: clock.now))
    header.endRefreshing()
    clock.run()
    withExtendedLifetime(scroll) {}
  }

  @Test func aFailedRefreshsFirstOutroFrameDrawsTheCrossNotTheCheckMark() {
    let (header, scroll, clock) = self.makeHeader()
    header.beginRefreshing()
    clock.advance(by: 1)
    header.endRefreshing(result: .failure(Offline()))
    #expect(header.progress(at: clock.now) > 0.9, "past the success outro's last frame")
    let first = header.vectorView.strokes(at: clock.now)
    let checkMark = VectorAnimation.ring.strokes(at: 0.9, in: VectorAnimationModel.size)
    #expect(first != checkMark, "the cross begins: no check mark")
    #expect(first.allSatisfy { $0.points.count != 3 }, "no stroke is the check mark's line")
    clock.run()
    withExtendedLifetime(scroll) {}
  }

  @Test func aFailureOutroThatStartsWhereTheSuccessOutroEndsStartsJustPastIt() {
    let segments = ProgressSegments(outro: 0.6...0.8, failureOutro: 0.8...1)
    #expect(segments.failureOutro == 0.8.nextUp...1)
    var set = ProgressSegments(outro: 0.6...0.8)
    set.failureOutro = 0.8...1
    #expect(set.failureOutro == 0.8.nextUp...1)
  }

  @Test func theRingSitsWhereTheNormalHeadersArrowDoes() {
    let config = makeConfig()
    let header = ProgressHeader(config: config)
    let normal = NormalHeader(config: config)
    let (scroll, _) = attach(header)
    let (other, _) = attach(normal)
    let ring = header.vectorView.frame
    #expect(ring.size == VectorAnimationModel.size)
    #expect(ring.midX == normal.arrowView.frame.midX)
    #expect(ring.midY == normal.arrowView.frame.midY)
    #expect(header.vectorView.tintColor == header.stateLabel.textColor)
    config.layoutDirection = .rightToLeft
    #expect(header.vectorView.frame.midX == header.frame.width - ring.midX, "mirrored")
    header.stateLabel.isHidden = true
    header.lastUpdatedTimeLabel.isHidden = true
    header.placeSubviews()
    #expect(header.vectorView.frame.midX == header.frame.width / 2, "alone, centred")
    withExtendedLifetime((scroll, other)) {}
  }
}
