import TestSupport
import Testing

@testable import RefreshKit

@Suite(.idleClocks) struct LockedValueTests {
  @Test func concurrentMutationsAreNotLost() async {
    let counter = LockedValue(0)
    await withTaskGroup(of: Void.self) { group in
      for _ in 0..<8 {
        group.addTask {
          for _ in 0..<1000 {
            counter.mutate { $0 += 1 }
          }
        }
      }
    }
    #expect(counter.value == 8000)
    counter.value = 3
    #expect(counter.value == 3)
  }
}
