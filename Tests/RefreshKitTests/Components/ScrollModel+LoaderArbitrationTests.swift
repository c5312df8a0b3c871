import Foundation
import RefreshKit
import TestSupport
import Testing

/// The loaders of one scroll model take turns: a refresh of the list and the pages of the old
/// list, in every order, driven as a host would.
@MainActor
@Suite(.idleClocks) struct LoaderArbitrationTests {
  /// The four page loaders, each under a header: `EdgeComponent`'s scroll models.
  nonisolated static let pages: [EdgeComponent] = [
    .autoFooter, .backFooter, .trailer, .leadingLoader,
  ]

  /// A page loader of `kind` with a header above it.
  ///
  /// The test keeps the scroll model alive: components hold theirs weakly.
  func pageUnderAHeader(
    _ kind: EdgeComponent
  ) -> (page: RefreshComponent, header: NormalHeader, ScrollModel, ManualAnimationClock) {
    let (page, scroll, clock) = kind.attached()
    let header = NormalHeader(config: makeConfig())
    scroll.header = header
    scroll.loaderRules = .cooperating  // the rules this suite is about; MJRefresh's are below
    return (page, header, scroll, clock)
  }

  // MARK: - A refresh cancels the page (the cooperating rules)

  @Test("a refresh of the list cancels the page that loads", arguments: pages)
  func aRefreshCancelsThePageThatLoads(_ kind: EdgeComponent) async {
    let (page, header, scroll, clock) = self.pageUnderAHeader(kind)
    #expect(scroll.loaderArbitration == .refreshCancelsPage)
    let gate = Gate()
    var cancelled: Bool?
    page.asyncRefreshingAction = {
      await gate.wait()
      cancelled = Task.isCancelled
    }
    page.beginRefreshing()
    clock.advance(by: 0.3)  // past the begin animation: the page's task runs
    let task = page.refreshingTask
    #expect(task != nil)
    header.beginRefreshing()
    #expect(page.state == .idle)
    #expect(page.transitions.last?.reason == .superseded)
    #expect(page.displayedResult == nil)
    #expect(header.state == .refreshing)
    gate.open()
    await task?.value
    #expect(cancelled == true, "the page's task is cancelled")
    #expect(page.state == .idle, "and ends nothing when it returns")
    #expect(page.transitions.filter { $0.reason == .actionFinished }.isEmpty)
    withExtendedLifetime(scroll) {}
  }

  @Test("a page cancelled by a refresh counts no failure and says nothing")
  func aCancelledPageCountsNoFailureAndSaysNothing() async {
    let (page, header, scroll, clock) = self.pageUnderAHeader(.autoFooter)
    let footer = page as! AutoNormalFooter
    var announced: [String] = []
    footer.accessibility.announcementHandler = { announced.append($0) }
    var feedback: [RefreshFeedback] = []
    footer.feedbackHandler = { feedback.append($0) }
    var errors = 0
    footer.refreshingErrorHandler = { _ in errors += 1 }
    let gate = Gate()
    footer.asyncRefreshingAction = {
      await gate.wait()
      throw URLError(.notConnectedToInternet)  // the old list's page fails after all
    }
    footer.beginRefreshing()
    clock.advance(by: 0.1)
    let task = footer.refreshingTask
    announced = []
    feedback = []
    header.beginRefreshing()
    gate.open()
    await task?.value
    clock.run()
    #expect(footer.consecutiveFailures == 0)
    #expect(!footer.showsFailure)
    #expect(errors == 0)
    #expect(announced.isEmpty, "the header announces the refresh")
    #expect(feedback.isEmpty)
    withExtendedLifetime(scroll) {}
  }

  @Test("while the list refreshes, a page loader does not start", arguments: pages)
  func whileTheListRefreshesNoPageStarts(_ kind: EdgeComponent) {
    let (page, header, scroll, clock) = self.pageUnderAHeader(kind)
    (page as? AutoLoader)?.maximumFillPages = 0  // the begin alone: the list's end fills
    let log = CallLog()
    page.refreshingAction = { log.record("page") }
    header.beginRefreshing()
    let (begun, diagnostics) = Diagnostics.collect { page.beginRefreshing() }
    #expect(!begun)
    #expect(page.state == .idle)
    #expect(diagnostics.map(\.message).contains { $0.contains("the list refreshes") })
    clock.run()
    #expect(log.entries.isEmpty)
    header.endRefreshing()
    clock.run()
    #expect(page.beginRefreshing(), "the list loaded: pages load again")
    withExtendedLifetime(scroll) {}
  }

