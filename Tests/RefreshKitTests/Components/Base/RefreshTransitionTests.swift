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
}
