import Foundation
import RefreshKit
import Testing

private struct LoadFailed: Error {}

@MainActor
private final class Delegate: RefreshComponentDelegate {
  var isLoading = false
  var lastUpdated: Date?
  private(set) var triggers = 0

  func refreshComponentDidTriggerRefresh(_ component: RefreshComponent) {
    self.triggers += 1
  }

  func refreshComponentIsLoading(_ component: RefreshComponent) -> Bool {
    self.isLoading
  }

  func refreshComponentLastUpdated(_ component: RefreshComponent) -> Date? {
    self.lastUpdated
  }
}

@MainActor
@Suite struct RefreshComponentRefreshingTests {
  @Test func callbacksRunInMJRefreshsOrderOncePerRefresh() {
    let log = CallLog()
    let header = makeHeader(log)
    header.beginRefreshingCompletion = { log.record("begin completion") }
    header.endRefreshingAnimationBeginAction = { log.record("end animation begins") }
    header.endRefreshingCompletion = { log.record("end completion") }
    let (scroll, clock) = attach(header)
    header.beginRefreshing { log.record("one-shot begin") }
    clock.run()
    #expect(log.entries == ["action", "begin completion", "one-shot begin"])
    header.endRefreshing { log.record("one-shot end") }
    #expect(log.entries.last == "end animation begins")
    clock.advance(by: 0.39)
    #expect(log.entries.last == "end animation begins")
    clock.advance(by: 0.01)
    #expect(log.entries.suffix(2) == ["end completion", "one-shot end"])
    header.beginRefreshing()
    clock.run()
    #expect(log.count(of: "one-shot begin") == 1)
    #expect(log.count(of: "begin completion") == 2)
    withExtendedLifetime(scroll) {}
  }

  @Test func beginningWhileRefreshingIsIgnoredReportedAndTheActionStillRunsOnce() {
    let log = CallLog()
    let header = makeHeader(log)
    let (scroll, clock) = attach(header)
    #expect(header.beginRefreshing())
    let (accepted, diagnostics) = Diagnostics.collect { header.beginRefreshing() }
    #expect(!accepted)
    #expect(diagnostics.map(\.message) == ["ignored: already refreshing"])
    clock.run()
    #expect(log.entries == ["action"])
    withExtendedLifetime(scroll) {}
  }

  @Test func anEndBeforeTheActionRanCancelsTheAction() {
    let log = CallLog()
    let header = makeHeader(log)
    let (scroll, clock) = attach(header)
    header.beginRefreshing()
    clock.advance(by: 0.1)
    header.endRefreshing()
    clock.run()
    #expect(log.entries.isEmpty)
    #expect(header.state == .idle)
    #expect(scroll.adjustedContentInset.top == 64)
    withExtendedLifetime(scroll) {}
  }

  @Test func endingWhileNotRefreshingChangesNothingAndIsReported() {
    let header = makeHeader(CallLog())
    let (scroll, clock) = attach(header)
    let (_, diagnostics) = Diagnostics.collect { header.endRefreshing() }
    #expect(header.state == .idle)
    #expect(header.transitions.isEmpty)
    #expect(diagnostics.map(\.subject) == ["RefreshHeader.endRefreshing()"])
    #expect(clock.isIdle)
    withExtendedLifetime(scroll) {}
  }

  @Test func theDelegateIsToldOnceAndItsLoadingFlagBlocksPullingAndBeginning() {
    let delegate = Delegate()
    let header = makeHeader(CallLog())
    header.delegate = delegate
    let (scroll, clock) = attach(header, top: 0)
    delegate.isLoading = true
    scroll.drag(toOffsetY: -80)
    #expect(header.state == .idle)
    scroll.endDragging()
    clock.run()
    #expect(!header.beginRefreshing())
    #expect(delegate.triggers == 0)
    delegate.isLoading = false
    #expect(header.beginRefreshing())
    clock.run()
    #expect(delegate.triggers == 1)
    withExtendedLifetime(scroll) {}
  }

  @Test func theDelegatesLastUpdatedTimeWinsOverTheStoredOne() {
    let delegate = Delegate()
    let header = makeHeader(CallLog())
    header.lastUpdatedTimeStore.setLastUpdatedTime(
      Date(timeIntervalSince1970: 1), forKey: header.lastUpdatedTimeKey)
    header.delegate = delegate
    #expect(header.lastUpdatedTime == Date(timeIntervalSince1970: 1))
    delegate.lastUpdated = Date(timeIntervalSince1970: 2)
    #expect(header.lastUpdatedTime == Date(timeIntervalSince1970: 2))
  }

