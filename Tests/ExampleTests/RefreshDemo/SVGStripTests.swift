import Foundation
import TestSupport
import Testing

@testable import RefreshDemo

@MainActor
@Suite(.idleClocks) struct SVGStripTests {
  private static let repository = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  @Test func theREADMEsPicturesAreWhatTheDemoDrawsToday() throws {
    // If this fails, the demo changed: run `swift run refresh-demo --export-frames docs/images`.
    let fresh = FileManager.default.temporaryDirectory
      .appendingPathComponent("refresh-demo-frames-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: fresh) }
    let written = try SVGStrip.export(to: fresh)
    #expect(
      written.map { URL(fileURLWithPath: $0).lastPathComponent } == [
        "pull-to-refresh.svg", "load-more.svg",
      ])
    for name in ["pull-to-refresh.svg", "load-more.svg"] {
      let committed = try String(
        contentsOf: Self.repository.appendingPathComponent("docs/images/" + name), encoding: .utf8)
      let drawn = try String(contentsOf: fresh.appendingPathComponent(name), encoding: .utf8)
      #expect(committed == drawn, "docs/images/\(name) is out of date")
    }
  }

  @Test func eachFrameIsAPanelWithItsCaption() {
    let frames = [
      DemoFrame(caption: "One", lines: ["  Story 1 ", "          "], status: ""),
      DemoFrame(caption: "Two & <three>", lines: ["   Hi     ", "  ┈┈┈┈┈┈  "], status: ""),
    ]
    let svg = SVGStrip(frames: frames).svg
    #expect(svg.components(separatedBy: "fill=\"#1d2228\"").count - 1 == 2)
    #expect(svg.contains(">Two &amp; &lt;three&gt;</text>"))
    #expect(svg.contains("fill=\"#c9d1d9\" xml:space=\"preserve\">Story 1</text>"))
    #expect(svg.contains("fill=\"#7ee2b8\" xml:space=\"preserve\">Hi</text>"))
    #expect(svg.contains("fill=\"#4a525c\""), "separators are dimmed")
    #expect(!svg.contains(">          <"), "blank lines are left out")
  }

  @Test func aLineStartsAtItsFirstColumn() {
    let frame = DemoFrame(caption: "", lines: ["   Hi"], status: "")
    let x = SVGStrip.gap + SVGStrip.padding + 3 * SVGStrip.columnWidth
    #expect(SVGStrip(frames: [frame]).svg.contains("<text x=\"\(SVGStrip.number(x))\""))
  }
}
