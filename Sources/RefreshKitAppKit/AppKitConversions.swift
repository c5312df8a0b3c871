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

extension RefreshFont {
  /// AppKit's font of a label's font: the system font of its size and weight, or, with a
  /// `family`, the font of that name (NSFont(name:size:) takes a family or a face
  /// name; the system font where none has it).
  public var nsFont: NSFont {
    if let name = self.family, let font = NSFont(name: name, size: self.size) {
      return font
    }
    if self.weight == .bold {
      return .boldSystemFont(ofSize: self.size)  // MJRefresh's, exactly
    }
    return .systemFont(ofSize: self.size, weight: self.weight.platformWeight())
  }
}

/// AppKit's weights, for a label font's (`RefreshFont.Weight.platformWeight(_:)`).
extension NSFont.Weight: PlatformFontWeight {}

extension RefreshImage {
  /// A component's image of an image the app made at run time, at its size.
  ///
  /// GIF frames or an arrow of the app's own, drawn in code or downloaded (MJRefresh's
  /// `setImages:` takes `NSImage`s). The image is kept in `RefreshImageRegistry.shared`
  /// under the name this carries.
  ///
  /// - Parameter image: The image.
  @MainActor
  public init(_ image: NSImage) {
    self.init(name: RefreshImageRegistry.shared.name(for: image), size: image.size)
  }
}
#endif
