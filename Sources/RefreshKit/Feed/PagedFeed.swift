/// A list loaded page by page by a typed key, owned together with its loaders: the header
/// reloads it, the footer loads the page after, the leading loader the page before.
///
/// It keeps what a paged list must get right, so that the app writes the request alone:
///
/// - **Keys.** Each page says the key of the next (and previous) one, whatever the server
///   pages by (``FeedPage``). "Has more" is the server's answer: no next key, and the footer
///   shows ``RefreshState/noMoreData``; a reload that brings one back resets it.
/// - **A failed page is asked for again with the same key.** The key moves on only when a page
///   arrives, so the footer's tap, its ``RefreshFooter/automaticRetry`` or the next pull ask
///   for the page that failed, not the one after.
/// - **No item twice.** An item whose identity is already in the list is not added again (a
///   server whose list moved between two pages repeats the rows at their seam).
/// - **No page of an old list.** A page that arrives after a reload of the list has replaced
///   it, or after its loader's task was cancelled (``LoaderArbitration/refreshCancelsPage``),
///   is dropped and reported (``PagedFeedChange/dropped(_:)``), never appended.
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
/// feed.onChange = { [weak tableView] _ in tableView?.reloadData() }
/// feed.attach(header: header, footer: footer)
/// header.beginRefreshing()
/// ```
///
/// The feed sets the loaders' ``RefreshComponent/asyncRefreshingAction`` and their
/// ``RefreshState/noMoreData``; the components keep everything else (the pull, the minimum
/// duration, the failure and its retry, the arbitration between them). It holds them weakly,
/// and they hold it weakly: the app keeps the feed (a view model's property). The feed owns the
/// data and the tasks, so the scroll model its loaders are attached to follows
/// ``LoaderRules/cooperating`` (the loaders take turns, a short list fills the view) unless
/// the app set ``ScrollModel/loaderRules`` itself.
///
/// The seed's delegate paging (``RefreshPagination``, page index and size) goes on working
/// for apps that page by hand.
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

  /// The items the list lacks between two loaded ranges, if any: opened at a message in the
  /// middle, a conversation that receives the newest messages (``appendNewest(_:)``) has a
  /// gap between the two, which ``fillGap()`` fills.
  public private(set) var gap: FeedGap<Key>?

  /// Whether a first page arrived: the list is the server's, not empty for want of loading.
  public private(set) var hasLoaded = false

  /// The key the first page opens around (``FeedRequest/first(around:)``): `nil` for the start
  /// of the list, a message's key for a conversation opened at that message.
  ///
  /// A reload asks for the page around it again; change it to open the list somewhere else.
  public var anchor: Key?

  /// Tells the app what changed, after the items and keys are stored: where to insert rows,
  /// and which pages were dropped.
  ///
  /// Called on the main actor, before the loader that asked for the page ends, so that a host
  /// that sets its content size here has the loader end on the new content.
  public var onChange: (@MainActor (PagedFeedChange<Key>) -> Void)?

  private let load: Load
  private var identities: Set<Item.ID> = []
  /// Which list the items are: it grows as a reload replaces them, so that a page asked for
  /// the list before is known when it arrives.
  private var generation = 0
  /// The last reload asked for: an older one that arrives after is dropped.
  private var reloadSerial = 0
  /// The page under way in each direction (after: `true`), so that a second call asks for
  /// nothing twice, unless the one under way was abandoned (its task cancelled) while its
  /// request is still on the wire.
  private var loading: [Bool: PageRequest] = [:]
  /// The page of the gap under way, on the same terms.
  private var fillingTheGap: PageRequest?
  private weak var header: RefreshComponent?
  private weak var footer: RefreshComponent?
  private weak var leadingLoader: RefreshComponent?

  /// Creates an empty feed.
  ///
  /// - Parameters:
  ///   - anchor: The key the first page opens around; `nil` (the default) for the start of the
  ///     list.
  ///   - load: Asks the server for a page; it may throw, and should stop when its task is
  ///     cancelled (a page of an old list that arrives anyway is dropped).
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

  /// Lets the components load the feed.
  ///
  /// The header reloads it, the footer loads the page after, the leading loader the page
  /// before. Each may be `nil`.
  ///
  /// Sets their ``RefreshComponent/asyncRefreshingAction``, and their no-more-data state as the
  /// keys say. A component that also has a ``RefreshComponent/refreshingAction`` would run both:
  /// that is reported to ``Diagnostics``.
  ///
  /// - Parameters:
  ///   - header: The component that reloads the list (a header).
  ///   - footer: The component that loads the page after (a footer or a trailer).
  ///   - leadingLoader: The component that loads the page before (a ``LeadingLoader``).
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
  /// A page after or before that was asked for the list before, and arrives after this one,
  /// is dropped. If it fails, the list stays as it was, and the error is thrown.
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

  /// Loads the page after the items loaded, by ``nextKey``, and appends its items not yet in
  /// the list.
  ///
  /// Before the first page, it loads the first page (a feed with a footer alone). With no
  /// page after, it shows that on the footer and loads nothing; with one already under way,
  /// it returns at once. A page whose task was cancelled (its loader superseded by a refresh,
  /// hidden or detached) is no longer under way, even while the server has not answered: the
  /// next call asks again, and the late answer is dropped. If it fails, ``nextKey`` stays, and
  /// the next call asks for the same page again.
  public func loadNext() async throws {
    try await self.loadPage(after: true)
  }

  /// Loads the page before the items loaded, by ``previousKey``, and inserts its items not yet
  /// in the list at the start.
  ///
  /// The host inserts the new rows' length with ``ScrollModel/insertContentAtStart(_:on:)``
  /// from ``onChange``, so that the reader's row stays where it is. With no page before, it
  /// shows that on the leading loader; the rest is as ``loadNext()``.
  public func loadPrevious() async throws {
    try await self.loadPage(after: false)
  }

  // MARK: - Two ranges

  /// Adds the newest items at the end: a message that arrives live, or the latest page the
  /// app loaded to jump to the end.
  ///
  /// If the server had more after the items loaded (a conversation opened in the middle),
  /// the list now has a ``gap`` between them and the newest, which ``fillGap()`` fills; the
  /// newest being the end, the footer then shows that there is no more after. Items already in
  /// the list are left out.
  ///
  /// - Parameter newest: The newest items, in the list's order.
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

  /// Loads the next page of the ``gap`` and inserts its items there; the gap closes when a
  /// page reaches an item of the range below it, or the server has nothing after it.
  ///
  /// The rows go in at ``FeedGap/index``. A host whose reader reads below the gap (a chat at
  /// its newest messages) inserts their length with
  /// ``ScrollModel/insertContentAtStart(_:on:)``, which moves the offset by it: the rows
  /// below the gap, the reader's among them, stay where they are on screen. A reader above
  /// the gap needs nothing but the content's new size. The gap closes on an item of the
  /// range below it, not on one the server repeats from the range above (a page that starts
  /// at its cursor's own row). Does nothing without a gap, or with a page of it under way (one
  /// whose task was cancelled is not). If it fails, the gap keeps its key, and the next call
  /// asks for the same page.
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
    // The gap closes on an item of the range below it: a row the server repeats at its upper
    // seam (the page starts at the cursor's own row) is no reason to stop.
    let below = Set(self.items[gap.index...].map(\.id))
    let reachesBelow = page.items.contains { below.contains($0.id) }
    let before = self.items.count
    let duplicates = self.take(page.items, at: gap.index)
    let added = self.items.count - before
    if let next = page.next, !reachesBelow {
      self.gap = FeedGap(index: gap.index + added, key: next)
    } else {
      self.gap = nil  // the page reached the items below, or the server has no more
    }
    self.onChange?(.inserted(gap.index..<gap.index + added, duplicates: duplicates))
  }

  // MARK: - Private

  /// Loads the page after the items (`after`) or before them, by its key, and adds its new
  /// items on that side.
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

  /// Asks the server for a page of the list as it is.
  ///
  /// A page (or an error) that arrives after a reload replaced the list, or after the task was
  /// cancelled, is dropped and reported, and a cancellation thrown instead, which ends its
  /// loader with no result.
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

  /// Inserts the items whose identity is not in the list yet at `index`, in their order;
  /// returns how many were left out.
  private func take(_ page: [Item], at index: Int) -> Int {
    var fresh: [Item] = []
    fresh.reserveCapacity(page.count)
    for item in page where self.identities.insert(item.id).inserted {
      fresh.append(item)
    }
    self.items.insert(contentsOf: fresh, at: index)
    return page.count - fresh.count
  }

  /// Shows on each loader whether the server has more that way: no more data, or ready again.
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

