import Foundation
import RefreshKit
import TestSupport
import Testing

/// The public contract of DESIGN §2 for the foundation layers, compiled as written there.
@MainActor
@Suite(.idleClocks) struct DesignContractTests {
  @Test func theObservationSnippetCompilesAndBehavesAsDescribed() {
    var seen: [(Int?, Int)] = []
    let box = Observable(0)
    let token = box.observe(options: [.initial]) { change in  // change: ObservedChange<Int>
      _ = (change.oldValue, change.newValue)  // oldValue is nil only for .initial
      seen.append((change.oldValue, change.newValue))
    }
    box.value = 1
    token.invalidate()  // also invalidated on deinit
    box.value = 2
    #expect(seen.map(\.0) == [nil, 0])
    #expect(seen.map(\.1) == [0, 1])
  }

  @Test func theScrollModelSnippetCompilesAndBehavesAsDescribed() {
    let clock = makeClock()
    let scroll = ScrollModel(frame: CGRect(x: 0, y: 0, width: 375, height: 600), clock: clock)
    scroll.contentSize = CGSize(width: 375, height: 1000)
    scroll.contentInset = EdgeInsets(top: 0, left: 0, bottom: 0, right: 0)  // the host's own inset
    scroll.systemInset = EdgeInsets(top: 88, left: 0, bottom: 34, right: 0)  // safe area / bars
    _ = scroll.adjustedContentInset  // contentInset + systemInset + refresh components' share
    var offsets: [CGFloat] = []
    let offsetToken = scroll.observe(\.contentOffset, options: [.initial]) { scroll, change in
      offsets.append(change.newValue.y)
    }
    var tokens = [offsetToken]
    scroll.observe(\.contentSize) { _, _ in }.store(in: &tokens)
    scroll.observe(\.contentInset) { _, _ in }.store(in: &tokens)
    scroll.observe(\.systemInset) { _, _ in }.store(in: &tokens)
    scroll.observe(\.adjustedContentInset) { _, _ in }.store(in: &tokens)
    scroll.observe(\.frame) { _, _ in }.store(in: &tokens)
    scroll.observe(\.panState) { _, _ in }.store(in: &tokens)
    scroll.observe(\.isVisible) { _, _ in }.store(in: &tokens)

    #expect(scroll.adjustedContentInset == EdgeInsets(top: 88, left: 0, bottom: 34, right: 0))

    scroll.beginDragging()  // panState .began, isDragging true
    #expect(scroll.panState == .began && scroll.isDragging)
    scroll.drag(toOffsetY: -120)  // panState .changed, contentOffset.y = -120
    #expect(scroll.panState == .changed && scroll.contentOffset.y == -120)
    scroll.drag(to: CGPoint(x: 40, y: -120))  // both axes (the trailer is horizontal)
    #expect(scroll.contentOffset == CGPoint(x: 40, y: -120))
    let panStates = Recorder(scroll, \.panState)
    scroll.endDragging(velocity: CGPoint(x: 0, y: 1500))  // momentum, then bounce-back
    // UIKit's recognizer reports .ended, then resets to .possible.
    #expect(panStates.values == [.changed, .ended, .possible] && !scroll.isDragging)
    clock.advance(by: 0.25)  // runs every animation and deferred callback that falls due
    clock.run()  // runs until nothing is scheduled
    #expect(clock.isIdle)
    #expect(scroll.contentOffset.y >= -88 && scroll.contentOffset.y <= 434)

    scroll.beginDragging()
    scroll.endDragging()  // panState .ended, isDragging false, no momentum
    #expect(panStates.values.suffix(2) == [.ended, .possible] && !scroll.isDecelerating)
    scroll.isVisible = false  // the UIKit window analog
    #expect(!scroll.isVisible)
    // Observed after the system inset came: content resting at its top stays at its top under
    // the bars, as UIKit keeps it.
    #expect(offsets.first == -88)
    withExtendedLifetime(tokens) {}
  }

  @Test func theHeaderSnippetCompilesAndBehavesAsDescribed() {
    let clock = makeClock()
    let scroll = ScrollModel(frame: CGRect(x: 0, y: 0, width: 375, height: 600), clock: clock)
    var calls = 0
    let header = NormalHeader { calls += 1 }  // start loading; later call header.endRefreshing()
    let asyncHeader = NormalHeader { await Task.yield() }  // async: ends itself
    header.lastUpdatedTimeStore = InMemoryLastUpdatedTimeStore()
    scroll.header = header
    _ = header.state  // RefreshState: .idle .pulling .refreshing .willRefresh .noMoreData
    _ = header.isRefreshing
    _ = header.pullingPercent
    #expect(header.frame.origin.y == -54)  // in content coordinates
    header.beginRefreshing()
    clock.run()
    #expect(calls == 1)
    var ended = false
    header.endRefreshing(completion: { ended = true })
    clock.run()
    #expect(ended)
    header.setTitle("Pull!", for: .idle)
    #expect(header.stateLabel.text == "Pull!")
    _ = header.lastUpdatedTimeLabel.text
    #expect(header.lastUpdatedTime != nil)
    #expect(!header.arrowView.isHidden)
    #expect(!header.loadingView.isAnimating)
    header.lastUpdatedTimeKey = "FeedHeader"  // settable, as in MJRefresh
    #expect(asyncHeader.asyncRefreshingAction != nil)

    let previous = RefreshConfig.default.languageCode
    RefreshConfig.default.languageCode = "zh-Hans"  // live switch, like MJRefreshConfig
    #expect(header.lastUpdatedTimeLabel.text?.hasPrefix("最后更新：") == true)
    RefreshConfig.default.languageCode = previous
  }

  @Test func theFooterAndTrailerSnippetCompilesAndBehavesAsDescribed() {
    let clock = makeClock()
    let scroll = ScrollModel(frame: CGRect(x: 0, y: 0, width: 375, height: 600), clock: clock)
    scroll.contentSize = CGSize(width: 375, height: 1000)
    scroll.footer = AutoNormalFooter {}
    scroll.trailer = NormalTrailer {}
    #expect((scroll.footer as? AutoFooter)?.triggerAutomaticallyRefreshPercent == 1)
    #expect((scroll.footer as? AutoFooter)?.autoTriggerTimes == 1)
    #expect(scroll.footer?.frame.origin.y == 1000)
    scroll.footer?.endRefreshingWithNoMoreData()  // slots are typed
    #expect(scroll.footer?.state == .noMoreData)
    scroll.footer?.resetNoMoreData()
    #expect(scroll.footer?.state == .idle)
    #expect(scroll.trailer?.frame.width == 60)
  }

  @Test func theComponentSlotsAreTyped() {
    let scroll = ScrollModel(clock: makeClock())
    let header: RefreshHeader? = scroll.header
    let footer: RefreshFooter? = scroll.footer
    let trailer: RefreshTrailer? = scroll.trailer
    #expect(header == nil && footer == nil && trailer == nil)
  }
}
