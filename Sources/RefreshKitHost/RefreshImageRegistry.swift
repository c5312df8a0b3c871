import RefreshKit

/// The platform images an app made at run time (a `UIImage` drawn in code, an `NSImage` from a
/// download), each given a name that a `RefreshImage` carries to the components, and back.
///
/// RefreshKit never loads pixels: a `RefreshImage` is a name and a size. Images in the app's
/// bundle go by their bundle names; an image made at run time is registered here, once per
/// object, and the bindings find it by the name they get (`RefreshImage(uiImage)` in the UIKit
/// binding, `RefreshImage(nsImage)` in the AppKit binding). A registered image stays while the
/// app runs: register the frames a component shows, not every image the app makes.
@MainActor
public final class RefreshImageRegistry {
  /// The registry the bindings use.
  public static let shared = RefreshImageRegistry()

  private var images: [String: AnyObject] = [:]
  private var names: [ObjectIdentifier: String] = [:]

  /// An empty registry.
  public init() {}

  /// The name of `image`: the same for the same object every time, and unlike any bundle
  /// image's.
  ///
  /// - Parameter image: The platform image.
  /// - Returns: Its name.
  public func name(for image: AnyObject) -> String {
    let key = ObjectIdentifier(image)
    if let name = self.names[key] {
      return name
    }
    let name = "refreshkit.runtime-image.\(self.images.count + 1)"
    self.names[key] = name
    self.images[name] = image
    return name
  }

  /// The image registered as `name`, if it is one of type `Image`.
  ///
  /// - Parameters:
  ///   - name: A `RefreshImage`'s name.
  ///   - type: The platform image type.
  /// - Returns: The image, or `nil` for a name not registered here (a bundle image's).
  public func image<Image: AnyObject>(named name: String, as type: Image.Type) -> Image? {
    self.images[name] as? Image
  }
}
