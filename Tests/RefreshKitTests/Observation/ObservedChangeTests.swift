import RefreshKit
import TestSupport
import Testing

@Suite(.idleClocks) struct ObservedChangeTests {
  @Test func aChangeWithoutAnOldValueIsTheInitialDelivery() {
    #expect(ObservedChange(oldValue: nil, newValue: 1).isInitial)
    #expect(!ObservedChange(oldValue: 0, newValue: 1).isInitial)
  }

  @Test func anOptionalValueThatWasNilIsNotMistakenForTheInitialDelivery() {
    let change = ObservedChange<Int?>(oldValue: .some(nil), newValue: 3)
    #expect(!change.isInitial)
    #expect(ObservedChange<Int?>(oldValue: nil, newValue: nil).isInitial)
  }

  @Test func changesCompareByTheirValues() {
    #expect(ObservedChange(oldValue: 1, newValue: 2) == ObservedChange(oldValue: 1, newValue: 2))
    #expect(ObservedChange(oldValue: 1, newValue: 2) != ObservedChange(oldValue: nil, newValue: 2))
    let set: Set = [
      ObservedChange(oldValue: 1, newValue: 2), ObservedChange(oldValue: 1, newValue: 2),
    ]
    #expect(set.count == 1)
  }
}
