/// Which world the loaders of one scroll model live in: MJRefresh's, where the header and the
/// footer run independently and a short list loads only on a drag, or RefreshKit's cooperating
/// rules, where they take turns and a short list fills the screen by itself
/// (``ScrollModel/loaderRules``).
///
/// A port of an MJRefresh app keeps ``mjRefresh``, the default: the app's closures own their
/// requests, which RefreshKit cannot cancel, and its screens were built around MJRefresh's
/// behaviour. ``cooperating`` is for code that owns its data and its tasks: a ``PagedFeed``
/// turns it on for the scroll model its loaders are attached to.
///
/// ```swift
/// tableView.refresh.model.loaderRules = .cooperating
/// ```
public struct LoaderRules: Sendable, Hashable, Codable {
  /// What a refresh of the list does to a page that is loading.
  public var arbitration: LoaderArbitration

  /// How many pages an auto loader loads by itself, in a row with no drag in between, while
  /// the content is too short to leave the point where it triggers (the fill rule); 0 turns the
  /// rule off.
  ///
  /// A loader's own ``AutoLoader/maximumFillPages`` overrides it. Negative values become 0.
  public var fillPages: Int {
    didSet {
      self.fillPages = max(self.fillPages, 0)
    }
  }

  /// Rules of your own.
  ///
  /// - Parameters:
  ///   - arbitration: What a refresh of the list does to a page that is loading.
  ///   - fillPages: How many pages in a row the fill rule loads; 0 turns it off, and negative
  ///     values become 0.
  public init(arbitration: LoaderArbitration, fillPages: Int) {
    self.arbitration = arbitration
    self.fillPages = max(fillPages, 0)
  }

  /// MJRefresh's behaviour, the default: the header and the footer load independently (a page
  /// may load while the list refreshes), and content shorter than the view loads the next page
  /// when a drag up ends, never by itself.
  public static let mjRefresh = LoaderRules(arbitration: .independent, fillPages: 0)

  /// RefreshKit's cooperating rules: a refresh of the list cancels a page that is loading (and
  /// waits for one whose request cannot be cancelled), no page starts while the list
  /// refreshes, and content too short to fill the view loads up to 10 pages by itself.
  public static let cooperating = LoaderRules(arbitration: .refreshCancelsPage, fillPages: 10)
}
