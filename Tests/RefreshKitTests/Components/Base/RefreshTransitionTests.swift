import Foundation
import RefreshKit
import TestSupport
import Testing

@Suite(.idleClocks) struct RefreshTransitionTests {
  @Test func aTransitionDescribesItselfAsFromToAndReason() {
    let transition = RefreshTransition(from: .pulling, to: .refreshing, reason: .release)
    #expect(transition.description == "pulling -> refreshing (release)")
    #expect(transition == RefreshTransition(from: .pulling, to: .refreshing, reason: .release))
  }

  @Test func everyReasonIsDistinct() {
    #expect(Set(RefreshTransitionReason.allCases).count == RefreshTransitionReason.allCases.count)
  }

  @Test("The log keeps the most recent entries in order, across a change of its limit")
  @MainActor func theLogKeepsTheMostRecentInOrder() {
    let header = StateHeader(config: RefreshConfig())
    header.transitionLogLimit = 3
    header.pullDidChange(isPastTrigger: true)  // pulling
    header.pullDidChange(isPastTrigger: false)  // idle
    header.pullDidChange(isPastTrigger: true)  // pulling
    header.releasePull()  // detached: waits to be seen
    header.endRefreshing()  // idle
    #expect(header.transitions.map(\.to) == [.pulling, .willRefresh, .idle])
    header.transitionLogLimit = 4
    header.pullDidChange(isPastTrigger: true)
    header.pullDidChange(isPastTrigger: false)
    #expect(header.transitions.map(\.to) == [.willRefresh, .idle, .pulling, .idle])
    header.transitionLogLimit = 2
    #expect(header.transitions.map(\.to) == [.pulling, .idle])
    header.transitionLogLimit = 0
    header.pullDidChange(isPastTrigger: true)
    #expect(header.transitions.isEmpty)
  }

  @Test("the count of transitions goes on past the log's limit, and an observer reads them all")
  @MainActor func theCountGoesOnPastTheLimit() {
    let header = StateHeader(config: RefreshConfig())
    header.transitionLogLimit = 2
    var seen = 0
    var heard: [RefreshState] = []
    let token = header.observe(\.state) { header, _ in
      let new = min(header.transitionCount - seen, header.transitions.count)
      heard += header.transitions.suffix(new).map(\.to)
      seen = header.transitionCount
    }
    header.pullDidChange(isPastTrigger: true)
    header.pullDidChange(isPastTrigger: false)
    header.pullDidChange(isPastTrigger: true)
    header.releasePull()
    #expect(header.transitionCount == 4)
    #expect(header.transitions.count == 2)
    #expect(heard == [.pulling, .idle, .pulling, .willRefresh])
    withExtendedLifetime(token) {}
  }
}
