import Foundation
import RefreshKit
import TestSupport
import Testing

/// The rest of each bug's kind: siblings of the fidelity issue's bugs that an audit of the fixes
/// found, one test each, named after the bug.
extension FidelityRegressionTests {
  /// The extent that triggers `kind`: its height, or the trailer's width.
  private func trigger(_ kind: Pulled) -> CGFloat {
    switch kind {
    case .header: 54
    case .backFooter: 44
    case .trailer: 60
    }
  }

  /// Empties the slot `kind` was put in.
  private func detach(_ kind: Pulled, from scroll: ScrollModel) {
    switch kind {
    case .header: scroll.header = nil
    case .backFooter: scroll.footer = nil
    case .trailer: scroll.trailer = nil
    }
  }

  // MARK: - 2. Callbacks: a held end and a detach

  @Test(
    "2. an end held for the minimum duration completes when its component detaches",
    arguments: Pulled.allCases)
  func aHeldEndCompletesWhenItsComponentDetaches(kind: Pulled) {
    let log = CallLog()
    let (component, scroll, clock) = kind.make(log)
    component.minimumRefreshingDuration = 1
    component.endRefreshingCompletion = { log.record("endRefreshingCompletion") }
    component.beginRefreshing()
    clock.advance(by: 0.3)
    component.endRefreshing { log.record("end") }
    #expect(component.state == .refreshing, "held until 1 s")
    let (_, diagnostics) = Diagnostics.collect {
      self.detach(kind, from: scroll)
    }
    #expect(diagnostics.isEmpty)
    #expect(log.entries == ["action", "endRefreshingCompletion", "end"], "\(kind)")
    #expect(
      component.state == .idle && component.transitionLog.last?.hasSuffix("(endRefreshing)") == true
    )
    clock.run()
    #expect(log.entries.count == 3)
  }

  // MARK: - 3 and 11. Hidden, disabled, shown and enabled again

  @Test(
    "3. a component hidden while refreshing ends the refresh and gives its space back",
    arguments: Pulled.allCases)
  func aComponentHiddenWhileRefreshingEndsTheRefresh(kind: Pulled) {
    let log = CallLog()
    let (component, scroll, clock) = kind.make(log)
    component.endRefreshingCompletion = { log.record("endRefreshingCompletion") }
    component.beginRefreshing()
    clock.advance(by: 0.3)
    component.isHidden = true
    #expect(component.state == .idle, "\(kind)")
    #expect(component.transitionLog.last == "refreshing -> idle (hidden)")
    clock.run()
    #expect(scroll.adjustedContentInset == .zero, "\(kind) kept its space while hidden")
    #expect(log.entries == ["action", "endRefreshingCompletion"])
  }

  @Test("3. a held end applies as its component hides, with the state it asked for")
  func aHeldEndAppliesAsItsComponentHides() {
    let footer = BackNormalFooter(config: makeConfig())
    let (scroll, clock) = attachFooter(footer, contentHeight: 1000)
    footer.minimumRefreshingDuration = 1
    footer.beginRefreshing()
    clock.advance(by: 0.3)
    footer.endRefreshingWithNoMoreData()
    #expect(footer.state == .refreshing)
    footer.isHidden = true
    #expect(footer.state == .noMoreData, "the held no-more-data, not a plain idle")
    clock.run()
    #expect(scroll.adjustedContentInset == .zero)
  }

  @Test(
    "11. a pull is measured again when its component is shown or enabled again",
    arguments: Pulled.allCases)
  func aPullIsMeasuredAgainWhenShownOrEnabled(kind: Pulled) {
    let log = CallLog()
    let (component, scroll, clock) = kind.make(log)
    component.automaticallyChangeAlpha = true
    let half = self.trigger(kind) / 2
    scroll.drag(to: kind.offset(pulling: half))
    #expect(component.pullingPercent == 0.5 && component.alpha == 0.5)

    component.isHidden = true
    #expect(component.pullingPercent == 0, "a hidden component shows no pull")
    scroll.endDragging()
    clock.run()
    component.isHidden = false
    #expect(component.pullingPercent == 0 && component.alpha == 0, "\(kind) shown")
    #expect(component.pullPhase == .hidden)

    scroll.drag(to: kind.offset(pulling: half))
    component.isEnabled = false
    scroll.endDragging()
    clock.run()
    component.isEnabled = true
    #expect(component.pullingPercent == 0 && component.alpha == 0, "\(kind) enabled")
    #expect(log.entries.isEmpty)
  }

  @Test(
    "1. a trigger that grows under a still finger takes the pull back to idle",
    arguments: Pulled.allCases)
  func aTriggerThatGrowsUnderAStillFingerGoesBackToIdle(kind: Pulled) {
    let log = CallLog()
    let (component, scroll, clock) = kind.make(log)
    scroll.drag(to: kind.offset(pulling: self.trigger(kind) + 6))
    #expect(component.state == .pulling)
    switch kind {
    case .header: (component as? RefreshHeader)?.triggerDistance = 80
    case .backFooter: component.height = 80
    case .trailer: component.width = 80
    }
    #expect(component.state == .idle, "\(kind) stayed pulling past a trigger it no longer reaches")
    scroll.endDragging()
    clock.run()
    #expect(log.entries.isEmpty)
  }

  // MARK: - 12. A drag session while disabled

  @Test("12. a drag that begins while the footer is disabled or hidden still starts the count")
  func aDragBegunWhileDisabledStartsTheCount() {
    for makesUnavailable in [true, false] {
      let log = CallLog()
      let footer = AutoNormalFooter(config: makeConfig()) { log.record("load") }
      let (scroll, clock) = attachFooter(footer)
      drag(scroll, from: 0, to: 444)  // the first load
      footer.endRefreshing()
      scroll.endDragging()
      clock.run()
      scroll.contentSize.height = 1400
      if makesUnavailable { footer.isEnabled = false } else { footer.isHidden = true }
      scroll.beginDragging()
      if makesUnavailable { footer.isEnabled = true } else { footer.isHidden = false }
      drag(scroll, from: scroll.contentOffset.y, to: 844)
      scroll.endDragging()
      #expect(log.entries == ["load", "load"], makesUnavailable ? "disabled" : "hidden")
      footer.endRefreshing()
      clock.run()
    }
  }

  // MARK: - 14. An auto footer's alpha at rest

  @Test("14. an auto footer in view at rest shows from the start and after the content shrinks")
  func anAutoFooterInViewAtRestShows() {
    let footer = AutoNormalFooter(config: makeConfig())
    footer.automaticallyChangeAlpha = true
    let (scroll, _) = attachFooter(footer, contentHeight: 300)
    #expect(footer.pullingPercent == 1 && footer.alpha == 1, "in full view at attach")

    let other = AutoNormalFooter(config: makeConfig())
    other.automaticallyChangeAlpha = true
    other.maximumFillPages = 0  // at rest: shrunk content would load by itself
    scroll.contentSize.height = 1000
    scroll.footer = other
    #expect(other.pullingPercent == 0 && other.alpha == 0, "out of view")
    scroll.contentSize.height = 300
    #expect(other.pullingPercent == 1 && other.alpha == 1, "the content shrank: in view")
  }

  // MARK: - 15. A finger and the components' scroll animations

  @Test("15. a begin while a finger holds the content leaves the content under the finger")
  func aBeginWhileAFingerHoldsTheContentDoesNotMoveIt() {
    let header = NormalHeader(config: makeConfig())
    let (scroll, clock) = attach(header)
    scroll.drag(toOffsetY: -20)
    header.beginRefreshing()
    clock.advance(by: 0.1)
    #expect(scroll.contentOffset.y == -20, "the finger has the content")
    scroll.drag(toOffsetY: 0)
    clock.advance(by: clock.frameInterval)
    #expect(scroll.contentOffset.y == 0)
    scroll.endDragging()
    clock.run()
    #expect(header.state == .refreshing, "the refresh goes on; the finger only kept the content")
    header.endRefreshing()
    clock.run()
  }

  @Test("15. a touch the host reports stops a component's scroll as a simulated one does")
  func aTouchTheHostReportsStopsTheScroll() {
    let header = NormalHeader(config: makeConfig())
    let (scroll, clock) = attach(header)
    header.beginRefreshing()
    clock.advance(by: 0.1)
    scroll.panState = .began  // a host mirroring a real scroll view
    let caught = scroll.contentOffset.y
    clock.advance(by: 0.1)
    #expect(scroll.contentOffset.y == caught, "the scroll went on under the finger")
    scroll.panState = .ended
    scroll.panState = .possible
    header.endRefreshing()
    clock.run()
  }

  // MARK: - 5. An animation cut short by a detach

  @Test("5. a paging alignment cut short by a detach ends on its page")
  func aPagingAlignmentCutShortByADetachEndsOnItsPage() {
    let footer = AutoNormalFooter(config: makeConfig())
    let (scroll, clock) = attachFooter(footer, contentHeight: 3000)
    scroll.isPagingEnabled = true
    scroll.contentOffset.y = 1500
    footer.beginRefreshing()
    footer.endRefreshing()  // aligns 1500 to 1200 over 0.4 s
    clock.advance(by: 0.2)
    #expect(scroll.contentOffset.y > 1200 && scroll.contentOffset.y < 1500)
    scroll.footer = nil
    clock.run()
    #expect(scroll.contentOffset.y == 1200, "left between two pages")
  }

  // MARK: - 9. Paging momentum

  @Test("9. a paging fling's overshoot stays well inside the viewport")
  func aPagingFlingsOvershootStaysInsideTheViewport() {
    let (scroll, clock) = makeScrollModel(contentHeight: 1800)
    scroll.isPagingEnabled = true
    var deepest: CGFloat = 0
    let token = scroll.observe(\.contentOffset) { _, change in
      deepest = max(deepest, change.newValue.y - 1200)
    }
    for velocity: CGFloat in [20_000, 60_000] {
      deepest = 0
      scroll.contentOffset.y = 600
      scroll.drag(toOffsetY: 1200)
      scroll.endDragging(velocity: CGPoint(x: 0, y: velocity))
      clock.run()
      #expect(scroll.contentOffset.y == 1200)
      #expect(deepest < 120, "\(velocity) pt/s went \(deepest) pt past the end")
    }
    withExtendedLifetime(token) {}
  }
}

