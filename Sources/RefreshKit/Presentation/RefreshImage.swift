public import Foundation

/// An image a component asks the host to draw, by name and size: RefreshKit never loads pixels.
///
/// The host maps each name to a real image.
public struct RefreshImage: Hashable, Sendable {
  /// The name the host resolves to an image.
  public var name: String

  /// The image's size in points.
  public var size: CGSize

  /// Creates an image reference; non-finite or negative dimensions of `size` become zero.
  public init(name: String, size: CGSize) {
    self.name = name
    self.size = CGSize(
      width: size.width.isFinite ? max(size.width, 0) : 0,
      height: size.height.isFinite ? max(size.height, 0) : 0)
  }

  /// MJRefresh's pull arrow (`arrow@2x.png`, 30 × 80 pixels): 15 × 40 points.
  public static let arrow = RefreshImage(name: "arrow", size: CGSize(width: 15, height: 40))

  /// MJRefresh's trailer arrow (`trail_arrow@2x.png`, 40 × 40 pixels): 20 × 20 points.
  public static let trailerArrow = RefreshImage(
    name: "trail_arrow", size: CGSize(width: 20, height: 20))

  /// Feeds the name and the size to `hasher` (`CGSize` is `Hashable` only from iOS 18/macOS 15).
  public func hash(into hasher: inout Hasher) {
    hasher.combine(self.name)
    hasher.combine(size: self.size)
  }
}
