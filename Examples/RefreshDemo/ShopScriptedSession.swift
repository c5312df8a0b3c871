import Foundation
import RefreshKit

/// The shop's scripted session: the page header scrolls away, a tab is pulled to refresh the
/// shared header, a tab switch mid-refresh keeps it, and a longer pull opens the second floor,
/// which a push closes; each step captured as a frame, on a manual clock, the same every run.
@MainActor
struct ShopScriptedSession {
  /// The size of the picture.
  static let renderer = DemoRenderer(columns: 44, lines: 12)

  /// Every frame of the session, in order.
  static func frames() -> [DemoFrame] {
    let clock = ManualAnimationClock()
    let scene = ShopScene(
      clock: clock, viewportHeight: CGFloat(Self.renderer.lines) * DemoRenderer.pointsPerLine)
    let shop = ShopRenderer(base: Self.renderer)
    var frames: [DemoFrame] = []
    func capture(_ caption: String) {
      frames.append(
        DemoFrame(caption: caption, lines: shop.render(scene), status: shop.status(scene)))
    }
    func swipe(_ points: CGFloat) {
      for _ in 0..<10 {
        scene.drag(by: points / 10)
        clock.advance(by: 1.0 / 60)
      }
    }
    capture("The shop opens on All")
    swipe(-100)
    scene.release()
    clock.advance(by: 1)
    capture("Up 100: the header went first, then All")
    scene.select(2)
    capture("Sale, at its own top")
    swipe(200)
    capture("Down 200 on Sale: the header, then the pull")
    scene.release()
    clock.advance(by: 0.5)
    capture("Released: the shared header reloads")
    scene.select(0)
    capture("All mid-refresh: the refresh goes on")
    clock.advance(by: 1)
    clock.run()
    capture("Reloaded; All kept its place")
    swipe(-100)
    scene.release()
    clock.run()
    swipe(700)
    capture("A longer pull: past 1.9 headers")
    scene.release()
    clock.advance(by: 1.2)
    capture("Released: the second floor is open")
    swipe(-90)
    scene.release()
    clock.run()
    capture("Pushed up 90: the floor closed")
    return frames
  }

  /// The lines the piped shop prints.
  static func transcript() -> [String] {
    DemoFrame.transcript(
      [
        "RefreshKit shop, scripted (stdin or stdout is not a terminal; see --help).",
        "Three tabs under one NormalHeader with a second floor; each list loads "
          + "\(ShopScene.pageSize) items a page, in \(Int(ShopScene.latency)) s.",
      ], Self.frames())
  }
}
