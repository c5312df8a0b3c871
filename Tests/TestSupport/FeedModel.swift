/// The view model the README's snippets call `model`: a feed that reloads and loads pages,
/// counting each call, with a page of rows to show.
@MainActor
public final class FeedModel {
  /// One row of the feed.
  public struct Item: Identifiable, Sendable {
    /// The row's identity.
    public let id: Int
    /// The row's text.
    public var title: String { "Row \(self.id)" }
  }

  /// How many times the feed reloaded.
  public private(set) var reloads = 0
  /// How many pages it loaded after the first.
  public private(set) var pages = 0
  /// The rows loaded.
  public private(set) var items = (0..<20).map(Item.init(id:))
  /// Whether a page is left: the feed holds 60 rows in all.
  public var hasMore: Bool { self.items.count < 60 }

  /// A feed of 20 rows.
  public init() {}

  /// Reloads the first page.
  public func reload() async {
    self.reloads += 1
    self.items = (0..<20).map(Item.init(id:))
  }

  /// Appends the next page of 20 rows.
  public func loadNextPage() async {
    self.pages += 1
    let count = self.items.count
    self.items += (count..<count + 20).map(Item.init(id:))
  }
}
