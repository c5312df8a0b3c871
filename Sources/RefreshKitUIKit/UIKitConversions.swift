#if canImport(UIKit) || os(Linux)  // the stand-in on Linux, for the tests; nothing on macOS

// UIKit's and AppKit's insets convert with RefreshKit's by the edges they share.
extension UIEdgeInsets: PlatformEdgeInsets {}

extension PanState {
  /// The pan state of a gesture recognizer's state, one to one.
  ///
  /// - Parameter state: The recognizer's state.
  public init(_ state: UIGestureRecognizer.State) {
    switch state {
    case .possible: self = .possible
    case .began: self = .began
    case .changed: self = .changed
    case .ended: self = .ended
    case .cancelled: self = .cancelled
    case .failed: self = .failed
    @unknown default: self = .possible
    }
  }
}

extension UIGestureRecognizer.State {
  /// The recognizer's state of a pan state, one to one.
  ///
  /// - Parameter state: The pan state.
  public init(_ state: PanState) {
    switch state {
    case .possible: self = .possible
    case .began: self = .began
    case .changed: self = .changed
    case .ended: self = .ended
    case .cancelled: self = .cancelled
    case .failed: self = .failed
    }
  }
}

extension RefreshContentSizeCategory {
  /// The text size of UIKit's, one to one; an unspecified one is the default, large.
  ///
  /// - Parameter category: The trait collection's `preferredContentSizeCategory`.
  public init(_ category: UIContentSizeCategory) {
    // UIKit's twelve sizes, from the smallest up, as RefreshKit's are numbered.
    let sizes: [UIContentSizeCategory] = [
      .extraSmall, .small, .medium, .large, .extraLarge, .extraExtraLarge, .extraExtraExtraLarge,
      .accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge,
      .accessibilityExtraExtraLarge, .accessibilityExtraExtraExtraLarge,
    ]
    self = sizes.firstIndex(of: category).flatMap(Self.init(rawValue:)) ?? .large
  }
}

extension UIColor {
  /// UIKit's colour of a component's colour: a role becomes a dynamic colour, resolved for the
  /// light or dark appearance of wherever it is drawn.
  ///
  /// - Parameter color: The component's colour.
  public convenience init(_ color: RefreshColor) {
    guard color.role != nil else {
      self.init(
        red: CGFloat(color.red), green: CGFloat(color.green), blue: CGFloat(color.blue),
        alpha: CGFloat(color.alpha))
      return
    }
    self.init { traits in
      UIColor(color.resolved(darkMode: traits.userInterfaceStyle == .dark))
    }
  }
}

extension RefreshColor {
  /// A component's colour of UIKit's, from its red, green, blue and alpha, or `nil`.
  ///
  /// The components are `getRed:green:blue:alpha:`'s (UIColor.h): a dynamic colour's as it
  /// resolves now; a colour that has none, such as a pattern, gives `nil`.
  ///
  /// - Parameter color: UIKit's colour.
  public init?(_ color: UIColor) {
    var red: CGFloat = 0
    var green: CGFloat = 0
    var blue: CGFloat = 0
    var alpha: CGFloat = 0
    guard color.getRed(&red, green: &green, blue: &blue, alpha: &alpha) else {
      return nil
    }
    self.init(red: Double(red), green: Double(green), blue: Double(blue), alpha: Double(alpha))
  }
}

extension RefreshFont {
  /// A label's font of UIKit's: the system font of its size and weight, or the face of its
  /// name.
  ///
  /// The system font's face names begin with a dot (`.SFUI-Regular`) and are not to be asked
  /// for by name; its weight is the descriptor's `UIFontWeightTrait` (UIFontDescriptor.h),
  /// taken to the nearest of the nine weights.
  ///
  /// - Parameter font: UIKit's font.
  public init(_ font: UIFont) {
    let traits = font.fontDescriptor.object(forKey: .traits) as? [UIFontDescriptor.TraitKey: Any]
    let value = (traits?[.weight] as? NSNumber)?.doubleValue ?? 0
    let distance = { (weight: Weight) in
      abs(Double(weight.platformWeight(UIFont.Weight.self).rawValue) - value)
    }
    let weight = Weight.allCases.min { distance($0) < distance($1) } ?? .regular
    self.init(
      size: font.pointSize, weight: weight,
      family: font.fontName.hasPrefix(".") ? nil : font.fontName)
  }

  /// UIKit's font of a label's font: the system font of its size and weight, or, with a
  /// `family`, the font of that name (UIFont(name:size:) takes a family or a face
  /// name; the system font where none has it).
  public var uiFont: UIFont {
    if let name = self.family, let font = UIFont(name: name, size: self.size) {
      return font
    }
    if self.weight == .bold {
      return .boldSystemFont(ofSize: self.size)  // MJRefresh's, exactly
    }
    return .systemFont(ofSize: self.size, weight: self.weight.platformWeight())
  }
}

/// UIKit's weights, for a label font's (`RefreshFont.Weight.platformWeight(_:)`).
extension UIFont.Weight: PlatformFontWeight {}

extension RefreshImage {
  /// A component's image of an image the app made at run time, at its size.
  ///
  /// GIF frames or an arrow of the app's own, drawn in code or downloaded (MJRefresh's
  /// `setImages:` takes `UIImage`s). The image is kept in `RefreshImageRegistry.shared`
  /// under the name this carries.
  ///
  /// - Parameter image: The image.
  @MainActor
  public init(_ image: UIImage) {
    self.init(name: RefreshImageRegistry.shared.name(for: image), size: image.size)
  }
}
#endif
