import Foundation
import RefreshKit
import TestSupport
import Testing

/// The behaviour bugs found beyond MJRefresh's example app (the fidelity issue, section 2), one
/// test each, named after the bug, driven through the public API as a host drives it.
@MainActor
@Suite(.idleClocks) struct FidelityRegressionTests {
  /// The three components the user pulls past an edge, each on a scroll model 375 × 600 with
  /// content 1000 long, and the offset along its axis that pulls it `distance` past its edge.
  enum Pulled: String, CaseIterable, Sendable {
    case header, backFooter, trailer

    @MainActor
    func make(_ log: CallLog) -> (RefreshComponent, ScrollModel, ManualAnimationClock) {
      let config = makeConfig()
      switch self {
      case .header:
        let (scroll, clock) = makeScrollModel()
        let header = NormalHeader(config: config) { log.record("action") }
        scroll.header = header
        return (header, scroll, clock)
      case .backFooter:
        let (scroll, clock) = makeScrollModel()
        let footer = BackNormalFooter(config: config) { log.record("action") }
        scroll.footer = footer
        return (footer, scroll, clock)
      case .trailer:
        let (scroll, clock) = makeScrollModel(contentWidth: 1000)
        let trailer = NormalTrailer(config: config) { log.record("action") }
        scroll.trailer = trailer
        return (trailer, scroll, clock)
      }
    }

    /// The offset that pulls the component `distance` past its edge (negative: out of view).
    func offset(pulling distance: CGFloat) -> CGPoint {
      switch self {
      case .header: CGPoint(x: 0, y: -distance)
      case .backFooter: CGPoint(x: 0, y: 400 + distance)
      case .trailer: CGPoint(x: 625 + distance, y: 0)
      }
    }
  }

  // MARK: - A custom refreshing title while waiting

  enum TitleSurface: String, CaseIterable, Sendable {
    case header, autoFooter, backFooter, trailer

    /// A component with the surface, its refreshing title set to "Custom", and its label.
    @MainActor
    func make() -> (RefreshComponent, LabelModel) {
      switch self {
      case .header:
        let header = StateHeader(config: makeConfig())
        header.setTitle("Custom", for: .refreshing)
        return (header, header.stateLabel)
      case .autoFooter:
        let footer = AutoStateFooter(config: makeConfig())
        footer.setTitle("Custom", for: .refreshing)
        return (footer, footer.stateLabel)
      case .backFooter:
        let footer = BackStateFooter(config: makeConfig())
        footer.setTitle("Custom", for: .refreshing)
        return (footer, footer.stateLabel)
      case .trailer:
        let trailer = StateTrailer(config: makeConfig())
        trailer.setTitle("Custom", for: .refreshing)
        return (trailer, trailer.stateLabel)
      }
    }
  }

  @Test(
    "a custom refreshing title shows while waiting to refresh", arguments: TitleSurface.allCases)
  func aCustomRefreshingTitleShowsWhileWaiting(surface: TitleSurface) {
    let (component, label) = surface.make()
    component.beginRefreshing()  // not attached: it waits
    #expect(component.state == .willRefresh)
    #expect(label.text == "Custom", "\(surface) lost its custom title")
  }

  // MARK: - 1. A fast flick out of pulling

  @Test("1. a fast flick out of pulling goes back to idle", arguments: Pulled.allCases)
  func aFastFlickOutOfPullingGoesBackToIdle(kind: Pulled) {
    let log = CallLog()
    let (component, scroll, clock) = kind.make(log)
    let extent: CGFloat = kind == .trailer ? 60 : kind == .header ? 54 : 44
    scroll.drag(to: kind.offset(pulling: extent + 6))
    #expect(component.state == .pulling)
    scroll.drag(to: kind.offset(pulling: -5))  // one fast frame, out of view
    #expect(component.state == .idle, "\(kind) was left pulling")
    #expect(component.pullingPercent == 0)
    // A fling back to the edge, with no release past the trigger, refreshes nothing.
    scroll.drag(to: kind.offset(pulling: extent + 6))
    scroll.drag(to: kind.offset(pulling: 10))
    scroll.endDragging()
    clock.run()
    #expect(log.entries.isEmpty && component.state == .idle)
  }

