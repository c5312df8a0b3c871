import Foundation
import RefreshKit
import TestSupport
import Testing

@testable import RefreshDemo

/// The interactive session's screen: the box, its status and the keys' help under it fill the
/// terminal exactly, whichever scene, and the help fits an 80-column terminal.
@MainActor
@Suite(.idleClocks) struct TerminalSessionTests {
  @Test(
    "the box, the status and the help fill the terminal, none cut off",
    arguments: [24, 14, 40], [true, false])
  func theScreenFillsTheTerminal(lines: Int, stories: Bool) {
    let help = stories ? DemoScene.keyHelp : ChatScene.keyHelp
    let viewport = TerminalSession.viewportLines(inTerminalOf: lines, help: help)
    let renderer = DemoRenderer(columns: 78, lines: viewport)
    let frame = DemoFrame(
      caption: "RefreshKit demo", lines: [String](repeating: "", count: renderer.lines),
      status: "")
    #expect(frame.boxed.count + help.count == lines, "the caption's line is the screen's first")
  }

  @Test("every line of the keys' help fits 80 columns", arguments: [true, false])
  func theHelpFits80Columns(stories: Bool) {
    for line in stories ? DemoScene.keyHelp : ChatScene.keyHelp {
      #expect(DemoRenderer.columns(of: line) <= 80, "\(line)")
    }
  }
}
