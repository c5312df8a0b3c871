/// A color for headless presentation models, in sRGB components from 0 to 1.
///
/// The host converts it to its own color type when it draws.
public struct RefreshColor: Hashable, Sendable {
  /// The red component, 0 to 1.
  public var red: Double

  /// The green component, 0 to 1.
  public var green: Double

  /// The blue component, 0 to 1.
  public var blue: Double

  /// The opacity, 0 to 1.
  public var alpha: Double

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

  /// MJRefresh's label color: RGB(90, 90, 90).
  public static let label = RefreshColor(red: 90.0 / 255, green: 90.0 / 255, blue: 90.0 / 255)
}
