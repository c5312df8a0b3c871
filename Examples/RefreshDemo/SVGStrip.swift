import Foundation

/// A row of demo frames drawn as an SVG picture, for the README: each frame a dark panel of
/// monospaced lines with its caption underneath.
struct SVGStrip {
  static let fontSize = 13.0
  /// The advance of one monospaced column: 0.6 em, which Menlo, DejaVu Sans Mono and
  /// Consolas all have.
  static let columnWidth = fontSize * 0.6
  static let lineHeight = fontSize * 1.35
  static let padding = 12.0
  static let gap = 16.0
  static let captionHeight = 36.0

  /// The frames, left to right.
  var frames: [DemoFrame]

  /// The picture.
  var svg: String {
    let columns = self.frames.first.map { DemoRenderer.columns(of: $0.lines.first ?? "") } ?? 0
    let rows = self.frames.first?.lines.count ?? 0
    let panelWidth = Double(columns) * Self.columnWidth + 2 * Self.padding
    let panelHeight = Double(rows) * Self.lineHeight + 2 * Self.padding
    let width = Double(self.frames.count) * (panelWidth + Self.gap) + Self.gap
    let height = panelHeight + Self.captionHeight + 2 * Self.gap
    var svg = [
      """
      <svg xmlns="http://www.w3.org/2000/svg" width="\(Self.number(width))" \
      height="\(Self.number(height))" viewBox="0 0 \(Self.number(width)) \(Self.number(height))" \
      font-family="Menlo, Consolas, DejaVu Sans Mono, monospace" font-size="\(Self.number(Self.fontSize))">
      """,
      "<rect width=\"100%\" height=\"100%\" rx=\"10\" fill=\"#f6f8fa\"/>",
    ]
    for (index, frame) in self.frames.enumerated() {
      let x = Self.gap + Double(index) * (panelWidth + Self.gap)
      svg.append(
        "<rect x=\"\(Self.number(x))\" y=\"\(Self.number(Self.gap))\" "
          + "width=\"\(Self.number(panelWidth))\" height=\"\(Self.number(panelHeight))\" "
          + "rx=\"8\" fill=\"#1d2228\"/>")
      for (row, line) in frame.lines.enumerated() where !line.allSatisfy({ $0 == " " }) {
        // Each line starts at its first column, so that centred texts stay centred even where
        // the viewer falls back to a proportional font.
        let indent = line.prefix { $0 == " " }.count
        let text = line.trimmingCharacters(in: .whitespaces)
        let textX = x + Self.padding + Double(indent) * Self.columnWidth
        let y = Self.gap + Self.padding + (Double(row) + 0.78) * Self.lineHeight
        svg.append(
          "<text x=\"\(Self.number(textX))\" y=\"\(Self.number(y))\" "
            + "fill=\"\(Self.color(of: line))\" xml:space=\"preserve\">\(Self.escaped(text))</text>"
        )
      }
      let captionY = Self.gap + panelHeight + 22
      svg.append(
        "<text x=\"\(Self.number(x + panelWidth / 2))\" y=\"\(Self.number(captionY))\" "
          + "text-anchor=\"middle\" fill=\"#24292f\" "
          + "font-family=\"-apple-system, Segoe UI, Helvetica, Arial, sans-serif\">\(Self.escaped(frame.caption))</text>"
      )
    }
    svg.append("</svg>")
    return svg.joined(separator: "\n") + "\n"
  }

  /// Writes `pull-to-refresh.svg` and `load-more.svg` from the scripted session into
  /// `directory`, creating it if needed.
  ///
  /// - Returns: The paths written.
  @MainActor
  static func export(to directory: URL) throws -> [String] {
    let frames = ScriptedSession.frames()
    func pick(_ captions: [String]) -> [DemoFrame] {
      captions.compactMap { caption in frames.first { $0.caption.hasPrefix(caption) } }
    }
    let strips = [
      (
        "pull-to-refresh.svg",
        pick([
          "Pull down 120", "Pull down 160", "Let go", "Loaded",
        ])
      ),
      (
        "load-more.svg",
        pick([
          "Flick: page 2", "Page 2 arrived", "Flick: page 3",
          "Flick: nothing more",
        ])
      ),
    ]
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    return try strips.map { name, frames in
      let url = directory.appendingPathComponent(name)
      try SVGStrip(frames: frames).svg.write(to: url, atomically: true, encoding: .utf8)
      return url.path
    }
  }

  /// Stories in light grey, separators dimmed, and the header's and footer's lines in green.
  static func color(of line: String) -> String {
    if line.contains("┈") {
      return "#4a525c"
    }
    return line.hasPrefix("  Story") ? "#c9d1d9" : "#7ee2b8"
  }

  static func number(_ value: Double) -> String {
    String(format: "%.1f", value)
  }

  static func escaped(_ text: String) -> String {
    text.replacingOccurrences(of: "&", with: "&amp;")
      .replacingOccurrences(of: "<", with: "&lt;")
      .replacingOccurrences(of: ">", with: "&gt;")
  }
}
