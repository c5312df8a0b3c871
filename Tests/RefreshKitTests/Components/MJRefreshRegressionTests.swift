import Foundation
import RefreshKit
import TestSupport
import Testing

/// MJRefresh's most reported bugs (reference §6), each as the scenario that broke.
@MainActor
@Suite(.idleClocks) struct MJRefreshRegressionTests {
  // MARK: - §6.2 endRefreshing is async, so ordering breaks (#734, #687, #910, #1258, #1223)

  @Test func endRefreshingThenBeginRefreshingDoesNotCollapseTheHeader() {
    let log = CallLog()
    let header = makeHeader(log)
    let (scroll, clock) = attach(header)
    header.beginRefreshing()
    clock.run()
    header.endRefreshing()
    header.beginRefreshing()
    clock.run()
    #expect(header.state == .refreshing)
    #expect(scroll.adjustedContentInset.top == 118)
    #expect(log.entries == ["action", "action"])
  }

  @Test func isRefreshingIsFalseRightAfterEndRefreshing() {
    let header = makeHeader(CallLog())
    let (scroll, clock) = attach(header)
    header.beginRefreshing()
    header.endRefreshing()
    #expect(!header.isRefreshing)
    clock.run()
    withExtendedLifetime(scroll) {}
  }

  @Test func resetNoMoreDataThenBeginRefreshingShowsTheLoadingState() {
    let (scroll, _) = makeScrollModel()
    let component = LoadMoreComponent(config: makeConfig())
    scroll.setAttachment(component, in: ScrollAttachmentSlot(rawValue: "more"))
    component.endRefreshingWithNoMoreData()
    component.resetNoMoreData()
    component.beginRefreshing()
    #expect(component.state == .refreshing)
  }

  @Test func endRefreshingThenNoMoreDataIsNotOverwrittenByIdle() {
    let (scroll, _) = makeScrollModel()
    let component = LoadMoreComponent(config: makeConfig())
    scroll.setAttachment(component, in: ScrollAttachmentSlot(rawValue: "more"))
    component.beginRefreshing()
    component.endRefreshing()
    component.endRefreshingWithNoMoreData()
    #expect(component.state == .noMoreData)
  }

  // MARK: - §6.3 both endRefreshing and endRefreshingWithNoMoreData called (#272, #317, #1025)

  @Test func callingBothEndsInNoMoreDataWhicheverComesFirstAndBlocksTriggersUntilReset() {
    for noMoreDataFirst in [true, false] {
      let log = CallLog()
      let (scroll, _) = makeScrollModel()
      let component = LoadMoreComponent(config: makeConfig()) { log.record("action") }
      scroll.setAttachment(component, in: ScrollAttachmentSlot(rawValue: "more"))
      component.beginRefreshing()
      if noMoreDataFirst {
        component.endRefreshingWithNoMoreData()
        component.endRefreshing()
      } else {
        component.endRefreshing()
        component.endRefreshingWithNoMoreData()
      }
      #expect(component.state == .noMoreData)
      _ = Diagnostics.collect { component.beginRefreshing() }
      #expect(log.entries == ["action"])
      component.resetNoMoreData()
      component.beginRefreshing()
      #expect(log.entries == ["action", "action"])
    }
  }

  // MARK: - §6.4 the header's top inset doubles or is not restored (#899, #497, #455, #1438)

  @Test func beginBeginEndRestoresTheOriginalTopInset() {
    let header = makeHeader(CallLog())
    let (scroll, clock) = attach(header)
    header.beginRefreshing()
    _ = Diagnostics.collect { header.beginRefreshing() }
    clock.run()
    #expect(scroll.adjustedContentInset.top == 118)
    header.endRefreshing()
    clock.run()
    #expect(scroll.adjustedContentInset.top == 64)
  }

  @Test func beginOffWindowThenShowThenEndRestoresTheOriginalTopInset() {
    let header = makeHeader(CallLog())
    let (scroll, clock) = attach(header)
    scroll.isVisible = false
    header.beginRefreshing()
    _ = Diagnostics.collect { header.beginRefreshing() }
    scroll.isVisible = true
    clock.run()
    header.endRefreshing()
    clock.run()
    #expect(scroll.adjustedContentInset.top == 64)
    #expect(scroll.contentOffset.y == -64)
  }

  @Test func manyBeginEndCyclesLeaveTheInsetExactlyWhereItWas() {
    let header = makeHeader(CallLog())
    let (scroll, clock) = attach(header)
    for cycle in 0..<20 {
      header.beginRefreshing()
      clock.advance(by: Double(cycle % 4) * 0.1)
      header.endRefreshing()
      clock.advance(by: Double(cycle % 3) * 0.15)
    }
    clock.run()
    #expect(scroll.adjustedContentInset == EdgeInsets(top: 64))
    #expect(scroll.contentOffset.y == -64)
  }