  @Test(
    "a back footer pulled as the list refreshes goes back to idle, and its release loads nothing")
  func aPullOfAPageEndsWhenTheListRefreshes() {
    let (page, header, scroll, clock) = self.pageUnderAHeader(.backFooter)
    let log = CallLog()
    page.refreshingAction = { log.record("page") }
    scroll.beginDragging()
    drag(scroll, from: 0, to: 400 + 60)  // past the footer's trigger
    #expect(page.state == .pulling)
    header.beginRefreshing()
    #expect(page.state == .idle)
    #expect(page.transitions.last?.reason == .superseded)
    drag(scroll, from: 460, to: 480)
    #expect(page.state == .idle, "it does not cross again while the list refreshes")
    scroll.endDragging(velocity: .zero)
    clock.run()
    #expect(log.entries.isEmpty)
    withExtendedLifetime(scroll) {}
  }

  @Test("a release held back since its pull crossed goes back to idle")
  func aReleaseHeldBackEndsThePull() {
    let (page, _, scroll, clock) = self.pageUnderAHeader(.backFooter)
    let delegate = LoadingHost()
    page.delegate = delegate
    scroll.beginDragging()
    drag(scroll, from: 0, to: 460)
    #expect(page.state == .pulling)
    delegate.isLoading = true  // the host starts loading on its own meanwhile
    scroll.endDragging(velocity: .zero)
    clock.advance(by: clock.frameInterval)  // the first frame of the bounce releases
    #expect(page.state == .idle, "not left pulling with the finger up")
    #expect(page.transitions.last == RefreshTransition(from: .pulling, to: .idle, reason: .release))
    clock.run()
    #expect(scroll.contentOffset.y == 400)
  }

  @Test("a page the rows asked for while the list refreshed loads once the list has loaded")
  func theIndexRuleAsksAgainWhenTheListEnds() {
    let (page, header, scroll, clock) = self.pageUnderAHeader(.autoFooter)
    let footer = page as! AutoNormalFooter
    footer.itemTriggerDistance = 2
    footer.triggersByOffset = false
    let log = CallLog()
    footer.refreshingAction = { log.record("page") }
    header.beginRefreshing()
    scroll.visibleItems = VisibleItems(range: 10..<19, count: 20)
    #expect(footer.state == .idle)
    header.endRefreshing()
    #expect(footer.state == .refreshing)
    #expect(log.entries == ["page"])
    clock.run()
    withExtendedLifetime(scroll) {}
  }

  // MARK: - The race, in every order

  @Test("a page that answers before the refresh is kept, in the generation it was asked in")
  func aPageThatAnswersBeforeTheRefreshIsKept() {
    let (page, header, scroll, clock) = self.pageUnderAHeader(.autoFooter)
    var appended: [Int] = []
    page.refreshingAction = { [unowned page, unowned scroll] in
      appended.append(scroll.loadGeneration)
      page.endRefreshing(result: .success)
    }
    page.beginRefreshing()
    header.beginRefreshing()
    clock.run()
    #expect(appended == [0])
    #expect(page.transitions.last?.reason == .endRefreshing)
    #expect(scroll.loadGeneration == 1, "the refresh's action ran")
    withExtendedLifetime(scroll) {}
  }

  @Test(
    "the load generation grows as the list's action runs, whatever the arbitration",
    arguments: LoaderArbitration.allCases)
  func theGenerationGrowsWithEachRefreshOfTheList(_ arbitration: LoaderArbitration) {
    let (_, header, scroll, clock) = self.pageUnderAHeader(.autoFooter)
    scroll.loaderArbitration = arbitration
    var seen: [Int] = []
    header.refreshingAction = { [unowned scroll] in seen.append(scroll.loadGeneration) }
    header.beginRefreshing()
    #expect(scroll.loadGeneration == 0, "not before the begin animation ends")
    clock.run()
    #expect(seen == [1], "the action sees its own generation")
    header.endRefreshing()
    clock.run()
    header.beginRefreshing()
    clock.run()
    #expect(seen == [1, 2])
    withExtendedLifetime(scroll) {}
  }

