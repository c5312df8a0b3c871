import Foundation
public import RefreshKit
import RefreshKitHost

/// What a component shows at one moment, as a text description and as an SVG picture: the
/// same on every platform and every run, for snapshot tests.
///
/// Both are drawn from the component's `RenderPlan`, the values every binding copies to its
/// views: the frame, each label's text, font size and colour, the arrow's rotation, whether
/// the spinner turns, the GIF frame, the vector animation's lines, and what VoiceOver reads.
/// The text reads like this:
///
/// ```text
/// NormalHeader refreshkit.header.refreshing
/// frame 0 -54 375 54, alpha 1
/// label "Loading..." at 0 0 375 27, 14 pt, #5a5a5a
/// label "Last update: No record" at 0 27 375 27, 14 pt, #5a5a5a
/// arrow hidden
/// spinner turning at 75.92 17 20 20, alpha 1
/// accessibility "Refresh", "Loading..."
/// ```
///
/// The spinner is drawn still (its angle follows the clock, not the state), and colours in
/// their light shade. Numbers are written with at most two decimals.
///
/// The frames are the component's own, laid out with its config's text measurer: the same on
/// every platform with the default one. A component a binding has drawn measures with the
/// platform's fonts (the binding sets `RefreshConfig.textMeasurer`), and the user's text size
/// scales its labels; give the component under test a `RefreshConfig` of its own, as tests
/// do, for snapshots that match everywhere.
public struct RefreshSnapshot: Equatable, Sendable {
  /// The description, one line per part.
  public let text: String
  /// The picture: the component's own frame, its labels, arrows, spinners, images and vector
  /// animations.
  public let svg: String

  /// What `component` shows now, at its clock's time (zero while detached).
  ///
  /// - Parameter component: The component.
  @MainActor
  public init(of component: RefreshComponent) {
    let plan = RenderPlan(component, at: component.clock?.now ?? 0)
    let name = String(describing: type(of: component))
    self.text = Self.describe(plan, name: name, identifier: component.accessibilityIdentifier)
    self.svg = Self.draw(plan, identifier: component.accessibilityIdentifier)
  }

  // MARK: - Text

  private static func describe(_ plan: RenderPlan, name: String, identifier: String) -> String {
    var lines = ["\(name) \(identifier)"]
    let visibility = plan.isHidden ? ", hidden" : ""
    lines.append("frame \(numbers(plan.frame)), alpha \(number(plan.alpha))\(visibility)")
    for label in plan.labels {
      guard !label.isHidden, let text = label.text, !text.isEmpty else {
        lines.append("label hidden")
        continue
      }
      lines.append(
        "label \"\(text)\" at \(numbers(label.frame)), \(number(label.fontSize)) pt, "
          + hex(label.color))
    }
    for arrow in plan.arrows {
      lines.append(
        arrow.isHidden
          ? "arrow hidden"
          : "arrow \(arrow.image.name) at \(numbers(arrow.frame)), "
            + "\(number(arrow.rotation * 180 / .pi))°, \(hex(arrow.tint))")
    }
    for spinner in plan.spinners {
      lines.append(
        spinner.isAnimating
          ? "spinner turning at \(numbers(spinner.frame)), alpha \(number(spinner.alpha))"
          : "spinner stopped")
    }
    for image in plan.images {
      lines.append(
        image.isHidden || image.image == nil
          ? "image hidden"
          : "image \(image.image?.name ?? "") at \(numbers(image.frame))")
    }
    for vector in plan.vectors {
      let lengths = vector.strokes.map { number($0.length) }.joined(separator: " ")
      lines.append(
        "vector at \(numbers(vector.frame)), "
          + (lengths.isEmpty ? "nothing drawn" : "lines \(lengths) pt, \(hex(vector.tint))"))
    }
    let spoken = [plan.accessibilityLabel, plan.accessibilityValue].compactMap { $0 }
    lines.append("accessibility " + spoken.map { "\"\($0)\"" }.joined(separator: ", "))
    return lines.joined(separator: "\n") + "\n"
  }

  // MARK: - Picture

  private static func draw(_ plan: RenderPlan, identifier: String) -> String {
    let width = number(plan.frame.width)
    let height = number(plan.frame.height)
    var svg = [
      "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(width)\" height=\"\(height)\" "
        + "viewBox=\"0 0 \(width) \(height)\" "
        + "font-family=\"-apple-system, Helvetica, Arial, sans-serif\">",
      "<title>\(escaped(identifier))</title>",
      "<rect width=\"\(width)\" height=\"\(height)\" fill=\"#ffffff\"/>",
    ]
    if !plan.isHidden {
      svg.append("<g opacity=\"\(number(plan.alpha))\">")
      svg += plan.labels.compactMap(label)
      svg += plan.arrows.compactMap(arrow)
      svg += plan.spinners.compactMap(spinner)
      svg += plan.images.compactMap(image)
      svg += plan.vectors.flatMap(vector)
      svg.append("</g>")
    }
    svg.append("</svg>")
    return svg.joined(separator: "\n") + "\n"
  }

  private static func label(_ label: RenderPlan.Label) -> String? {
    guard !label.isHidden, let text = label.text, !text.isEmpty else {
      return nil
    }
    return "<text x=\"\(number(label.frame.midX))\" y=\"\(number(label.frame.midY))\" "
      + "text-anchor=\"middle\" dominant-baseline=\"central\" font-weight=\"bold\" "
      + "font-size=\"\(number(label.fontSize))\" \(paint(label.color, as: "fill"))>"
      + "\(escaped(text))</text>"
  }

