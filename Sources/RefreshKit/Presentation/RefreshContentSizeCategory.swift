public import Foundation

/// The user's preferred text size: iOS's Dynamic Type setting (`UIContentSizeCategory`,
/// SwiftUI's `DynamicTypeSize`), from extra small to the fifth accessibility size.
///
/// Components scale their labels by it (``RefreshConfig/contentSizeCategory``) and grow to fit
/// their text. The bindings set it from the platform; on macOS, where users cannot change it, it
/// stays ``large``.
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

  /// How much larger than at ``large`` text of `style` is at this size.
  ///
  /// The sizes are Apple's iOS Dynamic Type sizes, by which `UIFontMetrics` scales a custom font.
  public func scale(for style: RefreshTextStyle) -> CGFloat {
    let sizes = style.pointSizes
    return sizes[self.rawValue] / sizes[Self.large.rawValue]
  }

  /// Orders the sizes from the smallest.
  public static func < (lhs: Self, rhs: Self) -> Bool {
    lhs.rawValue < rhs.rawValue
  }
}