  // MARK: - 3. Disabled components and the content size

  @Test("3. a disabled footer follows the content and triggers again once enabled")
  func aDisabledFooterFollowsTheContentAndTriggersOnceEnabled() {
    let log = CallLog()
    let (scroll, clock) = makeScrollModel(contentHeight: 0)
    let auto = AutoNormalFooter(config: makeConfig()) { log.record("auto") }
    scroll.footer = auto
    auto.isEnabled = false
    scroll.contentSize.height = 1000
    #expect(auto.frame.minY == 1000, "placed after the content while disabled")
    auto.isEnabled = true
    drag(scroll, from: 0, to: 444)
    #expect(log.entries == ["auto"])
    auto.endRefreshing()
    scroll.endDragging()
    clock.run()

    let back = BackNormalFooter(config: makeConfig())
    scroll.footer = back
    back.isEnabled = false
    scroll.contentSize.height = 1500
    #expect(back.frame.minY == 1500)
    back.isEnabled = true
    #expect(back.frame.minY == 1500)
  }

  // MARK: - 4. The pan state after a cancelled drag

  @Test("4. after a cancelled drag, a begin scrolls the header into view")
  func afterACancelledDragABeginScrollsTheHeaderIntoView() {
    let (scroll, clock) = makeScrollModel()
    let header = NormalHeader(config: makeConfig())
    scroll.header = header
    var panStates: [PanState] = []
    let token = scroll.observe(\.panState) { _, change in panStates.append(change.newValue) }
    scroll.drag(toOffsetY: -30)
    scroll.cancelDragging()
    clock.run()
    #expect(panStates == [.began, .changed, .cancelled, .possible], "as UIKit's recognizer")
    scroll.drag(toOffsetY: -10)
    scroll.endDragging()
    #expect(panStates.suffix(2) == [.ended, .possible])
    clock.run()
    header.beginRefreshing()
    clock.advance(by: 0.25)
    #expect(scroll.contentOffset.y == -54)
    withExtendedLifetime(token) {}
  }

  @Test("4. a drag the system cancels while pulling does not refresh")
  func aCancelledDragWhilePullingDoesNotRefresh() {
    let log = CallLog()
    let (component, scroll, clock) = Pulled.header.make(log)
    scroll.drag(toOffsetY: -60)
    #expect(component.state == .pulling)
    scroll.cancelDragging()
    #expect(component.state == .idle)
    #expect(component.transitions.last?.reason == .dragCancelled)
    clock.run()
    #expect(log.entries.isEmpty && scroll.contentOffset.y == 0)
  }

  // MARK: - 5. Detached in the middle of an animation

  @Test("5. a header detached mid-turn comes back with its arrow at rest")
  func aHeaderDetachedMidTurnComesBackWithItsArrowAtRest() {
    let (scroll, clock) = makeScrollModel()
    let header = NormalHeader(config: makeConfig())
    header.automaticallyChangeAlpha = true
    scroll.header = header
    scroll.drag(toOffsetY: -60)
    clock.advance(by: 0.1)
    scroll.drag(toOffsetY: -20)  // back to idle: the arrow turns back
    clock.advance(by: 0.1)
    #expect(header.arrowView.rotation != 0)
    scroll.header = nil
    #expect(header.arrowView.rotation == 0 && !header.arrowView.isHidden)
    #expect(header.pullingPercent == 0 && header.alpha == 0)
    scroll.endDragging()
    clock.run()
    scroll.header = header
    #expect(header.arrowView.rotation == 0 && header.state == .idle)
  }

  // MARK: - 6. EGO's last-updated date

  @MainActor
  final class DateSource: RefreshComponentDelegate {
    var date: Date?
    func refreshComponentDidTriggerRefresh(_ component: RefreshComponent) {}
    func refreshComponentLastUpdated(_ component: RefreshComponent) -> Date? { self.date }
  }

