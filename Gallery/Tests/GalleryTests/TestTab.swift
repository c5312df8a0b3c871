import Foundation
import GalleryCore

/// A browser tab, simulated: it sends messages to a ``GallerySession`` and reads what comes
/// back, moving the session's time one display frame at a time (no real time passes).
@MainActor
final class TestTab {
  let session: GallerySession
  private(set) var time: Double = 0
  /// Every message received, parsed, oldest first.
  private(set) var received: [[String: Any]] = []
  /// The pointer's time on the page's clock, in milliseconds.
  private var pageTime: Double = 1000
  /// How long before the session's last tick each message is stamped: a server that stamps a
  /// message when it arrives and hands it over later.
  var messageLag: Double = 0

  init(limits: GalleryLimits = GalleryLimits()) {
    self.session = GallerySession(limits: limits)
  }

  /// Sends a message, as JSON made from `object`.
  func send(_ object: [String: Any]) {
    let data = (try? JSONSerialization.data(withJSONObject: object)) ?? Data()
    self.send(text: String(decoding: data, as: UTF8.self))
  }

  /// Sends text as it is.
  func send(text: String) {
    self.session.receive(text, at: self.time - self.messageLag)
    self.collect()
  }

  /// Lets `seconds` pass, a display frame at a time.
  func wait(_ seconds: Double) {
    let frames = Int((seconds * 60).rounded())
    for _ in 0..<frames {
      self.time += 1.0 / 60
      self.pageTime += 1000.0 / 60
      self.session.tick(at: self.time)
      self.collect()
    }
  }

  /// Waits, a frame at a time, until `condition` holds of the latest frame; `false` if it never
  /// does within `seconds`.
  func wait(upTo seconds: Double, until condition: ([String: Any]) -> Bool) -> Bool {
    for _ in 0..<Int(seconds * 60) {
      if let frame = self.lastFrame, condition(frame) {
        return true
      }
      self.wait(1.0 / 60)
    }
    return self.lastFrame.map(condition) ?? false
  }

  /// Opens a scenario and lets its first refresh, if any, finish.
  func open(_ scenario: String) {
    self.send(["type": "open", "scenario": scenario])
    self.wait(3)
  }

  /// A finger presses at (x, y), moves by (dx, dy) over `steps` display frames, rests and lifts.
  func drag(from x: Double, _ y: Double, by dx: Double, _ dy: Double, steps: Int, lift: Bool = true)
  {
    self.pointer("down", x, y)
    for step in 1...steps {
      self.wait(1.0 / 60)
      let progress = Double(step) / Double(steps)
      self.pointer("move", x + dx * progress, y + dy * progress)
    }
    if lift {
      self.wait(0.15)
      self.pointer("up", x + dx, y + dy)
    }
  }

  func pointer(_ phase: String, _ x: Double, _ y: Double) {
    self.send(["type": "pointer", "phase": phase, "x": x, "y": y, "t": self.pageTime, "id": 1])
  }

  // MARK: - Reading

  var frames: [[String: Any]] { self.received.filter { $0["type"] as? String == "frame" } }
  var lastFrame: [String: Any]? { self.frames.last }
  var errors: [String] {
    self.received.compactMap { $0["type"] as? String == "error" ? $0["code"] as? String : nil }
  }
  var transitions: [String] {
    self.received.filter { $0["type"] as? String == "transition" }.map {
      "\($0["component"] ?? "?") \($0["from"] ?? "?") -> \($0["to"] ?? "?") (\($0["reason"] ?? "?"))"
    }
  }

  /// The component in `slot` of the latest frame.
  func component(_ slot: String) -> [String: Any]? {
    (self.lastFrame?["components"] as? [[String: Any]])?.first { $0["slot"] as? String == slot }
  }

  func state(_ slot: String) -> String? { self.component(slot)?["state"] as? String }

  /// The text of the component's first label.
  func title(_ slot: String) -> String? {
    ((self.component(slot)?["labels"] as? [[String: Any]])?.first)?["text"] as? String
  }

  /// The latest frame's shop page, on a shop page.
  var shop: [String: Any]? { self.lastFrame?["shop"] as? [String: Any] }

  /// The shop page's tab at `index` in the latest frame.
  func tab(_ index: Int) -> [String: Any]? { (self.shop?["tabs"] as? [[String: Any]])?[index] }

  func offset(_ axis: String) -> Double? {
    (self.lastFrame?["offset"] as? [String: Any])?[axis] as? Double
  }

  private func collect() {
    for text in self.session.drainOutbox() {
      let object = try? JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any]
      self.received.append(object ?? ["type": "unparseable", "text": text])
    }
  }
}
