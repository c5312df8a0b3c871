import Foundation
import RefreshKit
import TestSupport
import Testing

/// The refresh command (⌘R): from rest it refreshes as a pull would, wherever the content is;
/// in every other case it does nothing.
@MainActor
@Suite(.idleClocks) struct RefreshHeaderRefreshCommandTests {
  /// A way the header cannot take the command.
  enum Refusal: String, CaseIterable, Sendable {
    case refreshing, disabled, hidden, notOnScreen, detached, hostLoading
  }

  /// A delegate that says the host is loading.
  @MainActor
  final class Loading: RefreshComponentDelegate {
    func refreshComponentDidTriggerRefresh(_ component: RefreshComponent) {}
    func refreshComponentIsLoading(_ component: RefreshComponent) -> Bool { true }
  }

  @Test("A command from rest refreshes as a pull does, wherever the content is")
  func aCommandFromRestRefreshesAsAPullDoes() {
    let header = NormalHeader(config: makeConfig())
    var feedback: [String] = []
    var heard: [String] = []
    var reloads = 0
    header.feedbackHandler = { feedback.append("\($0)") }
    header.accessibility.announcementHandler = { heard.append($0) }
    header.refreshingAction = { reloads += 1 }
    let (scroll, clock) = attach(header)
    scroll.contentOffset.y = 300  // down the list
    #expect(header.canPerformRefreshCommand)
    #expect(header.performRefreshCommand())
    #expect(header.transitionLog == ["idle -> refreshing (refreshCommand)"])
    #expect(feedback == ["refreshStarted"], "a user's refresh, not the app's")
    #expect(heard == ["Loading..."])
    clock.run()
    #expect(reloads == 1)
    let shown: CGFloat = -(64 + 54)
    #expect(scroll.contentOffset.y == shown)
    #expect(!header.canPerformRefreshCommand)
    header.endRefreshing()
    clock.run()
    #expect(feedback == ["refreshStarted", "refreshFinished(success)"])
  }

  @Test("A header that cannot take the command is left as it is", arguments: Refusal.allCases)
  func aHeaderThatCannotTakeTheCommand(refusal: Refusal) {
    let delegate = Loading()
    let header = NormalHeader(config: makeConfig())
    var reloads = 0
    header.refreshingAction = { reloads += 1 }
    let (scroll, clock) = attach(header)
    switch refusal {
    case .refreshing:
      header.beginRefreshing()
      clock.run()
    case .disabled: header.isEnabled = false
    case .hidden: header.isHidden = true
    case .notOnScreen: scroll.isVisible = false
    case .detached: scroll.header = nil
    case .hostLoading: header.delegate = delegate
    }
    let before = header.transitionLog
    let calls = reloads
    #expect(!header.canPerformRefreshCommand)
    #expect(!header.performRefreshCommand())
    clock.run()
    #expect(header.transitionLog == before)
    #expect(reloads == calls)
    header.endRefreshing()
    clock.run()
    withExtendedLifetime(delegate) {}
  }

  @Test func aCommandIsRecordedAndReplays() {
    let (scroll, clock) = makeScrollModel()
    let recorder = ScrollTraceRecorder(recording: scroll)
    let header = NormalHeader(config: makeConfig())
    scroll.header = header
    header.performRefreshCommand()
    #expect(
      recorder.trace.events.map(\.input) == [
        .attach(slot: "header", type: "NormalHeader"),
        .call(slot: "header", name: "refreshCommand"),
      ])
    let replayClock = makeClock()
    let replayed = recorder.trace.makeScrollModel(clock: replayClock)
    let again = NormalHeader(config: makeConfig())
    replayed.header = again
    recorder.trace.replay(on: replayed, clock: replayClock)
    #expect(again.transitionLog == ["idle -> refreshing (refreshCommand)"])
    header.endRefreshing()
    again.endRefreshing()
    clock.run()
    replayClock.run()
  }
}
