import Foundation
import Testing

/// The Swift code blocks of a Markdown file of the package (a guide under `docs/`, the README),
/// read from the source tree, so that a test can check that each one is code that compiles:
/// every line of the block must be a line of the test file that exercises it.
enum DocSnippets {
  /// Expects the file at `path` to have `count` checked Swift blocks, each made of lines of the
  /// Swift file at `source`.
  static func expectBlocks(
    of path: String, count: Int, areCodeIn source: String,
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let blocks = try Self.swiftBlocks(in: path)
    #expect(blocks.count == count, "Swift blocks in \(path)", sourceLocation: sourceLocation)
    for (index, block) in blocks.enumerated() {
      let missing = try Self.linesMissing(from: block, inSourceAt: source)
      #expect(missing == [], "block \(index + 1) of \(path)", sourceLocation: sourceLocation)
    }
  }

  /// The ```swift blocks of the file at `path` in the package, each as its lines, except those
  /// introduced by a line reading `Before:`, which show another library's code.
  static func swiftBlocks(in path: String) throws -> [[String]] {
    let text = try String(contentsOf: SourceTree.root.appendingPathComponent(path), encoding: .utf8)
    var blocks: [[String]] = []
    var current: [String]?
    var previous = ""
    for line in text.components(separatedBy: "\n") {
      if current == nil, line.hasPrefix("```swift") {
        current = previous == "Before:" ? nil : []
      } else if current != nil, line.hasPrefix("```") {
        blocks.append(current ?? [])
        current = nil
      } else {
        current?.append(line)
      }
      if !line.isEmpty {
        previous = line
      }
    }
    return blocks
  }

  /// The lines of `block` that do not appear in the Swift file at `path`, comparing code without
  /// indentation and trailing comments; blank and comment-only lines do not count.
  static func linesMissing(from block: [String], inSourceAt path: String) throws -> [String] {
    let source = try String(contentsOf: URL(fileURLWithPath: path), encoding: .utf8)
    let known = Set(source.components(separatedBy: "\n").map(Self.code))
    return block.map(Self.code).filter { !$0.isEmpty && !known.contains($0) }
  }

  /// A line without indentation and without a trailing `//` comment.
  static func code(_ line: String) -> String {
    var code = line
    if let comment = code.range(of: "//") {
      code = String(code[..<comment.lowerBound])
    }
    return code.trimmingCharacters(in: .whitespaces)
  }
}
