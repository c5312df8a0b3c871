import RefreshKit
import TestSupport
import Testing

@Suite(.idleClocks) struct ObservationOptionsTests {
  @Test func theEmptySetHasNoInitialDelivery() {
    let options: ObservationOptions = []
    #expect(!options.contains(.initial))
    #expect(options.rawValue == 0)
  }

  @Test func initialIsItsOwnBit() {
    #expect(ObservationOptions.initial.rawValue == 1)
    #expect(ObservationOptions(rawValue: 1) == [.initial])
  }
}
