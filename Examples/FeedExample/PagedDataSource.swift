import Foundation
import RefreshKit

/// A server with 25 items in pages of 10, answering 0.6 s later on the clock.
///
/// The first request for page 2 fails.
@MainActor
final class PagedDataSource {
  struct Page {
    let items: [String]
    let total: Int
  }

  struct Unavailable: Error {}

  static let total = 25
  static let pageSize = 10
  static let latency: TimeInterval = 0.6

  private let clock: any AnimationClock
  private var failsNextSecondPage = true

  init(clock: any AnimationClock) {
    self.clock = clock
  }

  /// Fetches page `index` (from 0) and calls `completion` when the answer arrives.
  func fetch(page index: Int, completion: @escaping @MainActor (Result<Page, Unavailable>) -> Void)
  {
    _ = self.clock.schedule(after: Self.latency) { [self] in
      if index == 1 && self.failsNextSecondPage {
        self.failsNextSecondPage = false
        completion(.failure(Unavailable()))
        return
      }
      let start = index * Self.pageSize
      let end = min(start + Self.pageSize, Self.total)
      let items = (start..<max(end, start)).map { "Story \($0 + 1)" }
      completion(.success(Page(items: items, total: Self.total)))
    }
  }
}