  @Test("waiting for the page: the page lands, then the refresh runs")
  func waitingForThePageThePageLandsThenTheRefreshRuns() async {
    let (page, header, scroll, clock) = self.pageUnderAHeader(.autoFooter)
    scroll.loaderArbitration = .refreshWaitsForPage
    let log = CallLog()
    let gate = Gate()
    page.asyncRefreshingAction = { [unowned scroll] in
      await gate.wait()
      log.record("page of generation \(scroll.loadGeneration)")
    }
    header.refreshingAction = { [unowned scroll] in
      log.record("refresh of generation \(scroll.loadGeneration)")
    }
    page.beginRefreshing()
    let task = page.refreshingTask
    header.beginRefreshing()
    clock.run()
    #expect(header.state == .refreshing, "it shows that it refreshes")
    #expect(page.state == .refreshing, "the page goes on")
    #expect(log.entries.isEmpty, "the refresh waits")
    gate.open()
    await task?.value
    #expect(page.state == .idle)
    #expect(log.entries == ["page of generation 0", "refresh of generation 1"])
    #expect(page.transitions.last?.reason == .actionFinished)
    withExtendedLifetime(scroll) {}
  }

  @Test("waiting for a page that fails: the failure is the old list's, and the refresh runs")
  func waitingForAPageThatFails() {
    let (page, header, scroll, clock) = self.pageUnderAHeader(.autoFooter)
    let footer = page as! AutoNormalFooter
    scroll.loaderArbitration = .refreshWaitsForPage
    footer.automaticRetry = RefreshRetryPolicy(limit: 3, delay: 1)
    let log = CallLog()
    footer.refreshingAction = { log.record("page") }
    header.refreshingAction = { log.record("refresh") }
    footer.beginRefreshing()
    header.beginRefreshing()
    clock.advance(by: 0.5)
    footer.endRefreshing(result: .failure(URLError(.timedOut)))
    #expect(log.entries == ["page", "refresh"])
    #expect(footer.consecutiveFailures == 0, "the refresh drops the old list's failures")
    #expect(!footer.showsFailure)
    clock.run()
    #expect(log.entries == ["page", "refresh"], "and its retry")
    withExtendedLifetime(scroll) {}
  }

  @Test(
    "waiting for a page that is cancelled, detached or hidden: the refresh runs",
    arguments: ["cancelled", "detached", "hidden"])
  func waitingForAPageThatGoes(_ how: String) async {
    let (page, header, scroll, clock) = self.pageUnderAHeader(.autoFooter)
    scroll.loaderArbitration = .refreshWaitsForPage
    let log = CallLog()
    let gate = Gate()
    page.asyncRefreshingAction = {
      await gate.wait()
      throw CancellationError()
    }
    header.refreshingAction = { log.record("refresh") }
    page.beginRefreshing()
    let task = page.refreshingTask
    header.beginRefreshing()
    clock.run()
    #expect(log.entries.isEmpty)
    switch how {
    case "cancelled":
      gate.open()
      await task?.value
    case "detached":
      scroll.footer = nil
    default:
      page.isHidden = true
    }
    #expect(page.state == .idle)
    #expect(log.entries == ["refresh"])
    gate.open()
    await task?.value
    withExtendedLifetime(scroll) {}
  }

  @Test("waiting: a page that waits to be seen is cancelled, as it has loaded nothing")
  func waitingCancelsAPageThatWaitsToBeSeen() {
    let (page, header, scroll, clock) = self.pageUnderAHeader(.autoFooter)
    scroll.loaderArbitration = .refreshWaitsForPage
    let log = CallLog()
    header.refreshingAction = { log.record("refresh") }
    page.isHidden = true
    page.beginRefreshing()
    #expect(page.state == .willRefresh)
    header.beginRefreshing()
    #expect(page.state == .idle)
    #expect(page.transitions.last?.reason == .superseded)
    clock.run()
    #expect(log.entries == ["refresh"])
    withExtendedLifetime(scroll) {}
  }

  @Test("independent loaders overlap, as in MJRefresh")
  func independentLoadersOverlap() {
    let (page, header, scroll, clock) = self.pageUnderAHeader(.autoFooter)
    scroll.loaderArbitration = .independent
    header.beginRefreshing()
    #expect(page.beginRefreshing())
    clock.run()
    #expect(header.isRefreshing && page.isRefreshing)
    #expect(scroll.loadGeneration == 1)
    withExtendedLifetime(scroll) {}
  }

  // MARK: - Which rules

  @Test("a port follows MJRefresh's rules until it asks for more: header and footer overlap")
  func aPortFollowsMJRefreshsRules() {
    let (scroll, clock) = makeScrollModel()
    let log = CallLog()
    let header = NormalHeader(config: makeConfig()) { log.record("refresh") }
    let footer = AutoNormalFooter(config: makeConfig()) { log.record("page") }
    scroll.header = header
    scroll.footer = footer
    #expect(scroll.loaderRules == .mjRefresh)
    #expect(scroll.loaderArbitration == .independent && scroll.loaderRules.fillPages == 0)
    #expect(footer.beginRefreshing())
    header.beginRefreshing()
    clock.advance(by: 0.3)
    #expect(footer.state == .refreshing, "MJRefresh runs them independently")
    #expect(footer.beginRefreshing() == false && header.isRefreshing)
    footer.endRefreshing()
    #expect(footer.beginRefreshing(), "a footer begun from code during a refresh loads")
    #expect(log.entries == ["page", "refresh", "page"])
  }

