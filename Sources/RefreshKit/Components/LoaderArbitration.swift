/// How the loaders of one scroll model take turns: what a refresh of the list does to a page
/// that is loading (``ScrollModel/loaderArbitration``; <doc:beyond-mjrefresh>).
///
/// A page asked for before a refresh belongs to the old list, and appended after it would sit
/// under the new one (MJRefresh PR #1328). With the first two policies, a page loader does not
/// start while the header refreshes (or waits to), and a refresh drops the page loaders' shown
/// failure, failure count and pending retry.
public enum LoaderArbitration: String, Sendable, Hashable, CaseIterable, Codable {
  /// A refresh cancels a page that is loading: its loader returns to idle with no result and no
  /// announcement (``RefreshTransitionReason/superseded``).
  ///
  /// A page that is not an ``RefreshComponent/asyncRefreshingAction``'s task cannot be cancelled,
  /// so it is waited for, as with ``refreshWaitsForPage``.
  case refreshCancelsPage

  /// A refresh waits for a page that is loading: the header shows it refreshes at once and runs
  /// its action once the page has ended.
  ///
  /// A page still in ``RefreshState/willRefresh`` is cancelled, as it has loaded nothing.
  case refreshWaitsForPage

  /// The loaders run independently, as in MJRefresh: a page may load while the list refreshes.
  ///
  /// A ``ScrollModel/loadGeneration`` check still drops a page of the old list.
  case independent
}

struct LoaderCoordination {
  /// `nil` for the default, which depends on the loaders attached.
  var rules: LoaderRules?
  var generation = 0
  /// Kept as the loaders change, so that a frame crossing a trigger reads one flag.
  var listIsRefreshing = false
}
