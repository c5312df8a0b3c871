import Foundation
import RefreshKit
import TestSupport
import Testing

@MainActor
@Suite(.idleClocks) struct RefreshComponentFrameTests {
  @Test func heightAndWidthAreValidatedAndLayOutAgain() {
    let header = StateHeader(config: makeConfig()) {}
    header.width = 320
    #expect(header.stateLabel.frame.width == 320)
    let (_, diagnostics) = Diagnostics.collect {
      header.width = .nan
      header.height = -1
    }
    #expect(header.width == 320 && header.height == 0)
    #expect(diagnostics.map(\.kind) == [.nonFiniteValue, .negativeValueClamped])
  }
}
