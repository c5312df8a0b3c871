import RefreshKitSwiftUI

#if canImport(Combine)
import Combine  // @Published's members are Combine's: imported where they are used
#endif

/// A story of the feed.
struct Story: Identifiable, Sendable {
  /// Its identity.
  let id: Int
  /// What the row shows.
  var title: String { "Story \(self.id)" }
}

/// The feed an iOS 15 app's screens read: stories that reload and load page by page, 10 a page,
/// 25 in all, each answer after the server's latency; an `ObservableObject`, so that the
/// screens update when it changes.
@MainActor
final class StoryFeed: ObservableObject {
  /// The stories loaded.
  @Published private(set) var stories: [Story] = []
  /// Whether a page is left to load: the footer ends in "No more data" when there is none.
  @Published private(set) var hasMore = true
  /// What happened, for the example's transcript.
  private(set) var events: [String] = [] {
    didSet {
      if let event = self.events.last {
        self.eventHandler?(event)
      }
    }
  }
  /// Hears each event as it happens.
  var eventHandler: ((String) -> Void)?

  static let pageSize = 10
  static let total = 25

  /// What a server's answer waits for.
  private let latency: @MainActor () async -> Void

  /// A feed whose answers wait for `latency`: 0.6 s by default, as a server's.
  init(
    latency: @escaping @MainActor () async -> Void = {
      try? await Task.sleep(nanoseconds: 600_000_000)
    }
  ) {
    self.latency = latency
  }

  /// Reloads the first page: what the header runs.
  func reload() async {
    self.events.append("fetch page 1")
    await self.latency()
    self.stories = Self.page(1)
    self.hasMore = self.stories.count < Self.total
    self.events.append("\(self.stories.count) of \(Self.total) stories")
  }

  /// Appends the next page: what the footer runs.
  func loadNextPage() async {
    let page = self.stories.count / Self.pageSize + 1
    self.events.append("fetch page \(page)")
    await self.latency()
    self.stories += Self.page(page)
    self.hasMore = self.stories.count < Self.total
    self.events.append("\(self.stories.count) of \(Self.total) stories")
  }

  /// Opens every highlight: what the carousel's trailer runs.
  func openAllHighlights() async {
    self.events.append("open all highlights")
  }

  private static func page(_ number: Int) -> [Story] {
    let first = (number - 1) * Self.pageSize + 1
    return (first...min(first + Self.pageSize - 1, Self.total)).map(Story.init(id:))
  }
}
