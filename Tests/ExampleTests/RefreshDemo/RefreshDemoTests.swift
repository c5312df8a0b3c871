import TestSupport
import Testing

@testable import RefreshDemo

@MainActor
@Suite(.idleClocks) struct RefreshDemoTests {
  @Test func theHelpListsEveryKeyAndOption() {
    let usage = RefreshDemo.usage
    #expect(
      usage.hasPrefix(
        "usage: refresh-demo [--chat | --shop] [--script] [--export-frames DIR] [--help]"))
    for key in [
      "↓ or j", "↑ or k", "PgDn or J", "PgUp or K", "space", "r ", "n ", "l ", "q or Ctrl-C",
      "i ", "b ", "p ", "1 2 3 ", "g ",
    ] {
      #expect(usage.contains("\n  " + key), "the help lists \(key)")
    }
    for option in ["--chat", "--shop", "--script", "--export-frames DIR", "--help, -h"] {
      #expect(usage.contains("\n  " + option), "the help lists \(option)")
    }
  }
}
