/// One page of a ``PagedFeed`` as the server answered it: its items and the keys of the pages
/// around it.
///
/// The keys are whatever the server pages by (a cursor, a page number, a date); `nil` says there
/// is no page that way.
///
/// ```swift
/// FeedPage(items: response.items, next: response.hasMore ? number + 1 : nil)
/// ```
public struct FeedPage<Item: Identifiable, Key: Hashable & Sendable> {
  /// The page's items, in the list's order.
  public var items: [Item]

  /// The key of the page after this one, or `nil` if this page is the last.
  public var next: Key?

  /// The key of the page before this one, or `nil` if this page is the first.
  ///
  /// Only a list opened in the middle, or one that loads older items before, has one.
  public var previous: Key?

  /// Creates a page; `previous` defaults to `nil`.
  public init(items: [Item], next: Key?, previous: Key? = nil) {
    self.items = items
    self.next = next
    self.previous = previous
  }
}

extension FeedPage: Sendable where Item: Sendable {}

/// Which page a ``PagedFeed`` asks its server for.
public enum FeedRequest<Key: Hashable & Sendable>: Hashable, Sendable {
  /// The first page: from the start when `around` is `nil`, else the page holding that key's
  /// item; a refresh asks for it again.
  case first(around: Key?)

  /// The page after the items loaded, by the key the last page after gave.
  case next(Key)

  /// The page before the items loaded, by the key the first page before gave.
  case previous(Key)
}

/// Where a ``PagedFeed`` lacks items between two loaded ranges: ``PagedFeed/gap``.
public struct FeedGap<Key: Hashable & Sendable>: Hashable, Sendable {
  /// The index in ``PagedFeed/items`` where the missing items go.
  public var index: Int

  /// The key of the gap's next page: the page after the items before it.
  public var key: Key

  /// A gap at `index`, whose next page is `key`'s.
  public init(index: Int, key: Key) {
    self.index = index
    self.key = key
  }
}
