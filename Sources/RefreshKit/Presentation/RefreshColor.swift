/// A color for headless presentation models, in sRGB components from 0 to 1, or a role the host
/// resolves for light and dark mode.
///
/// The built-in components draw in roles (the arrow tinted like the label, as in MJRefresh). A
/// role's components are its light-mode color, MJRefresh's gray; ``resolved(darkMode:)`` gives
/// the dark one.
public struct RefreshColor: Hashable, Sendable {
  /// The red component, 0 to 1.
  public var red: Double

  /// The green component, 0 to 1.
  public var green: Double

  /// The blue component, 0 to 1.
  public var blue: Double

  /// The opacity, 0 to 1.
  public var alpha: Double

  /// The role the host resolves for light and dark mode, or `nil` for a fixed color.
  public var role: Role?

  /// What a color is for: the host picks the shade for its appearance.
  public enum Role: Sendable, Hashable, CaseIterable {
    /// Primary text: the state label.
    case text

    /// Secondary text: the last-updated time.
    case secondaryText

    /// Controls: the spinner.
    case tint
  }

  /// Creates a color from its components; each is clamped to 0...1 and NaN becomes 0.
  public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
    func clamped(_ value: Double) -> Double {
      value.isNaN ? 0 : min(max(value, 0), 1)
    }
    self.red = clamped(red)
    self.green = clamped(green)
    self.blue = clamped(blue)
    self.alpha = clamped(alpha)
  }

  /// The color of `role`, with MJRefresh's gray as its light-mode components.
  public init(role: Role) {
    self = Self.label
    self.role = role
  }

  /// The fixed color to draw: a role's shade for light or dark mode; a fixed color as it is.
  ///
  /// Light mode keeps MJRefresh's RGB(90, 90, 90); dark mode uses RGB(200, 200, 200), and
  /// RGB(160, 160, 160) for secondary text.
  public func resolved(darkMode: Bool) -> RefreshColor {
    guard let role = self.role else {
      return self
    }
    guard darkMode else {
      return RefreshColor(red: self.red, green: self.green, blue: self.blue, alpha: self.alpha)
    }
    let gray: Double =
      switch role {
      case .text, .tint: 200.0 / 255
      case .secondaryText: 160.0 / 255
      }
    return RefreshColor(red: gray, green: gray, blue: gray, alpha: self.alpha)
  }

  /// MJRefresh's label color: RGB(90, 90, 90), fixed.
  public static let label = RefreshColor(red: 90.0 / 255, green: 90.0 / 255, blue: 90.0 / 255)

  /// The primary text role: the state label's default.
  public static let text = RefreshColor(role: .text)

  /// The secondary text role: the last-updated label's default.
  public static let secondaryText = RefreshColor(role: .secondaryText)

  /// The tint role: the spinner's default.
  public static let tint = RefreshColor(role: .tint)

  // UIKit's named colours, with UIColor.h's components, as MJRefresh's users set them.

  /// UIKit's `black`.
  public static let black = RefreshColor(red: 0, green: 0, blue: 0)

  /// UIKit's `darkGray`.
  public static let darkGray = RefreshColor(red: 0.333, green: 0.333, blue: 0.333)

  /// UIKit's `lightGray`.
  public static let lightGray = RefreshColor(red: 0.667, green: 0.667, blue: 0.667)

  /// UIKit's `white`.
  public static let white = RefreshColor(red: 1, green: 1, blue: 1)

  /// UIKit's `gray`.
  public static let gray = RefreshColor(red: 0.5, green: 0.5, blue: 0.5)

  /// UIKit's `red`.
  public static let red = RefreshColor(red: 1, green: 0, blue: 0)

  /// UIKit's `green`.
  public static let green = RefreshColor(red: 0, green: 1, blue: 0)

  /// UIKit's `blue`.
  public static let blue = RefreshColor(red: 0, green: 0, blue: 1)

  /// UIKit's `cyan`.
  public static let cyan = RefreshColor(red: 0, green: 1, blue: 1)

  /// UIKit's `yellow`.
  public static let yellow = RefreshColor(red: 1, green: 1, blue: 0)

  /// UIKit's `magenta`.
  public static let magenta = RefreshColor(red: 1, green: 0, blue: 1)

  /// UIKit's `orange`.
  public static let orange = RefreshColor(red: 1, green: 0.5, blue: 0)

  /// UIKit's `purple`.
  public static let purple = RefreshColor(red: 0.5, green: 0, blue: 0.5)

  /// UIKit's `brown`.
  public static let brown = RefreshColor(red: 0.6, green: 0.4, blue: 0.2)

  /// UIKit's `clear`.
  public static let clear = RefreshColor(red: 0, green: 0, blue: 0, alpha: 0)
}
