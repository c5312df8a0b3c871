import Foundation
import RefreshKit
import TestSupport
import Testing

/// Refresh results: `endRefreshing(result:)` keeps the component open for
/// `resultDisplayDuration`, showing "Refreshed" or "Refresh failed", then closes; an end without
/// a result, or a duration of zero, closes at once as in MJRefresh.
@MainActor
@Suite(.idleClocks) struct RefreshComponentResultsTests {
  typealias Kind = EdgeComponent

  /// The components that hold space while refreshing and close when it ends.
  nonisolated static let closing: [Kind] = [.header, .backFooter, .trailer]

  struct Offline: Error {}

  /// A component of `kind`, attached, showing results for one second.
  func make(_ kind: Kind) -> (any StateTitled, ScrollModel, ManualAnimationClock) {
    let (component, scroll, clock) = kind.attached()
    component.resultDisplayDuration = 1
    return (component, scroll, clock)
  }

  /// The space the component holds, on whichever edge it holds it.
  func held(_ component: RefreshComponent) -> CGFloat {
    let insets = component.insetShare?.insets ?? .zero
    return insets.top + insets.left + insets.bottom + insets.right
  }

  static let successTitles: [Kind: String] = [
    .header: "Refreshed", .autoFooter: "Loaded", .backFooter: "Loaded", .trailer: "Refreshed",
  ]
  static let failureTitles: [Kind: String] = [
    .header: "Refresh failed", .autoFooter: "Load failed. Tap or pull up to retry",
    .backFooter: "Load failed. Pull up to retry", .trailer: "Refresh failed",
    .leadingLoader: "Load failed. Tap to retry",
  ]

  @Test("A success shows for the display duration, then the component closes", arguments: closing)
  func aSuccessShowsThenTheComponentCloses(kind: Kind) throws {
    let (component, scroll, clock) = make(kind)
    var ended = 0
    component.beginRefreshing()
    clock.advance(to: 1)
    let open = held(component)
    #expect(open > 0)
    component.endRefreshing(result: .success) { ended += 1 }
    #expect(component.state == .idle, "idle at once: a begin may start a new refresh")
    #expect(component.displayedResult?.isSuccess == true)
    #expect(component.isShowingResult)
    #expect(component.stateLabel.text == Self.successTitles[kind])
    clock.advance(to: 1.999)
    #expect(held(component) == open, "open for the whole display")
    #expect(ended == 0)
    clock.advance(to: 2)
    #expect(component.displayedResult == nil)
    #expect(component.stateLabel.text == component.title(for: .idle))
    clock.advance(to: 2.2)
    #expect(held(component) < open, "closing over the slow animation")
    clock.advance(to: 2.4)
    #expect(held(component) == 0)
    #expect(ended == 1)
    clock.run()
    withExtendedLifetime(scroll) {}
  }

  @Test("A failure shows its own title", arguments: Kind.allCases)
  func aFailureShowsItsOwnTitle(kind: Kind) {
    let (component, scroll, clock) = make(kind)
    component.beginRefreshing()
    clock.advance(to: 1)
    component.endRefreshing(result: .failure(Offline()))
    #expect(component.displayedResult?.error is Offline)
    #expect(component.stateLabel.text == Self.failureTitles[kind])
    clock.run()
    withExtendedLifetime(scroll) {}
  }

  @Test("With no display duration a result closes at once, as in MJRefresh", arguments: closing)
  func withNoDurationAResultClosesAtOnce(kind: Kind) {
    let (component, scroll, clock) = make(kind)
    component.resultDisplayDuration = 0
    component.beginRefreshing()
    clock.advance(to: 1)
    let open = held(component)
    component.endRefreshing(result: .success)
    #expect(component.displayedResult == nil)
    #expect(!component.isShowingResult)
    #expect(component.stateLabel.text == component.title(for: .idle))
    clock.advance(to: 1.2)
    #expect(held(component) < open)
    clock.run()
    #expect(held(component) == 0)
    withExtendedLifetime(scroll) {}
  }

