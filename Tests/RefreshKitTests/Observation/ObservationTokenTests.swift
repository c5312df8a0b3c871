import RefreshKit
import TestSupport
import Testing

@Suite(.idleClocks) struct ObservationTokenTests {
  @Test func theInvalidationWorkRunsExactlyOnceOnInvalidate() {
    var runs = 0
    let token = ObservationToken { runs += 1 }
    #expect(token.isValid)
    token.invalidate()
    token.invalidate()
    #expect(runs == 1)
    #expect(!token.isValid)
  }

  @Test func theInvalidationWorkRunsOnDeinitWhenNeverInvalidated() {
    var runs = 0
    var token: ObservationToken? = ObservationToken { runs += 1 }
    #expect(runs == 0)
    token = nil
    #expect(runs == 1)
    #expect(token == nil)
  }

  @Test func invalidatingFromInsideTheInvalidationWorkDoesNotRecurse() {
    var runs = 0
    var token: ObservationToken?
    token = ObservationToken {
      runs += 1
      token?.invalidate()
    }
    token?.invalidate()
    #expect(runs == 1)
  }

  @Test func storingInAnArrayOrASetKeepsTheTokenAlive() {
    var runs = 0
    var array: [ObservationToken] = []
    var set: Set<ObservationToken> = []
    ObservationToken { runs += 1 }.store(in: &array)
    ObservationToken { runs += 1 }.store(in: &set)
    #expect(runs == 0)
    #expect(array.count == 1 && set.count == 1)
    array.removeAll()
    set.removeAll()
    #expect(runs == 2)
  }

  @Test func tokensAreEqualOnlyToThemselves() {
    let first = ObservationToken {}
    let second = ObservationToken {}
    #expect(first == first)
    #expect(first != second)
    #expect(Set([first, second, first]).count == 2)
  }
}
