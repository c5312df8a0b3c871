import Foundation
import RefreshKit

/// Draws a `DemoScene` as lines of text, from the components' presentation state only: the labels'
/// texts and frames, the arrow's rotation, the spinner's angle at the clock's time.
///
/// This is what any host does with RefreshKit; this host happens to be a terminal.
@MainActor
struct DemoRenderer {
  /// The height of one text line, in points.
  static let pointsPerLine: CGFloat = 20

  /// The width of the picture, in terminal columns.
  var columns: Int
  /// The number of lines of the list's viewport.
  var lines: Int

  /// The viewport's lines.
  func render(_ scene: DemoScene) -> [String] {
    var rows = [String](repeating: "", count: self.lines)
    let offset = scene.scroll.contentOffset.y
    func put(_ text: String, atContentY y: CGFloat) {
      let line = Int(((y - offset) / Self.pointsPerLine).rounded(.down))
      if rows.indices.contains(line) {
        rows[line] = text
      }
    }
    // A story takes two lines: its title, then the separator a table view draws.
    let separator = "  " + String(repeating: "┈", count: max(self.columns - 4, 0))
    for (index, story) in scene.stories.enumerated() {
      let top = CGFloat(index) * DemoScene.rowHeight
      put("  " + story, atContentY: top + Self.pointsPerLine / 2)
      put(separator, atContentY: top + Self.pointsPerLine * 1.5)
    }
    let header = scene.header
    if !header.isHidden {
      // The header is 54 points, under three lines: its two labels, in the order of their
      // frames, take the two lines above its bottom edge, so that they never drift apart.
      let indicator =
        header.arrowView.isHidden
        ? self.spinner(header.loadingView, scene) : self.arrow(header.arrowView)
      let state = header.stateLabel.text ?? ""
      // The arrow sits where its frame is: left of the labels, right of them right to left.
      let beside =
        header.arrowView.frame.midX > header.frame.width / 2
        ? state + "  " + indicator : indicator + "  " + state
      let labels = [
        (header.stateLabel, beside),
        (header.lastUpdatedTimeLabel, header.lastUpdatedTimeLabel.text ?? ""),
      ].filter { !$0.0.isHidden }.sorted { $0.0.frame.midY < $1.0.frame.midY }
      for (index, label) in labels.enumerated() {
        let linesAbove = CGFloat(labels.count - index)
        put(self.centered(label.1), atContentY: header.frame.maxY - linesAbove * Self.pointsPerLine)
      }
    }
    let footer = scene.footer
    if footer.isShown {
      put(
        self.loaderLine(footer.loadingView, footer.stateLabel, clock: scene.clock),
        atContentY: footer.frame.midY)
    }
    return rows.map { self.fitted($0) }
  }

  /// One status line, not cut to the picture's width: the states, the offset, the language and
  /// the number of stories.
  func status(_ scene: DemoScene) -> String {
    let offset = String(format: "%.0f", scene.scroll.contentOffset.y)
    var flags = ""
    if scene.header.minimumRefreshingDuration > 0 {
      flags += " · minimum \(String(format: "%g", scene.header.minimumRefreshingDuration)) s"
    }
    if let feedback = scene.lastFeedback {
      flags += " · haptic: \(feedback)"
    }
    if let note = scene.lastNote {
      flags += " · \(note)"
    }
    if scene.storiesPerPage != scene.pageSize {
      flags += " · short pages"
    }
    if scene.latency != DemoScene.latency {
      flags += " · loads in \(String(format: "%g", scene.latency)) s"
    }
    if scene.failsLoads {
      flags += " · loads fail"
    }
    if scene.header.resultDisplayDuration > 0 {
      flags += " · results 1 s"
    }
    if scene.config.reducesMotion {
      flags += " · reduced motion"
    }
    if scene.header.isRightToLeft {
      flags += " · right to left"
    }
    if scene.isDark {
      let text = scene.header.stateLabel.textColor.resolved(darkMode: true)
      flags += " · dark: labels " + Self.hex(text)
    }
    if scene.showsAnnouncements, let said = scene.lastAnnouncement {
      flags += " · VoiceOver: \(said)"
    }
    return "header \(scene.header.state) · footer \(scene.footer.state) · offset \(offset) · "
      + "\(scene.config.language.rawValue) · \(scene.stories.count) stories" + flags
  }

  /// `color` as `#RRGGBB`.
  static func hex(_ color: RefreshColor) -> String {
    String(
      format: "#%02X%02X%02X", Int((color.red * 255).rounded()), Int((color.green * 255).rounded()),
      Int((color.blue * 255).rounded()))
  }

  // MARK: - Glyphs

  /// The arrow turned as far as its rotation: down while idle, up while pulling.
  func arrow(_ arrow: ArrowModel) -> String {
    let turned = min(abs(arrow.rotation) / .pi, 1)
    return ["↓", "↘", "→", "↗", "↑"][Int((turned * 4).rounded())]
  }

  /// A loader's line, centred: its spinner while it turns, then its state label's text.
  func loaderLine(_ spinner: ActivityIndicatorModel, _ label: LabelModel, clock: any AnimationClock)
    -> String
  {
    let turning = spinner.isAnimating ? self.spinner(spinner, clock: clock) + "  " : ""
    return self.centered(turning + (label.text ?? ""))
  }

  /// The spinner's frame at the clock's time.
  func spinner(_ spinner: ActivityIndicatorModel, _ scene: DemoScene) -> String {
    self.spinner(spinner, clock: scene.clock)
  }

  /// The spinner's frame at the time of `clock`.
  func spinner(_ spinner: ActivityIndicatorModel, clock: any AnimationClock) -> String {
    guard spinner.isVisible else {
      return " "
    }
    let frames = ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"]
    let turn = spinner.rotation(at: clock.now) / (2 * .pi)
    return frames[min(Int(turn * CGFloat(frames.count)), frames.count - 1)]
  }

  // MARK: - Columns

  /// How many terminal columns `text` takes: two for each full-width character.
  nonisolated static func columns(of text: String) -> Int {
    text.reduce(0) { $0 + (ApproximateTextMeasurer.isFullWidth($1) ? 2 : 1) }
  }

  func centered(_ text: String) -> String {
    let padding = max((self.columns - Self.columns(of: text)) / 2, 0)
    return String(repeating: " ", count: padding) + text
  }

  /// A status line of parts joined by " · ", fitted to the picture's width.
  ///
  /// The parts that fit whole, then " …" if some did not, so that no part is cut in the middle
  /// of a word.
  func fittedStatus(_ text: String) -> String {
    let parts = text.components(separatedBy: " · ")
    var kept = ""
    for part in parts {
      let next = kept.isEmpty ? part : kept + " · " + part
      guard Self.columns(of: next) <= self.columns - 2 || next == text else {
        return self.fitted(kept.isEmpty ? part : kept + " …")
      }
      kept = next
    }
    return self.fitted(kept)
  }

  /// `text` cut or padded to exactly the picture's width.
  func fitted(_ text: String) -> String {
    var result = ""
    var used = 0
    for character in text {
      let width = ApproximateTextMeasurer.isFullWidth(character) ? 2 : 1
      if used + width > self.columns {
        break
      }
      result.append(character)
      used += width
    }
    return result + String(repeating: " ", count: self.columns - used)
  }
}
