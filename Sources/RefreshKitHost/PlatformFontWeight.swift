public import RefreshKit

/// A platform's font weight: UIKit's `UIFont.Weight`, AppKit's `NSFont.Weight` and SwiftUI's
/// `Font.Weight` each have these nine (UIFontDescriptor.h, NSFontDescriptor.h, SwiftUI's
/// `Font.Weight`), and each binding makes its own conform, so that a label font's weight
/// maps to every platform's in one place (`RefreshFont.Weight.platformWeight(_:)`).
public protocol PlatformFontWeight {
  /// The ultra-light weight.
  static var ultraLight: Self { get }
  /// The thin weight.
  static var thin: Self { get }
  /// The light weight.
  static var light: Self { get }
  /// The regular weight.
  static var regular: Self { get }
  /// The medium weight.
  static var medium: Self { get }
  /// The semibold weight.
  static var semibold: Self { get }
  /// The bold weight.
  static var bold: Self { get }
  /// The heavy weight.
  static var heavy: Self { get }
  /// The black weight.
  static var black: Self { get }
}

extension RefreshFont.Weight {
  /// The platform's weight of this weight, one to one.
  ///
  /// - Parameter type: The platform's weight type, such as `UIFont.Weight`.
  /// - Returns: The weight of the same name.
  public func platformWeight<Weight: PlatformFontWeight>(_ type: Weight.Type = Weight.self)
    -> Weight
  {
    switch self {
    case .ultraLight: .ultraLight
    case .thin: .thin
    case .light: .light
    case .regular: .regular
    case .medium: .medium
    case .semibold: .semibold
    case .bold: .bold
    case .heavy: .heavy
    case .black: .black
    }
  }
}
