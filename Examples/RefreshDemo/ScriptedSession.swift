import Foundation
import RefreshKit

/// The session the demo plays when it cannot be interactive: a pull to refresh, a page loaded by
/// the footer, a reload while the next page loads (the reload waits for the page, which is not
/// asked for twice), then two pages and no more data, each step captured as a frame.
///
/// It runs on a `ManualAnimationClock` and a fixed date, so it prints the same frames on every
/// machine and every run: CI compares them, and `--export-frames` draws the README's pictures
/// from them.
@MainActor
struct ScriptedSession {
  /// 09:21 UTC on 22 November 2026, the date the scripted header shows as its last update.
  static let date = Date(timeIntervalSince1970: 1_795_339_260)

  /// The number of stories on a page.
  static let pageSize = 8

  /// The size of the picture.
  static let renderer = DemoRenderer(columns: 32, lines: 12)

  /// Every frame of the session, in order.
  static func frames() -> [DemoFrame] {
    let clock = ManualAnimationClock()
    let scene = DemoScene(
      clock: clock,
      viewportHeight: CGFloat(Self.renderer.lines) * DemoRenderer.pointsPerLine,
      pageSize: Self.pageSize, now: { Self.date })
    var utc = Calendar(identifier: .gregorian)
    utc.timeZone = TimeZone(identifier: "UTC") ?? utc.timeZone
    scene.header.lastUpdatedTimeCalendar = utc
    var frames: [DemoFrame] = []
    func capture(_ caption: String) {
      frames.append(
        DemoFrame(
          caption: caption, lines: Self.renderer.render(scene),
          status: Self.renderer.status(scene)))
    }
    /// Lets `seconds` pass: the physics, the animations and the source's delay run.
    func wait(_ seconds: TimeInterval) {
      clock.advance(by: seconds)
    }

    capture("The first page")
    for points in [40, 80, 120, 160] {
      scene.drag(by: 40)
      wait(0.25)
      capture("Pull down \(points) points")
    }
    scene.release()
    wait(0.25)
    capture("Let go: it holds and loads")
    wait(0.5)
    capture("Still loading")
    wait(0.7)
    capture("Loaded: it slides away")
    wait(1)
    capture("Ready, with the update time")

    /// Flicks to the end; the footer loads `page`, which arrives unless `arrives` is false.
    func flick(loading page: Int, arrives: Bool = true) {
      scene.drag(by: -120)
      scene.release(velocity: 2000)
      wait(0.75)
      guard page <= DemoScene.pageCount else {
        capture("Flick: nothing more")
        return
      }
      capture("Flick: page \(page) loads")
      if arrives {
        wait(1)
        capture("Page \(page) arrived")
      }
    }

    flick(loading: 2)
    flick(loading: 3, arrives: false)
    scene.refresh()
    wait(0.1)
    capture("Reload: it waits for page 3")
    wait(0.3)
    capture("Page 3 in: the reload runs")
    wait(1.6)
    capture("The reloaded first page")
    for page in 2...DemoScene.pageCount + 1 {
      flick(loading: page)
    }
    return frames
  }

  /// The lines the piped demo prints.
  static func transcript() -> [String] {
    var lines = [
      "RefreshKit demo, scripted (stdin or stdout is not a terminal; see --help).",
      "A NormalHeader and an AutoNormalFooter over \(DemoScene.pageCount) pages of "
        + "\(Self.pageSize) stories, each loaded in \(Int(DemoScene.latency)) s.",
      "",
    ]
    let frames = Self.frames()
    for frame in frames {
      lines += frame.boxed + [""]
    }
    let last = frames.last?.status ?? ""
    lines.append(
      last.contains("noMoreData")
        ? "Done: \(DemoScene.pageCount * Self.pageSize) stories loaded, no more data."
        : "Unexpected end: \(last)")
    return lines
  }
}
