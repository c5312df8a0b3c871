import Foundation
import RefreshKit
import TestSupport
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

/// Every callback of a refresh against every path a refresh can take.
///
/// Each component kind, with animations on and off, ended from outside, from inside its action,
/// by its async action, before its action ran, and detached at each step, also while an end is
/// held for the minimum duration or a result shows. Every callback runs
/// exactly once or not at all, in MJRefresh's order, and a one-shot completion is never dropped
/// silently.
@MainActor
@Suite(.idleClocks) struct RefreshComponentLifecycleTests {
  enum Kind: String, CaseIterable, Sendable {
    case header, backFooter, trailer, autoFooter, pagingAutoFooter, leadingLoader
  }

  enum Path: String, CaseIterable, Sendable {
    /// The action runs; the app ends the refresh later.
    case endAfterTheAction
    /// The action ends the refresh before it returns.
    case endInsideTheAction
    /// The async action returns and the refresh ends by itself.
    case asyncAction
    /// The app ends the refresh before the action could run.
    case endBeforeTheAction
    /// Detached before the action ran.
    case detachBeforeTheAction
    /// Detached while refreshing.
    case detachWhileRefreshing
    /// Detached while the end animates.
    case detachWhileEnding
    /// Ended before the minimum refreshing duration, then detached while the end is held.
    case detachWhileTheEndIsHeld
    /// Ended with a result, then detached while the result shows.
    case detachWhileTheResultShows
    /// The action ends the refresh, then detaches its component, before it returns.
    case endAndDetachInsideTheAction
  }

  /// A component of `kind` on a scroll model where its refresh can run, logging every callback.
  private final class Rig: RefreshComponentDelegate {
    let scroll: ScrollModel
    let clock: ManualAnimationClock
    let component: RefreshComponent
    var log: [String] = []

    init(_ kind: Kind, animated: Bool, path: Path) {
      let config = makeConfig()
      switch kind {
      case .header:
        (self.scroll, self.clock) = makeScrollModel()
        self.component = NormalHeader(config: config)
        self.scroll.header = self.component as? RefreshHeader
      case .backFooter:
        (self.scroll, self.clock) = makeScrollModel()
        self.component = BackNormalFooter(config: config)
        self.scroll.footer = self.component as? RefreshFooter
      case .trailer:
        (self.scroll, self.clock) = makeScrollModel(contentWidth: 1000)
        self.component = NormalTrailer(config: config)
        self.scroll.trailer = self.component as? RefreshTrailer
      case .leadingLoader:
        (self.scroll, self.clock) = makeScrollModel(contentHeight: 1800)
        self.component = LeadingNormalLoader(config: config)
        self.scroll.leadingLoader = self.component as? LeadingLoader
      case .autoFooter, .pagingAutoFooter:
        (self.scroll, self.clock) = makeScrollModel(contentHeight: 1800)
        if kind == .pagingAutoFooter {
          self.scroll.isPagingEnabled = true
          self.scroll.contentOffset.y = 1244  // ends by aligning to the page at 1200
        }
        self.component = AutoNormalFooter(config: config)
        self.scroll.footer = self.component as? RefreshFooter
      }
      if !animated {
        self.component.setAnimationDisabled()
      }
      if path == .detachWhileTheEndIsHeld {
        self.component.minimumRefreshingDuration = 1
      }
      if path == .detachWhileTheResultShows {
        self.component.resultDisplayDuration = 1
      }
      let component = self.component
      if path == .asyncAction {
        component.asyncRefreshingAction = { [weak self] in self?.log.append("action") }
      } else {
        component.refreshingAction = { [weak self, weak component] in
          self?.log.append("action")
          if path == .endInsideTheAction || path == .endAndDetachInsideTheAction {
            component?.endRefreshing { [weak self] in self?.log.append("end") }
          }
          if path == .endAndDetachInsideTheAction {
            self?.detach()
          }
        }
      }
      component.delegate = self
      component.beginRefreshingCompletion = { [weak self] in self?.log.append("beginCompletion") }
      component.endRefreshingAnimationBeginAction = { [weak self] in
        self?.log.append("endAnimationBegin")
      }
      component.endRefreshingCompletion = { [weak self] in self?.log.append("endCompletion") }
    }

