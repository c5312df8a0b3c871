import Foundation
import RefreshKit
import TestSupport
import Testing

/// DESIGN §3: each numbered policy, checked through the public API.
///
/// Policy 7 (no footer from a header pull) needs the footers and is tested with them.
@MainActor
@Suite(.idleClocks) struct DesignPolicyTests {
  // MARK: - 1. Synchronous, last call wins

  @Test func policy1_beginAndEndChangeTheStateBeforeTheyReturn() {
    let header = makeHeader(CallLog())
    let (scroll, clock) = attach(header)
    header.beginRefreshing()
    #expect(header.state == .refreshing)
    header.endRefreshing()
    #expect(header.state == .idle && !header.isRefreshing)
    header.beginRefreshing()
    #expect(header.state == .refreshing)
    clock.run()
    #expect(scroll.contentOffset.y == -118, "the last call, begin, won")
    #expect(scroll.adjustedContentInset.top == 118)
  }

  @Test func policy1_noMoreDataAndResetApplyAtOnce() {
    let component = LoadMoreComponent(config: makeConfig())
    component.endRefreshingWithNoMoreData()
    #expect(component.state == .noMoreData)
    component.resetNoMoreData()
    #expect(component.state == .idle)
  }

  // MARK: - 2. endRefreshing ends a refresh, nothing else

  @Test func policy2_noMoreDataSurvivesAnEndInEitherOrder() {
    let (scroll, _) = makeScrollModel()
    let component = LoadMoreComponent(config: makeConfig())
    scroll.setAttachment(component, in: ScrollAttachmentSlot(rawValue: "more"))
    component.beginRefreshing()
    component.endRefreshingWithNoMoreData()
    component.endRefreshing()
    #expect(component.state == .noMoreData)
    component.resetNoMoreData()
    component.beginRefreshing()
    component.endRefreshing()
    component.endRefreshingWithNoMoreData()
    #expect(component.state == .noMoreData)
  }

  @Test func policy2_onlyResetLeavesNoMoreDataAndNothingTriggersBeforeIt() {
    let log = CallLog()
    let (scroll, _) = makeScrollModel()
    let component = LoadMoreComponent(config: makeConfig()) { log.record("action") }
    scroll.setAttachment(component, in: ScrollAttachmentSlot(rawValue: "more"))
    component.endRefreshingWithNoMoreData()
    let (accepted, diagnostics) = Diagnostics.collect { component.beginRefreshing() }
    #expect(!accepted)
    #expect(diagnostics.first?.message == "ignored: no more data; call resetNoMoreData() first")
    component.endRefreshing()
    #expect(component.state == .noMoreData)
    component.resetNoMoreData()
    #expect(component.beginRefreshing())
    #expect(log.entries == ["action"])
  }

  // MARK: - 3. Exactly once

  @Test func policy3_theActionRunsOncePerAcceptedBeginAfterTheBeginAnimation() {
    let log = CallLog()
    let header = makeHeader(log)
    let (scroll, clock) = attach(header)
    header.beginRefreshing()
    _ = Diagnostics.collect { header.beginRefreshing() }
    clock.advance(by: 0.24)
    #expect(log.entries.isEmpty)
    clock.run()
    #expect(log.entries == ["action"])
    withExtendedLifetime(scroll) {}
  }

  @Test func policy3_detachingCancelsThePendingActionAndNoCallbackRunsAfterwards() {
    let log = CallLog()
    let header = makeHeader(log)
    header.endRefreshingCompletion = { log.record("end completion") }
    header.endRefreshingAnimationBeginAction = { log.record("end animation") }
    let (scroll, clock) = attach(header)
    header.beginRefreshing { log.record("begin completion") }
    clock.advance(by: 0.1)
    let (_, diagnostics) = Diagnostics.collect { scroll.header = nil }
    #expect(header.state == .idle)
    #expect(header.transitions.last?.reason == .detached)
    #expect(diagnostics.map(\.kind) == [.cancelledCompletion], "the begin completion never runs")
    clock.run()
    #expect(log.entries.isEmpty)
    #expect(scroll.adjustedContentInset.top == 64)
  }

  @Test func policy3_detachingCancelsTheAsyncTask() async {
    let gate = Gate()
    var cancelled: Bool?
    let header = RefreshHeader(config: makeConfig()) {
      await gate.wait()
      cancelled = Task.isCancelled
    }
    let (scroll, clock) = attach(header)
    header.beginRefreshing()
    clock.run()
    let task = header.refreshingTask
    scroll.header = nil
    gate.open()
    await task?.value
    #expect(cancelled == true)
    #expect(header.state == .idle)
    #expect(header.transitions.last?.reason == .detached)
  }

  // MARK: - 4. Inset ledger