  @Test("An end without a result closes at once, whatever the duration", arguments: closing)
  func anEndWithoutAResultClosesAtOnce(kind: Kind) {
    let (component, scroll, clock) = make(kind)
    component.beginRefreshing()
    clock.advance(to: 1)
    let open = held(component)
    component.endRefreshing()
    #expect(component.displayedResult == nil)
    clock.advance(to: 1.2)
    #expect(held(component) < open)
    clock.run()
    withExtendedLifetime(scroll) {}
  }

  @Test("A begin during the display starts a new refresh at once", arguments: closing)
  func aBeginDuringTheDisplayStartsANewRefresh(kind: Kind) {
    let (component, scroll, clock) = make(kind)
    var ended = 0
    var actions = 0
    component.refreshingAction = { actions += 1 }
    component.beginRefreshing()
    clock.advance(to: 1)
    let open = held(component)
    component.endRefreshing(result: .success) { ended += 1 }
    clock.advance(to: 1.5)
    #expect(component.beginRefreshing())
    #expect(component.state == .refreshing)
    #expect(component.displayedResult == nil)
    #expect(!component.isShowingResult)
    #expect(ended == 1, "the first refresh's end is over")
    clock.advance(to: 3)
    #expect(held(component) == open, "never closed: the new refresh holds the space")
    #expect(actions == 2)
    component.endRefreshing()
    clock.run()
    withExtendedLifetime(scroll) {}
  }

  @Test("Detaching ends the display", arguments: Kind.allCases)
  func detachingEndsTheDisplay(kind: Kind) {
    let (component, scroll, clock) = make(kind)
    var ended = 0
    component.beginRefreshing()
    clock.advance(to: 1)
    component.endRefreshing(result: .failure(Offline())) { ended += 1 }
    #expect(component.displayedResult != nil)
    scroll.header = nil
    scroll.footer = nil
    scroll.trailer = nil
    scroll.leadingLoader = nil
    #expect(component.displayedResult == nil)
    #expect(!component.isShowingResult)
    #expect(ended == 1, "the end completion runs at once, never dropped")
    #expect(component.stateLabel.text == component.title(for: .idle))
    #expect(clock.isIdle, "the display's work is cancelled")
  }

  @Test func noMoreDataDuringTheDisplayClosesTheBackFooter() {
    let (component, scroll, clock) = make(.backFooter)
    component.beginRefreshing()
    clock.advance(to: 1)
    component.endRefreshing(result: .success)
    component.endRefreshingWithNoMoreData()
    #expect(component.displayedResult == nil)
    clock.run()
    #expect(held(component) == 0, "the close that waited for the display ran")
    withExtendedLifetime(scroll) {}
  }

  @Test func aReleaseWhileNotVisibleClearsAFootersFailure() {
    let footer = BackNormalFooter(config: makeConfig())
    let (scroll, clock) = attachFooter(footer)
    footer.beginRefreshing()
    footer.endRefreshing(result: .failure(Offline()))
    clock.run()
    scroll.beginDragging()
    drag(scroll, from: 400, to: 460)
    scroll.isVisible = false
    scroll.endDragging()
    clock.advance(by: 1.0 / 60)
    #expect(footer.state == .willRefresh)
    #expect(footer.displayedResult == nil)
    #expect(footer.stateLabel.text == "Loading...")
    scroll.isVisible = true
    footer.endRefreshing()
    clock.run()
  }

  @Test func aPullDuringTheDisplayRefreshesAgain() {
    let header = NormalHeader(config: makeConfig())
    header.resultDisplayDuration = 1
    let (scroll, clock) = attach(header, top: 0)
    header.beginRefreshing()
    clock.advance(to: 1)
    header.endRefreshing(result: .success)
    scroll.beginDragging()
    scroll.drag(translationY: 60)
    #expect(header.state == .pulling)
    #expect(header.stateLabel.text == "Release to refresh", "the result gives way to the pull")
    scroll.endDragging()
    clock.advance(by: 1.0 / 60)
    #expect(header.state == .refreshing)
    #expect(header.transitions.last?.reason == .release)
    #expect(header.displayedResult == nil)
    header.endRefreshing()
    clock.run()
  }

