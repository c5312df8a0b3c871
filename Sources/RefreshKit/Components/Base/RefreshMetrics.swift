public import Foundation

/// MJRefresh's numbers, which RefreshKit's components use as their defaults.
public enum RefreshMetrics {
  /// The height of a header: 54 points.
  public static let headerHeight: CGFloat = 54

  /// The height of a footer: 44 points.
  public static let footerHeight: CGFloat = 44

  /// The width of a trailer: 60 points.
  public static let trailerWidth: CGFloat = 60

  /// The duration of the begin-refreshing animation: 0.25 seconds.
  public static let fastAnimationDuration: TimeInterval = 0.25

  /// The duration of the end-refreshing animation: 0.4 seconds.
  public static let slowAnimationDuration: TimeInterval = 0.4

  /// The gap between a label and the arrow or spinner beside it: 25 points.
  public static let labelLeftInset: CGFloat = 25

  /// The same gap in GIF components: 20 points.
  public static let gifLabelLeftInset: CGFloat = 20

  /// The default key under which a header keeps its last-updated time.
  public static let lastUpdatedTimeKey = "MJRefreshHeaderLastUpdatedTimeKey"
}