extension FidelityRegressionTests {
  // MARK: - Section 3. A second component in an occupied slot

  @Test(
    "a component replaced while refreshing or ending gives everything back",
    arguments: Pulled.allCases, [false, true])
  func aComponentReplacedGivesEverythingBack(kind: Pulled, whileEnding: Bool) {
    let log = CallLog()
    let (old, scroll, clock) = kind.make(log)
    old.endRefreshingCompletion = { log.record("endCompletion") }
    old.beginRefreshing()
    clock.advance(by: 0.3)
    if whileEnding {
      old.endRefreshing { log.record("end") }
      clock.advance(by: 0.1)
    }
    let new: RefreshComponent
    switch kind {
    case .header:
      new = NormalHeader(config: makeConfig())
      scroll.header = new as? RefreshHeader
    case .backFooter:
      new = BackNormalFooter(config: makeConfig())
      scroll.footer = new as? RefreshFooter
    case .trailer:
      new = NormalTrailer(config: makeConfig())
      scroll.trailer = new as? RefreshTrailer
    }
    #expect(old.state == .idle && old.attachedScrollModel == nil && old.insetShare == nil)
    #expect(new.state == .idle && new.pullingPercent == 0)
    #expect(log.entries == (whileEnding ? ["action", "endCompletion", "end"] : ["action"]))
    clock.run()
    #expect(scroll.componentInset == .zero, "\(kind): the old share went back")
    scroll.drag(to: kind.offset(pulling: 30))
    #expect(old.pullingPercent == 0, "the old one no longer follows the scroll model")
    #expect(new.pullingPercent > 0)
    scroll.endDragging()
    clock.run()
    #expect(log.entries.count == (whileEnding ? 3 : 1), "nothing more runs")
  }

