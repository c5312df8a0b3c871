/// A color for headless presentation models, in sRGB components from 0 to 1, or a role the host
/// resolves for light and dark mode.
///
/// The host converts it to its own color type when it draws. The built-in components draw in
/// roles: ``text`` for the state label (and the arrow, tinted like it, as in MJRefresh),
/// ``secondaryText`` for the last-updated time, ``tint`` for the spinner. A role's components are
/// its light-mode color, MJRefresh's gray; ``resolved(darkMode:)`` gives the dark one, and the
/// bindings resolve roles as the appearance changes:
///
/// ```swift
/// header.stateLabel.textColor.role                          // .text
/// header.stateLabel.textColor.resolved(darkMode: true)      // RGB(200, 200, 200)
/// header.stateLabel.textColor = RefreshColor(red: 1, green: 0, blue: 0)   // fixed red, no role
/// ```
public struct RefreshColor: Hashable, Sendable {
  /// The red component, 0 to 1.
  public var red: Double

  /// The green component, 0 to 1.
  public var green: Double

  /// The blue component, 0 to 1.
  public var blue: Double

  /// The opacity, 0 to 1.
  public var alpha: Double

  /// The role the color plays, for the host to resolve for light and dark mode, or `nil` for a
  /// fixed color.
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
  ///
  /// - Parameters:
  ///   - red: The red component.
  ///   - green: The green component.
  ///   - blue: The blue component.
  ///   - alpha: The opacity. Defaults to 1.
  public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
    func clamped(_ value: Double) -> Double {
      value.isNaN ? 0 : min(max(value, 0), 1)
    }
    self.red = clamped(red)
    self.green = clamped(green)
    self.blue = clamped(blue)
    self.alpha = clamped(alpha)
  }

  /// The color of `role`: its light-mode components, MJRefresh's gray, with the role for the host
  /// to resolve.
  ///
  /// - Parameter role: The role.
  public init(role: Role) {
    self = Self.label
    self.role = role
  }

  /// The color to draw: a role's shade for light or dark mode; a fixed color as it is.
  ///
  /// Light mode keeps MJRefresh's RGB(90, 90, 90) for every role; dark mode lightens text to
  /// RGB(200, 200, 200), secondary text to RGB(160, 160, 160) and the tint to RGB(200, 200, 200),
  /// so the labels read on a dark background.
  ///
  /// - Parameter darkMode: Whether the host draws in dark mode.
  /// - Returns: A fixed color (no role).
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

  // The named colours of UIKit's UIColor.h (and AppKit's NSColor.h), with the components the
  // header gives each: what MJRefresh's users set (`stateLabel.textColor = [UIColor grayColor]`).

  /// UIKit's `black` (blackColor: 0.0 white).
  public static let black = RefreshColor(red: 0, green: 0, blue: 0)

  /// UIKit's `darkGray` (darkGrayColor: 0.333 white).
  public static let darkGray = RefreshColor(red: 0.333, green: 0.333, blue: 0.333)

  /// UIKit's `lightGray` (lightGrayColor: 0.667 white).
  public static let lightGray = RefreshColor(red: 0.667, green: 0.667, blue: 0.667)

  /// UIKit's `white` (whiteColor: 1.0 white).
  public static let white = RefreshColor(red: 1, green: 1, blue: 1)

  /// UIKit's `gray` (grayColor: 0.5 white).
  public static let gray = RefreshColor(red: 0.5, green: 0.5, blue: 0.5)

  /// UIKit's `red` (redColor: 1.0, 0.0, 0.0 RGB).
  public static let red = RefreshColor(red: 1, green: 0, blue: 0)

  /// UIKit's `green` (greenColor: 0.0, 1.0, 0.0 RGB).
  public static let green = RefreshColor(red: 0, green: 1, blue: 0)

  /// UIKit's `blue` (blueColor: 0.0, 0.0, 1.0 RGB).
  public static let blue = RefreshColor(red: 0, green: 0, blue: 1)

  /// UIKit's `cyan` (cyanColor: 0.0, 1.0, 1.0 RGB).
  public static let cyan = RefreshColor(red: 0, green: 1, blue: 1)

  /// UIKit's `yellow` (yellowColor: 1.0, 1.0, 0.0 RGB).
  public static let yellow = RefreshColor(red: 1, green: 1, blue: 0)

  /// UIKit's `magenta` (magentaColor: 1.0, 0.0, 1.0 RGB).
  public static let magenta = RefreshColor(red: 1, green: 0, blue: 1)

  /// UIKit's `orange` (orangeColor: 1.0, 0.5, 0.0 RGB).
  public static let orange = RefreshColor(red: 1, green: 0.5, blue: 0)

  /// UIKit's `purple` (purpleColor: 0.5, 0.0, 0.5 RGB).
  public static let purple = RefreshColor(red: 0.5, green: 0, blue: 0.5)

  /// UIKit's `brown` (brownColor: 0.6, 0.4, 0.2 RGB).
  public static let brown = RefreshColor(red: 0.6, green: 0.4, blue: 0.2)

  /// UIKit's `clear` (clearColor: 0.0 white, 0.0 alpha).
  public static let clear = RefreshColor(red: 0, green: 0, blue: 0, alpha: 0)
}