    func refreshComponentDidTriggerRefresh(_ component: RefreshComponent) {
      self.log.append("delegate")
    }

    func begin() {
      self.component.beginRefreshing { [weak self] in self?.log.append("begin") }
    }

    func end() {
      self.component.endRefreshing { [weak self] in self?.log.append("end") }
    }

    func endWithAResult() {
      self.component.endRefreshing(result: .success) { [weak self] in self?.log.append("end") }
    }

    func detach() {
      self.scroll.setAttachment(nil, in: self.scroll.attachedSlots[0])
    }
  }

  /// What a path logs, by kind: whether the kind animates its end (every kind but the auto
  /// footer that has no page to align to, as in MJRefresh).
  private static func expectedLog(_ path: Path, endAnimates: Bool) -> [String] {
    let started = ["action", "delegate", "beginCompletion", "begin"]
    let ended = (endAnimates ? ["endAnimationBegin"] : []) + ["endCompletion", "end"]
    switch path {
    case .endAfterTheAction, .detachWhileEnding, .detachWhileTheEndIsHeld:
      return started + ended
    case .detachWhileTheResultShows:
      // The close never started: its begin action does not run; the end completes.
      return started + ["endCompletion", "end"]
    case .endAndDetachInsideTheAction:
      // The end completes once the action returns; the begin completions, which would follow
      // the action, can no longer run and are reported.
      return ["action"] + (endAnimates ? ["endAnimationBegin"] : []) + ["endCompletion", "end"]
    case .endInsideTheAction:
      // The end asked for inside the action applies once the refresh's callbacks ran, as
      // MJRefresh's end waits a turn of the main queue: the begin completions come first. The
      // delegate is not asked to load for a refresh that is already over.
      let animationBegin = endAnimates ? ["endAnimationBegin"] : []
      return ["action", "beginCompletion", "begin"] + animationBegin + ["endCompletion", "end"]
    case .asyncAction:
      return ["delegate", "beginCompletion", "begin", "action"] + ended.dropLast()
    case .endBeforeTheAction:
      return ended
    case .detachBeforeTheAction:
      return []
    case .detachWhileRefreshing:
      return started
    }
  }

  nonisolated static let cases: [(Kind, Bool, Path)] = Kind.allCases.flatMap { kind in
    [true, false].flatMap { animated in
      Path.allCases.compactMap { path in
        // An auto footer and a leading loader run their action as they begin, and so does any
        // component with no begin animation: nothing can come before the action.
        let actionRunsAtOnce =
          kind == .autoFooter || kind == .pagingAutoFooter || kind == .leadingLoader || !animated
        if actionRunsAtOnce && (path == .endBeforeTheAction || path == .detachBeforeTheAction) {
          return nil
        }
        return (kind, animated, path)
      }
    }
  }

