import Foundation

/// Reads a bundled `.strings` file straight from the source tree, independently of
/// Foundation's loader, so that tests compare RefreshKit's output with the file itself.
enum StringsFile {
  static let resources = SourceTree.root.appendingPathComponent("Sources/RefreshKit/Resources")

  /// The key-value pairs of `<language>.lproj/Localizable.strings`.
  static func entries(_ language: String) throws -> [String: String] {
    let url = resources.appendingPathComponent("\(language).lproj/Localizable.strings")
    let text = try String(contentsOf: url, encoding: .utf8)
    var entries: [String: String] = [:]
    for line in text.split(separator: "\n") where line.hasPrefix("\"") {
      let parts = line.split(separator: "\"", omittingEmptySubsequences: false)
      // "key" = "value";  splits into ["", key, " = ", value, ";"] when nothing is escaped.
      guard parts.count == 5 else {
        continue
      }
      entries[String(parts[1])] = String(parts[3])
    }
    return entries
  }
}