  @Test func theAsyncActionsErrorBecomesAFailure() async {
    let header = NormalHeader(config: makeConfig())
    header.resultDisplayDuration = 1
    let (scroll, clock) = attach(header)
    header.asyncRefreshingAction = { throw Offline() }
    var handled = 0
    header.refreshingErrorHandler = { _ in handled += 1 }
    header.beginRefreshing()
    clock.advance(by: 0.25)
    for _ in 0..<1000 where header.isRefreshing {
      await Task.yield()
    }
    #expect(header.displayedResult?.error is Offline)
    #expect(header.stateLabel.text == "Refresh failed")
    #expect(handled == 1)
    clock.run()
    #expect(header.displayedResult == nil)
    withExtendedLifetime(scroll) {}
  }

  @Test func anAsyncActionThatReturnsShowsSuccess() async {
    let header = NormalHeader(config: makeConfig())
    header.resultDisplayDuration = 1
    let (scroll, clock) = attach(header)
    header.asyncRefreshingAction = {}
    header.beginRefreshing()
    clock.advance(by: 0.25)
    for _ in 0..<1000 where header.isRefreshing {
      await Task.yield()
    }
    #expect(header.displayedResult?.isSuccess == true)
    #expect(header.stateLabel.text == "Refreshed")
    clock.run()
    withExtendedLifetime(scroll) {}
  }

  @Test func aHeldEndKeepsItsResult() {
    let (component, scroll, clock) = make(.header)
    component.minimumRefreshingDuration = 1
    component.beginRefreshing()
    clock.advance(to: 0.05)
    component.endRefreshing(result: .failure(Offline()))
    #expect(component.state == .refreshing)
    clock.advance(to: 1)
    #expect(component.state == .idle)
    #expect(component.stateLabel.text == "Refresh failed")
    clock.run()
    withExtendedLifetime(scroll) {}
  }

  @Test func whileAResultShowsTheArrowAndSpinnerAreHidden() {
    let header = NormalHeader(config: makeConfig())
    header.resultDisplayDuration = 1
    let (scroll, clock) = attach(header)
    header.beginRefreshing()
    clock.advance(to: 1)
    header.endRefreshing(result: .success)
    #expect(header.arrowView.isHidden)
    #expect(!header.loadingView.isAnimating)
    clock.advance(to: 2)
    #expect(!header.arrowView.isHidden, "the arrow is back as the header closes")
    clock.run()
    withExtendedLifetime(scroll) {}
  }

  @Test func aGifHeaderKeepsItsPullAndAlphaWhileTheResultShows() {
    let header = GifHeader(config: makeConfig())
    header.automaticallyChangeAlpha = true
    header.resultDisplayDuration = 1
    let (scroll, clock) = attach(header)
    header.beginRefreshing()
    clock.advance(to: 1)
    header.endRefreshing(result: .success)
    clock.advance(to: 1.5)
    #expect(header.pullingPercent == 1)
    #expect(header.alpha == 1, "shown while the result shows")
    clock.advance(to: 2)
    #expect(header.pullingPercent == 0, "the pull drops as the header closes")
    clock.run()
    #expect(header.alpha == 0)
    withExtendedLifetime(scroll) {}
  }

  @Test func theEndAnimationsBeginActionWaitsForTheDisplay() {
    let (component, scroll, clock) = make(.header)
    var began: [TimeInterval] = []
    component.endRefreshingAnimationBeginAction = { began.append(clock.now) }
    component.beginRefreshing()
    clock.advance(to: 1)
    component.endRefreshing(result: .success)
    clock.run()
    #expect(began == [2])
    withExtendedLifetime(scroll) {}
  }

