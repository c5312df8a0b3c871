import Foundation
import RefreshKit
import RefreshKitTesting
import TestSupport
import Testing

/// Reference files: a missing one is written and reported, a matching one passes, a changed
/// one names its first different line, and recording writes them anew.
@MainActor
@Suite(.idleClocks) struct RefreshSnapshotFilesTests {
  func folder() -> URL {
    FileManager.default.temporaryDirectory
      .appendingPathComponent("refresh-snapshots-\(UUID().uuidString)")
  }

  func snapshot(title: String) throws -> (RefreshSnapshot, ScrollModel) {
    let clock = ManualAnimationClock()
    let scroll = ScrollModel(frame: CGRect(x: 0, y: 0, width: 375, height: 600), clock: clock)
    let config = RefreshConfig()
    config.languageCode = "en"
    let header = NormalHeader(config: config)
    header.setTitle(title, for: .idle)
    scroll.header = header
    return (try RefreshDriver(header).snapshot(), scroll)
  }

  @Test func aNewReferenceIsWrittenAndReportedThenMatches() throws {
    let directory = self.folder()
    defer { try? FileManager.default.removeItem(at: directory) }
    let files = RefreshSnapshotFiles(directory: directory, recording: false)
    let (snapshot, scroll) = try self.snapshot(title: "Pull")
    let first = try files.mismatch(snapshot, named: "idle")
    #expect(first?.contains("recorded ") == true)
    let text = try String(
      contentsOf: directory.appendingPathComponent("idle.txt"), encoding: .utf8)
    #expect(text == snapshot.text)
    #expect(try files.mismatch(snapshot, named: "idle") == nil)
    withExtendedLifetime(scroll) {}
  }

  @Test func aChangedSnapshotNamesItsFirstDifferentLine() throws {
    let directory = self.folder()
    defer { try? FileManager.default.removeItem(at: directory) }
    let files = RefreshSnapshotFiles(directory: directory, recording: false)
    let (old, oldScroll) = try self.snapshot(title: "Pull")
    _ = try files.mismatch(old, named: "idle")
    let (new, newScroll) = try self.snapshot(title: "Drag")
    let message = try #require(try files.mismatch(new, named: "idle"))
    #expect(message.contains("idle.txt differs at line 3:"))
    #expect(message.contains("  was: label \"Pull\""))
    #expect(message.contains("  now: label \"Drag\""))
    #expect(message.contains("idle.svg differs at line "))
    let recorder = RefreshSnapshotFiles(directory: directory, recording: true)
    #expect(try recorder.mismatch(new, named: "idle")?.contains("recorded ") == true)
    #expect(try files.mismatch(new, named: "idle") == nil, "recorded anew")
    withExtendedLifetime((oldScroll, newScroll)) {}
  }

  @Test("CRLF line ends and a missing last line end are no change")
  func lineEndsAreNoChange() throws {
    let directory = self.folder()
    defer { try? FileManager.default.removeItem(at: directory) }
    let files = RefreshSnapshotFiles(directory: directory, recording: false)
    let (snapshot, scroll) = try self.snapshot(title: "Pull")
    _ = try files.mismatch(snapshot, named: "idle")
    let text = directory.appendingPathComponent("idle.txt")
    let crlf = String(snapshot.text.dropLast()).replacingOccurrences(of: "\n", with: "\r\n")
    try Data(crlf.utf8).write(to: text)
    #expect(try files.mismatch(snapshot, named: "idle") == nil)
    try Data((snapshot.text + "extra\n").utf8).write(to: text)
    let message = try #require(try files.mismatch(snapshot, named: "idle"))
    #expect(message.contains("was: extra") && message.contains("now: (nothing)"))
    withExtendedLifetime(scroll) {}
  }

  @Test func referencesSitBesideTheTestFile() {
    let files = RefreshSnapshotFiles(besides: "/app/Tests/FeedTests.swift", recording: false)
    #expect(files.directory.path == "/app/Tests/__Snapshots__/FeedTests")
  }
}
