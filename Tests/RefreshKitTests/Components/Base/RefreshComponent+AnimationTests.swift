import Foundation
import RefreshKit
import TestSupport
import Testing

@MainActor
@Suite(.idleClocks) struct RefreshComponentAnimationTests {
  @Test func withoutAScrollModelAnAnimationCompletesAtOnce() {
    let header = RefreshHeader()
    var progress: [Double] = []
    var finished: Bool?
    let animation = header.animate(
      duration: 1, update: { progress.append($0) }, completion: { finished = $0 })
    #expect(animation == nil)
    #expect(progress == [1])
    #expect(finished == true)
  }

  @Test func anAnimationRunsOnTheScrollModelsClockAndStopsOnDetach() {
    let header = makeHeader(CallLog())
    let (scroll, clock) = attach(header)
    var last = 0.0
    var finished: Bool?
    header.animate(
      duration: 1, curve: .linear, update: { last = $0 }, completion: { finished = $0 })
    clock.advance(by: 0.5)
    #expect(last == 0.5)
    scroll.header = nil
    #expect(finished == false)
    #expect(clock.isIdle)
  }

  // MARK: - Reduced motion

  @Test("With reduced motion the begin and the end move in 0 s", arguments: EdgeComponent.allCases)
  func withReducedMotionNothingMovesOverTime(kind: EdgeComponent) {
    let (component, scroll, clock) = kind.attached()
    component.config.reducesMotion = true
    let offsets = Recorder(scroll, \.contentOffset)
    component.beginRefreshing()
    let open = scroll.contentOffset
    let held = component.insetShare?.insets ?? .zero
    clock.run()
    #expect(scroll.contentOffset == open, "already where the refresh holds it")
    component.endRefreshing()
    // A loader holds its share for as long as it shows, refreshing or not.
    #expect(
      component.insetShare?.insets ?? .zero != held || kind == .autoFooter
        || kind == .leadingLoader)
    let closed = scroll.contentOffset
    clock.run()
    #expect(scroll.contentOffset == closed, "already closed")
    // Every offset the scroll model took is the start, the open one or the closed one.
    #expect(Set(offsets.values.map { "\($0)" }).count <= 3)
    withExtendedLifetime(scroll) {}
  }

  @Test func withReducedMotionTheArrowFlipsAtOnce() {
    let header = NormalHeader(config: makeConfig())
    header.config.reducesMotion = true
    let (scroll, clock) = attach(header, top: 0)
    scroll.beginDragging()
    scroll.drag(translationY: 150)
    #expect(header.arrowView.rotation == NormalHeader.pullingArrowRotation, "no turn in between")
    scroll.drag(translationY: 20)
    #expect(header.arrowView.rotation == 0)
    scroll.endDragging()
    clock.run()
  }

  @Test func withoutReducedMotionTheArrowTurns() {
    let header = NormalHeader(config: makeConfig())
    let (scroll, clock) = attach(header, top: 0)
    scroll.beginDragging()
    scroll.drag(translationY: 150)
    #expect(header.arrowView.rotation == 0, "the turn takes the fast animation")
    clock.advance(by: 0.25)
    #expect(header.arrowView.rotation == NormalHeader.pullingArrowRotation)
    scroll.endDragging()
    clock.run()
  }
}
