import Foundation

/// The gallery's web pages and pictures, by path: what the server answers a browser's `GET`.
///
/// - `/`: the index of scenarios.
/// - `/s/<id>`: one scenario's page (one page for all, which reads the id from its address).
/// - `/gallery.css`, `/gallery.js`: the page's style and script.
/// - `/art/<name>.svg`: a picture of ``GalleryArt``.
/// - `/scenarios.json`: the catalog, ``GalleryScenario/all``.
public enum GallerySite {
  /// A file to answer with.
  public struct Asset: Sendable, Equatable {
    /// Its media type, such as `text/html; charset=utf-8`.
    public var contentType: String
    /// Its text.
    public var body: String
  }

  /// The file at `path`, or `nil` for a path the gallery does not serve.
  ///
  /// - Parameter path: The request's path, without its query.
  /// - Returns: The file.
  public static func asset(at path: String) -> Asset? {
    switch path {
    case "/", "/index.html":
      return self.file("index.html", "text/html; charset=utf-8")
    case "/gallery.css":
      return self.file("gallery.css", "text/css; charset=utf-8")
    case "/gallery.js":
      return self.file("gallery.js", "text/javascript; charset=utf-8")
    case "/scenarios.json":
      return Asset(contentType: "application/json", body: self.catalog)
    default:
      break
    }
    if path.hasPrefix("/s/"), GalleryScenario.named(String(path.dropFirst(3))) != nil {
      return self.file("scenario.html", "text/html; charset=utf-8")
    }
    if path.hasPrefix("/art/"), path.hasSuffix(".svg") {
      let name = path.dropFirst("/art/".count).dropLast(".svg".count)
      return GalleryArt.svg(named: String(name)).map {
        Asset(contentType: "image/svg+xml", body: $0)
      }
    }
    return nil
  }

  private static let catalog: String = {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    let data = (try? encoder.encode(GalleryScenario.all)) ?? Data("[]".utf8)
    return String(decoding: data, as: UTF8.self)
  }()

  private static func file(_ name: String, _ contentType: String) -> Asset? {
    guard let body = self.files[name] else {
      return nil
    }
    return Asset(contentType: contentType, body: body)
  }

  /// The page's files, read once from the bundle.
  private static let files: [String: String] = {
    var files: [String: String] = [:]
    for name in ["index.html", "scenario.html", "gallery.css", "gallery.js"] {
      let parts = name.split(separator: ".", maxSplits: 1).map(String.init)
      if let url = Bundle.module.url(
        forResource: parts[0], withExtension: parts[1], subdirectory: "Site"),
        let text = try? String(contentsOf: url, encoding: .utf8)
      {
        files[name] = text
      }
    }
    return files
  }()
}
