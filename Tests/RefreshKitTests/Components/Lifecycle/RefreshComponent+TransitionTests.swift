import Foundation
import RefreshKit
import TestSupport
import Testing

/// What a subclass's hook hears: one line per call of ``RefreshComponent/stateDidChange(from:)``,
/// `old → new`, with the state the component reports as the hook starts and as it returns.
@MainActor
private final class HookLog {
  private(set) var heard: [String] = []
  private(set) var seenAtTheEnd: [RefreshState] = []

  private func hear(_ old: RefreshState, _ new: RefreshState) {
    self.heard.append("\(old) → \(new)")
  }

  private func sawAtTheEnd(_ state: RefreshState) {
    self.seenAtTheEnd.append(state)
  }

  /// The hook's own code after `super`: hears the change to `component`'s state, runs `react`,
  /// and notes the state as it returns; nothing while detached (as it is made and detached).
  func record(_ component: RefreshComponent, from old: RefreshState, react: () -> Void) {
    guard component.scrollModel != nil else {
      return
    }
    self.hear(old, component.state)
    react()
    self.sawAtTheEnd(component.state)
  }
}

/// A DIY auto footer, as an MJRefresh user writes one: `super` first, then the hook's own code,
/// which may do what `react` says.
@MainActor
private final class HookedAutoFooter: AutoStateFooter {
  let log = HookLog()
  var react: ((HookedAutoFooter) -> Void)?

  override func stateDidChange(from oldState: RefreshState) {
    super.stateDidChange(from: oldState)
    self.log.record(self, from: oldState) { self.react?(self) }
  }
}

/// A DIY header: `super` first, then the hook's own code.
@MainActor
private final class HookedHeader: StateHeader {
  let log = HookLog()
  var react: ((HookedHeader) -> Void)?

  override func stateDidChange(from oldState: RefreshState) {
    super.stateDidChange(from: oldState)
    self.log.record(self, from: oldState) { self.react?(self) }
  }
}

/// One change at a time: a change's hooks, observers and callbacks run before anything the change
/// causes is applied, so each hook hears each change in order and sees its own change's state.
@MainActor
@Suite(.idleClocks) struct RefreshComponentTransitionTests {
  /// The changes the component made, as the hooks, the transition log and an observer of
  /// `\.state` each tell them.
  private struct Witnesses {
    let transitions: [String]
    let observed: [String]
    /// The state each observer call saw.
    let seenByObservers: [RefreshState]
  }

  private func watch(_ component: RefreshComponent) -> (ObservationToken, () -> Witnesses) {
    var observed: [String] = []
    var seenByObservers: [RefreshState] = []
    let token = component.observe(\.state) { component, change in
      observed.append("\(change.oldValue.map { "\($0)" } ?? "nil") → \(change.newValue)")
      seenByObservers.append(component.state)
    }
    let start = component.transitions.count
    return (
      token,
      {
        Witnesses(
          transitions: component.transitions.dropFirst(start).map { "\($0.from) → \($0.to)" },
          observed: observed, seenByObservers: seenByObservers)
      }
    )
  }

  /// Each hook heard `expected` in order, seeing `seen` as it returned, and the transition log
  /// and the observers agree.
  private func expectInOrder(
    _ log: HookLog, _ witnesses: Witnesses, _ expected: [String], seen: [RefreshState],
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    #expect(log.heard == expected, "the hooks", sourceLocation: sourceLocation)
    #expect(log.seenAtTheEnd == seen, "the state each hook saw", sourceLocation: sourceLocation)
    #expect(witnesses.transitions == expected, "the log", sourceLocation: sourceLocation)
    #expect(witnesses.observed == expected, "the observers", sourceLocation: sourceLocation)
  }

  private func attached(_ footer: HookedAutoFooter) -> (ScrollModel, ManualAnimationClock) {
    attachFooter(footer)
  }

  @Test(arguments: [RefreshState.noMoreData, .idle])
  func anAutoFootersHookHearsTheRefreshBeforeTheEndItsActionMakes(end: RefreshState) {
    let footer = HookedAutoFooter(config: makeConfig())
    footer.refreshingAction = { [unowned footer] in
      if end == .noMoreData {
        footer.endRefreshingWithNoMoreData()
      } else {
        footer.endRefreshing()
      }
      #expect(footer.state == .refreshing, "the end waits for the refresh's change to finish")
    }
    let (scroll, _) = self.attached(footer)
    let (token, witnesses) = self.watch(footer)
    footer.beginRefreshing()
    let expected = ["idle → refreshing", "refreshing → \(end)"]
    self.expectInOrder(footer.log, witnesses(), expected, seen: [.refreshing, end])
    #expect(footer.state == end)
    token.invalidate()
    _ = scroll
  }

