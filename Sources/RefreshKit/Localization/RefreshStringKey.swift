/// The keys of RefreshKit's localized strings: MJRefresh's, so existing override tables work.
///
/// The keys from `headerRefreshed` on are RefreshKit's own.
public enum RefreshStringKey: String, CaseIterable, Sendable {
  /// The header while idle: "Pull down to refresh".
  case headerIdle = "MJRefreshHeaderIdleText"

  /// The header while pulling: "Release to refresh".
  case headerPulling = "MJRefreshHeaderPullingText"

  /// The header while refreshing: "Loading...".
  case headerRefreshing = "MJRefreshHeaderRefreshingText"

  /// The trailer while idle: "Slide to view details".
  case trailerIdle = "MJRefreshTrailerIdleText"

  /// The trailer while pulling and refreshing: "Release to view details".
  case trailerPulling = "MJRefreshTrailerPullingText"

  /// The auto footer while idle: "Tap or pull up to load more".
  case autoFooterIdle = "MJRefreshAutoFooterIdleText"

  /// The auto footer while refreshing: "Loading...".
  case autoFooterRefreshing = "MJRefreshAutoFooterRefreshingText"

  /// The auto footer with no more data: "No more data".
  case autoFooterNoMoreData = "MJRefreshAutoFooterNoMoreDataText"

  /// The back footer while idle: "Pull up to load more".
  case backFooterIdle = "MJRefreshBackFooterIdleText"

  /// The back footer while pulling: "Release to load more".
  case backFooterPulling = "MJRefreshBackFooterPullingText"

  /// The back footer while refreshing: "Loading...".
  case backFooterRefreshing = "MJRefreshBackFooterRefreshingText"

  /// The back footer with no more data: "No more data".
  case backFooterNoMoreData = "MJRefreshBackFooterNoMoreDataText"

  /// The prefix of the last-updated time: "Last update: ".
  case headerLastTime = "MJRefreshHeaderLastTimeText"

  /// The word for today in the last-updated time: "Today".
  case headerDateToday = "MJRefreshHeaderDateTodayText"

  /// The last-updated time when there is none: "No record".
  case headerNoneLastDate = "MJRefreshHeaderNoneLastDateText"

  /// A header or trailer showing a successful result: "Refreshed".
  case headerRefreshed = "MJRefreshHeaderRefreshedText"

  /// A header or trailer showing a failed result: "Refresh failed".
  case headerFailed = "MJRefreshHeaderFailedText"

  /// A footer showing a successful result: "Loaded".
  case footerLoaded = "MJRefreshFooterLoadedText"

  /// An auto footer after a failed page: "Load failed. Tap or pull up to retry".
  case autoFooterFailed = "MJRefreshAutoFooterFailedText"

  /// A back footer after a failed page: "Load failed. Pull up to retry".
  case backFooterFailed = "MJRefreshBackFooterFailedText"

  /// What VoiceOver calls a header: "Refresh".
  case headerAccessibilityLabel = "MJRefreshHeaderAccessibilityLabel"

  /// What VoiceOver calls a footer: "Load more".
  case footerAccessibilityLabel = "MJRefreshFooterAccessibilityLabel"

  /// What VoiceOver calls a trailer: "View details".
  case trailerAccessibilityLabel = "MJRefreshTrailerAccessibilityLabel"

  /// The leading loader while idle: "Tap to load earlier items".
  case leadingLoaderIdle = "MJRefreshLeadingLoaderIdleText"

  /// The leading loader while refreshing: "Loading earlier items...".
  case leadingLoaderRefreshing = "MJRefreshLeadingLoaderRefreshingText"

  /// The leading loader with no more data: "No earlier items".
  case leadingLoaderNoMoreData = "MJRefreshLeadingLoaderNoMoreDataText"

  /// The leading loader after a failed page: "Load failed. Tap to retry".
  case leadingLoaderFailed = "MJRefreshLeadingLoaderFailedText"

  /// What VoiceOver calls the leading loader: "Load earlier items".
  case leadingLoaderAccessibilityLabel = "MJRefreshLeadingLoaderAccessibilityLabel"

  /// A header armed for its second floor: "Release to open the second floor".
  case headerSecondFloorArmed = "MJRefreshHeaderSecondFloorArmedText"

  /// A header whose second floor opens or is open: "Second floor".
  case headerSecondFloorOpen = "MJRefreshHeaderSecondFloorOpenText"

  /// A header whose second floor closes: "Back to the list".
  case headerSecondFloorClosing = "MJRefreshHeaderSecondFloorClosingText"

  /// The accessibility action that opens a header's second floor: "Open the second floor".
  case headerSecondFloorOpenAction = "MJRefreshHeaderSecondFloorOpenActionText"

  /// The accessibility action that closes a header's second floor: "Close the second floor".
  case headerSecondFloorCloseAction = "MJRefreshHeaderSecondFloorCloseActionText"

  /// The key's position in `allCases`, without searching, for per-key caches.
  var ordinal: Int {
    switch self {
    case .headerIdle: 0
    case .headerPulling: 1
    case .headerRefreshing: 2
    case .trailerIdle: 3
    case .trailerPulling: 4
    case .autoFooterIdle: 5
    case .autoFooterRefreshing: 6
    case .autoFooterNoMoreData: 7
    case .backFooterIdle: 8
    case .backFooterPulling: 9
    case .backFooterRefreshing: 10
    case .backFooterNoMoreData: 11
    case .headerLastTime: 12
    case .headerDateToday: 13
    case .headerNoneLastDate: 14
    case .headerRefreshed: 15
    case .headerFailed: 16
    case .footerLoaded: 17
    case .autoFooterFailed: 18
    case .backFooterFailed: 19
    case .headerAccessibilityLabel: 20
    case .footerAccessibilityLabel: 21
    case .trailerAccessibilityLabel: 22
    case .leadingLoaderIdle: 23
    case .leadingLoaderRefreshing: 24
    case .leadingLoaderNoMoreData: 25
    case .leadingLoaderFailed: 26
    case .leadingLoaderAccessibilityLabel: 27
    case .headerSecondFloorArmed: 28
    case .headerSecondFloorOpen: 29
    case .headerSecondFloorClosing: 30
    case .headerSecondFloorOpenAction: 31
    case .headerSecondFloorCloseAction: 32
    }
  }
}