  @Test("6. the delegate's last-updated date shows at once and when asked to refresh")
  func theDelegatesLastUpdatedDateShowsAtOnce() {
    let header = StateHeader(config: makeConfig())
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
    header.lastUpdatedTimeCalendar = calendar
    let now = Date(timeIntervalSince1970: 1_699_954_860)  // 2023-11-14 09:41 UTC
    header.currentDate = { now }
    let (scroll, _) = makeScrollModel()
    scroll.header = header
    let source = DateSource()
    source.date = now.addingTimeInterval(-3600)
    header.delegate = source
    #expect(header.lastUpdatedTimeLabel.text == "Last update: Today 08:41")
    source.date = now.addingTimeInterval(-86_400)
    #expect(header.lastUpdatedTimeLabel.text == "Last update: Today 08:41")
    header.refreshLastUpdatedDate()  // EGO's refreshLastUpdatedDate
    #expect(header.lastUpdatedTimeLabel.text == "Last update: 11-13 09:41")
    source.date = now
    scroll.drag(toOffsetY: -10)  // the header comes into view
    #expect(header.lastUpdatedTimeLabel.text == "Last update: Today 09:41")
  }

  // MARK: - 9. Momentum past an edge

  @Test("9. a fling's overshoot past the end stays well inside the viewport")
  func aFlingsOvershootStaysWellInsideTheViewport() {
    for velocity: CGFloat in [2_000, 8_000, 20_000, 60_000] {
      let (scroll, clock) = makeScrollModel()
      scroll.drag(toOffsetY: 300)
      var deepest: CGFloat = 0
      let token = scroll.observe(\.contentOffset) { _, change in
        deepest = max(deepest, change.newValue.y - 400)
      }
      scroll.endDragging(velocity: CGPoint(x: 0, y: velocity))
      clock.run()
      #expect(deepest < 600 * 0.2, "\(velocity) pt/s overshot by \(deepest)")
      #expect(scroll.contentOffset.y == 400)
      withExtendedLifetime(token) {}
    }
  }

  // MARK: - 10. A trailer and a header together

  @Test("10. a trailer leaves a header pullable on a short list")
  func aTrailerLeavesAHeaderPullable() {
    let log = CallLog()
    let (scroll, clock) = makeScrollModel(contentHeight: 300, contentWidth: 1000)
    scroll.header = NormalHeader(config: makeConfig()) { log.record("header") }
    scroll.trailer = NormalTrailer(config: makeConfig())
    #expect(scroll.alwaysBounceVertical && scroll.alwaysBounceHorizontal)
    scroll.beginDragging()
    scroll.drag(translation: CGPoint(x: 0, y: 200))
    #expect(scroll.header?.state == .pulling)
    scroll.endDragging()
    clock.run()
    #expect(log.entries == ["header"])
  }

  // MARK: - 11. Hidden or disabled while pulling

  @Test("11. a component hidden or disabled while pulling goes idle", arguments: [true, false])
  func aComponentHiddenOrDisabledWhilePullingGoesIdle(hides: Bool) {
    let log = CallLog()
    let (component, scroll, clock) = Pulled.header.make(log)
    scroll.drag(toOffsetY: -60)
    if hides {
      component.isHidden = true
    } else {
      component.isEnabled = false
    }
    #expect(component.state == .idle)
    #expect(component.transitions.last?.reason == (hides ? .hidden : .disabled))
    scroll.endDragging()
    clock.run()
    #expect(log.entries.isEmpty)
  }

  // MARK: - 12. A drag that begins while a page loads

  @Test("12. a drag that begins while a page loads can load the next page")
  func aDragThatBeginsWhileAPageLoadsCanLoadTheNextPage() {
    let log = CallLog()
    let footer = AutoNormalFooter(config: makeConfig()) { log.record("load") }
    let (scroll, clock) = attachFooter(footer)
    drag(scroll, from: 0, to: 444)
    scroll.endDragging()
    clock.run()
    #expect(footer.state == .refreshing)
    scroll.beginDragging()  // while the page loads
    footer.endRefreshing()  // the page arrives during the drag
    scroll.contentSize.height = 1400
    drag(scroll, from: 444, to: 844)
    #expect(log.entries == ["load", "load"], "the new drag may load the next page")
    scroll.endDragging()
    clock.run()
  }

  // MARK: - 13. Scrolls the app makes

