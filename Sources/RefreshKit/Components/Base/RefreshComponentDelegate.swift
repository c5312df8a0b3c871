public import Foundation

/// The delegate of a refresh component, for hosts written in the style of
/// EGOTableViewPullRefresh and PGRefresh.
///
/// While ``refreshComponentIsLoading(_:)`` returns `true`, the component does not enter
/// ``RefreshState/pulling`` and refuses to begin refreshing, as EGO's header does.
@MainActor
public protocol RefreshComponentDelegate: AnyObject {
  /// The component started refreshing, once per refresh right after its refreshing action: load
  /// now, then call ``RefreshComponent/endRefreshing(completion:)``.
  func refreshComponentDidTriggerRefresh(_ component: RefreshComponent)

  /// Whether the host is already loading, which blocks a new trigger; `false` by default.
  func refreshComponentIsLoading(_ component: RefreshComponent) -> Bool

  /// The time of the last update to show instead of the stored one; `nil` (the stored one) by
  /// default.
  func refreshComponentLastUpdated(_ component: RefreshComponent) -> Date?
}

extension RefreshComponentDelegate {
  /// Returns `false`: the host is never loading.
  public func refreshComponentIsLoading(_ component: RefreshComponent) -> Bool {
    false
  }

  /// Returns `nil`: no time of the delegate's own.
  public func refreshComponentLastUpdated(_ component: RefreshComponent) -> Date? {
    nil
  }
}
