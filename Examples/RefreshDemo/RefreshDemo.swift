import Foundation
import RefreshKit

/// The demo that `swift run refresh-demo` runs.
///
/// A finger drags a headless scroll view past its top edge and lets go, and the content springs
/// back; then a fling decelerates and bounces off the bottom. Every offset and pan state the
/// scroll model reports is printed, on a manual clock, so the output is the same on every run.
@main
@MainActor
struct RefreshDemo {
  static let usage = """
    usage: refresh-demo [--help]

    Drags a RefreshKit ScrollModel the way a finger would and prints what an observer sees:
    the pan states, the offsets with UIKit's rubber band past the top edge, the spring back to
    the edge after release, a fling that decelerates and bounces off the bottom, and a
    NormalHeader pulled, released, refreshing and ended.
    """

  static func main() {
    if CommandLine.arguments.dropFirst().contains(where: { $0 == "--help" || $0 == "-h" }) {
      print(usage)
      return
    }
    for line in transcript() {
      print(line)
    }
  }

  /// The lines the demo prints.
  static func transcript() -> [String] {
    var lines: [String] = []
    let clock = ManualAnimationClock()
    let scroll = ScrollModel(
      frame: CGRect(x: 0, y: 0, width: 375, height: 600),
      contentSize: CGSize(width: 375, height: 1000),
      clock: clock)
    scroll.alwaysBounceVertical = true

    func time() -> String {
      String(format: "%5.3f s", clock.now)
    }
    var tokens: [ObservationToken] = []
    scroll.observe(\.panState) { _, change in
      lines.append("\(time())  pan \(change.newValue)")
    }.store(in: &tokens)
    scroll.observe(\.contentOffset) { scroll, change in
      let motion = scroll.isDragging ? "finger" : (scroll.isDecelerating ? "moving" : "set")
      lines.append("\(time())  offset y \(String(format: "%7.1f", change.newValue.y))  \(motion)")
    }.store(in: &tokens)

    lines.append("A ScrollModel: frame 375 x 600 over content 375 x 1000 (offsets 0...400).")
    lines.append("")
    lines.append("1. Pull down 150 points past the top; the rubber band resists.")
    scroll.beginDragging()
    for step in 1...5 {
      scroll.drag(translationY: CGFloat(step) * 30)
    }
    lines.append("2. Let go: the content springs back and settles exactly on the edge.")
    scroll.endDragging()
    clock.run()
    lines.append("")
    lines.append("3. Fling up from 300 at 3000 points per second: it overshoots and bounces back.")
    scroll.contentOffset = CGPoint(x: 0, y: 300)
    scroll.beginDragging()
    scroll.endDragging(velocity: CGPoint(x: 0, y: 3000))
    var frame = 0
    while !clock.isIdle {
      clock.advance(by: clock.frameInterval)
      frame += 1
    }
    lines.append("")
    lines.append(
      "Settled at y \(String(format: "%.1f", scroll.contentOffset.y)) after \(frame) frames.")
    withExtendedLifetime(tokens) {}
    lines.append("")
    lines += headerTranscript()
    return lines
  }

  /// A NormalHeader pulled past its 54 points, released, refreshing and ended.
  static func headerTranscript() -> [String] {
    var lines = [
      "4. A NormalHeader (MJRefresh's numbers: inset 64, header 54, pulling below -118)."
    ]
    let clock = ManualAnimationClock()
    let scroll = ScrollModel(
      frame: CGRect(x: 0, y: 0, width: 375, height: 600),
      contentSize: CGSize(width: 375, height: 1000),
      clock: clock)
    scroll.contentInset = EdgeInsets(top: 64)
    scroll.contentOffset = CGPoint(x: 0, y: -64)
    let config = RefreshConfig()
    config.languageCode = "en"
    config.lastUpdatedTimeStore = InMemoryLastUpdatedTimeStore()
    let header = NormalHeader(config: config) {
      lines.append(String(format: "%5.3f s  action runs: load the first page", clock.now))
    }
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
    header.lastUpdatedTimeCalendar = calendar
    header.currentDate = { Date(timeIntervalSince1970: 1_767_259_260 + clock.now) }
    scroll.header = header

    func padded(_ text: String, _ width: Int) -> String {
      text + String(repeating: " ", count: max(width - text.count, 0))
    }
    func show(_ event: String) {
      let numbers = String(
        format: "%5.3f s  %@offset %7.1f  inset top %5.1f  ", clock.now, padded(event, 27),
        scroll.contentOffset.y, scroll.adjustedContentInset.top)
      lines.append(numbers + padded("\(header.state)", 11) + (header.stateLabel.text ?? ""))
    }
    show("attached")
    for y in [-91.0, -118.0, -130.0] {
      scroll.drag(toOffsetY: CGFloat(y))
      show("drag to \(Int(y))")
    }
    scroll.endDragging()
    show("release")
    clock.advance(by: 1.0 / 60)
    show("first frame after release")
    clock.advance(by: 0.25)
    show("begin animation done")
    header.endRefreshing()
    show("endRefreshing()")
    clock.run()
    show("end animation done")
    lines.append("         last updated: \(header.lastUpdatedTimeLabel.text ?? "")")
    return lines
  }
}