  @Test("13. scrolls the app makes to the end load every time")
  func scrollsTheAppMakesLoadEveryTime() {
    let log = CallLog()
    let footer = AutoNormalFooter(config: makeConfig()) { log.record("load") }
    let (scroll, clock) = attachFooter(footer)
    for page in 1...3 {
      scroll.setContentOffset(CGPoint(x: 0, y: scroll.maximumContentOffset.y), animated: true)
      clock.run()
      #expect(log.entries.count == page)
      footer.endRefreshing()
      scroll.contentSize.height += 500
    }
  }

  // MARK: - 14. An auto footer's automatic alpha

  @Test("14. an auto footer with automatic alpha stays visible after a refresh")
  func anAutoFooterWithAutomaticAlphaStaysVisible() {
    let footer = AutoNormalFooter(config: makeConfig())
    footer.automaticallyChangeAlpha = true
    let (scroll, clock) = attachFooter(footer)
    #expect(footer.alpha == 0, "out of view")
    drag(scroll, from: 0, to: 422)
    #expect(footer.alpha == 0.5, "half of it shows")
    scroll.drag(toOffsetY: 444)
    #expect(footer.state == .refreshing)
    clock.run()
    #expect(footer.alpha == 1)
    footer.endRefreshing()
    clock.run()
    #expect(footer.alpha == 1, "still in view, still opaque")
    scroll.endDragging()
    clock.run()
  }

  // MARK: - 15. A finger and a component's own scroll animation

  @Test("15. a finger stops a component's scroll into view, and the action still runs")
  func aFingerStopsAComponentsScrollAnimation() {
    let log = CallLog()
    let (component, scroll, clock) = Pulled.header.make(log)
    component.beginRefreshing()
    clock.advance(by: 0.1)
    scroll.beginDragging()
    let held = scroll.contentOffset.y
    clock.advance(by: 0.1)
    #expect(scroll.contentOffset.y == held, "the finger has the content")
    clock.advance(by: 0.05)
    #expect(log.entries == ["action"])
    scroll.endDragging()
    clock.run()
  }

  @Test("15. a finger stops the paging alignment after a load")
  func aFingerStopsThePagingAlignment() {
    let (scroll, clock) = makeScrollModel(contentHeight: 1800)
    scroll.isPagingEnabled = true
    scroll.contentOffset.y = 1244
    let footer = AutoNormalFooter(config: makeConfig())
    scroll.footer = footer
    footer.beginRefreshing()
    footer.endRefreshing()  // aligns to the page at 1200 over 0.4 s
    clock.advance(by: 0.2)
    scroll.beginDragging()
    let held = scroll.contentOffset.y
    clock.run()
    #expect(scroll.contentOffset.y == held && held > 1200 && held < 1244)
    scroll.endDragging()
    clock.run()
  }

  // MARK: - 16. A back footer over short content

  @Test("16. a back footer refreshing over short content follows frame and inset changes")
  func aBackFooterFollowsFrameAndInsetChanges() {
    let footer = BackNormalFooter(config: makeConfig())
    let (scroll, clock) = attachFooter(footer, contentHeight: 300)
    footer.beginRefreshing()
    clock.run()
    let heightAndGap: CGFloat = 44 + 300
    #expect(scroll.adjustedContentInset.bottom == heightAndGap)
    scroll.frame.size.height = 700
    let taller: CGFloat = 44 + 400
    #expect(scroll.adjustedContentInset.bottom == taller)
    scroll.contentInset = EdgeInsets(top: 50)
    let underTheInset: CGFloat = 44 + 350
    #expect(scroll.adjustedContentInset.bottom == underTheInset)
    footer.endRefreshing()
    clock.run()
    #expect(scroll.adjustedContentInset.bottom == 0)
  }

  // MARK: - 17. A custom header at rest

  @Test("17. a custom header's per-state setup is right from the start")
  func aCustomHeadersPerStateSetupIsRightFromTheStart() {
    let header = DIYHeader(config: makeConfig())
    #expect(header.views.label.text == DIYViews.pullDown)
  }

  // MARK: - 20. The normal trailer's label

