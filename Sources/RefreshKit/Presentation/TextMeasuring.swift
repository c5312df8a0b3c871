public import Foundation

/// Measures how wide a text is, so that components can place an arrow or a spinner beside it.
///
/// RefreshKit has no fonts: ``ApproximateTextMeasurer`` estimates widths from the characters. A
/// UIKit host that wants exact placement sets `RefreshConfig.default.textMeasurer` to a measurer
/// that asks its font.
public protocol TextMeasuring: Sendable {
  /// The width of `text`, on one line, in the bold system font of size `fontSize`, in points;
  /// zero for an empty text.
  func width(of text: String, fontSize: CGFloat) -> CGFloat

  /// The height of one line of text in the bold system font of size `fontSize`, in points.
  ///
  /// By default 1.2 times the size, rounded up, about what the system font's `lineHeight` is.
  func lineHeight(fontSize: CGFloat) -> CGFloat

  /// The width of `text`, on one line, set in `font`, in points; zero for an empty text.
  ///
  /// By default ``width(of:fontSize:)`` of `font`'s size; the bindings' measurers ask the font.
  func width(of text: String, font: RefreshFont) -> CGFloat

  /// The height of one line of text in `font`, in points.
  ///
  /// By default ``lineHeight(fontSize:)`` of `font`'s size.
  func lineHeight(font: RefreshFont) -> CGFloat
}

extension TextMeasuring {
  /// The width in the bold system font of `font`'s size.
  public func width(of text: String, font: RefreshFont) -> CGFloat {
    self.width(of: text, fontSize: font.size)
  }

  /// The line height of `font`'s size.
  public func lineHeight(font: RefreshFont) -> CGFloat {
    self.lineHeight(fontSize: font.size)
  }

  /// 1.2 times `fontSize`, rounded up.
  public func lineHeight(fontSize: CGFloat) -> CGFloat {
    guard fontSize.isFinite, fontSize > 0 else {
      return 0
    }
    return (fontSize * 1.2).rounded(.up)
  }
}
