import Foundation
import Testing

/// The Swift code blocks of a Markdown file of the package (a guide under `docs/`, the README),
/// read from the source tree, so that a test can check that each one is code that compiles:
/// every line of the block must be a line of the test file that exercises it.
enum DocSnippets {
  /// Expects the file at `path` to have `count` checked Swift blocks, each made of lines of the
  /// Swift files at `sources`: the test file itself, and for a block that needs a UI framework,
  /// the binding test that runs it against the stand-in.
  static func expectBlocks(
    of path: String, count: Int, areCodeIn sources: String...,
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let blocks = try Self.swiftBlocks(in: path)
    #expect(blocks.count == count, "Swift blocks in \(path)", sourceLocation: sourceLocation)
    for (index, block) in blocks.enumerated() {
      let missing = try Self.linesMissing(from: block, inSourcesAt: sources)
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

  /// The lines of `block` that appear in none of the Swift files at `paths`, comparing code
  /// without indentation and trailing comments; blank and comment-only lines do not count.
  static func linesMissing(from block: [String], inSourcesAt paths: [String]) throws -> [String] {
    var known = Set<String>()
    for path in paths {
      let source = try String(contentsOf: URL(fileURLWithPath: path), encoding: .utf8)
      known.formUnion(source.components(separatedBy: "\n").map(Self.code))
    }
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
