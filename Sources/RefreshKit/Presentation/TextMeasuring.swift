public import Foundation

/// Measures how wide a text is, so that components can place an arrow or a spinner beside it.
///
/// RefreshKit has no fonts. ``ApproximateTextMeasurer`` estimates widths from the characters; a
/// UIKit host that wants exact placement supplies a measurer that asks its font:
///
/// ```swift
/// struct UIKitTextMeasurer: TextMeasuring {
///   func width(of text: String, fontSize: CGFloat) -> CGFloat {
///     (text as NSString).size(withAttributes: [.font: UIFont.boldSystemFont(ofSize: fontSize)]).width
///   }
/// }
/// RefreshConfig.default.textMeasurer = UIKitTextMeasurer()
/// ```
public protocol TextMeasuring: Sendable {
  /// The width of `text` set in the bold system font of size `fontSize`, in points.
  ///
  /// - Parameters:
  ///   - text: The text, on one line.
  ///   - fontSize: The font size in points.
  /// - Returns: The width in points; zero for an empty text.
  func width(of text: String, fontSize: CGFloat) -> CGFloat

  /// The height of one line of text in the bold system font of size `fontSize`, in points.
  ///
  /// - Parameter fontSize: The font size in points.
  /// - Returns: The line height; by default 1.2 times the size, rounded up, about what the
  ///   system font's `lineHeight` is.
  func lineHeight(fontSize: CGFloat) -> CGFloat

  /// The width of `text` set in `font`, in points.
  ///
  /// By default the width in the bold system font of `font`'s size
  /// (``width(of:fontSize:)``); the bindings' measurers ask the font itself.
  ///
  /// - Parameters:
  ///   - text: The text, on one line.
  ///   - font: The font, at the size drawn.
  /// - Returns: The width in points; zero for an empty text.
  func width(of text: String, font: RefreshFont) -> CGFloat

  /// The height of one line of text in `font`, in points.
  ///
  /// By default ``lineHeight(fontSize:)`` of `font`'s size.
  ///
  /// - Parameter font: The font, at the size drawn.
  /// - Returns: The line height.
  func lineHeight(font: RefreshFont) -> CGFloat
}

extension TextMeasuring {
  /// The width in the bold system font of `font`'s size.
  ///
  /// - Parameters:
  ///   - text: The text, on one line.
  ///   - font: The font, at the size drawn.
  /// - Returns: The width in points.
  public func width(of text: String, font: RefreshFont) -> CGFloat {
    self.width(of: text, fontSize: font.size)
  }

  /// The line height of `font`'s size.
  ///
  /// - Parameter font: The font, at the size drawn.
  /// - Returns: The line height.
  public func lineHeight(font: RefreshFont) -> CGFloat {
    self.lineHeight(fontSize: font.size)
  }

  /// 1.2 times `fontSize`, rounded up.
  ///
  /// - Parameter fontSize: The font size in points.
  /// - Returns: The line height.
  public func lineHeight(fontSize: CGFloat) -> CGFloat {
    guard fontSize.isFinite, fontSize > 0 else {
      return 0
    }
    return (fontSize * 1.2).rounded(.up)
  }
}