  @Test("a footer swapped mid-load, as PGRefresh users do, leaves the new one loading nothing")
  func aFooterSwappedMidLoad() {
    let log = CallLog()
    let first = AutoNormalFooter(config: makeConfig()) { log.record("first") }
    let (scroll, clock) = attachFooter(first)
    first.beginRefreshing()
    #expect(log.entries == ["first"] && first.isRefreshing)
    let second = AutoNormalFooter(config: makeConfig()) { log.record("second") }
    scroll.footer = second
    #expect(first.state == .idle && second.state == .idle)
    let (_, diagnostics) = Diagnostics.collect {
      first.endRefreshing()  // the first page arrives after the swap
    }
    #expect(diagnostics.map(\.message) == ["ignored: not refreshing"])
    clock.run()
    #expect(scroll.componentInset.bottom == 44, "the second footer's share alone")
    #expect(log.entries == ["first"])
  }
}

extension FidelityRegressionTests {
  // MARK: - From the review of the fixes

  @Test("a refresh that hiding ends is not an update")
  func aRefreshThatHidingEndsIsNotAnUpdate() {
    let header = NormalHeader(config: makeConfig())
    let hourAgo = Date(timeIntervalSince1970: 1_700_000_000)
    header.currentDate = { hourAgo.addingTimeInterval(3600) }
    header.lastUpdatedTimeStore.setLastUpdatedTime(hourAgo, forKey: header.lastUpdatedTimeKey)
    let (scroll, clock) = attach(header)
    header.beginRefreshing()
    clock.advance(by: 0.1)
    header.isHidden = true
    clock.run()
    #expect(header.lastUpdatedTime == hourAgo, "the data is as old as before")
    withExtendedLifetime(scroll) {}
  }

