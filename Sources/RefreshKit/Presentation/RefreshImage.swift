public import Foundation

/// An image a component asks the host to draw, by name and size: RefreshKit never loads pixels.
///
/// A GIF header holds a list of these per state; the host maps each name to a real image.
///
/// ```swift
/// let frames = (1...60).map {
///   RefreshImage(name: String(format: "dropdown_anim__%04d", $0), size: CGSize(width: 50, height: 50))
/// }
/// header.setImages(frames, for: .idle)
/// ```
public struct RefreshImage: Hashable, Sendable {
  /// The name the host resolves to an image.
  public var name: String

  /// The image's size in points.
  public var size: CGSize

  /// Creates an image reference.
  ///
  /// - Parameters:
  ///   - name: The name the host resolves to an image.
  ///   - size: The image's size in points. Non-finite or negative dimensions become zero.
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

  /// Feeds the name and the size to `hasher` (`CGSize` is `Hashable` on Apple's SDKs only from
  /// iOS 18 and macOS 15).
  ///
  /// - Parameter hasher: The hasher.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(self.name)
    hasher.combine(size: self.size)
  }
}
