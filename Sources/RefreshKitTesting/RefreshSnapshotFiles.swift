public import Foundation

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// A folder of reference snapshots, `<name>.txt` and `<name>.svg`, that a test compares what a
/// component shows against, with no snapshot library.
///
/// ```swift
/// let files = RefreshSnapshotFiles(besides: #filePath)   // __Snapshots__/<file name>/
/// #expect(try files.mismatch(driver.snapshot(), named: "footer-failed") == nil)
/// ```
///
/// A snapshot with no reference yet is written and reported as a mismatch, so that a new
/// reference is looked at before it is committed; run the test again to pass. With
/// `recording` (or the environment variable `RECORD_REFRESH_SNAPSHOTS=1`) every reference is
/// written anew and reported. Pictures are compared as text: the SVG is deterministic.
public struct RefreshSnapshotFiles: Sendable {
  /// The folder.
  public let directory: URL
  /// Whether references are written anew rather than compared.
  public let recording: Bool

  /// The reference snapshots in `directory`.
  ///
  /// - Parameters:
  ///   - directory: The folder, made when the first reference is written.
  ///   - recording: Whether to write every reference anew; by default, whether
  ///     `RECORD_REFRESH_SNAPSHOTS` is `1`.
  public init(directory: URL, recording: Bool = Self.recordingFromEnvironment) {
    self.directory = directory
    self.recording = recording
  }

  /// The references of the test file at `filePath`: `__Snapshots__/<file name without
  /// extension>/` beside it, as swift-snapshot-testing keeps them.
  ///
  /// - Parameters:
  ///   - filePath: The test's `#filePath`.
  ///   - recording: Whether to write every reference anew.
  public init(besides filePath: String, recording: Bool = Self.recordingFromEnvironment) {
    let file = URL(fileURLWithPath: filePath)
    self.init(
      directory: file.deletingLastPathComponent()
        .appendingPathComponent("__Snapshots__")
        .appendingPathComponent(file.deletingPathExtension().lastPathComponent),
      recording: recording)
  }

  /// Whether `RECORD_REFRESH_SNAPSHOTS` is `1`.
  public static var recordingFromEnvironment: Bool {
    ProcessInfo.processInfo.environment["RECORD_REFRESH_SNAPSHOTS"] == "1"
  }

  /// Compares `snapshot` with the references named `name`.
  ///
  /// - Parameters:
  ///   - snapshot: What the component shows.
  ///   - name: The references' name, without extension.
  /// - Returns: `nil` when both references match; otherwise what differs, or that they were
  ///   written.
  /// - Throws: An error when a reference cannot be read or written.
  public func mismatch(_ snapshot: RefreshSnapshot, named name: String) throws -> String? {
    let problems = try [("txt", snapshot.text), ("svg", snapshot.svg)].compactMap {
      try self.compare($0.1, with: self.directory.appendingPathComponent("\(name).\($0.0)"))
    }
    return problems.isEmpty ? nil : problems.joined(separator: "\n")
  }

  private func compare(_ actual: String, with file: URL) throws -> String? {
    let manager = FileManager.default
    guard !self.recording, manager.fileExists(atPath: file.path) else {
      try manager.createDirectory(at: self.directory, withIntermediateDirectories: true)
      try Data(actual.utf8).write(to: file)
      return "recorded \(file.path): look at it, then run the test again"
    }
    // A checkout may turn line ends into CRLF, or an editor drop the last one: neither is a
    // change in what the component shows.
    let expected = try String(contentsOf: file, encoding: .utf8)
      .replacingOccurrences(of: "\r\n", with: "\n")
    let trimmed = { (text: String) in text.hasSuffix("\n") ? String(text.dropLast()) : text }
    guard trimmed(expected) != trimmed(actual) else {
      return nil
    }
    let old = trimmed(expected).split(separator: "\n", omittingEmptySubsequences: false)
    let new = trimmed(actual).split(separator: "\n", omittingEmptySubsequences: false)
    let line =
      zip(old, new).enumerated().first { $0.element.0 != $0.element.1 }?.offset
      ?? min(old.count, new.count)
    let was = line < old.count ? String(old[line]) : "(nothing)"
    let now = line < new.count ? String(new[line]) : "(nothing)"
    return "\(file.path) differs at line \(line + 1):\n  was: \(was)\n  now: \(now)"
  }
}
