/// How the loaders of one scroll model take turns: what a refresh of the list does to a page
/// that is loading (``LoaderRules/arbitration``, ``ScrollModel/loaderArbitration``).
///
/// The header refreshes the list; the footer, the trailer and the leading loader load pages of
/// it. A page asked for before a refresh belongs to the old list: appended after the refresh,
/// it puts the old page under the new one (MJRefresh PR #1328, woocommerce-ios #14853). With
/// either of the first two policies, a page loader does not start while the header refreshes
/// (or waits to), and a refresh drops what a page loader keeps from the old list: a failure
/// it shows, its failures in a row and a retry waiting on the clock.
///
/// MJRefresh's loaders are ``independent``, the default of ``LoaderRules/mjRefresh``;
/// ``LoaderRules/cooperating`` (which a ``PagedFeed`` turns on) has ``refreshCancelsPage``.
///
/// ```swift
/// tableView.refresh.model.loaderArbitration = .refreshWaitsForPage
/// ```
public enum LoaderArbitration: String, Sendable, Hashable, CaseIterable, Codable {
  /// A refresh cancels a page that is loading: its task is cancelled and its loader returns to
  /// idle, with no result, no failure and no announcement
  /// (``RefreshTransitionReason/superseded``).
  ///
  /// A page whose request RefreshKit cannot cancel (one its ``RefreshComponent/refreshingAction``
  /// or its ``RefreshComponent/delegate`` made, rather than an
  /// ``RefreshComponent/asyncRefreshingAction``'s task) is waited for instead, as with
  /// ``refreshWaitsForPage``: its loader stays busy until the app ends it, so the page is never
  /// asked for twice.
  case refreshCancelsPage

  /// A refresh waits for a page that is loading: the header shows that it refreshes at once,
  /// and runs its action once the page has ended. A page that waits to be seen (in
  /// ``RefreshState/willRefresh``) is cancelled, as it has loaded nothing.
  case refreshWaitsForPage

  /// The loaders run independently, as in MJRefresh: a page may load while the list refreshes.
  /// The load generation still grows with each refresh, so that a ``ScrollModel/loadGeneration``
  /// check still drops a page of the old list.
  case independent
}

/// What the loaders of a scroll model share: the rules the app set, the load generation and
/// whether the list refreshes.
struct LoaderCoordination {
  /// The rules the app set; `nil` for the default, which depends on the loaders attached.
  var rules: LoaderRules?
  /// The number of refreshes of the list whose action ran.
  var generation = 0
  /// Whether the list's loader refreshes (or waits to): kept as the loaders change, so that a
  /// frame that crosses a trigger reads one flag.
  var listIsRefreshing = false
}
