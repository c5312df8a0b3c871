#if os(macOS) || os(Linux)  // the stand-in on Linux, for the tests; nothing on iOS

// UIKit's and AppKit's insets convert with RefreshKit's by the edges they share.
extension NSEdgeInsets: PlatformEdgeInsets {}

extension NSColor {
  /// AppKit's colour of a component's colour, in sRGB: a role becomes a dynamic colour, resolved
  /// for the light or dark appearance it is drawn in.
  ///
  /// - Parameter color: The component's colour.
  public convenience init(_ color: RefreshColor) {
    guard color.role != nil else {
      self.init(
        srgbRed: CGFloat(color.red), green: CGFloat(color.green), blue: CGFloat(color.blue),
        alpha: CGFloat(color.alpha))
      return
    }
    self.init(name: nil) { appearance in
      let dark = appearance.bestMatch(from: [.aqua, .darkAqua]) == .darkAqua
      return NSColor(color.resolved(darkMode: dark))
    }
  }
}
#endif
