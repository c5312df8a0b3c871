/// A list loaded page by page by a typed key, owned together with its loaders: the header
/// reloads it, the footer loads the page after, the leading loader the page before.
///
/// - **Keys.** Each page gives the key of the next (and previous) one (``FeedPage``); no next
///   key means no more, and the footer shows ``RefreshState/noMoreData``.
/// - **A failed page is asked for again with the same key.** The key moves on only when a page
///   arrives.
/// - **No item twice.** An item whose identity is already in the list is not added again.
/// - **No page of an old list.** A page that arrives after a reload replaced the list, or after
///   its loader's task was cancelled, is dropped and reported (``PagedFeedChange/dropped(_:)``).
///
/// ```swift
/// let feed = PagedFeed<Story, String> { request in
///   let cursor: String? =
///     switch request {
///     case .first: nil
///     case .next(let cursor), .previous(let cursor): cursor
///     }
///   let response = try await api.stories(after: cursor)
///   return FeedPage(items: response.stories, next: response.nextCursor)
/// }
/// feed.attach(header: header, footer: footer)
/// ```
///
/// The feed sets the loaders' ``RefreshComponent/asyncRefreshingAction`` and their
/// ``RefreshState/noMoreData``; the components keep everything else. Feed and loaders hold each
/// other weakly, so the app keeps the feed. Their scroll model follows
/// ``LoaderRules/cooperating`` unless the app set ``ScrollModel/loaderRules`` itself.
@MainActor
public final class PagedFeed<Item: Identifiable, Key: Hashable & Sendable> {
  /// The request the app makes to its server.
  public typealias Load = @MainActor (FeedRequest<Key>) async throws -> FeedPage<Item, Key>

  /// The items loaded, in the list's order, each identity once.
  public private(set) var items: [Item] = []

  /// The key of the page after the items loaded; `nil` once the server said there is none, or
  /// before the first page.
  public private(set) var nextKey: Key?

  /// The key of the page before the items loaded; `nil` if the server gave none.
  public private(set) var previousKey: Key?

  /// The items missing between two loaded ranges (see ``appendNewest(_:)``), which
  /// ``fillGap()`` fills.
  public private(set) var gap: FeedGap<Key>?

  /// Whether a first page arrived: the list is the server's, not empty for want of loading.
  public private(set) var hasLoaded = false

  /// The key the first page opens around (``FeedRequest/first(around:)``); `nil` for the start.
  ///
  /// A reload asks for the page around it again.
  public var anchor: Key?

  /// Tells the app what changed, after the items and keys are stored.
  ///
  /// Called on the main actor before the loader that asked for the page ends, so a content size
  /// set here is in place when the loader ends.
  public var onChange: (@MainActor (PagedFeedChange<Key>) -> Void)?

  private let load: Load
  private var identities: Set<Item.ID> = []
  /// Grows as a reload replaces the list, so a page asked for the old list is known as such.
  private var generation = 0
  private var reloadSerial = 0
  /// The page under way in each direction (after: `true`); an abandoned one no longer counts.
  private var loading: [Bool: PageRequest] = [:]
  private var fillingTheGap: PageRequest?
  private weak var header: RefreshComponent?
  private weak var footer: RefreshComponent?
  private weak var leadingLoader: RefreshComponent?

  /// Creates an empty feed that opens around `anchor` (`nil`, the default, for the start).
  ///
  /// `load` may throw, and should stop when its task is cancelled.
  public init(opening anchor: Key? = nil, load: @escaping Load) {
    self.anchor = anchor
    self.load = load
  }

  /// Whether there is a page after the items loaded, as the server last said.
  public var hasMoreAfter: Bool {
    self.nextKey != nil
  }

  /// Whether there is a page before the items loaded, as the server last said.
  public var hasMoreBefore: Bool {
    self.previousKey != nil
  }

  // MARK: - Loaders

