import Foundation
import RefreshKit

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The interactive demo: keys move a finger over the list, and the screen is redrawn thirty
/// times a second from the components' presentation state, on the real-time clock.
@MainActor
final class TerminalSession {
  /// What the session shows: the stories (header and footer), the chat (leading loader) or
  /// the shop (three tabs under one header with a second floor).
  enum Content {
    case stories, chat, shop
  }

  static let step: CGFloat = 16

  /// The viewport's lines in a terminal of `lines` lines: what the box, its status and the
  /// keys' help, all drawn under it, leave (six at least).
  ///
  /// - Parameters:
  ///   - lines: The terminal's lines.
  ///   - help: The keys' help drawn under the box.
  /// - Returns: The lines of the list.
  static func viewportLines(inTerminalOf lines: Int, help: [String]) -> Int {
    max(lines - DemoFrame.boxLines - help.count, 6)
  }

  private let terminal = RawTerminal()
  private let clock = SystemAnimationClock()
  private let scene: any TerminalScene
  private var sources: [any DispatchSourceProtocol] = []

  private init(_ content: Content) {
    let help =
      switch content {
      case .stories: DemoScene.keyHelp
      case .chat: ChatScene.keyHelp
      case .shop: ShopScene.keyHelp
      }
    let lines = Self.viewportLines(inTerminalOf: self.terminal.size.lines, help: help)
    let height = CGFloat(lines) * DemoRenderer.pointsPerLine
    switch content {
    case .stories:
      // A story takes two lines: a page fills the screen and then some, so that the footer
      // waits below the end of the first page.
      let scene = DemoScene(
        clock: self.clock, viewportHeight: height, pageSize: max(8, lines / 2 + 4),
        now: { Date() })
      scene.header.lastUpdatedTimeCalendar = Calendar.current
      self.scene = scene
    case .chat:
      self.scene = ChatScene(clock: self.clock, viewportHeight: height)
    case .shop:
      self.scene = ShopScene(clock: self.clock, viewportHeight: height)
    }
  }

  /// Runs until the user quits; never returns.
  static func run(_ content: Content) -> Never {
    let session = TerminalSession(content)
    session.start()
    dispatchMain()
  }

  private func start() {
    let input = DispatchSource.makeReadSource(fileDescriptor: STDIN_FILENO, queue: .main)
    input.setEventHandler { [unowned self] in
      MainActor.assumeIsolated {
        for key in DemoKey.parse(self.terminal.readAvailable()) {
          self.handle(key)
        }
      }
    }
    let timer = DispatchSource.makeTimerSource(queue: .main)
    timer.schedule(deadline: .now(), repeating: 1.0 / 30)
    timer.setEventHandler { [unowned self] in
      MainActor.assumeIsolated { self.draw() }
    }
    signal(SIGTERM, SIG_IGN)
    let termination = DispatchSource.makeSignalSource(signal: SIGTERM, queue: .main)
    termination.setEventHandler { [unowned self] in
      MainActor.assumeIsolated { () -> Void in self.quit() }
    }
    self.sources = [input, timer, termination]
    for source in self.sources {
      source.resume()
    }
  }

  private func handle(_ key: DemoKey) {
    if key == .quit {
      self.quit()
    }
    self.scene.handle(key, step: Self.step)
    self.draw()
  }

  private func draw() {
    let size = self.terminal.size
    let help = type(of: self.scene).keyHelp
    let renderer = DemoRenderer(
      columns: max(size.columns - 2, 20),
      lines: Self.viewportLines(inTerminalOf: size.lines, help: help))
    // A resized terminal resizes the scroll view, as rotating a phone would.
    let height = CGFloat(renderer.lines) * DemoRenderer.pointsPerLine
    if self.scene.scroll.frame.height != height {
      self.scene.scroll.frame.size.height = height
    }
    let frame = self.scene.frame(renderer)
    self.terminal.draw(frame.boxed + help.map(renderer.fitted))
  }

  private func quit() -> Never {
    for source in self.sources {
      source.cancel()
    }
    self.terminal.restore()
    exit(0)
  }
}
