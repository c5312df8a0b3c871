import Foundation
import RefreshKit
import TestSupport
import Testing

/// Pulling the rug out from under a refresh: detaching at every moment and during every animation,
/// re-attaching elsewhere, the scroll model deallocated, and observers that change the observers
/// during a delivery.
///
/// Each: no crash, no callback afterwards (an end under way completes as the component
/// detaches), nothing left running.
@MainActor
@Suite(.idleClocks) struct PullingTheRugOutTests {
  /// Moments in a refresh, in seconds after `beginRefreshing`: during the scroll into view,
  /// while refreshing, and during the end animation (the end comes at 0.5 s).
  nonisolated static let moments: [TimeInterval] = [0, 0.1, 0.3, 0.6, 0.85]

  @Test(arguments: moments)
  func detachingAtAnyMomentOfARefreshRunsNoCallbackAfterwardsAndReleasesEverything(
    moment: TimeInterval
  ) {
    for make in HostileInputTests.makers {
      let (component, scroll, clock) = HostileInputTests.attached(make)
      scroll.contentInset = EdgeInsets(top: 10, bottom: 10)
      var log: [String] = []
      component.refreshingAction = { log.append("action") }
      component.endRefreshingCompletion = { log.append("end completion") }
      component.endRefreshingAnimationBeginAction = { log.append("end animation") }
      component.automaticallyChangeAlpha = true
      component.beginRefreshing()
      _ = clock.schedule(after: 0.5) { component.endRefreshing() }
      clock.advance(by: moment)
      let before = log
      component.removeFromScrollModel()
      let atDetach = log
      let (_, diagnostics) = Diagnostics.collect { clock.run() }
      // The app's end, scheduled for 0.5 s, reaches a component that no longer refreshes.
      #expect(diagnostics.allSatisfy { $0.message == "ignored: not refreshing" })
      #expect(log == atDetach, "\(type(of: component)) ran \(log.dropFirst(atDetach.count))")
      // An end under way completes as the component detaches: its completion is never lost.
      let endWasUnderWay = before.contains("end animation") && !before.contains("end completion")
      #expect(atDetach == before + (endWasUnderWay ? ["end completion"] : []))
      #expect(component.state == .idle || component.state == .noMoreData)
      #expect(component.attachedScrollModel == nil && component.insetShare == nil)
      #expect(scroll.adjustedContentInset == EdgeInsets(top: 10, bottom: 10))
      #expect(scroll.contentOffset.y >= scroll.minimumContentOffset.y)
      #expect(scroll.contentOffset.y <= scroll.maximumContentOffset.y)
      HostileInputTests.expectFinite(component, scroll)
    }
  }

  @Test func detachingDuringTheArrowTurnAndTheFadeLeavesNothingRunning() {
    let (scroll, clock) = makeScrollModel()
    let header = NormalHeader(config: makeConfig())
    header.automaticallyChangeAlpha = true
    scroll.header = header
    scroll.drag(toOffsetY: -80)  // pulling: the arrow starts to turn
    clock.advance(by: 0.1)
    scroll.header = nil
    clock.run()
    #expect(clock.isIdle)
    #expect(header.state == .idle && header.pullingPercent.isFinite)
    #expect(header.arrowView.rotation == 0, "no half-turned arrow: idle's at once")
    scroll.endDragging()
    clock.run()
    #expect(scroll.contentOffset.y == 0)
  }

  @Test func reattachingToAnotherScrollModelMovesTheComponentAndItsShare() {
    let (first, clock) = makeScrollModel()
    let second = ScrollModel(
      frame: first.frame, contentSize: first.contentSize, clock: clock)
    let header = NormalHeader(config: makeConfig())
    var actions = 0
    header.refreshingAction = { actions += 1 }
    first.header = header
    header.beginRefreshing()
    clock.advance(by: 0.1)
    second.header = header
    #expect(first.header == nil && first.adjustedContentInset == .zero)
    #expect(header.attachedScrollModel === second && header.state == .idle)
    clock.run()
    #expect(actions == 0, "the first refresh was cancelled with its scroll model")
    header.beginRefreshing()
    clock.run()
    #expect(actions == 1)
    #expect(second.adjustedContentInset.top == 54)
    #expect(first.contentOffset.y == 0)
  }

  @Test func aScrollModelDeallocatedMidRefreshLeavesItsComponentsIdleAndReusable() {
    let clock = makeClock()
    let header = NormalHeader(config: makeConfig())
    let footer = AutoNormalFooter(config: makeConfig())
    var log: [String] = []
    header.refreshingAction = { log.append("header") }
    footer.refreshingAction = { log.append("footer") }
    header.endRefreshingCompletion = { log.append("header end") }
    weak var gone: ScrollModel?
    do {
      let scroll = ScrollModel(
        frame: CGRect(x: 0, y: 0, width: 375, height: 600),
        contentSize: CGSize(width: 375, height: 1000), clock: clock)
      gone = scroll
      scroll.loaderArbitration = .independent  // both refresh as the scroll model goes
      scroll.header = header
      scroll.footer = footer
      header.beginRefreshing()
      footer.beginRefreshing()
      clock.advance(by: 0.1)
    }
    #expect(gone == nil)
    #expect(header.state == .idle && footer.state == .idle)
    #expect(header.attachedScrollModel == nil && header.insetShare == nil)
    clock.run()
    #expect(log == ["footer"], "only the footer's action ran, at once, before the scroll went")
    let (scroll, _) = (
      ScrollModel(frame: CGRect(x: 0, y: 0, width: 375, height: 600), clock: clock), 0
    )
    scroll.header = header
    header.beginRefreshing()
    clock.run()
    #expect(log == ["footer", "header"])
  }

  // MARK: - Observers that change the observers

  @Test func observersThatDetachAttachAndInvalidateDuringADeliveryBreakNothing() {
    let (scroll, clock) = makeScrollModel()
    let header = NormalHeader(config: makeConfig())
    scroll.header = header
    var calls: [String] = []
    var tokens: [ObservationToken] = []
    var late: ObservationToken?
    tokens.append(
      scroll.observe(\.contentOffset) { scroll, change in
        calls.append("first \(change.newValue.y)")
        if scroll.header != nil {
          scroll.header = nil  // detach the header from inside a delivery
          scroll.footer = AutoNormalFooter(config: makeConfig())  // and attach a footer
          late = scroll.observe(\.contentOffset) { _, change in
            calls.append("late \(change.newValue.y)")
          }
          tokens[1].invalidate()  // and stop the next observer
        }
      })
    tokens.append(
      scroll.observe(\.contentOffset) { _, change in calls.append("second \(change.newValue.y)") })
    scroll.drag(toOffsetY: -80)
    scroll.drag(toOffsetY: -90)
    #expect(calls == ["first -80.0", "first -90.0", "late -90.0"])
    #expect(header.attachedScrollModel == nil && header.state == .idle)
    #expect(scroll.footer != nil && scroll.adjustedContentInset.bottom == 44)
    scroll.endDragging()
    clock.run()
    #expect(scroll.contentOffset.y == 0)
    withExtendedLifetime((tokens, late)) {}
  }
}

extension RefreshComponent {
  /// Detaches the component from whichever slot holds it.
  fileprivate func removeFromScrollModel() {
    self.attachedScrollModel?.detach(self)
  }
}