  @Test("every callback runs once, in order, on every path", arguments: cases)
  func everyCallbackRunsOnceInOrder(kind: Kind, animated: Bool, path: Path) async {
    let rig = Rig(kind, animated: animated, path: path)
    let (_, diagnostics) = Diagnostics.collect {
      rig.begin()
      switch path {
      case .endAfterTheAction, .endInsideTheAction, .asyncAction, .endAndDetachInsideTheAction:
        rig.clock.run()
      case .endBeforeTheAction:
        rig.end()
      case .detachBeforeTheAction:
        rig.detach()
      case .detachWhileRefreshing, .detachWhileEnding, .detachWhileTheEndIsHeld,
        .detachWhileTheResultShows:
        rig.clock.run()
      }
    }
    if path == .asyncAction {
      await yield { rig.component.state == .idle }
    }
    switch path {
    case .endAfterTheAction:
      rig.end()
    case .detachWhileRefreshing:
      rig.detach()
    case .detachWhileEnding:
      rig.end()
      rig.clock.advance(by: 0.1)
      rig.detach()
    case .detachWhileTheEndIsHeld:
      rig.clock.advance(by: 0.3)  // refreshing since at most 0.25 s: held until 1 s
      rig.end()
      #expect(rig.component.state == .refreshing)
      rig.detach()
    case .detachWhileTheResultShows:
      rig.endWithAResult()
      rig.clock.advance(by: 0.1)
      rig.detach()
    default:
      break
    }
    rig.clock.run()
    let endAnimates = kind != .autoFooter && kind != .leadingLoader
    #expect(rig.log == Self.expectedLog(path, endAnimates: endAnimates))
    let cancelsTheBeginCompletion =
      path == .endBeforeTheAction || path == .detachBeforeTheAction
      || path == .endAndDetachInsideTheAction
    #expect(
      diagnostics.map(\.kind) == (cancelsTheBeginCompletion ? [.cancelledCompletion] : []),
      "a completion that can never run is reported, not dropped silently")
    #expect(rig.clock.isIdle)
  }

  // MARK: - A second component put in an occupied slot

  enum Moment: String, CaseIterable, Sendable {
    case pulling, refreshing, ending
  }

  @Test(
    "a header replaced while pulling, refreshing or ending gives everything back",
    arguments: Moment.allCases)
  func aHeaderReplacedGivesEverythingBack(moment: Moment) async {
    let (scroll, clock) = makeScrollModel()
    let old = NormalHeader(config: makeConfig())
    var log: [String] = []
    var sawCancellation = false
    let gate = Gate()
    old.refreshingAction = { log.append("action") }
    old.asyncRefreshingAction = {
      await gate.wait()
      sawCancellation = Task.isCancelled
    }
    old.endRefreshingCompletion = { log.append("endCompletion") }
    scroll.header = old
    var task: Task<Void, Never>?
    let (_, diagnostics) = Diagnostics.collect {
      switch moment {
      case .pulling:
        scroll.drag(toOffsetY: -60)
      case .refreshing:
        old.beginRefreshing { log.append("begin") }
        clock.advance(by: 0.3)
      case .ending:
        old.beginRefreshing()
        clock.advance(by: 0.3)
        old.endRefreshing { log.append("end") }
        clock.advance(by: 0.1)
      }
      task = old.refreshingTask
      scroll.header = NormalHeader(config: makeConfig())
    }
    gate.open()
    await task?.value
    clock.run()
    #expect(old.state == .idle && old.attachedScrollModel == nil && old.insetShare == nil)
    #expect(scroll.header?.state == .idle && scroll.header !== old)
    #expect(scroll.componentInset == .zero, "the old share went back")
    switch moment {
    case .pulling:
      #expect(log.isEmpty && diagnostics.isEmpty)
    case .refreshing:
      #expect(log == ["action", "begin"], "refreshing: no end to complete, begin already ran")
      #expect(sawCancellation, "the task is cancelled")
    case .ending:
      #expect(log == ["action", "endCompletion", "end"], "the end under way completes")
    }
    // The old header no longer observes the scroll model.
    if scroll.isDragging {
      scroll.endDragging()
    }
    scroll.drag(toOffsetY: -80)
    #expect(old.state == .idle && old.pullingPercent == 0)
    scroll.endDragging()
    clock.run()
  }

  @Test("a header replaced before its action ran reports its begin completion cancelled")
  func aHeaderReplacedBeforeItsActionRanReportsItsCompletionCancelled() {
    let (scroll, clock) = makeScrollModel()
    let old = NormalHeader(config: makeConfig())
    var ran = false
    old.refreshingAction = { ran = true }
    scroll.header = old
    old.beginRefreshing { ran = true }
    let (_, diagnostics) = Diagnostics.collect { scroll.header = nil }
    clock.run()
    #expect(!ran)
    #expect(diagnostics.map(\.kind) == [.cancelledCompletion])
    #expect(diagnostics.first?.message.contains("detached") == true)
  }

  // MARK: - Beginning while the component cannot be seen

  @Test("a begin while hidden waits and starts when the component is shown")
  func aBeginWhileHiddenWaits() {
    let log = CallLog()
    let (scroll, clock) = makeScrollModel()
    let header = NormalHeader(config: makeConfig()) { log.record("action") }
    scroll.header = header
    header.isHidden = true
    header.beginRefreshing()
    clock.run()
    #expect(header.state == .willRefresh && log.entries.isEmpty)
    #expect(scroll.adjustedContentInset.top == 0, "a hidden header holds no space")
    header.isHidden = false
    #expect(header.state == .refreshing)
    clock.run()
    #expect(log.entries == ["action"] && scroll.adjustedContentInset.top == 54)
  }

  @Test("a begin while disabled refreshes as usual")
  func aBeginWhileDisabledRefreshes() {
    let log = CallLog()
    let (scroll, clock) = makeScrollModel()
    let header = NormalHeader(config: makeConfig()) { log.record("action") }
    scroll.header = header
    header.isEnabled = false
    header.beginRefreshing()
    clock.run()
    #expect(header.state == .refreshing && log.entries == ["action"])
  }

  @Test("a begin before attaching waits and starts once attached to a visible scroll model")
  func aBeginBeforeAttachingWaits() {
    let log = CallLog()
    let header = NormalHeader(config: makeConfig()) { log.record("action") }
    header.beginRefreshing()
    #expect(header.state == .willRefresh)
    let (scroll, clock) = makeScrollModel()
    scroll.isVisible = false
    scroll.header = header
    #expect(header.state == .willRefresh)
    scroll.isVisible = true
    clock.run()
    #expect(header.state == .refreshing && log.entries == ["action"])
  }

  @Test("an auto footer hidden while content fits waits to refresh until it shows")
  func anAutoFooterHiddenForShortContentWaits() {
    let log = CallLog()
    let footer = AutoNormalFooter(config: makeConfig()) { log.record("load") }
    footer.hidesWhenContentFits = true
    let (scroll, _) = attachFooter(footer, contentHeight: 300)
    footer.beginRefreshing()
    #expect(footer.state == .willRefresh && log.entries.isEmpty)
    scroll.contentSize.height = 1000
    #expect(footer.state == .refreshing && log.entries == ["load"])
  }

  // MARK: - Stale ends

  @Test("a task that finishes after its refresh ended does not end the next one")
  func aStaleTaskDoesNotEndTheNextRefresh() async {
    let (scroll, clock) = makeScrollModel()
    let header = NormalHeader(config: makeConfig())
    let first = Gate()
    let second = Gate()
    var runs = 0
    header.asyncRefreshingAction = {
      runs += 1
      await (runs == 1 ? first : second).wait()
    }
    scroll.header = header
    header.beginRefreshing()
    clock.run()
    let staleTask = header.refreshingTask
    header.endRefreshing()
    clock.run()
    header.beginRefreshing()
    clock.run()
    first.open()
    await staleTask?.value
    #expect(header.state == .refreshing, "the stale task ended nothing")
    second.open()
    await header.refreshingTask?.value
    #expect(header.state == .idle && runs == 2)
    clock.run()
  }

  private struct LoadFailed: Error {}

  @Test("a retry begun from the error handler is not ended by the task that failed")
  func aRetryIsNotEndedByTheTaskThatFailed() async {
    let (scroll, clock) = makeScrollModel()
    let header = NormalHeader(config: makeConfig())
    var attempts = 0
    let retry = Gate()
    header.asyncRefreshingAction = {
      attempts += 1
      if attempts == 1 {
        throw LoadFailed()
      }
      await retry.wait()
    }
    header.refreshingErrorHandler = { [weak header] _ in header?.beginRefreshing() }
    scroll.header = header
    header.beginRefreshing()
    clock.run()
    await yield { attempts == 1 && header.transitions.count >= 3 }
    clock.run()
    await yield { attempts == 2 }
    #expect(header.state == .refreshing && attempts == 2, "the retry runs")
    #expect(
      header.transitionLog.suffix(2) == [
        "refreshing -> idle (actionFinished)", "idle -> refreshing (beginRefreshing)",
      ])
    retry.open()
    await header.refreshingTask?.value
    #expect(header.state == .idle)
    clock.run()
  }

  // MARK: - No gaps, no reordering

  @Test("observers see every transition once, in order, when a handler changes the state")
  func observersSeeEveryTransitionOnceInOrder() {
    let (scroll, clock) = makeScrollModel()
    let footer = AutoNormalFooter(config: makeConfig())
    scroll.footer = footer
    var seen: [String] = []
    let ending = footer.observe(\.state) { footer, change in
      if change.newValue == .refreshing {
        footer.endRefreshingWithNoMoreData()  // a handler that ends at once
      } else if change.newValue == .noMoreData {
        footer.resetNoMoreData()
      }
    }
    let logging = footer.observe(\.state) { _, change in
      seen.append("\(change.oldValue.map { "\($0)" } ?? "nil")->\(change.newValue)")
    }
    footer.beginRefreshing()
    clock.run()
    #expect(seen == ["idle->refreshing", "refreshing->noMoreData", "noMoreData->idle"])
    #expect(
      footer.transitionLog == [
        "idle -> refreshing (beginRefreshing)", "refreshing -> noMoreData (noMoreData)",
        "noMoreData -> idle (resetNoMoreData)",
      ])
    withExtendedLifetime((ending, logging)) {}
  }

  // MARK: - Cancellation

  @Test(
    "ending or detaching cancels the async action, and what it returns later is ignored",
    arguments: [true, false])
  func endingOrDetachingCancelsTheAsyncAction(detaches: Bool) async {
    let (scroll, clock) = makeScrollModel()
    let header = NormalHeader(config: makeConfig())
    let gate = Gate()
    var cancelled: Bool?
    var errors = 0
    header.asyncRefreshingAction = {
      await gate.wait()
      cancelled = Task.isCancelled
      throw LoadFailed()
    }
    header.refreshingErrorHandler = { _ in errors += 1 }
    scroll.header = header
    header.beginRefreshing()
    clock.run()
    let task = header.refreshingTask
    if detaches {
      scroll.header = nil
    } else {
      header.endRefreshing()
    }
    gate.open()
    await task?.value
    clock.run()
    #expect(cancelled == true)
    #expect(errors == 0, "a cancelled action's result is ignored")
    #expect(header.state == .idle && header.transitions.last?.reason != .actionFinished)
  }

  // MARK: - Callbacks, the delegate and the async action

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

  @Test(
    "a begin that says yes runs its completion, also one a refresh begun meanwhile answers",
    arguments: [true, false])
  func aBeginThatSaysYesRunsItsCompletion(immediately: Bool) {
    let log = CallLog()
    let header = makeHeader(log)
    header.actionTiming = immediately ? .immediately : .afterBeginAnimation
    let (scroll, clock) = attach(header)
    header.beginRefreshing()
    clock.run()
    // The end's completion begins again: it runs as the next begin finishes the end animation.
    header.endRefreshing(completion: { [unowned header] in header.beginRefreshing() })
    clock.advance(by: 0.1)  // the end animation runs
    var ran = 0
    let (accepted, diagnostics) = Diagnostics.collect {
      header.beginRefreshing(completion: { ran += 1 })
    }
    clock.run()
    #expect(accepted && header.isRefreshing)
    #expect(ran == 1, "a begin that returned true runs its completion")
    #expect(!diagnostics.contains { $0.kind == .cancelledCompletion })
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

  @Test func aCustomPullLogsItsChangesOnceAndArmsOnlyFromRest() {
    let header = makeHeader(CallLog())
    header.pullDidChange(isPastTrigger: true)
    header.pullDidChange(isPastTrigger: true)
    #expect(header.transitionLog == ["idle -> pulling (custom)"])
    header.pullDidChange(isPastTrigger: false)
    header.beginRefreshing()
    header.pullDidChange(isPastTrigger: true)
    #expect(header.state == .willRefresh, "a refresh is no pull: nothing arms")
    #expect(!header.releasePull(), "nothing to release")
    header.endRefreshing()
    header.pullDidChange(isPastTrigger: true)
    #expect(header.releasePull(), "an armed pull begins")
    #expect(header.transitions.last?.reason == .release)
  }

  @Test func theTransitionLogKeepsOnlyTheMostRecentEntries() {
    let header = makeHeader(CallLog())
    header.transitionLogLimit = 3
    for _ in 0..<5 {
      header.pullDidChange(isPastTrigger: true)
      header.pullDidChange(isPastTrigger: false)
    }
    #expect(header.transitions.count == 3)
    #expect(
      header.transitions.last == RefreshTransition(from: .pulling, to: .idle, reason: .custom))
    header.transitionLogLimit = 1
    #expect(header.transitions.count == 1)
  }

  // MARK: - Every completion runs or is reported (issue 50)

  /// A host whose delegate says it is loading.
  final class BusyHost: RefreshComponentDelegate {
    func refreshComponentDidTriggerRefresh(_ component: RefreshComponent) {}
    func refreshComponentIsLoading(_ component: RefreshComponent) -> Bool { true }
  }

  @Test func aBeginRefusedSilentlyReportsItsCompletion() {
    let (scroll, clock) = makeScrollModel()
    let header = NormalHeader(config: makeConfig())
    let host = BusyHost()
    header.delegate = host
    scroll.header = header
    var ran = false
    let (accepted, reports) = Diagnostics.collect { header.beginRefreshing { ran = true } }
    #expect(!accepted && !ran)
    #expect(reports.map(\.kind) == [.cancelledCompletion])
    clock.run()
  }

  @Test func anEndWithNothingToEndReportsItsCompletion() {
    let (scroll, clock) = makeScrollModel()
    let footer = AutoNormalFooter(config: makeConfig())
    scroll.footer = footer
    footer.endRefreshingWithNoMoreData()
    var ran = false
    let (_, reports) = Diagnostics.collect { footer.endRefreshing { ran = true } }
    #expect(!ran)
    #expect(reports.map(\.kind) == [.cancelledCompletion], "no more data: nothing to end")
    let (_, idle) = Diagnostics.collect {
      footer.resetNoMoreData()
      footer.endRefreshing { ran = true }
    }
    #expect(idle.map(\.kind) == [.ignoredCall], "said once, as an ignored call")
    clock.run()
  }

  /// A component of its own that animates its end through the public call.
  final class FadingComponent: RefreshComponent {
    var progress: [Double] = []

    override func stateDidChange(from oldState: RefreshState) {
      super.stateDidChange(from: oldState)
      if oldState == .refreshing && self.state == .idle {
        self.runEndingAnimation(fadesAlpha: true) { [unowned self] in self.progress.append($0) }
      }
    }
  }

  @Test func aCustomEndingAnimationRunsOverTheSlowDurationBeforeTheEndCompletions() throws {
    let (scroll, clock) = makeScrollModel()
    let component = FadingComponent(config: makeConfig())
    component.automaticallyChangeAlpha = true
    let log = CallLog()
    component.endRefreshingAnimationBeginAction = { log.record("animation begins") }
    scroll.setAttachment(component, in: ScrollAttachmentSlot(rawValue: "fading"))
    component.beginRefreshing()
    clock.run()
    component.endRefreshing { log.record("end completion") }
    #expect(log.entries == ["animation begins"], "the completion waits for the motion")
    clock.advance(by: component.slowAnimationDuration / 2)
    let halfway = try #require(component.progress.last)
    #expect(halfway > 0 && halfway < 1, "eased progress part of the way")
    #expect(component.alpha > 0 && component.alpha < 1, "the alpha fades with it")
    clock.run()
    #expect(component.progress.last == 1)
    #expect(component.alpha == 0)
    #expect(log.entries == ["animation begins", "end completion"])
  }

  @Test func aCustomComponentThatAnimatesNoEndRunsItsEndCompletionsAtOnce() {
    let (scroll, clock) = makeScrollModel()
    let component = LoadMoreComponent(config: makeConfig()) {}
    scroll.setAttachment(component, in: ScrollAttachmentSlot(rawValue: "more"))
    component.beginRefreshing()
    var ended = false
    component.endRefreshing { ended = true }
    #expect(ended)
    clock.run()
  }

  @Test(arguments: ["hidden", "disabled"])
  func aHiddenOrDisabledCustomComponentShowsNoPull(inactive: String) {
    let (scroll, clock) = makeScrollModel()
    let component = LoadMoreComponent(config: makeConfig()) {}
    scroll.setAttachment(component, in: ScrollAttachmentSlot(rawValue: "more"))
    if inactive == "hidden" {
      component.isHidden = true
    } else {
      component.isEnabled = false
    }
    component.pullDidChange(isPastTrigger: true)
    #expect(component.state == .idle, "a \(inactive) component shows no pull")
    #expect(!component.releasePull())
    #expect(component.state == .idle)
    clock.run()
  }
}
