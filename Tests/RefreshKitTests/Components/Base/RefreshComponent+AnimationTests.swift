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
}