  @Test("a paged feed's loaders cooperate; rules the app set stay as set")
  func aPagedFeedTurnsTheCooperatingRulesOn() {
    let (scroll, _) = makeScrollModel()
    let header = NormalHeader(config: makeConfig())
    let footer = AutoNormalFooter(config: makeConfig())
    scroll.header = header
    scroll.footer = footer
    let feed = PagedFeed<Row, Int> { _ in FeedPage(items: [], next: nil) }
    feed.attach(header: header, footer: footer)
    #expect(scroll.loaderRules == .cooperating)
    scroll.loaderArbitration = .refreshWaitsForPage
    #expect(scroll.loaderRules == LoaderRules(arbitration: .refreshWaitsForPage, fillPages: 10))
    scroll.loaderRules = .mjRefresh
    #expect(scroll.loaderRules == .mjRefresh, "the app's choice wins over the feed's")
    withExtendedLifetime(feed) {}
  }

  @Test(
    "cancelling: a page the app's own closure asked for is waited for, and never asked twice",
    arguments: [LoaderArbitration.refreshCancelsPage, .refreshWaitsForPage])
  func aPageTheAppAskedForIsWaitedFor(_ arbitration: LoaderArbitration) {
    let (page, header, scroll, clock) = self.pageUnderAHeader(.autoFooter)
    scroll.loaderArbitration = arbitration
    let footer = page as! AutoNormalFooter
    let log = CallLog()
    footer.refreshingAction = { log.record("page") }  // the app's request: no task to cancel
    header.refreshingAction = { log.record("refresh") }
    scroll.contentOffset.y = 400  // the end in view
    footer.beginRefreshing()
    header.beginRefreshing()
    clock.run()
    #expect(footer.state == .refreshing, "the request is under way: the footer stays busy")
    #expect(header.state == .refreshing)
    #expect(log.entries == ["page"], "the list's action waits for the page")
    drag(scroll, from: 400, to: 440)  // the end again, as a user would scroll to it
    scroll.endDragging()
    #expect(log.count(of: "page") == 1, "one request, as in MJRefresh")
    footer.endRefreshing()  // the app's page arrives
    clock.run()
    #expect(log.entries == ["page", "refresh"])
    withExtendedLifetime(scroll) {}
  }

  // MARK: - What the old list left

  @Test("the refresh drops the failure a page shows, its count and its retry")
  func theRefreshDropsTheOldListsFailure() {
    let (page, header, scroll, clock) = self.pageUnderAHeader(.autoFooter)
    let footer = page as! AutoNormalFooter
    footer.automaticRetry = RefreshRetryPolicy(limit: 3, delay: 1)
    let log = CallLog()
    footer.refreshingAction = { log.record("page") }
    footer.beginRefreshing()
    footer.endRefreshing(result: .failure(URLError(.timedOut)))
    #expect(footer.showsFailure)
    #expect(footer.consecutiveFailures == 1)
    header.beginRefreshing()
    #expect(footer.showsFailure, "kept until the refresh's action runs")
    clock.advance(by: 0.3)
    #expect(!footer.showsFailure)
    #expect(footer.consecutiveFailures == 0)
    #expect(footer.stateLabel.text == "Tap or pull up to load more")
    clock.run()
    #expect(log.entries == ["page"], "no retry of the old list's page")
    withExtendedLifetime(scroll) {}
  }

  @Test("a trace recorded before the arbitration existed replays with independent loaders")
  func anOldTraceReplaysIndependently() throws {
    let (scroll, _) = makeScrollModel()
    scroll.loaderRules = .cooperating
    var settings = ScrollTraceSettings(scroll)
    #expect(settings.loaderArbitration == .refreshCancelsPage)
    settings.loaderArbitration = nil
    settings.apply(to: scroll)
    #expect(scroll.loaderArbitration == .independent)
  }
}

/// A row of a feed.
private struct Row: Identifiable {
  let id: Int
}

/// A host delegate whose loading the test turns on and off.
@MainActor
private final class LoadingHost: RefreshComponentDelegate {
  var isLoading = false

  func refreshComponentDidTriggerRefresh(_ component: RefreshComponent) {}

  func refreshComponentIsLoading(_ component: RefreshComponent) -> Bool {
    self.isLoading
  }
}