  @Test func aHeaderWhoseActionRunsImmediatelyAndEndsAtOnceHearsRefreshingThenIdle() {
    let header = HookedHeader(config: makeConfig())
    header.actionTiming = .immediately
    var actions = 0
    header.refreshingAction = { [unowned header] in
      actions += 1
      header.endRefreshing()
    }
    let (scroll, clock) = attach(header)
    let (token, witnesses) = self.watch(header)
    header.beginRefreshing()
    clock.advance(by: 1)
    let expected = ["idle → refreshing", "refreshing → idle"]
    #expect(actions == 1)
    self.expectInOrder(header.log, witnesses(), expected, seen: [.refreshing, .idle])
    #expect(header.state == .idle)
    token.invalidate()
    _ = scroll
  }

  @Test func aBeginFromAnEndCallbackStartsAfterTheEndIsHeard() {
    let footer = HookedAutoFooter(config: makeConfig())
    var begins = 0
    footer.refreshingAction = {}
    footer.endRefreshingCompletion = { [unowned footer] in
      begins += 1
      if begins == 1 {
        #expect(footer.beginRefreshing(), "a begin from the end callback is accepted")
        #expect(footer.state == .idle, "it starts once the end is complete")
      }
    }
    let (scroll, _) = self.attached(footer)
    let (token, witnesses) = self.watch(footer)
    footer.beginRefreshing()
    footer.endRefreshing()
    let expected = ["idle → refreshing", "refreshing → idle", "idle → refreshing"]
    self.expectInOrder(footer.log, witnesses(), expected, seen: [.refreshing, .idle, .refreshing])
    #expect(footer.state == .refreshing)
    token.invalidate()
    _ = scroll
  }

  @Test func aHideFromAHookEndsTheRefreshAfterTheHookReturns() {
    let footer = HookedAutoFooter(config: makeConfig())
    footer.refreshingAction = {}
    footer.react = { footer in
      if footer.state == .refreshing {
        footer.isHidden = true
      }
    }
    let (scroll, _) = self.attached(footer)
    let (token, witnesses) = self.watch(footer)
    footer.beginRefreshing()
    let expected = ["idle → refreshing", "refreshing → idle"]
    self.expectInOrder(footer.log, witnesses(), expected, seen: [.refreshing, .idle])
    #expect(footer.state == .idle)
    token.invalidate()
    _ = scroll
  }

  @Test func anEndFromAnObserverWaitsForTheOtherObserversToHearTheRefresh() {
    let footer = HookedAutoFooter(config: makeConfig())
    footer.refreshingAction = {}
    let (scroll, _) = self.attached(footer)
    let ender = footer.observe(\.state) { footer, change in
      if change.newValue == .refreshing {
        footer.endRefreshing()
      }
    }
    let (token, witnesses) = self.watch(footer)
    footer.beginRefreshing()
    let expected = ["idle → refreshing", "refreshing → idle"]
    self.expectInOrder(footer.log, witnesses(), expected, seen: [.refreshing, .idle])
    #expect(witnesses().seenByObservers == [.refreshing, .idle], "the later observer too")
    #expect(footer.state == .idle)
    ender.invalidate()
    token.invalidate()
    _ = scroll
  }

