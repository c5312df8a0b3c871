import Foundation

/// The text style a label's font scales like, as `UIFont.TextStyle` and SwiftUI's
/// `Font.TextStyle` name them.
///
/// The built-in labels are ``subheadline``, which MJRefresh's 14-point text scales like.
public enum RefreshTextStyle: Sendable, Hashable, CaseIterable {
  /// Body text: 17 points at the default size.
  case body
  /// A subheadline: 15 points at the default size.
  case subheadline
  /// A footnote: 13 points at the default size.
  case footnote

  /// Per ``RefreshContentSizeCategory``, from the Human Interface Guidelines, Typography.
  var pointSizes: [CGFloat] {
    switch self {
    case .body: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]
    case .subheadline: [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49]
    case .footnote: [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44]
    }
  }
}
