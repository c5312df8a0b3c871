import Foundation

/// The package's source tree, for tests that read files of the package itself.
enum SourceTree {
  /// The package root.
  static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent()  // Support
    .deletingLastPathComponent()  // RefreshKitTests
    .deletingLastPathComponent()  // Tests
    .deletingLastPathComponent()  // package root
}