  @Test func aDetachFromAHookLeavesAtOnceAfterTheCallsThatWait() {
    let footer = HookedAutoFooter(config: makeConfig())
    var ended = 0
    footer.refreshingAction = { [unowned footer] in
      footer.endRefreshing { ended += 1 }
    }
    let (scroll, _) = self.attached(footer)
    footer.react = { footer in
      if footer.state == .refreshing {
        footer.attachedScrollModel?.footer = nil
      }
    }
    footer.beginRefreshing()
    #expect(footer.attachedScrollModel == nil, "detached before the hook returns")
    #expect(ended == 1, "the end the action asked for completed first")
    #expect(
      footer.transitionLog == [
        "idle -> refreshing (beginRefreshing)", "refreshing -> idle (endRefreshing)",
      ])
    #expect(scroll.footer == nil)
  }

  @Test func aFloorOpenedFromAHookOpensAfterTheEndIsHeard() {
    let header = HookedHeader(config: makeConfig())
    header.secondFloor = SecondFloor()
    header.refreshingAction = {}
    var opened = false
    header.react = { header in
      if header.state == .idle && !opened {
        opened = true
        #expect(header.openSecondFloor(), "it waits, and says it will open")
        #expect(header.state == .idle, "not before this change is complete")
      }
    }
    let (scroll, clock) = attach(header)
    let (token, witnesses) = self.watch(header)
    header.beginRefreshing()
    clock.advance(by: 1)
    header.endRefreshing()
    let expected = ["idle → refreshing", "refreshing → idle", "idle → openingSecondFloor"]
    self.expectInOrder(
      header.log, witnesses(), expected, seen: [.refreshing, .idle, .openingSecondFloor])
    clock.run()
    token.invalidate()
    _ = scroll
  }

  @Test func anEndFromTheDelegateOrABeginCompletionAppliesAfterTheRefreshsCallbacks() {
    final class Ending: RefreshComponentDelegate {
      func refreshComponentDidTriggerRefresh(_ component: RefreshComponent) {
        component.endRefreshing()
      }
    }
    for endsFromTheDelegate in [true, false] {
      let footer = HookedAutoFooter(config: makeConfig())
      let delegate = Ending()
      var completions = 0
      footer.refreshingAction = {}
      if endsFromTheDelegate {
        footer.delegate = delegate
      }
      let (scroll, _) = self.attached(footer)
      let (token, witnesses) = self.watch(footer)
      footer.beginRefreshing { [unowned footer] in
        completions += 1
        if !endsFromTheDelegate {
          footer.endRefreshing()
        }
        #expect(footer.state == .refreshing)
      }
      let expected = ["idle → refreshing", "refreshing → idle"]
      self.expectInOrder(footer.log, witnesses(), expected, seen: [.refreshing, .idle])
      #expect(completions == 1, "the begin completion ran once, before the end")
      token.invalidate()
      _ = (scroll, delegate)
    }
  }
  @Test func aRefreshThatWaitsToBeSeenStartsAfterTheHookThatShowsIt() {
    let header = HookedHeader(config: makeConfig())
    header.refreshingAction = {}
    header.react = { header in
      if header.state == .willRefresh {
        header.isHidden = false
        #expect(header.state == .willRefresh, "it starts once this change is complete")
      }
    }
    let (scroll, clock) = attach(header)
    header.isHidden = true
    let (token, witnesses) = self.watch(header)
    header.beginRefreshing()
    let expected = ["idle → willRefresh", "willRefresh → refreshing"]
    self.expectInOrder(header.log, witnesses(), expected, seen: [.willRefresh, .refreshing])
    clock.run()
    token.invalidate()
    _ = scroll
  }

  @Test func aFloorClosedFromAHookClosesAfterTheOpeningIsHeard() {
    let header = HookedHeader(config: makeConfig())
    header.secondFloor = SecondFloor()
    var closed = 0
    header.react = { header in
      if header.state == .openingSecondFloor {
        #expect(header.closeSecondFloor { closed += 1 }, "it waits, and says it will close")
        #expect(header.state == .openingSecondFloor, "not before this change is complete")
      }
    }
    let (scroll, clock) = attach(header)
    let (token, witnesses) = self.watch(header)
    header.openSecondFloor()
    clock.run()
    let expected = [
      "idle → openingSecondFloor", "openingSecondFloor → closingSecondFloor",
      "closingSecondFloor → idle",
    ]
    self.expectInOrder(
      header.log, witnesses(), expected, seen: [.openingSecondFloor, .closingSecondFloor, .idle])
    #expect(closed == 1, "the close's completion ran once, as the floor closed")
    token.invalidate()
    _ = scroll
  }

  @Test func aBeginThatARefreshStartedAndEndedByTheLastEndsCallbacksAnsweredIsReportedCancelled() {
    let header = HookedHeader(config: makeConfig())
    header.actionTiming = .immediately
    var actions = 0
    header.refreshingAction = { [unowned header] in
      actions += 1
      if actions == 2 {
        header.endRefreshing()  // the refresh the end callback begins ends at once
      }
    }
    let (scroll, clock) = attach(header)
    header.beginRefreshing()
    clock.advance(by: 1)
    header.endRefreshing { [unowned header] in header.beginRefreshing() }
    #expect(header.state == .idle, "the end's motion is under way")
    var ran = false
    let (accepted, reports) = Diagnostics.collect { header.beginRefreshing { ran = true } }
    #expect(!accepted && !ran, "the refresh that answered it had ended: no completion runs")
    #expect(reports.map(\.kind) == [.cancelledCompletion])
    #expect(reports.first?.message.contains("had already ended") == true)
    #expect(
      header.log.heard == [
        "idle → refreshing", "refreshing → idle", "idle → refreshing", "refreshing → idle",
      ])
    #expect(header.state == .idle && actions == 2)
    clock.run()
    _ = scroll
  }
}
