import Foundation
import RefreshKit

/// Draws a `ChatScene` as lines of text: the messages where their frames are, and the loader
/// above the first one, from its presentation state (the label's text, the spinner's angle).
@MainActor
struct ChatRenderer {
  /// The pictures' columns and lines, and the glyphs: the stories' renderer.
  var base: DemoRenderer

  /// The viewport's lines.
  func render(_ scene: ChatScene) -> [String] {
    var rows = [String](repeating: "", count: self.base.lines)
    let offset = scene.scroll.contentOffset.y
    func put(_ text: String, atContentY y: CGFloat) {
      let line = Int(((y - offset) / DemoRenderer.pointsPerLine).rounded(.down))
      if rows.indices.contains(line) {
        rows[line] = text
      }
    }
    for (message, top) in zip(scene.messages, scene.tops()) {
      for (index, text) in message.text.enumerated() {
        put("  " + text, atContentY: top + (CGFloat(index) + 0.5) * DemoRenderer.pointsPerLine)
      }
    }
    let loader = scene.loader
    if loader.isShown {
      put(
        self.base.loaderLine(loader.loadingView, loader.stateLabel, clock: scene.clock),
        atContentY: loader.frame.midY)
    }
    return rows.map { self.base.fitted($0) }
  }

  /// One status line: the loader's state, the offset, the messages loaded, what happened last.
  func status(_ scene: ChatScene) -> String {
    let offset = String(format: "%.0f", scene.scroll.contentOffset.y)
    return "loader \(scene.loader.state) · offset \(offset) · \(scene.messages.count) messages · "
      + "\(scene.config.language.rawValue) · \(scene.lastEvent)"
  }
}
