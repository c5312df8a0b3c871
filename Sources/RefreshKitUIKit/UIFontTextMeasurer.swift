#if canImport(UIKit) || os(Linux)  // the stand-in on Linux, for the tests; nothing on macOS

/// Measures a component's labels with the bold system font UIKit draws them in, so that the
/// arrow and the spinner sit exactly beside the text.
///
/// The UIKit binding gives it to every component it attaches whose configuration still uses
/// the approximate default.
public struct UIFontTextMeasurer: TextMeasuring {
  /// A measurer.
  public init() {}

  /// The width of `text` on one line in the bold system font of `fontSize`.
  ///
  /// - Parameters:
  ///   - text: The text.
  ///   - fontSize: The font size.
  /// - Returns: The width, rounded up to whole points as UIKit lays text out.
  public func width(of text: String, fontSize: CGFloat) -> CGFloat {
    let font = UIFont.boldSystemFont(ofSize: fontSize)
    return (text as NSString).size(withAttributes: [.font: font]).width.rounded(.up)
  }

  /// The line height of the bold system font of `fontSize`, rounded up.
  ///
  /// - Parameter fontSize: The font size.
  /// - Returns: The font's `lineHeight`, rounded up to whole points.
  public func lineHeight(fontSize: CGFloat) -> CGFloat {
    UIFont.boldSystemFont(ofSize: fontSize).lineHeight.rounded(.up)
  }

  /// The width of `text` on one line in `font`, as UIKit draws it.
  ///
  /// - Parameters:
  ///   - text: The text.
  ///   - font: The label's font, at the size drawn.
  /// - Returns: The width, rounded up to whole points.
  public func width(of text: String, font: RefreshFont) -> CGFloat {
    (text as NSString).size(withAttributes: [.font: font.uiFont]).width.rounded(.up)
  }

  /// The line height of `font`, rounded up.
  ///
  /// - Parameter font: The label's font, at the size drawn.
  /// - Returns: The font's `lineHeight`, rounded up to whole points.
  public func lineHeight(font: RefreshFont) -> CGFloat {
    font.uiFont.lineHeight.rounded(.up)
  }
}
#endif
