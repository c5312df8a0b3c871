import Foundation
import Testing

/// The snippets of `docs/custom-header.md` are the header the host core's tests pull and draw
/// (`Tests/RefreshKitHostTests/CustomHeaderGuideTests.swift`, where `RefreshKitHost` is) and
/// the Lottie adapter and the vector drawing `ProgressHeaderGuideTests` runs.
@Suite struct CustomHeaderGuideSnippetTests {
  @Test func theGuidesHeaderIsTheOneItsTestsRun() throws {
    let tests = SourceTree.root.appendingPathComponent(
      "Tests/RefreshKitHostTests/CustomHeaderGuideTests.swift")
    let lottie = SourceTree.root.appendingPathComponent(
      "Tests/RefreshKitTests/Guides/ProgressHeaderGuideTests.swift")
    try DocSnippets.expectBlocks(
      of: "docs/custom-header.md", count: 4, areCodeIn: tests.path, lottie.path)
  }
}
