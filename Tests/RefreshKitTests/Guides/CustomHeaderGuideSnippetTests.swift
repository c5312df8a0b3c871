import Foundation
import Testing

/// The snippet of `docs/custom-header.md` is the header the host core's tests pull and draw
/// (`Tests/RefreshKitHostTests/CustomHeaderGuideTests.swift`, where `RefreshKitHost` is).
@Suite struct CustomHeaderGuideSnippetTests {
  @Test func theGuidesHeaderIsTheOneItsTestsRun() throws {
    let tests = SourceTree.root.appendingPathComponent(
      "Tests/RefreshKitHostTests/CustomHeaderGuideTests.swift")
    try DocSnippets.expectBlocks(of: "docs/custom-header.md", count: 1, areCodeIn: tests.path)
  }
}
