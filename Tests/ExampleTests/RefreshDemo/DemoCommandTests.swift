import TestSupport
import Testing

@testable import RefreshDemo

@Suite(.idleClocks) struct DemoCommandTests {
  @Test func withoutArgumentsTheDemoIsInteractive() {
    #expect(DemoCommand(arguments: []) == .interactive)
  }

  @Test func helpWinsOverEverythingElse() {
    #expect(DemoCommand(arguments: ["--script", "-h"]) == .help)
    #expect(DemoCommand(arguments: ["--help", "--bogus"]) == .help)
  }

  @Test func scriptAndExportFramesAreRecognised() {
    #expect(DemoCommand(arguments: ["--script"]) == .script)
    #expect(
      DemoCommand(arguments: ["--export-frames", "docs/images"]) == .exportFrames("docs/images"))
  }

  @Test func exportFramesWithoutADirectoryIsAnError() {
    #expect(
      DemoCommand(arguments: ["--export-frames"]) == .invalid("--export-frames needs a directory"))
    #expect(
      DemoCommand(arguments: ["--export-frames", "--script"])
        == .invalid("--export-frames needs a directory"))
  }

  @Test func chatIsInteractiveOrScriptedAndExportsNoFrames() {
    #expect(DemoCommand(arguments: ["--chat"]) == .chat(scripted: false))
    #expect(DemoCommand(arguments: ["--chat", "--script"]) == .chat(scripted: true))
    #expect(DemoCommand(arguments: ["--script", "--chat"]) == .chat(scripted: true))
    #expect(
      DemoCommand(arguments: ["--chat", "--export-frames", "x"])
        == .invalid("--chat plays a session; it exports no frames"))
  }

  @Test func shopIsInteractiveOrScriptedAndNotWithTheChat() {
    #expect(DemoCommand(arguments: ["--shop"]) == .shop(scripted: false))
    #expect(DemoCommand(arguments: ["--script", "--shop"]) == .shop(scripted: true))
    #expect(
      DemoCommand(arguments: ["--shop", "--export-frames", "x"])
        == .invalid("--shop plays a session; it exports no frames"))
    #expect(
      DemoCommand(arguments: ["--shop", "--chat"])
        == .invalid("--chat and --shop are two sessions; pick one"))
  }

  @Test func anUnknownArgumentIsNamedInTheError() {
    #expect(DemoCommand(arguments: ["--fast"]) == .invalid("unknown argument '--fast'"))
  }
}
