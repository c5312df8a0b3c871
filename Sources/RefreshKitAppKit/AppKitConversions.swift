#if os(macOS) || os(Linux)  // the stand-in on Linux, for the tests; nothing on iOS
public import RefreshKit

#if os(macOS)
public import AppKit
#else
public import AppKitStandIn
#endif

extension EdgeInsets {
  /// RefreshKit's insets of AppKit's.
  ///
  /// - Parameter insets: AppKit's insets.
  public init(_ insets: NSEdgeInsets) {
    self.init(top: insets.top, left: insets.left, bottom: insets.bottom, right: insets.right)
  }
}

extension NSEdgeInsets {
  /// AppKit's insets of RefreshKit's.
  ///
  /// - Parameter insets: RefreshKit's insets.
  public init(_ insets: EdgeInsets) {
    self.init(top: insets.top, left: insets.left, bottom: insets.bottom, right: insets.right)
  }
}

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
