import Foundation
import Testing

@testable import RefreshDemo

@MainActor
@Suite struct RefreshDemoTests {
  @Test func theDemoPullsPastTheTopWithTheRubberBandAndSettlesOnTheEdge() throws {
    let lines = RefreshDemo.transcript()
    let pull = try #require(lines.firstIndex { $0.hasPrefix("1. Pull down") })
    let release = try #require(lines.firstIndex { $0.hasPrefix("2. Let go") })
    #expect(
      Array(lines[pull + 1..<release]) == [
        "0.000 s  pan began",
        "0.000 s  pan changed",
        "0.000 s  offset y   -16.1  finger",
        "0.000 s  offset y   -31.3  finger",
        "0.000 s  offset y   -45.7  finger",
        "0.000 s  offset y   -59.5  finger",
        "0.000 s  offset y   -72.5  finger",
      ])
    #expect(lines[release + 1] == "0.000 s  pan ended")
    #expect(lines[release + 2] == "0.017 s  offset y   -70.6  moving")
    let fling = try #require(lines.firstIndex { $0.hasPrefix("3. Fling") })
    #expect(lines[fling - 2] == "0.483 s  offset y     0.0  moving")
  }

  @Test func theFlingOvershootsTheBottomAndSettlesExactlyOnIt() throws {
    let lines = RefreshDemo.transcript()
    let fling = try #require(lines.firstIndex { $0.hasPrefix("3. Fling") })
    let offsets = lines[fling...].compactMap { line -> Double? in
      guard line.hasSuffix("moving"), let range = line.range(of: "offset y") else { return nil }
      return Double(
        line[range.upperBound...].dropLast("moving".count).trimmingCharacters(in: .whitespaces))
    }
    #expect((offsets.max() ?? 0) > 450)
    #expect(offsets.last == 400)
    #expect(lines.contains("Settled at y 400.0 after 36 frames."))
  }

  @Test func theUsageNamesTheHelpFlag() {
    #expect(RefreshDemo.usage.hasPrefix("usage: refresh-demo [--help]"))
  }

  @Test func theHeaderSectionShowsMJRefreshsNumbers() throws {
    let lines = RefreshDemo.headerTranscript()
    let states = lines.dropFirst().filter { $0.contains("offset") }.map { line in
      line.split(separator: " ", omittingEmptySubsequences: true).suffix(5).joined(separator: " ")
    }
    #expect(states.first == "idle Pull down to refresh")
    #expect(
      lines.contains { $0.contains("drag to -130") && $0.contains("pulling    Release to refresh") }
    )
    #expect(lines.contains { $0.hasPrefix("0.267 s  action runs") })
    let done = try #require(lines.first { $0.contains("begin animation done") })
    #expect(done.contains("offset  -118.0  inset top 118.0  refreshing Loading..."))
    let ended = try #require(lines.first { $0.contains("end animation done") })
    #expect(ended.contains("offset   -64.0  inset top  64.0  idle"))
    #expect(lines.last == "         last updated: Last update: Today 09:21")
  }
}
