/// The guides' shop: what its page and its three lists load, in order.
@MainActor
public final class ShopStore {
  /// A tab of the shop.
  public enum Tab: Sendable { case all, new, sale }

  /// What was loaded: "reload", or a tab's name for its next page.
  public private(set) var loads: [String] = []

  /// An empty shop.
  public init() {}

  /// Reloads the page.
  public func reload() async { self.loads.append("reload") }

  /// Loads the next page of `tab`.
  public func loadMore(_ tab: Tab) async { self.loads.append("\(tab)") }
}