  @Test func aCustomResultTitleShows() {
    let (component, scroll, clock) = make(.header)
    component.setTitle("All caught up", forResult: .success)
    #expect(component.title(forResult: .success) == "All caught up")
    #expect(component.title(forResult: .failure) == "Refresh failed")
    component.beginRefreshing()
    clock.advance(to: 1)
    component.endRefreshing(result: .success)
    #expect(component.stateLabel.text == "All caught up")
    component.setTitle(nil, forResult: .success)
    #expect(component.stateLabel.text == "Refreshed")
    clock.run()
    withExtendedLifetime(scroll) {}
  }

  @Test func resultTitlesAreLocalized() {
    let header = NormalHeader(config: makeConfig(language: "zh-Hans"))
    #expect(header.title(forResult: .success) == "刷新完成")
    #expect(header.title(forResult: .failure) == "刷新失败")
    let footer = AutoNormalFooter(config: makeConfig(language: "de"))
    #expect(footer.title(forResult: .failure)?.hasPrefix("Laden fehlgeschlagen") == true)
  }

  @Test func theDisplayedResultIsObservable() {
    let (component, scroll, clock) = make(.header)
    var seen: [String] = []
    let token = component.observe(\.displayedResult) { _, change in
      seen.append(change.newValue.map { $0.isSuccess ? "success" : "failure" } ?? "none")
    }
    component.beginRefreshing()
    clock.advance(to: 1)
    component.endRefreshing(result: .success)
    clock.run()
    #expect(seen == ["success", "none"])
    token.invalidate()
    withExtendedLifetime(scroll) {}
  }

  @Test func aBadDisplayDurationIsRefusedWithAMessage() {
    let (component, scroll, _) = make(.header)
    let (_, diagnostics) = Diagnostics.collect {
      component.resultDisplayDuration = -.infinity
    }
    #expect(component.resultDisplayDuration == 0)
    #expect(diagnostics.map(\.subject) == ["RefreshComponent.resultDisplayDuration"])
    withExtendedLifetime(scroll) {}
  }

  @Test func anEndWithAResultWhileNotRefreshingIsReported() {
    let (component, scroll, _) = make(.header)
    let (_, diagnostics) = Diagnostics.collect {
      component.endRefreshing(result: .success)
    }
    #expect(diagnostics.map(\.subject) == ["NormalHeader.endRefreshing(result:)"])
    #expect(component.displayedResult == nil)
    withExtendedLifetime(scroll) {}
  }

  @Test func aFailedRefreshLeavesTheLastUpdateAsItWas() {
    let header = NormalHeader(config: makeConfig())
    let (scroll, clock) = attach(header)
    header.beginRefreshing()
    clock.run()
    header.endRefreshing(result: .failure(Offline()))
    clock.run()
    #expect(header.lastUpdatedTime == nil, "nothing was updated")
    #expect(header.lastUpdatedTimeLabel.text == "Last update: No record")
    header.beginRefreshing()
    clock.run()
    header.endRefreshing(result: .success)
    clock.run()
    #expect(header.lastUpdatedTime != nil)
    withExtendedLifetime(scroll) {}
  }

  @Test(
    "hiding a component whose end has a result closes it at once, held or shown",
    arguments: closing, [true, false])
  func hidingAResult(kind: Kind, held isHeld: Bool) {
    let (component, scroll, clock) = make(kind)
    component.minimumRefreshingDuration = isHeld ? 2 : 0
    component.beginRefreshing()
    clock.advance(to: 1)
    component.endRefreshing(result: .success)
    #expect(isHeld ? component.state == .refreshing : component.isShowingResult)
    component.isHidden = true
    #expect(component.state == .idle)
    #expect(!component.isShowingResult && component.displayedResult == nil, "nothing to show")
    clock.advance(to: 1.5)
    #expect(held(component) == 0, "no space held for what cannot be seen")
    clock.run()
    withExtendedLifetime(scroll) {}
  }
}