  /// Lets the components load the feed: the header reloads, the footer loads the page after,
  /// the leading loader the page before; each may be `nil`.
  ///
  /// A component that also has a ``RefreshComponent/refreshingAction`` would run both: that is
  /// reported to ``Diagnostics``.
  public func attach(
    header: RefreshComponent? = nil, footer: RefreshComponent? = nil,
    leadingLoader: RefreshComponent? = nil
  ) {
    self.header = header
    self.footer = footer
    self.leadingLoader = leadingLoader
    header?.asyncRefreshingAction = { [weak self] in try await self?.reload() }
    footer?.asyncRefreshingAction = { [weak self] in try await self?.loadNext() }
    leadingLoader?.asyncRefreshingAction = { [weak self] in try await self?.loadPrevious() }
    for component in [header, footer, leadingLoader].compactMap({ $0 }) {
      component.isOwnedByFeed = true  // its scroll model takes turns and fills (LoaderRules)
    }
    for component in [header, footer, leadingLoader].compactMap({ $0 })
    where component.refreshingAction != nil {
      Diagnostics.report(
        .unsupportedSetup, "PagedFeed.attach",
        "\(type(of: component)) also has a refreshingAction, which runs beside the feed's: "
          + "set it to nil")
    }
    if self.hasLoaded {
      self.showTheEnds()
    }
  }

  // MARK: - Loading

  /// Loads the first page (around ``anchor``) and replaces the list with it.
  ///
  /// A page asked for the old list that arrives later is dropped. If it fails, the list stays
  /// as it was, and the error is thrown.
  public func reload() async throws {
    self.reloadSerial += 1
    let serial = self.reloadSerial
    let request = FeedRequest<Key>.first(around: self.anchor)
    let page = try await self.load(request)
    guard serial == self.reloadSerial, !Task.isCancelled else {
      self.onChange?(.dropped(request))
      throw CancellationError()
    }
    self.generation += 1
    self.items = []
    self.identities = []
    self.gap = nil
    let duplicates = self.take(page.items, at: 0)
    self.nextKey = page.next
    self.previousKey = page.previous
    self.hasLoaded = true
    self.onChange?(.replaced(count: self.items.count, duplicates: duplicates))
    self.showTheEnds()
  }

  /// Loads the page after the items loaded, by ``nextKey``, and appends its new items.
  ///
  /// Before the first page, it loads the first page. With no page after, it shows that on the
  /// footer; with one already under way, it returns at once (a cancelled one no longer counts,
  /// and its late answer is dropped). If it fails, ``nextKey`` stays for the next call.
  public func loadNext() async throws {
    try await self.loadPage(after: true)
  }

  /// Loads the page before the items loaded, by ``previousKey``, and inserts its new items at
  /// the start.
  ///
  /// The host inserts the new rows' length with ``ScrollModel/insertContentAtStart(_:on:)``
  /// from ``onChange`` to keep the reader's row in place. Otherwise as ``loadNext()``.
  public func loadPrevious() async throws {
    try await self.loadPage(after: false)
  }

  // MARK: - Two ranges

  /// Adds the newest items at the end, leaving out those already in the list.
  ///
  /// If the server had more after the items loaded, the list now has a ``gap`` before the
  /// newest, which ``fillGap()`` fills, and the footer shows there is no more after.
  public func appendNewest(_ newest: [Item]) {
    let start = self.items.count
    if self.hasLoaded, self.gap == nil, let key = self.nextKey {
      self.gap = FeedGap(index: start, key: key)
      self.nextKey = nil
    }
    let duplicates = self.take(newest, at: start)
    self.onChange?(.appended(start..<self.items.count, duplicates: duplicates))
    if self.hasLoaded {
      self.showTheEnds()
    }
  }

  /// Loads the next page of the ``gap`` and inserts its items at ``FeedGap/index``.
  ///
  /// The gap closes when a page reaches an item of the range below it, or the server has no
  /// more. A host whose reader is below the gap inserts the rows' length with
  /// ``ScrollModel/insertContentAtStart(_:on:)``. Does nothing without a gap or with a page of it
  /// under way; if it fails, the gap keeps its key.
  public func fillGap() async throws {
    guard let gap = self.gap, PageRequest.mayStart(self.fillingTheGap) else {
      return
    }
    let request = PageRequest()
    self.fillingTheGap = request
    defer {
      if self.fillingTheGap === request {
        self.fillingTheGap = nil
      }
    }
    let page = try await request.run { try await self.fetch(.next(gap.key)) }
    // Only the range below closes the gap: servers repeat the cursor's own row at the upper seam.
    let below = Set(self.items[gap.index...].map(\.id))
    let reachesBelow = page.items.contains { below.contains($0.id) }
    let before = self.items.count
    let duplicates = self.take(page.items, at: gap.index)
    let added = self.items.count - before
    if let next = page.next, !reachesBelow {
      self.gap = FeedGap(index: gap.index + added, key: next)
    } else {
      self.gap = nil
    }
    self.onChange?(.inserted(gap.index..<gap.index + added, duplicates: duplicates))
  }

