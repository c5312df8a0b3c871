public import Foundation

/// The delegate of a refresh component, for hosts written in the style of
/// EGOTableViewPullRefresh and PGRefresh.
///
/// ```swift
/// final class FeedController: RefreshComponentDelegate {
///   var isLoading = false
///   func refreshComponentDidTriggerRefresh(_ component: RefreshComponent) {
///     isLoading = true
///     load { self.isLoading = false; component.endRefreshing() }
///   }
///   func refreshComponentIsLoading(_ component: RefreshComponent) -> Bool { isLoading }
/// }
/// header.delegate = controller
/// ```
///
/// While ``refreshComponentIsLoading(_:)`` returns `true`, the component does not enter
/// ``RefreshState/pulling`` and refuses to begin refreshing, as EGO's header does.
@MainActor
public protocol RefreshComponentDelegate: AnyObject {
  /// The component started refreshing: load now, then call
  /// ``RefreshComponent/endRefreshing(completion:)``.
  ///
  /// Called once per refresh, right after the component's refreshing action.
  ///
  /// - Parameter component: The component that triggered.
  func refreshComponentDidTriggerRefresh(_ component: RefreshComponent)

  /// Whether the host is already loading, which blocks a new trigger. Defaults to `false`.
  ///
  /// - Parameter component: The component that asks.
  /// - Returns: `true` to block triggering.
  func refreshComponentIsLoading(_ component: RefreshComponent) -> Bool

  /// The time of the last update to show, instead of the stored one. Defaults to `nil`.
  ///
  /// - Parameter component: The component that asks.
  /// - Returns: The time to show, or `nil` to show the stored time.
  func refreshComponentLastUpdated(_ component: RefreshComponent) -> Date?
}

extension RefreshComponentDelegate {
  /// The host is never loading.
  ///
  /// - Parameter component: The component that asks.
  /// - Returns: `false`.
  public func refreshComponentIsLoading(_ component: RefreshComponent) -> Bool {
    false
  }

  /// No time of the delegate's own.
  ///
  /// - Parameter component: The component that asks.
  /// - Returns: `nil`.
  public func refreshComponentLastUpdated(_ component: RefreshComponent) -> Date? {
    nil
  }
}
