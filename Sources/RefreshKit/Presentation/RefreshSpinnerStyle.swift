public import Foundation

/// A spinner's size, as `UIActivityIndicatorView.Style` names it: MJRefresh's `loadingView`
/// is the medium one.
public enum RefreshSpinnerStyle: Sendable, Hashable, CaseIterable {
  /// 20 × 20 points: `UIActivityIndicatorView.Style.medium`, the default.
  case medium
  /// 37 × 37 points: `UIActivityIndicatorView.Style.large` (`whiteLarge` before iOS 13).
  case large

  /// The spinner's size in points.
  public var size: CGSize {
    switch self {
    case .medium: CGSize(width: 20, height: 20)
    case .large: CGSize(width: 37, height: 37)
    }
  }
}
