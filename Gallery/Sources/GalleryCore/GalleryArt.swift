import Foundation
public import RefreshKit

/// The gallery's pictures, drawn for this project as SVG: the arrows, the spinner, the DIY logo
/// and the GIF frames of a small round bird that fills up with the pull and hops while loading.
///
/// Components name them with ``RefreshImage``; the page asks for `/art/<name>.svg` and
/// ``svg(named:)`` draws it. Every picture is one colour on a transparent ground, so that the page
/// can tint the arrow and the spinner as a mask.
public enum GalleryArt {
  /// The 60 frames that follow the pull, 50 points square: `bird-pull-01` to `bird-pull-60`.
  public static let pullFrames = (1...60).map {
    RefreshImage(name: String(format: "bird-pull-%02d", $0), size: CGSize(width: 50, height: 50))
  }
  /// The 3 frames that loop while pulling and loading: `bird-hop-1` to `bird-hop-3`.
  public static let loadingFrames = (1...3).map {
    RefreshImage(name: "bird-hop-\($0)", size: CGSize(width: 50, height: 50))
  }
  /// The DIY components' logo, 375 × 100.
  public static let logo = RefreshImage(name: "logo", size: CGSize(width: 375, height: 100))

  /// The SVG document of the picture called `name`, or `nil` for a name the gallery does not draw.
  ///
  /// - Parameter name: A ``RefreshImage/name``: `arrow`, `trail_arrow`, `spinner`, `logo`,
  ///   `bird-pull-NN` (01 to 60) or `bird-hop-N` (1 to 3).
  /// - Returns: The document.
  public static func svg(named name: String) -> String? {
    switch name {
    case "arrow": return self.arrow
    case "trail_arrow": return self.trailerArrow
    case "spinner": return self.spinner
    case "logo": return self.logoDocument
    default: break
    }
    if name.hasPrefix("bird-pull-"), let frame = Int(name.dropFirst("bird-pull-".count)),
      name.count == "bird-pull-NN".count, (1...60).contains(frame)
    {
      return self.bird(fill: Double(frame) / 60, hop: 0, wings: frame == 60)
    }
    if name.hasPrefix("bird-hop-"), let frame = Int(name.dropFirst("bird-hop-".count)),
      name.count == "bird-hop-N".count, (1...3).contains(frame)
    {
      return self.bird(fill: 1, hop: [0, 6, 3][frame - 1], wings: frame != 1)
    }
    return nil
  }

  private static func document(width: Int, height: Int, _ body: String) -> String {
    """
    <svg xmlns="http://www.w3.org/2000/svg" width="\(width)" height="\(height)" \
    viewBox="0 0 \(width) \(height)">\(body)</svg>
    """
  }

  /// MJRefresh's arrow's size, 15 × 40, pointing down: the header turns it up past the trigger.
  private static let arrow = document(
    width: 15, height: 40,
    """
    <path d="M7.5 2 V34" stroke="#000" stroke-width="2.4" stroke-linecap="round" fill="none"/>\
    <path d="M1.5 27 L7.5 37 L13.5 27" stroke="#000" stroke-width="2.4" stroke-linecap="round" \
    stroke-linejoin="round" fill="none"/>
    """)

  /// MJRefresh's trailer arrow's size, 20 × 20: a ring round an arrow pointing left, the way the
  /// content is pulled; the trailer turns it to point right past the trigger.
  private static let trailerArrow = document(
    width: 20, height: 20,
    """
    <g fill="none" stroke="#000" stroke-width="1.4" stroke-linecap="round" \
    stroke-linejoin="round"><circle cx="10" cy="10" r="8.6"/><path d="M14.5 10 H5.8"/>\
    <path d="M9.4 6.2 L5.6 10 L9.4 13.8"/></g>
    """)

  /// Twelve spokes fading round, 20 × 20; the page turns it by the spinner's rotation.
  private static let spinner: String = {
    let spokes = (0..<12).map { index in
      let opacity = 0.25 + 0.75 * Double(index) / 11
      let angle = Double(index) * 30
      return """
        <rect x="9" y="1" width="2" height="5.5" rx="1" fill="#000" \
        fill-opacity="\(String(format: "%.2f", opacity))" transform="rotate(\(Int(angle)) 10 10)"/>
        """
    }
    return document(width: 20, height: 20, spokes.joined())
  }()

  private static let logoDocument = document(
    width: 375, height: 100,
    """
    <g fill="none" stroke="#000" stroke-width="3"><circle cx="120" cy="50" r="22"/>\
    <path d="M120 36 V58 M111 50 L120 60 L129 50" stroke-linecap="round" stroke-linejoin="round"/>\
    </g><text x="156" y="60" font-family="Helvetica, Arial, sans-serif" font-size="28" \
    font-weight="bold" fill="#000">RefreshKit</text>
    """)

  /// The bird, `fill` of it coloured in from the bottom, lifted by `hop` points.
  private static func bird(fill: Double, hop: Int, wings: Bool) -> String {
    let level = 43 - 34 * fill
    let body = """
      <defs><clipPath id="b"><circle cx="25" cy="\(27 - hop)" r="16"/></clipPath></defs>\
      <circle cx="25" cy="\(27 - hop)" r="16" fill="#fff" stroke="#f08a24" stroke-width="2"/>\
      <rect x="0" y="\(String(format: "%.1f", level - Double(hop)))" width="50" height="50" \
      fill="#f6b042" clip-path="url(#b)"/>\
      <circle cx="20" cy="\(23 - hop)" r="2.2" fill="#333"/>\
      <circle cx="30" cy="\(23 - hop)" r="2.2" fill="#333"/>\
      <path d="M22 \(29 - hop) L25 \(33 - hop) L28 \(29 - hop) Z" fill="#e5533d"/>
      """
    let flap =
      wings
      ? """
      <path d="M9 \(27 - hop) Q2 \(20 - hop) 5 \(14 - hop)" stroke="#f08a24" stroke-width="2" \
      fill="none"/><path d="M41 \(27 - hop) Q48 \(20 - hop) 45 \(14 - hop)" stroke="#f08a24" \
      stroke-width="2" fill="none"/>
      """ : ""
    return document(width: 50, height: 50, body + flap)
  }
}