  @Test func anAsyncActionBeginsAwaitsAndEndsTheRefreshByItself() async {
    let gate = Gate()
    let log = CallLog()
    let header = RefreshHeader(config: makeConfig()) {
      log.record("started")
      await gate.wait()
      log.record("finished")
    }
    let (scroll, clock) = attach(header)
    header.beginRefreshing()
    clock.run()
    await yield { log.entries == ["started"] }
    #expect(header.state == .refreshing)
    gate.open()
    await header.refreshingTask?.value
    #expect(log.entries == ["started", "finished"])
    #expect(header.state == .idle)
    #expect(header.transitions.last?.reason == .actionFinished)
    clock.run()
    #expect(scroll.adjustedContentInset.top == 64)
    withExtendedLifetime(scroll) {}
  }

  @Test func anAsyncActionThatThrowsEndsTheRefreshAndReportsTheError() async {
    var errors: [String] = []
    let header = RefreshHeader(config: makeConfig()) { throw LoadFailed() }
    header.refreshingErrorHandler = { errors.append("\(type(of: $0))") }
    let (scroll, clock) = attach(header)
    header.beginRefreshing()
    clock.run()
    await header.refreshingTask?.value
    await yield { header.state == .idle }
    #expect(header.state == .idle)
    #expect(errors == ["LoadFailed"])
    clock.run()
    withExtendedLifetime(scroll) {}
  }

  @Test func anAsyncActionThatIsCancelledEndsTheRefreshWithoutAnError() async {
    var errors = 0
    let header = RefreshHeader(config: makeConfig()) { throw CancellationError() }
    header.refreshingErrorHandler = { _ in errors += 1 }
    let (scroll, clock) = attach(header)
    header.beginRefreshing()
    clock.run()
    await header.refreshingTask?.value
    await yield { header.state == .idle }
    #expect(header.state == .idle)
    #expect(errors == 0)
    withExtendedLifetime(scroll) {}
  }

  @Test func endingTheRefreshCancelsTheAsyncActionAndItEndsNothingLater() async {
    let gates = [Gate(), Gate()]
    var calls = 0
    var cancelled: [Bool] = []
    let header = RefreshHeader(config: makeConfig()) {
      let gate = gates[calls]
      calls += 1
      await gate.wait()
      cancelled.append(Task.isCancelled)
    }
    let (scroll, clock) = attach(header)
    header.beginRefreshing()
    clock.run()
    let firstTask = header.refreshingTask
    header.endRefreshing()
    #expect(header.refreshingTask == nil)
    header.beginRefreshing()
    clock.run()
    await yield { calls == 2 }
    gates[0].open()
    await firstTask?.value
    #expect(cancelled == [true])
    #expect(header.state == .refreshing, "the first task did not end the second refresh")
    gates[1].open()
    await header.refreshingTask?.value
    #expect(cancelled == [true, false])
    #expect(header.state == .idle)
    clock.run()
    withExtendedLifetime(scroll) {}
  }

  @Test func aHeaderHasNoNoMoreDataStateAndSaysSo() {
    let header = makeHeader(CallLog())
    let (_, diagnostics) = Diagnostics.collect {
      header.endRefreshingWithNoMoreData()
      header.resetNoMoreData()
    }
    #expect(header.state == .idle)
    #expect(!header.supportsNoMoreData)
    #expect(diagnostics.map(\.subject) == ["RefreshHeader.endRefreshingWithNoMoreData()"])
  }

  @Test func settingTheStateDirectlyLogsItAndIgnoresTheSameState() {
    let header = makeHeader(CallLog())
    header.setState(.pulling, reason: .custom)
    header.setState(.pulling, reason: .custom)
    #expect(header.transitionLog == ["idle -> pulling (custom)"])
  }

  @Test func theTransitionLogKeepsOnlyTheMostRecentEntries() {
    let header = makeHeader(CallLog())
    header.transitionLogLimit = 3
    for _ in 0..<5 {
      header.setState(.pulling, reason: .custom)
      header.setState(.idle, reason: .custom)
    }
    #expect(header.transitions.count == 3)
    #expect(
      header.transitions.last == RefreshTransition(from: .pulling, to: .idle, reason: .custom))
    header.transitionLogLimit = 1
    #expect(header.transitions.count == 1)
  }
}