/// A page request under way, and whether the task that made it was cancelled: a request
/// abandoned on the wire (its loader's refresh superseded, hidden or detached) no longer counts
/// as under way, whether or not the server ever answers it.
private final class PageRequest: Sendable {
  private let cancelled = LockedValue(false)

  /// Whether a new request may start beside `current`: none is under way, or it was abandoned.
  static func mayStart(_ current: PageRequest?) -> Bool {
    current?.cancelled.value ?? true
  }

  /// Runs `body`, noting when the task running it is cancelled.
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
  /// A first page replaced the list: it now holds `count` items; `duplicates` of the page's
  /// items repeated an identity and were left out.
  case replaced(count: Int, duplicates: Int)

  /// A page after was added at these indices; `duplicates` of its items were already in the
  /// list and were left out.
  case appended(Range<Int>, duplicates: Int)

  /// A page before was inserted at the start: `count` items, the old ones now after them;
  /// `duplicates` of its items were already in the list and were left out.
  case prepended(count: Int, duplicates: Int)

  /// A page of the gap was inserted at these indices, the items after them moved down;
  /// `duplicates` of its items were already in the list (the gap closed on them).
  case inserted(Range<Int>, duplicates: Int)

  /// A page arrived for a list a reload has replaced since, or after its loader's task was
  /// cancelled: it was not added.
  case dropped(FeedRequest<Key>)
}
