/// Which rules the loaders of one scroll model follow (``ScrollModel/loaderRules``).
///
/// A port of an MJRefresh app keeps ``mjRefresh``, the default. ``cooperating`` is for code that
/// owns its data and its tasks; a ``PagedFeed`` turns it on.
public struct LoaderRules: Sendable, Hashable, Codable {
  /// What a refresh of the list does to a page that is loading.
  public var arbitration: LoaderArbitration

  /// How many pages an auto loader loads by itself in a row while the content is too short to
  /// leave its trigger point (the fill rule); 0 turns the rule off.
  ///
  /// A loader's own ``AutoLoader/maximumFillPages`` overrides it. Negative values become 0.
  public var fillPages: Int {
    didSet {
      self.fillPages = max(self.fillPages, 0)
    }
  }

  /// Rules of your own; a negative `fillPages` becomes 0.
  public init(arbitration: LoaderArbitration, fillPages: Int) {
    self.arbitration = arbitration
    self.fillPages = max(fillPages, 0)
  }

  /// MJRefresh's behaviour, the default: header and footer load independently, and short
  /// content loads the next page only when a drag up ends.
  public static let mjRefresh = LoaderRules(arbitration: .independent, fillPages: 0)

  /// A refresh of the list cancels a loading page (or waits for one that cannot be cancelled),
  /// no page starts while the list refreshes, and short content loads up to 10 pages by itself.
  public static let cooperating = LoaderRules(arbitration: .refreshCancelsPage, fillPages: 10)
}
