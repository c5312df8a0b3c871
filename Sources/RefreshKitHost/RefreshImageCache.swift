public import RefreshKit

/// A binding's platform images of `RefreshImage`s, each loaded once: the built-in arrows as
/// SF Symbols (`arrow.down`, and `arrow.left` for the trailer), any other image by its name.
public struct RefreshImageCache<Image> {
  /// Where a platform image comes from.
  public enum Source: Equatable, Sendable {
    /// An SF Symbol of this name.
    case systemSymbol(String)
    /// The main bundle's image of this name.
    case named(String)
  }

  private var images: [String: Image?] = [:]

  /// An empty cache.
  public init() {}

  /// The platform image of `image`, loaded by `load` the first time.
  ///
  /// - Parameters:
  ///   - image: The image.
  ///   - load: Loads a platform image from its source.
  /// - Returns: The platform image, or `nil` if it could not be loaded.
  public mutating func image(for image: RefreshImage, load: (Source) -> Image?) -> Image? {
    if let cached = self.images[image.name] {
      return cached
    }
    let source: Source =
      switch image.name {
      case RefreshImage.arrow.name: .systemSymbol("arrow.down")
      case RefreshImage.trailerArrow.name: .systemSymbol("arrow.left")
      default: .named(image.name)
      }
    let loaded = load(source)
    self.images[image.name] = .some(loaded)
    return loaded
  }
}
