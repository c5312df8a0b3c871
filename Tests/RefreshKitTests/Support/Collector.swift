import Foundation

/// A thread-safe list that `@Sendable` closures can append to, for tests.
final class Collector<Element: Sendable>: @unchecked Sendable {
  private let lock = NSLock()
  private var storage: [Element] = []

  func append(_ element: Element) {
    self.lock.withLock { self.storage.append(element) }
  }

  var elements: [Element] {
    self.lock.withLock { self.storage }
  }
}
