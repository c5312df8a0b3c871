import Foundation
import RefreshKit

/// What the interactive session drives: a scene that takes keys and draws itself.
@MainActor
protocol TerminalScene: AnyObject {
  /// The scroll model, which the session resizes with the terminal.
  var scroll: ScrollModel { get }

  /// The keys' help, under the picture: lines of at most 80 columns.
  static var keyHelp: [String] { get }

  /// Does what `key` asks; the finger moves `step` points per line key.
  func handle(_ key: DemoKey, step: CGFloat)

  /// The finger moves by `points`: positive pulls the content down, negative pushes it up.
  func drag(by points: CGFloat)

  /// The picture now, drawn by `renderer`.
  func frame(_ renderer: DemoRenderer) -> DemoFrame
}

extension TerminalScene {
  /// Moves the finger for the line and half-screen keys, the same in every scene.
  ///
  /// - Returns: Whether `key` was one of them.
  func moveFinger(for key: DemoKey, step: CGFloat) -> Bool {
    let halfScreen = self.scroll.frame.height / 2
    switch key {
    case .pullDown: self.drag(by: step)
    case .pushUp: self.drag(by: -step)
    case .pullDownHalfScreen: self.drag(by: halfScreen)
    case .pushUpHalfScreen: self.drag(by: -halfScreen)
    default: return false
    }
    return true
  }
}

extension DemoScene: TerminalScene {
  static var keyHelp: [String] {
    [
      " q quit · ↓/j pull · ↑/k push · J/K half a screen · space let go",
      " r refresh · n no more data · l language · m minimum 1 s · f fast loads",
      " s stale · e failing loads · t tap footer · d show results · c dark",
      " a VoiceOver scroll · v announcements · o reduce motion · w right to left",
      " p short pages: the footer fills the screen by itself",
    ]
  }

  func handle(_ key: DemoKey, step: CGFloat) {
    if self.moveFinger(for: key, step: step) {
      return
    }
    switch key {
    case .release: self.release()
    case .refresh: self.refresh()
    case .toggleNoMoreData: self.toggleNoMoreData()
    case .cycleLanguage: self.cycleLanguage()
    case .toggleMinimumDuration: self.toggleMinimumDuration()
    case .toggleFastLoads: self.toggleFastLoads()
    case .returnAnHourLater: self.returnAnHourLater()
    case .toggleFailures: self.toggleFailures()
    case .tapFooter: self.tapFooter()
    case .toggleResultDisplay: self.toggleResultDisplay()
    case .voiceOverScroll: self.voiceOverScroll()
    case .toggleAnnouncements: self.showsAnnouncements.toggle()
    case .toggleReducedMotion: self.config.reducesMotion.toggle()
    case .toggleRightToLeft: self.toggleRightToLeft()
    case .toggleDarkAppearance: self.isDark.toggle()
    case .toggleShortPages: self.toggleShortPages()
    case .quit, .newMessage, .jumpToBottom, .pullDown, .pushUp, .pullDownHalfScreen,
      .pushUpHalfScreen, .selectTab, .toggleSecondFloor:
      break
    }
  }

  func frame(_ renderer: DemoRenderer) -> DemoFrame {
    let finger = self.scroll.isDragging ? "finger down" : "finger up"
    return DemoFrame(
      caption: "RefreshKit demo · \(finger)", lines: renderer.render(self),
      status: renderer.fittedStatus(renderer.status(self)))
  }
}

extension ChatScene: TerminalScene {
  static var keyHelp: [String] {
    [
      " q quit · ↓/j pull · ↑/k push · J/K half a screen · space flick on",
      " i new message · b back to the latest · t tap the loader · l language",
      " J then space flicks up to the older messages",
    ]
  }

  func handle(_ key: DemoKey, step: CGFloat) {
    if self.moveFinger(for: key, step: step) {
      return
    }
    switch key {
    // Letting go flicks the content on the way the finger last moved it.
    case .release: self.release(velocity: -1500 * self.lastDirection)
    case .newMessage: self.receiveNewMessage()
    case .jumpToBottom: self.jumpToBottom()
    case .tapFooter: self.loader.stateLabelTapped()
    case .cycleLanguage: self.cycleLanguage()
    default: break
    }
  }

  func frame(_ renderer: DemoRenderer) -> DemoFrame {
    let chat = ChatRenderer(base: renderer)
    let finger = self.scroll.isDragging ? "finger down" : "finger up"
    return DemoFrame(
      caption: "RefreshKit chat · \(finger)", lines: chat.render(self),
      status: renderer.fittedStatus(chat.status(self)))
  }
}

extension ShopScene: TerminalScene {
  /// The outer model: the session resizes the page with the terminal.
  var scroll: ScrollModel { self.outer }

  static var keyHelp: [String] {
    [
      " q quit · ↓/j pull · ↑/k push · J/K half a screen · space let go",
      " 1 2 3 tabs · r refresh · g open or close the second floor",
      " pull past \"Release to refresh\" to \"Release to open the second floor\"",
    ]
  }

  func handle(_ key: DemoKey, step: CGFloat) {
    if self.moveFinger(for: key, step: step) {
      return
    }
    switch key {
    case .release: self.release()
    case .selectTab(let index): self.select(index)
    case .refresh: _ = Diagnostics.collect { self.header.beginRefreshing() }
    case .toggleSecondFloor: self.toggleFloor()
    default: break
    }
  }

  func frame(_ renderer: DemoRenderer) -> DemoFrame {
    let shop = ShopRenderer(base: renderer)
    let finger = self.outer.isDragging ? "finger down" : "finger up"
    return DemoFrame(
      caption: "RefreshKit shop · \(finger)", lines: shop.render(self),
      status: renderer.fittedStatus(shop.status(self)))
  }
}