  // MARK: - §6.5 iOS 11 safe area and adjustedContentInset (#913, #956, #1027)

  @Test func withASafeAreaOf88TheHeaderShowsFromMinus88AndRefreshesAtMinus142() {
    let header = makeHeader(CallLog())
    let (scroll, clock) = attach(header, top: 0, systemTop: 88)
    header.beginRefreshing()
    clock.run()
    #expect(scroll.contentOffset.y == -142)
    header.endRefreshing()
    clock.run()
    #expect(scroll.contentInset.top == 0)
    #expect(scroll.contentOffset.y == -88)
  }

  // MARK: - §6.7 sticky section headers leave a gap while refreshing (#18, #149, #266)

  @Test func stickySectionHeadersGetTheirSpaceBackAsTheRefreshingHeaderScrollsAway() {
    let header = makeHeader(CallLog())
    let (scroll, clock) = attach(header, top: 0)
    header.beginRefreshing()
    clock.run()
    let tops = [100.0, -30, -80].map { offset -> CGFloat in
      scroll.drag(toOffsetY: CGFloat(offset))
      return scroll.adjustedContentInset.top
    }
    #expect(tops == [0, 30, 54])
    scroll.endDragging()
    header.endRefreshing()
    clock.run()
    #expect(scroll.adjustedContentInset.top == 0)
  }

  // MARK: - §6.8 collection view animation glitches on begin or end (#225, #737, #1503)

  @Test func withAnimationsDisabledStateAndInsetsChangeAtOnceWithNoFramesBetween() {
    let header = makeHeader(CallLog()).setAnimationDisabled()
    let (scroll, clock) = attach(header)
    let insets = Recorder(scroll, \.adjustedContentInset)
    let offsets = Recorder(scroll, \.contentOffset)
    header.beginRefreshing()
    header.endRefreshing()
    #expect(insets.values.map(\.top) == [64, 118, 64])
    #expect(offsets.values.map(\.y) == [-64, -118, -64])
    #expect(clock.isIdle)
  }

  // MARK: - §6.14 beginRefreshing before the view is visible (#138, #357, #1142, #1419)

  @Test func beginningBeforeTheViewIsShownWaitsThenCallsBackExactlyOnce() {
    let log = CallLog()
    let header = makeHeader(log)
    header.beginRefreshing()
    #expect(header.state == .willRefresh)
    #expect(header.isRefreshing)
    let (scroll, clock) = attach(header)
    #expect(header.state == .refreshing)
    #expect(header.transitions.last?.reason == .becameVisible)
    clock.run()
    #expect(log.entries == ["action"])
    #expect(scroll.contentOffset.y == -118)
  }

  // MARK: - §6.15 other crashes and titles (#1373, #1404, #1533, #1267)

  @Test func aLastUpdatedFormatterReceivingNilDoesNotCrash() {
    let header = StateHeader(config: makeConfig()) {}
    header.lastUpdatedTimeText = { $0.map { "at \($0)" } ?? "never" }
    #expect(header.lastUpdatedTimeLabel.text == "never")
  }

  @Test func aLastUpdatedFormatterAppliesAtOnceNotOnlyAfterTheNextRefresh() {
    let header = StateHeader(config: makeConfig()) {}
    let (scroll, _) = attach(header)
    header.lastUpdatedTimeText = { _ in "custom" }
    #expect(header.lastUpdatedTimeLabel.text == "custom")
    withExtendedLifetime(scroll) {}
  }

  @Test func aTitleSetBeforeAttachingShowsOnceAttached() {
    let header = StateHeader(config: makeConfig()) {}
    header.setTitle("Early title", for: .idle)
    let (scroll, _) = attach(header)
    #expect(header.stateLabel.text == "Early title")
    withExtendedLifetime(scroll) {}
  }

  @Test func rotatingWhileRefreshingKeepsTheHeaderAndRestoresTheInsetAfterwards() {
    let header = makeHeader(CallLog())
    let (scroll, clock) = attach(header)
    header.beginRefreshing()
    clock.run()
    scroll.frame = CGRect(x: 0, y: 0, width: 600, height: 375)
    #expect(header.frame.width == 600)
    #expect(scroll.adjustedContentInset.top == 118)
    header.endRefreshing()
    clock.run()
    #expect(scroll.adjustedContentInset.top == 64)
  }
}