  /// An arrow pointing down at no rotation, as the built-in image does, turned about its centre.
  private static func arrow(_ arrow: RenderPlan.Arrow) -> String? {
    guard !arrow.isHidden else {
      return nil
    }
    let frame = arrow.frame
    let (x, y) = (number(frame.midX), number(frame.midY))
    let half = frame.height / 2
    let wing = min(frame.width / 2, half / 2)
    let path =
      "M 0 \(number(-half)) L 0 \(number(half)) "
      + "M \(number(-wing)) \(number(half - wing)) L 0 \(number(half)) L \(number(wing)) \(number(half - wing))"
    return "<path transform=\"translate(\(x) \(y)) rotate(\(number(arrow.rotation * 180 / .pi)))\" "
      + "d=\"\(path)\" fill=\"none\" \(paint(arrow.tint, as: "stroke")) stroke-width=\"2\" "
      + "stroke-linecap=\"round\" stroke-linejoin=\"round\"/>"
  }

  /// A turning spinner as three quarters of a ring.
  private static func spinner(_ spinner: RenderPlan.Spinner) -> String? {
    guard spinner.isAnimating else {
      return nil
    }
    let frame = spinner.frame
    let radius = min(frame.width, frame.height) / 2 - 1.5
    let circumference = 2 * .pi * radius
    return "<circle cx=\"\(number(frame.midX))\" cy=\"\(number(frame.midY))\" "
      + "r=\"\(number(radius))\" fill=\"none\" \(paint(spinner.color, as: "stroke")) "
      + "stroke-width=\"3\" stroke-dasharray=\"\(number(circumference * 0.75)) "
      + "\(number(circumference))\" opacity=\"\(number(spinner.alpha))\"/>"
  }

  /// An image view as a dashed frame with the image's name.
  private static func image(_ image: RenderPlan.Image) -> String? {
    guard !image.isHidden, let shown = image.image else {
      return nil
    }
    let frame = image.frame
    return "<rect x=\"\(number(frame.minX))\" y=\"\(number(frame.minY))\" "
      + "width=\"\(number(frame.width))\" height=\"\(number(frame.height))\" fill=\"none\" "
      + "stroke=\"#8c959f\" stroke-dasharray=\"4 3\"/>\n"
      + "<text x=\"\(number(frame.midX))\" y=\"\(number(frame.midY))\" text-anchor=\"middle\" "
      + "dominant-baseline=\"central\" font-size=\"10\" fill=\"#57606a\">"
      + "\(escaped(shown.name))</text>"
  }

  /// A vector animation's lines, each a polyline with round caps and joins.
  private static func vector(_ vector: RenderPlan.Vector) -> [String] {
    vector.strokes.filter { $0.points.count > 1 }.map { stroke in
      let points = stroke.points.map {
        "\(number(vector.frame.minX + $0.x)),\(number(vector.frame.minY + $0.y))"
      }
      return "<polyline points=\"\(points.joined(separator: " "))\" fill=\"none\" "
        + "\(paint(vector.tint, as: "stroke")) stroke-width=\"\(number(stroke.lineWidth))\" "
        + "stroke-linecap=\"round\" stroke-linejoin=\"round\"/>"
    }
  }

  // MARK: - Formatting

  /// `value` with at most two decimals and no trailing zeros; never `-0`; `nan` and `inf` for
  /// what is not a number.
  static func number(_ value: CGFloat) -> String {
    guard value.isFinite else {
      return value.isNaN ? "nan" : (value < 0 ? "-inf" : "inf")
    }
    let rounded = (Double(value) * 100).rounded() / 100
    guard abs(rounded) < 1e15 else {
      return String(format: "%.0f", rounded)
    }
    guard rounded != 0 else {
      return "0"
    }
    if rounded == rounded.rounded() {
      return String(Int(rounded))
    }
    var text = String(format: "%.2f", rounded)
    while text.hasSuffix("0") {
      text.removeLast()
    }
    return text
  }

  private static func numbers(_ rect: CGRect) -> String {
    [rect.minX, rect.minY, rect.width, rect.height].map(number).joined(separator: " ")
  }

  /// The colour's light shade as `#rrggbb`, with its opacity after it when not opaque.
  static func hex(_ color: RefreshColor) -> String {
    let light = color.resolved(darkMode: false)
    let channels = [light.red, light.green, light.blue].map {
      String(format: "%02x", Int((min(max($0.isNaN ? 0 : $0, 0), 1) * 255).rounded()))
    }
    let opacity = light.alpha < 1 ? " \(number(light.alpha))" : ""
    return "#" + channels.joined() + opacity
  }

  /// An SVG paint attribute for `color`: `fill="#rrggbb"`, with `fill-opacity` when not opaque.
  private static func paint(_ color: RefreshColor, as attribute: String) -> String {
    let light = color.resolved(darkMode: false)
    let opaque = RefreshColor(red: light.red, green: light.green, blue: light.blue)
    let opacity = light.alpha < 1 ? " \(attribute)-opacity=\"\(number(light.alpha))\"" : ""
    return "\(attribute)=\"\(hex(opaque))\"\(opacity)"
  }

  private static func escaped(_ text: String) -> String {
    text.replacingOccurrences(of: "&", with: "&amp;")
      .replacingOccurrences(of: "<", with: "&lt;")
      .replacingOccurrences(of: ">", with: "&gt;")
      .replacingOccurrences(of: "\"", with: "&quot;")
  }
}
