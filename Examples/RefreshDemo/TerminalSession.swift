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
  /// The lines around the viewport: the box's borders, the status and two lines of keys.
  static let chromeLines = 5
  static let step: CGFloat = 16

  private let terminal = RawTerminal()
  private let clock = SystemAnimationClock()
  private let scene: DemoScene
  private var sources: [any DispatchSourceProtocol] = []

  private init() {
    let lines = max(self.terminal.size.lines - Self.chromeLines, 6)
    // A story takes two lines: a page fills the screen and then some, so that the footer
    // waits below the end of the first page.
    self.scene = DemoScene(
      clock: self.clock, viewportHeight: CGFloat(lines) * DemoRenderer.pointsPerLine,
      pageSize: max(8, lines / 2 + 4), now: { Date() })
    self.scene.header.lastUpdatedTimeCalendar = Calendar.current
  }

  /// Runs until the user quits; never returns.
  static func run() -> Never {
    let session = TerminalSession()
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
    let halfScreen = self.scene.scroll.frame.height / 2
    switch key {
    case .pullDown: self.scene.drag(by: Self.step)
    case .pushUp: self.scene.drag(by: -Self.step)
    case .pullDownHalfScreen: self.scene.drag(by: halfScreen)
    case .pushUpHalfScreen: self.scene.drag(by: -halfScreen)
    case .release: self.scene.release()
    case .refresh: self.scene.refresh()
    case .toggleNoMoreData: self.scene.toggleNoMoreData()
    case .cycleLanguage: self.scene.cycleLanguage()
    case .toggleMinimumDuration: self.scene.toggleMinimumDuration()
    case .toggleFastLoads: self.scene.toggleFastLoads()
    case .returnAnHourLater: self.scene.returnAnHourLater()
    case .toggleFailures: self.scene.toggleFailures()
    case .tapFooter: self.scene.tapFooter()
    case .toggleResultDisplay: self.scene.toggleResultDisplay()
    case .voiceOverScroll: self.scene.voiceOverScroll()
    case .toggleAnnouncements: self.scene.showsAnnouncements.toggle()
    case .toggleReducedMotion: self.scene.config.reducesMotion.toggle()
    case .toggleRightToLeft: self.scene.toggleRightToLeft()
    case .toggleDarkAppearance: self.scene.isDark.toggle()
    case .quit: self.quit()
    }
    self.draw()
  }

  private func draw() {
    let size = self.terminal.size
    let renderer = DemoRenderer(
      columns: max(size.columns - 2, 20), lines: max(size.lines - Self.chromeLines, 6))
    // A resized terminal resizes the scroll view, as rotating a phone would.
    let height = CGFloat(renderer.lines) * DemoRenderer.pointsPerLine
    if self.scene.scroll.frame.height != height {
      self.scene.scroll.frame.size.height = height
    }
    let finger = self.scene.scroll.isDragging ? "finger down" : "finger up"
    let frame = DemoFrame(
      caption: "RefreshKit demo · \(finger)",
      lines: renderer.render(self.scene), status: renderer.fitted(renderer.status(self.scene)))
    let keys = [
      " ↓/j pull · ↑/k push · J/K half a screen · space let go",
      " r refresh · n no more data · l language · m minimum 1 s · f fast loads · s stale · q quit",
      " e failing loads · t tap footer · d show results · a VoiceOver scroll · v announcements",
      " o reduce motion · w right to left · c dark appearance",
    ]
    self.terminal.draw(frame.boxed + keys.map(renderer.fitted))
  }

  private func quit() -> Never {
    for source in self.sources {
      source.cancel()
    }
    self.terminal.restore()
    exit(0)
  }
}
