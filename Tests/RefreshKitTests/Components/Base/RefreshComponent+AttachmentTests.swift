import Foundation
import RefreshKit
import TestSupport
import Testing

@MainActor
@Suite(.idleClocks) struct RefreshComponentAttachmentTests {
  @Test func attachingSpansTheScrollModelAndTurnsOnVerticalBounce() {
    let header = makeHeader(CallLog())
    let (scroll, _) = makeScrollModel()
    scroll.contentInset = EdgeInsets(left: 8)
    scroll.header = header
    #expect(header.frame == CGRect(x: -8, y: -54, width: 375, height: 54))
    #expect(scroll.alwaysBounceVertical)
    #expect(header.attachedScrollModel === scroll)
    #expect(header.clock === scroll.clock)
  }

  @Test func theOriginalInsetIsTheAdjustedInsetWithoutTheComponentsOwnShare() {
    let header = makeHeader(CallLog())
    let (scroll, clock) = attach(header, top: 20, systemTop: 44)
    header.beginRefreshing()
    clock.run()
    #expect(scroll.adjustedContentInset.top == 118)
    #expect(header.scrollViewOriginalInset == EdgeInsets(top: 64))
    #expect(RefreshHeader().scrollViewOriginalInset == .zero)
  }

  @Test func aDetachedComponentNoLongerFollowsTheScrollModel() {
    let header = makeHeader(CallLog())
    let (scroll, clock) = attach(header, top: 0)
    scroll.header = nil
    scroll.drag(toOffsetY: -200)
    #expect(header.state == .idle && header.pullingPercent == 0)
    scroll.endDragging()
    clock.run()
  }

  @Test func aHeaderMovedToAnotherScrollModelRefreshesThere() {
    let log = CallLog()
    let header = makeHeader(log)
    let (first, firstClock) = attach(header)
    let (second, secondClock) = makeScrollModel()
    header.beginRefreshing()
    second.header = header
    #expect(first.header == nil)
    #expect(first.adjustedContentInset.top == 64)
    #expect(header.state == .idle)
    header.beginRefreshing()
    firstClock.run()
    secondClock.run()
    #expect(log.entries == ["action"])
    #expect(second.adjustedContentInset.top == 54)
  }

  @Test func aComponentSurvivesItsScrollModelGoingAwayMidRefresh() {
    let header = makeHeader(CallLog())
    do {
      let (scroll, clock) = attach(header)
      header.beginRefreshing()
      clock.advance(by: 0.1)
      withExtendedLifetime(scroll) {}
    }
    #expect(header.scrollModel == nil)
    #expect(header.state == .idle, "its scroll model went away: the refresh ended")
    let (_, diagnostics) = Diagnostics.collect { header.endRefreshing() }
    #expect(header.state == .idle)
    #expect(diagnostics.map(\.message) == ["ignored: not refreshing"])
  }

  @Test func aScrollModelReleasedOffTheMainThreadTearsDownOnIt() async {
    /// The last reference, handed to another thread.
    final class LastReference: @unchecked Sendable {
      var scroll: ScrollModel?
    }
    let header = makeHeader(CallLog())
    let reference = LastReference()
    do {
      let (scroll, clock) = attach(header)
      header.beginRefreshing()
      clock.advance(by: 0.1)
      reference.scroll = scroll
    }
    #expect(header.scrollModel != nil)
    await Task.detached {
      #expect(!Thread.isMainThread)
      reference.scroll = nil  // the deinit runs here, its teardown on the main thread
    }.value
    #expect(header.scrollModel == nil)
    #expect(header.state == .idle, "its scroll model went away: the refresh ended")
  }
}
