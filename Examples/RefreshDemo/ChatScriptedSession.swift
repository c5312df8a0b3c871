import Foundation
import RefreshKit

/// The chat's scripted session: open at the latest messages, flick toward the top until the
/// beginning of the conversation, with a new message arriving on the way; each step captured as
/// a frame, on a manual clock, the same on every run.
@MainActor
struct ChatScriptedSession {
  /// The size of the picture.
  static let renderer = DemoRenderer(columns: 40, lines: 12)

  /// Every frame of the session, in order.
  static func frames() -> [DemoFrame] {
    let clock = ManualAnimationClock()
    let scene = ChatScene(
      clock: clock, viewportHeight: CGFloat(Self.renderer.lines) * DemoRenderer.pointsPerLine)
    let chat = ChatRenderer(base: Self.renderer)
    var frames: [DemoFrame] = []
    func capture(_ caption: String) {
      frames.append(
        DemoFrame(caption: caption, lines: chat.render(scene), status: chat.status(scene)))
    }
    capture("The latest messages")
    var flick = 1
    while scene.loader.state != .noMoreData && flick < 10 {
      scene.drag(by: 120)
      scene.release(velocity: -2500)
      clock.advance(by: 0.6)
      capture("Flick \(flick) toward the top")
      let reading = scene.firstVisibleLine()
      clock.advance(by: 1)
      capture(
        reading.map { before in
          let stays = scene.line(ofMessage: before.number) == before.line
          return "Page in: #\(before.number) \(stays ? "stays" : "moved") on line \(before.line)"
        } ?? "Page in")
      if flick == 2 {
        scene.receiveNewMessage()
        capture("A new message, below")
      }
      flick += 1
    }
    scene.drag(by: 200)
    scene.release(velocity: -2500)
    clock.advance(by: 2)
    capture("The top: nothing earlier")
    return frames
  }

  /// The lines the piped chat prints.
  static func transcript() -> [String] {
    DemoFrame.transcript(
      [
        "RefreshKit chat, scripted (stdin or stdout is not a terminal; see --help).",
        "A LeadingNormalLoader over \(ChatScene.total) messages, \(ChatScene.pageSize) a page, "
          + "each page in \(Int(ChatScene.latency)) s; pages are inserted above the message read.",
      ], Self.frames())
  }
}

extension ChatScene {
  /// The first message whose first line shows, and that line.
  func firstVisibleLine() -> (number: Int, line: Int)? {
    for message in self.messages {
      if let line = self.line(ofMessage: message.number), line >= 0 {
        return (message.number, line)
      }
    }
    return nil
  }

  /// The terminal line the first line of message `number` is drawn on (negative above the
  /// picture), or `nil` if it is not loaded.
  func line(ofMessage number: Int) -> Int? {
    guard let index = self.messages.firstIndex(where: { $0.number == number }) else {
      return nil
    }
    let y = self.tops()[index] + DemoRenderer.pointsPerLine / 2 - self.scroll.contentOffset.y
    return Int((y / DemoRenderer.pointsPerLine).rounded(.down))
  }
}
