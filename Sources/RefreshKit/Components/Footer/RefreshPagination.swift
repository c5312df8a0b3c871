/// Where a paged list stands: the page index, the page size and the total, as PGRefresh keeps
/// them (`nPageIndex`, `nNumOfPage`, `nTotal`).
///
/// ``RefreshFooter/endRefreshing(with:)`` ends a page with it. See <doc:migrating>.
public struct RefreshPagination: Hashable, Sendable {
  /// The number of items per page, at least 1: PGRefresh's `nNumOfPage`.
  public let pageSize: Int

  /// The index of the last page loaded, from 0; −1 before the first: PGRefresh's `nPageIndex`.
  public private(set) var pageIndex = -1

  /// The number of items loaded so far.
  public private(set) var loadedCount = 0

  /// The number of items there are in all, when the source says: PGRefresh's `nTotal`.
  public private(set) var total: Int?

  /// Creates an empty pagination; a `pageSize` below 1 counts as 1.
  public init(pageSize: Int) {
    self.pageSize = max(pageSize, 1)
  }

  /// The index of the page to load next.
  public var nextPageIndex: Int {
    self.pageIndex + 1
  }

  /// Whether every item is loaded: the total is reached, or the last page came back short (or
  /// empty), whether or not a total is known.
  public private(set) var isComplete = false

  /// Records a loaded page of `itemCount` items, and the `total` in all if the source says.
  public mutating func didLoadPage(itemCount: Int, total: Int? = nil) {
    let itemCount = max(itemCount, 0)
    self.pageIndex += 1
    self.loadedCount += itemCount
    if let total {
      self.total = max(total, 0)
    }
    // A short page is the last whatever the total says: a stale total must not load for ever.
    let totalReached = self.total.map { self.loadedCount >= $0 } ?? false
    self.isComplete = totalReached || itemCount < self.pageSize
  }

  /// Forgets every page, for a reload from the first.
  public mutating func reset() {
    self = RefreshPagination(pageSize: self.pageSize)
  }
}

extension RefreshFooter {
  /// Ends the current refresh as `pagination` says: with ``RefreshState/noMoreData`` when every
  /// item is loaded, otherwise back to idle with a successful result.
  public func endRefreshing(with pagination: RefreshPagination) {
    if pagination.isComplete {
      self.endRefreshingWithNoMoreData()
    } else if self.isRefreshing {
      self.endRefreshing(result: .success)
    }
  }
}
