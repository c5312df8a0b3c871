import RefreshKit
import TestSupport
import Testing

@Suite(.idleClocks) struct DiagnosticTests {
  @Test func theDescriptionIsOneLinePrefixedWithTheLibraryAndTheSubject() {
    let diagnostic = Diagnostic(
      kind: .nonFiniteValue, subject: "ScrollModel.contentOffset",
      message: "refused (x: nan, y: 0.0): numbers must be finite; kept (x: 0.0, y: 0.0)")
    #expect(
      diagnostic.description
        == "RefreshKit: ScrollModel.contentOffset: refused (x: nan, y: 0.0): numbers must be "
        + "finite; kept (x: 0.0, y: 0.0)")
  }

  // MARK: - DiagnosticKind

  @Test func everyKindIsDistinct() {
    #expect(Set(DiagnosticKind.allCases).count == DiagnosticKind.allCases.count)
    #expect(DiagnosticKind.allCases.count == 6)
  }
}
