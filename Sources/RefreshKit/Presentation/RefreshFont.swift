public import Foundation

/// A label's font, described without a UI framework: a size and a weight, in the system font or
/// a family of the app's, with the text style it scales like (Dynamic Type).
///
/// MJRefresh's labels draw `[UIFont boldSystemFontOfSize:14]`, ``mjRefresh``:
///
/// ```swift
/// header.stateLabel.font = .system(size: 12, weight: .medium)
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

  /// The size in points at the default text size, scaled with the user's text size.
  public var size: CGFloat

  /// The weight.
  public var weight: Weight

  /// The font family's name (`"Avenir Next"`), or `nil` for the system font.
  ///
  /// A UIKit or AppKit binding that finds no such family or face draws the system font.
  public var family: String?

  /// The text style the size scales like, or `nil` to keep the label's
  /// (``LabelModel/textStyle``, the subheadline's by default).
  public var textStyle: RefreshTextStyle?

  /// A font.
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
  public static func system(size: CGFloat, weight: Weight = .regular) -> RefreshFont {
    RefreshFont(size: size, weight: weight)
  }

  /// The bold system font, MJRefresh's `boldSystemFontOfSize:`.
  public static func boldSystem(size: CGFloat) -> RefreshFont {
    RefreshFont(size: size, weight: .bold)
  }

  /// A font of the app's, by family name (a font it bundles, or one the system has).
  public static func custom(_ family: String, size: CGFloat, weight: Weight = .regular)
    -> RefreshFont
  {
    RefreshFont(size: size, weight: weight, family: family)
  }

  /// The system font at a text style's default size, scaled like that style:
  /// `UIFont.preferredFont(forTextStyle:)` with a weight.
  public static func preferred(_ style: RefreshTextStyle, weight: Weight = .regular)
    -> RefreshFont
  {
    RefreshFont(size: style.defaultPointSize, weight: weight, textStyle: style)
  }

  /// MJRefresh's label font, every built-in label's default: the bold system font of 14 points,
  /// scaled like a subheadline.
  public static let mjRefresh = RefreshFont(size: 14, weight: .bold)

  /// The same font at another size.
  public func withSize(_ size: CGFloat) -> RefreshFont {
    var font = self
    font.size = size
    return font
  }
}

extension RefreshTextStyle {
  /// At ``RefreshContentSizeCategory/large``, the default text size.
  var defaultPointSize: CGFloat {
    self.pointSizes[RefreshContentSizeCategory.large.rawValue]
  }
}