  @Test("20. the normal trailer's label is centred when its arrow is hidden")
  func theNormalTrailersLabelIsCentredWithoutItsArrow() {
    let trailer = NormalTrailer(config: makeConfig())
    let (scroll, _) = makeScrollModel(contentWidth: 1000)
    scroll.trailer = trailer
    #expect(trailer.stateLabel.frame.midX == 40, "beside the arrow: (60 + 20) / 2")
    trailer.arrowView.isHidden = true
    #expect(trailer.stateLabel.frame.midX == 30, "alone: the middle of the trailer")
  }

  // MARK: - 21. A GIF component's height

  @Test("21. a GIF component grows to the first frame of the list just set")
  func aGifComponentGrowsToTheFirstFrameOfTheListJustSet() {
    let small = RefreshImage(name: "small", size: CGSize(width: 20, height: 30))
    let tall = RefreshImage(name: "tall", size: CGSize(width: 20, height: 90))
    let header = GifHeader(config: makeConfig())
    header.setImages([small, tall], for: .idle)
    #expect(header.height == 54, "the first frame fits; later ones do not count")
    header.setImages([tall], for: .pulling)
    #expect(header.height == 90)
    header.setImages([small], for: .refreshing)
    #expect(header.height == 90, "it never shrinks")
    let footer = BackGifFooter(config: makeConfig())
    footer.setImages([small, tall], for: .idle)
    #expect(footer.height == 44)
    let auto = AutoGifFooter(config: makeConfig())
    auto.setImages([tall, small], for: .refreshing)
    #expect(auto.height == 90)
  }

  // MARK: - Section 4: the seeds, each working as its users knew it

  @Test("GMPullToRefresh: the handler can run the moment loading starts, while the inset animates")
  func theActionCanRunAtOnceAsGMsDoes() {
    let log = CallLog()
    let (component, scroll, clock) = Pulled.header.make(log)
    component.actionTiming = .immediately
    component.beginRefreshing()
    #expect(log.entries == ["action"], "at once")
    clock.advance(by: 0.1)
    #expect(scroll.contentOffset.y > -54, "the content still scrolls into place")
    clock.run()
    #expect(scroll.contentOffset.y == -54 && log.entries == ["action"], "once")
  }

  @Test("GMPullToRefresh: hidden, visible, triggered and loading, from the public API")
  func gmsFourPhases() {
    let (component, scroll, clock) = Pulled.header.make(CallLog())
    #expect(component.pullPhase == .hidden)
    scroll.drag(toOffsetY: -20)
    #expect(component.pullPhase == .visible)
    scroll.drag(toOffsetY: -60)
    #expect(component.pullPhase == .triggered)
    scroll.endDragging()
    clock.advance(by: clock.frameInterval)
    #expect(component.pullPhase == .loading)
    component.endRefreshing()
    clock.run()
    #expect(component.pullPhase == .hidden)
  }

  @Test("EGOTableViewPullRefresh: the arrow flips in 0.18 s, apart from the scroll")
  func theArrowFlipsInItsOwnDuration() {
    let (scroll, clock) = makeScrollModel()
    let header = NormalHeader(config: makeConfig())
    header.arrowView.flipDuration = 0.18
    scroll.header = header
    scroll.drag(toOffsetY: -60)
    clock.advance(by: 0.18)
    #expect(header.arrowView.rotation == NormalHeader.pullingArrowRotation)
    let (_, diagnostics) = Diagnostics.collect { header.arrowView.flipDuration = -1 }
    #expect(header.arrowView.flipDuration == 0 && diagnostics.count == 1)
    scroll.endDragging()
    clock.run()
  }

  @Test("MJRefresh: the arrow's image can be replaced, and the arrow is laid out at its size")
  func theArrowsImageCanBeReplaced() {
    let (scroll, _) = makeScrollModel()
    let header = NormalHeader(config: makeConfig())
    scroll.header = header
    header.arrowView.image = RefreshImage(name: "my-arrow", size: CGSize(width: 24, height: 24))
    #expect(header.arrowView.frame.size == CGSize(width: 24, height: 24))
    #expect(header.arrowView.frame.midY == 27)
  }
}