  @Test func policy4_theHostMayEditItsInsetMidRefreshAndNothingDrifts() {
    let header = makeHeader(CallLog())
    let (scroll, clock) = attach(header)
    header.beginRefreshing()
    clock.advance(by: 0.1)
    scroll.contentInset = EdgeInsets(top: 20, bottom: 40)
    scroll.systemInset = EdgeInsets(top: 44)
    clock.run()
    header.endRefreshing()
    scroll.contentInset = EdgeInsets(top: 10, bottom: 40)
    clock.run()
    #expect(header.insetShare?.insets == .zero)
    #expect(scroll.adjustedContentInset == scroll.contentInset + scroll.systemInset)
    #expect(scroll.contentInset == EdgeInsets(top: 10, bottom: 40), "untouched by the header")
  }

  // MARK: - 5. No window, no refresh yet

  @Test func policy5_beginningWhileInvisibleWaitsAndRefreshesOnceWhenVisible() {
    let log = CallLog()
    let header = makeHeader(log)
    let (scroll, clock) = attach(header)
    scroll.isVisible = false
    header.beginRefreshing()
    #expect(header.state == .willRefresh && header.isRefreshing)
    clock.run()
    #expect(log.entries.isEmpty)
    scroll.isVisible = true
    #expect(header.state == .refreshing)
    clock.run()
    #expect(log.entries == ["action"])
    scroll.isVisible = false
    scroll.isVisible = true
    clock.run()
    #expect(log.entries == ["action"])
  }

  // MARK: - 6. Bad input is refused, not propagated

  @Test func policy6_hostileComponentSettingsAreRefusedOrClampedAndReported() {
    let header = makeHeader(CallLog())
    let (_, diagnostics) = Diagnostics.collect {
      header.height = .nan
      header.height = -10
      header.fastAnimationDuration = -1
      header.slowAnimationDuration = .nan
      header.pullingPercent = .infinity
      header.ignoredScrollViewContentInsetTop = .nan
      header.triggerDistance = -5
      header.holdHeight = .infinity
    }
    #expect(header.height == 0)
    #expect(header.fastAnimationDuration == 0 && header.slowAnimationDuration == 0)
    #expect(header.pullingPercent == 0)
    #expect(header.ignoredScrollViewContentInsetTop == 0)
    #expect(header.triggerDistance == 0)
    #expect(header.holdHeight == nil)
    #expect(
      diagnostics.map(\.kind) == [
        .nonFiniteValue, .negativeValueClamped, .negativeValueClamped, .nonFiniteValue,
        .nonFiniteValue, .nonFiniteValue, .negativeValueClamped, .nonFiniteValue,
      ])
  }

  @Test("a finite setting beyond the limit is reported as out of range, not as not finite")
  func policy6_hugeDistanceSettingsAreOutOfRange() {
    let header = makeHeader(CallLog())
    let footer = AutoFooter(config: makeConfig())
    let trailer = RefreshTrailer(config: makeConfig())
    let (_, diagnostics) = Diagnostics.collect {
      header.ignoredScrollViewContentInsetTop = 1e300
      footer.ignoredScrollViewContentInsetBottom = 1e300
      footer.triggerAutomaticallyRefreshPercent = -1e300
      trailer.ignoredScrollViewContentInsetRight = 1e300
    }
    #expect(diagnostics.map(\.kind) == Array(repeating: .valueOutOfRange, count: 4))
    #expect(header.ignoredScrollViewContentInsetTop == 0)
    #expect(footer.ignoredScrollViewContentInsetBottom == 0)
    #expect(footer.triggerAutomaticallyRefreshPercent == 1)
    #expect(trailer.ignoredScrollViewContentInsetRight == 0)
  }

  // MARK: - 7. No footer from a header pull

  @Test(arguments: [1.0, 0, -1, -50])
  func policy7_aPullDownOnShortContentNeverTriggersTheFooter(percent: Double) {
    let log = CallLog()
    let header = RefreshHeader(config: makeConfig()) { log.record("header") }
    let footer = AutoFooter(config: makeConfig()) { log.record("footer") }
    footer.triggerAutomaticallyRefreshPercent = CGFloat(percent)
    footer.maximumFillPages = 0  // the pulls alone: the short list would fill the view once loaded
    let (scroll, clock) = makeScrollModel(contentHeight: 200)
    scroll.header = header
    scroll.footer = footer
    drag(scroll, from: 0, to: -100)
    scroll.endDragging()
    clock.run()
    header.endRefreshing()
    clock.run()
    drag(scroll, from: 0, to: -30)
    scroll.endDragging()
    clock.run()
    #expect(log.entries == ["header"])
  }

  // MARK: - 8. Deterministic time

  @Test func policy8_nothingMovesBetweenAdvancesAndZeroDurationsApplyAtOnce() {
    let log = CallLog()
    let header = makeHeader(log).setAnimationDisabled()
    let (scroll, clock) = attach(header)
    header.beginRefreshing()
    #expect(log.entries == ["action"])
    #expect(scroll.contentOffset.y == -118)
    #expect(clock.isIdle)
    header.endRefreshing()
    #expect(scroll.adjustedContentInset.top == 64)
    #expect(scroll.contentOffset.y == -64)
    #expect(clock.isIdle)
  }
}