  // MARK: - Private

  private func loadPage(after: Bool) async throws {
    guard self.hasLoaded else {
      try await self.reload()
      return
    }
    guard let key = after ? self.nextKey : self.previousKey else {
      self.showTheEnds()
      return
    }
    guard PageRequest.mayStart(self.loading[after]) else {
      return
    }
    let request = PageRequest()
    self.loading[after] = request
    defer {
      if self.loading[after] === request {
        self.loading[after] = nil
      }
    }
    let page = try await request.run { try await self.fetch(after ? .next(key) : .previous(key)) }
    let before = self.items.count
    let duplicates = self.take(page.items, at: after ? before : 0)
    if after {
      self.nextKey = page.next
      self.onChange?(.appended(before..<self.items.count, duplicates: duplicates))
    } else {
      self.previousKey = page.previous
      self.onChange?(.prepended(count: self.items.count - before, duplicates: duplicates))
    }
    if (after ? page.next : page.previous) == nil {
      (after ? self.footer : self.leadingLoader)?.endRefreshingWithNoMoreData()
    }
  }

  /// Drops a page (or error) of a replaced list or cancelled task, throwing a cancellation so
  /// its loader ends with no result.
  private func fetch(_ request: FeedRequest<Key>) async throws -> FeedPage<Item, Key> {
    let generation = self.generation
    let answer: Result<FeedPage<Item, Key>, any Error>
    do {
      answer = .success(try await self.load(request))
    } catch {
      answer = .failure(error)
    }
    guard generation == self.generation && !Task.isCancelled else {
      self.onChange?(.dropped(request))
      throw CancellationError()
    }
    return try answer.get()
  }

  /// Inserts the items not yet in the list at `index`; returns how many were left out.
  private func take(_ page: [Item], at index: Int) -> Int {
    var fresh: [Item] = []
    fresh.reserveCapacity(page.count)
    for item in page where self.identities.insert(item.id).inserted {
      fresh.append(item)
    }
    self.items.insert(contentsOf: fresh, at: index)
    return page.count - fresh.count
  }

  private func showTheEnds() {
    for (loader, hasMore) in [
      (self.footer, self.hasMoreAfter), (self.leadingLoader, self.hasMoreBefore),
    ] {
      guard let loader, loader.supportsNoMoreData else {
        continue
      }
      if hasMore {
        if loader.state == .noMoreData {
          loader.resetNoMoreData()
        }
      } else if loader.state != .noMoreData {
        loader.endRefreshingWithNoMoreData()
      }
    }
  }
}

/// A page request under way; once its task is cancelled it no longer counts as under way,
/// whether or not the server ever answers.
private final class PageRequest: Sendable {
  private let cancelled = LockedValue(false)

  static func mayStart(_ current: PageRequest?) -> Bool {
    current?.cancelled.value ?? true
  }

  @MainActor
  func run<Value>(_ body: @MainActor () async throws -> Value) async throws -> Value {
    try await withTaskCancellationHandler {
      try await body()
    } onCancel: {
      self.cancelled.value = true
    }
  }
}

/// What changed in a ``PagedFeed``, as its ``PagedFeed/onChange`` tells it.
public enum PagedFeedChange<Key: Hashable & Sendable>: Hashable, Sendable {
  /// A first page replaced the list, which now holds `count` items; `duplicates` were left out.
  case replaced(count: Int, duplicates: Int)

  /// A page after was added at these indices; `duplicates` were left out.
  case appended(Range<Int>, duplicates: Int)

  /// A page of `count` items was inserted at the start; `duplicates` were left out.
  case prepended(count: Int, duplicates: Int)

  /// A page of the gap was inserted at these indices; `duplicates` were left out.
  case inserted(Range<Int>, duplicates: Int)

  /// A page arrived for a replaced list or a cancelled task, and was not added.
  case dropped(FeedRequest<Key>)
}
