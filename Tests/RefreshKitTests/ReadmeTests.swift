import Foundation
import RefreshKit
import Testing

/// The README's usage example, step by step, with the numbers its comments promise.
@MainActor
@Suite struct ReadmeTests {
  @Test func theFifteenLineExampleShowsTheRubberBandThenSettlesAtZero() {
    let clock = ManualAnimationClock()
    let scroll = ScrollModel(frame: CGRect(x: 0, y: 0, width: 375, height: 600), clock: clock)
    scroll.contentSize = CGSize(width: 375, height: 1000)
    var printed: [String] = []
    let token = scroll.observe(\.contentOffset) { scroll, change in
      printed.append("\(scroll.panState) \(change.newValue.y)")
    }
    scroll.beginDragging()
    scroll.drag(translationY: 120)
    #expect(String(format: "%.1f", scroll.contentOffset.y) == "-59.5")
    scroll.endDragging()
    clock.run()
    #expect(scroll.contentOffset.y == 0)
    #expect(printed.first?.hasPrefix("changed -59.4") == true)
    #expect(printed.last == "ended 0.0")
    token.invalidate()
  }
}
