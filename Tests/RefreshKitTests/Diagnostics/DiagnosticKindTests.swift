import RefreshKit
import Testing

@Suite struct DiagnosticKindTests {
  @Test func everyKindIsDistinct() {
    #expect(Set(DiagnosticKind.allCases).count == 5)
  }
}
