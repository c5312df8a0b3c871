import Foundation
import RefreshKit
import TestSupport
import Testing

@Suite(.idleClocks) struct DiagnosticsTests {
  @Test func collectReturnsTheResultAndTheDiagnosticsReportedDuringTheOperation() {
    let (result, diagnostics) = Diagnostics.collect {
      Diagnostics.report(.ignoredCall, "Subject.first", "one")
      Diagnostics.report(
        Diagnostic(kind: .nonFiniteValue, subject: "Subject.second", message: "two"))
      return 7
    }
    #expect(result == 7)
    #expect(
      diagnostics == [
        Diagnostic(kind: .ignoredCall, subject: "Subject.first", message: "one"),
        Diagnostic(kind: .nonFiniteValue, subject: "Subject.second", message: "two"),
      ])
  }

  @Test func aScopedHandlerReceivesOnlyWhatIsReportedInsideItsScope() {
    let outer = Diagnostics.collect {
      let inner = Diagnostics.collect {
        Diagnostics.report(.ignoredCall, "Inner", "inside")
      }
      #expect(inner.diagnostics.map(\.subject) == ["Inner"])
      Diagnostics.report(.ignoredCall, "Outer", "outside")
    }
    #expect(outer.diagnostics.map(\.subject) == ["Outer"])
  }

  @Test func withHandlerPassesEachDiagnosticToTheHandlerAndReturnsTheResult() {
    let collector = Collector<Diagnostic>()
    let result = Diagnostics.withHandler(
      { collector.append($0) },
      operation: {
        Diagnostics.report(.negativeValueClamped, "Original", "clamped")
        return "done"
      })
    #expect(result == "done")
    #expect(collector.elements.map(\.subject) == ["Original"])
  }

  @Test func theProcessHandlerDefaultsToStandardError() async throws {
    let result = try await #require(
      processExitsWith: .success, observing: [\.standardErrorContent]
    ) {
      Diagnostics.report(.valueOutOfRange, "ScrollModel.frame", "refused 1e+308")
    }
    let output = String(decoding: result.standardErrorContent, as: UTF8.self)
    #expect(output == "RefreshKit: ScrollModel.frame: refused 1e+308\n")
  }

  @Test func theProcessHandlerCanBeReplacedForTheWholeProcess() async throws {
    let result = try await #require(
      processExitsWith: .success, observing: [\.standardErrorContent]
    ) {
      Diagnostics.handler = Diagnostics.ignore
      Diagnostics.report(.valueOutOfRange, "ScrollModel.frame", "refused 1e+308")
    }
    #expect(result.standardErrorContent.isEmpty)
  }
}
