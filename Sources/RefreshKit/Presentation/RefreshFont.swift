public import Foundation

/// A label's font, described without a UI framework.
///
/// A size and a weight, in the system font or a family of the app's, with the text style it
/// scales like (Dynamic Type). Each binding makes the platform's font of it (`UIFont`, `NSFont`,
/// SwiftUI's `Font`).
///
/// MJRefresh's labels draw `[UIFont boldSystemFontOfSize:14]`, ``mjRefresh``; its users set
/// `stateLabel.font` to a font of their own:
///
/// ```swift
/// header.stateLabel.font = .system(size: 12, weight: .medium)
/// header.lastUpdatedTimeLabel.font = .custom("Avenir Next", size: 12)
/// footer.stateLabel.font = .preferred(.body, weight: .semibold)  // follows Dynamic Type as body
/// ```
public struct RefreshFont: Sendable, Hashable {
  /// A font weight, as `UIFont.Weight`, `NSFont.Weight` and SwiftUI's `Font.Weight` name them.
  public enum Weight: Sendable, Hashable, CaseIterable {
    /// The thinnest.
    case ultraLight
    /// Thin.
    case thin
    /// Light.
    case light
    /// The regular weight.
    case regular
    /// Medium.
    case medium
    /// Semibold.
    case semibold
    /// Bold: MJRefresh's.
    case bold
    /// Heavy.
    case heavy
    /// The heaviest.
    case black
  }

  /// The size in points at the default text size; the label scales it with the user's text
  /// size like its text style.
  public var size: CGFloat

  /// The weight.
  public var weight: Weight

  /// The font family's name (`"Avenir Next"`), or `nil` for the system font.
  ///
  /// The bindings pass it to `UIFont(name:size:)` (`NSFont`'s, SwiftUI's `Font.custom`), which
  /// take a family or a face name; a UIKit or AppKit binding that finds none draws the system
  /// font.
  public var family: String?

  /// The text style the size scales like with the user's text size, or `nil` to keep the
  /// label's (``LabelModel/textStyle``, the subheadline's by default).
  public var textStyle: RefreshTextStyle?

  /// A font.
  ///
  /// - Parameters:
  ///   - size: The size in points at the default text size.
  ///   - weight: The weight.
  ///   - family: The family's name, or `nil` for the system font.
  ///   - textStyle: The text style it scales like, or `nil` to keep the label's.
  public init(
    size: CGFloat, weight: Weight = .regular, family: String? = nil,
    textStyle: RefreshTextStyle? = nil
  ) {
    self.size = size
    self.weight = weight
    self.family = family
    self.textStyle = textStyle
  }

  /// The system font.
  ///
  /// - Parameters:
  ///   - size: The size in points.
  ///   - weight: The weight; regular by default.
  /// - Returns: The font.
  public static func system(size: CGFloat, weight: Weight = .regular) -> RefreshFont {
    RefreshFont(size: size, weight: weight)
  }

  /// The bold system font, MJRefresh's `boldSystemFontOfSize:`.
  ///
  /// - Parameter size: The size in points.
  /// - Returns: The font.
  public static func boldSystem(size: CGFloat) -> RefreshFont {
    RefreshFont(size: size, weight: .bold)
  }

  /// A font of the app's, by family name (a font it bundles, or one the system has).
  ///
  /// - Parameters:
  ///   - family: The family's name.
  ///   - size: The size in points.
  ///   - weight: The weight; regular by default.
  /// - Returns: The font.
  public static func custom(_ family: String, size: CGFloat, weight: Weight = .regular)
    -> RefreshFont
  {
    RefreshFont(size: size, weight: weight, family: family)
  }

  /// The system font at a text style's size at the default text size, scaled like that style:
  /// `UIFont.preferredFont(forTextStyle:)` with a weight.
  ///
  /// - Parameters:
  ///   - style: The text style.
  ///   - weight: The weight; regular by default.
  /// - Returns: The font.
  public static func preferred(_ style: RefreshTextStyle, weight: Weight = .regular)
    -> RefreshFont
  {
    RefreshFont(size: style.defaultPointSize, weight: weight, textStyle: style)
  }

  /// MJRefresh's label font, every built-in label's default: the bold system font of 14 points,
  /// scaled like a subheadline.
  public static let mjRefresh = RefreshFont(size: 14, weight: .bold)

  /// The same font at another size.
  ///
  /// - Parameter size: The size in points.
  /// - Returns: The font.
  public func withSize(_ size: CGFloat) -> RefreshFont {
    var font = self
    font.size = size
    return font
  }
}

extension RefreshTextStyle {
  /// The style's size at the default text size (``RefreshContentSizeCategory/large``).
  var defaultPointSize: CGFloat {
    self.pointSizes[RefreshContentSizeCategory.large.rawValue]
  }
}
