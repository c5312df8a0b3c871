#if os(macOS) || os(Linux)  // the stand-in on Linux, for the tests; nothing on iOS

/// Measures a component's labels with the bold system font AppKit draws them in.
public struct NSFontTextMeasurer: TextMeasuring {
  /// A measurer.
  public init() {}

  /// The width of `text` on one line in the bold system font of `fontSize`.
  ///
  /// - Parameters:
  ///   - text: The text.
  ///   - fontSize: The font size.
  /// - Returns: The width, rounded up to whole points.
  public func width(of text: String, fontSize: CGFloat) -> CGFloat {
    let font = NSFont.boldSystemFont(ofSize: fontSize)
    return (text as NSString).size(withAttributes: [.font: font]).width.rounded(.up)
  }

  /// The width of `text` on one line in `font`, as AppKit draws it.
  ///
  /// - Parameters:
  ///   - text: The text.
  ///   - font: The label's font, at the size drawn.
  /// - Returns: The width, rounded up to whole points.
  public func width(of text: String, font: RefreshFont) -> CGFloat {
    (text as NSString).size(withAttributes: [.font: font.nsFont]).width.rounded(.up)
  }
}
#endif