  @Test("a header that sizes itself by its pull does not measure itself for ever")
  func aHeaderThatSizesItselfByItsPull() {
    final class ElasticHeader: NormalHeader {
      override var pullingPercent: CGFloat {
        didSet { self.height = 54 + min(self.pullingPercent, 2) * 10 }
      }
    }
    let header = ElasticHeader(config: makeConfig())
    let (scroll, clock) = attach(header, top: 0)
    scroll.drag(toOffsetY: -20)
    #expect(header.state == .idle && header.height > 54)
    scroll.drag(toOffsetY: -100)
    #expect(header.state == .pulling, "past its grown trigger")
    scroll.endDragging()
    clock.run()
    #expect(header.state == .refreshing)
    header.endRefreshing()
    clock.run()
    #expect(header.state == .idle)

    // One that sets its height on every change, to the same value, as an elastic header's
    // first draft does: the measure it asks for waits (it recursed until the stack overflowed).
    final class SteadyHeader: NormalHeader {
      override var pullingPercent: CGFloat {
        didSet { self.height = 54 }
      }
    }
    let steady = SteadyHeader(config: makeConfig())
    scroll.header = steady
    scroll.drag(toOffsetY: -20)
    #expect(steady.pullingPercent > 0 && steady.height == 54)
    scroll.endDragging()
    clock.run()
  }

  @Test("hiding or disabling keeps the pull of a refresh that waits to be seen")
  func hidingOrDisablingKeepsAWaitingRefreshsPull() {
    let header = NormalHeader(config: makeConfig())
    let (scroll, clock) = attach(header)
    scroll.isVisible = false
    header.beginRefreshing()
    header.isEnabled = false
    #expect(header.state == .willRefresh && header.pullingPercent == 1)
    scroll.isVisible = true
    #expect(header.state == .refreshing && header.pullingPercent == 1)
    header.endRefreshing()
    clock.run()
  }

  @Test("a tap on a footer hidden while the content fits loads nothing")
  func aTapOnAFooterHiddenWhileTheContentFits() {
    let log = CallLog()
    let footer = AutoNormalFooter(config: makeConfig()) { log.record("load") }
    footer.hidesWhenContentFits = true
    let (scroll, _) = attachFooter(footer, contentHeight: 300)
    #expect(!footer.stateLabelTapped() && log.entries.isEmpty && footer.state == .idle)
    withExtendedLifetime(scroll) {}
  }

  @Test("a time label shown again is laid out for the text it shows")
  func aTimeLabelShownAgainIsLaidOut() {
    let header = NormalHeader(config: makeConfig())
    header.lastUpdatedTimeLabel.isHidden = true
    let (scroll, clock) = attach(header)
    header.beginRefreshing()
    clock.run()
    header.endRefreshing()
    clock.run()
    header.lastUpdatedTimeLabel.isHidden = false
    let shown = header.arrowView.frame
    header.placeSubviews()
    #expect(header.arrowView.frame == shown, "laid out for the old text")
    withExtendedLifetime(scroll) {}
  }
}
