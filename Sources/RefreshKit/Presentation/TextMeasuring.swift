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
}

extension TextMeasuring {
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
