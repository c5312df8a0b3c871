import RefreshKit
import Testing

@Suite struct DiagnosticTests {
  @Test func theDescriptionIsOneLinePrefixedWithTheLibraryAndTheSubject() {
    let diagnostic = Diagnostic(
      kind: .nonFiniteValue, subject: "ScrollModel.contentOffset",
      message: "refused (nan, 0.0): numbers must be finite; kept (0.0, 0.0)")
    #expect(
      diagnostic.description
        == "RefreshKit: ScrollModel.contentOffset: refused (nan, 0.0): numbers must be finite; "
        + "kept (0.0, 0.0)")
  }
}
