/// One picture of the demo: a caption, the viewport's lines and a status line.
struct DemoFrame: Equatable {
  /// What just happened, such as `Pull down 120 points`.
  var caption: String
  /// The viewport, one string per terminal line, each exactly as wide as the picture.
  var lines: [String]
  /// The states, the offset, the language and the number of stories.
  var status: String

  /// The lines ``boxed`` adds around the viewport: the top and bottom borders and the status.
  static let boxLines = 3

  /// The frame drawn in a box, with the caption in the top border, as the piped demo prints it.
  var boxed: [String] {
    let width = self.lines.first.map(DemoRenderer.columns(of:)) ?? 0
    let title = "─ " + self.caption + " "
    let rule = String(repeating: "─", count: max(width - DemoRenderer.columns(of: title), 0))
    return ["┌" + title + rule + "┐"] + self.lines.map { "│" + $0 + "│" }
      + ["└" + String(repeating: "─", count: width) + "┘", "  " + self.status]
  }

  /// What a piped session prints: `intro`, a blank line, then each frame boxed, followed by a
  /// blank line.
  static func transcript(_ intro: [String], _ frames: [DemoFrame]) -> [String] {
    frames.reduce(intro + [""]) { $0 + $1.boxed + [""] }
  }
}
