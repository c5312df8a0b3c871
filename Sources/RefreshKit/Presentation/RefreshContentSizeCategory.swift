public import Foundation

/// The user's preferred text size: iOS's Dynamic Type setting (`UIContentSizeCategory`,
/// SwiftUI's `DynamicTypeSize`), from extra small to the fifth accessibility size.
///
/// Components scale their labels by it (``RefreshConfig/contentSizeCategory``), and those that
/// show text grow to fit it. The bindings set it from the platform: the UIKit binding from the
/// trait collection, the SwiftUI binding from `dynamicTypeSize`; on macOS the user cannot change
/// it ("On macOS, this value cannot be changed by users and does not affect the text size",
/// `EnvironmentValues.dynamicTypeSize`), and it stays ``large``.
public enum RefreshContentSizeCategory: Int, Sendable, Hashable, CaseIterable, Comparable {
  /// Extra small.
  case extraSmall
  /// Small.
  case small
  /// Medium.
  case medium
  /// Large: the default, at which text has MJRefresh's sizes.
  case large
  /// Extra large.
  case extraLarge
  /// Extra extra large.
  case extraExtraLarge
  /// Extra extra extra large: the largest of the standard sizes.
  case extraExtraExtraLarge
  /// The first accessibility size (AX1).
  case accessibilityMedium
  /// The second accessibility size (AX2).
  case accessibilityLarge
  /// The third accessibility size (AX3).
  case accessibilityExtraLarge
  /// The fourth accessibility size (AX4).
  case accessibilityExtraExtraLarge
  /// The fifth and largest accessibility size (AX5).
  case accessibilityExtraExtraExtraLarge

  /// Whether it is one of the five accessibility sizes.
  public var isAccessibilityCategory: Bool {
    self >= .accessibilityMedium
  }

  /// How much larger than at ``large`` text of `style` is at this size: 49 / 15 for a
  /// subheadline at the largest accessibility size.
  ///
  /// The sizes are Apple's Dynamic Type sizes for iOS (Human Interface Guidelines, Typography,
  /// "iOS, iPadOS Dynamic Type sizes" and "larger accessibility type sizes"), which
  /// `UIFontMetrics` scales a custom font of a text style by.
  ///
  /// - Parameter style: The text style.
  /// - Returns: The factor, 1 at ``large``.
  public func scale(for style: RefreshTextStyle) -> CGFloat {
    let sizes = style.pointSizes
    return sizes[self.rawValue] / sizes[Self.large.rawValue]
  }

  /// Orders the sizes from the smallest.
  public static func < (lhs: Self, rhs: Self) -> Bool {
    lhs.rawValue < rhs.rawValue
  }
}
