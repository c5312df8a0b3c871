#if os(Linux)
import RefreshKitSwiftUI
import RefreshKitUIKit
import SwiftUIStandIn
import UIKitStandIn

/// `swift run SwiftUIExample` on Linux, where SwiftUI does not exist: the feed screen played on
/// RefreshKit's stand-ins of each release's UIKit hierarchy (a `UITableView` behind the `List`
/// on iOS 15, a `UICollectionView` from iOS 16, SwiftUI writing the inset back on iOS 17), a
/// finger on the scroll view the modifiers found, and what happened, frame by frame.
@main
@MainActor
enum StandInSession {
  static func main() async {
    for line in await self.transcript() {
      print(line)
    }
  }

  /// What the session prints: the same on every run.
  static func transcript() async -> [String] {
    var lines: [String] = []
    for (release, name) in [
      (StandInRelease.iOS15, "iOS 15"), (.iOS16, "iOS 16"), (.iOS17, "iOS 17"),
    ] {
      lines += await self.play(on: release, named: name)
    }
    lines += await self.playHighlights()
    return lines
  }

  /// The feed screen on `release`: a pull, the pages to the end, no more data.
  static func play(on release: StandInRelease, named name: String) async -> [String] {
    var lines = ["", "# \(name)"]
    let feed = StoryFeed(latency: { await Task.yield() })
    let renderer = StandInRenderer(release: release)
    guard let hosting = renderer.hosting else {
      return lines
    }
    let log = { (line: String) in lines.append("  " + line) }
    await self.show(FeedScreen(feed: feed), on: renderer)
    guard let list = hosting.scrollViews.first, let header = list.refresh.header,
      let footer = list.refresh.footer
    else {
      return lines + ["  no scroll view was found"]
    }
    log("the List is a \(list is UITableView ? "UITableView" : "UICollectionView")")
    log("its header and footer: \(type(of: header)), \(type(of: footer))")
    var tokens: [ObservationToken] = []
    for (label, component) in [("header", header as RefreshComponent), ("footer", footer)] {
      tokens.append(
        component.observe(\.state) { _, change in
          log("\(label) \(change.oldValue.map { "\($0)" } ?? "") -> \(change.newValue)")
        })
    }
    feed.eventHandler = { log("feed: \($0)") }

    lines.append("  — a pull, released past the trigger")
    list.standInTouchDown()
    for _ in 0..<20 {
      list.standInMoveFinger(by: 10)
      self.frame(renderer)
    }
    list.standInLiftFinger()
    await self.run(renderer) { header.state == .idle && !feed.stories.isEmpty }
    log(
      "the list shows \(feed.stories.count) stories; its top inset is \(list.adjustedContentInset.top)"
    )

    for _ in 0..<3 {
      lines.append("  — a drag to the end")
      list.standInTouchDown()
      for move in 0..<60 {
        let end = list.contentSize.height + list.adjustedContentInset.bottom
        if move > 3 && list.contentOffset.y + list.frame.height > end {
          break  // past the end, by a drag of at least 160 points
        }
        list.standInMoveFinger(by: -40)
        self.frame(renderer)
      }
      list.standInLiftFinger()
      await self.run(renderer) { footer.state != .refreshing }
    }
    log("the footer reads \"\((footer as? AutoStateFooter)?.stateLabel.text ?? "")\"")
    if case .external = list.refresh.shareChannel {
      log("SwiftUI wrote the inset back: the space goes through its safe-area insets")
    }
    withExtendedLifetime(tokens) {}
    return lines
  }

  /// The highlights on iOS 16: the app's own header view as it is pulled, and the carousel's
  /// trailer.
  static func playHighlights() async -> [String] {
    var lines = ["", "# iOS 16, the highlights: a ScrollView, a header of the app's own"]
    let log = { (line: String) in lines.append("  " + line) }
    let feed = StoryFeed(latency: { await Task.yield() })
    await feed.reload()
    let renderer = StandInRenderer(release: .iOS16)
    await self.show(HighlightsScreen(feed: feed), on: renderer)
    guard let hosting = renderer.hosting, hosting.scrollViews.count == 2 else {
      return lines + ["  no scroll views were found"]
    }
    let (page, carousel) = (hosting.scrollViews[0], hosting.scrollViews[1])
    let caption = {
      let leaves =
        page.refresh.subviews.compactMap { $0 as? StandInHostingView }.first?.renderer.leaves ?? []
      let text = leaves.filter { $0.kind == "text" }.map(\.value).joined()
      let arrow = leaves.first { $0.kind == "image" }.map {
        Int(($0.rotation * 180 / .pi).rounded())
      }
      return "\(text)\", the arrow turned \(arrow ?? 0)°"
    }
    let trailer = carousel.refresh.trailer.map { "\(type(of: $0))" } ?? "none"
    log("the page's header reads \"\(caption()); the carousel's trailer: \(trailer)")
    page.standInTouchDown()
    for step in 1...12 {
      page.standInMoveFinger(by: 10)
      self.frame(renderer)
      if step % 4 == 0 {
        log("pulled \(step * 5) points: \"\(caption())")
      }
    }
    page.standInLiftFinger()
    self.frame(renderer)
    log("released: \"\(caption())")
    await self.run(renderer) { page.refresh.header?.state == .idle }
    log("ended: \"\(caption())")
    carousel.standInTouchDown()
    for _ in 0..<30 {
      carousel.standInMoveFinger(by: CGPoint(x: -30, y: 0))
      self.frame(renderer)
    }
    carousel.standInLiftFinger()
    await self.run(renderer) { feed.events.last == "open all highlights" }
    log("the carousel pulled past its end: \(feed.events.last ?? "")")
    return lines
  }

  /// Shows `view`, and lets the modifiers find their scroll views.
  static func show(_ view: some View, on renderer: StandInRenderer) async {
    renderer.show(view)
    for _ in 0..<8 {
      await Task.yield()
      renderer.hosting?.layOut()
    }
  }

  /// One frame, ended by the hierarchy's layout pass.
  static func frame(_ renderer: StandInRenderer) {
    renderer.hosting?.run(frames: 1)
  }

  /// Frames until `done`, the actions' tasks running between them.
  static func run(_ renderer: StandInRenderer, until done: () -> Bool) async {
    for _ in 0..<600 where !done() {
      await Task.yield()
      self.frame(renderer)
    }
    for _ in 0..<120 {
      self.frame(renderer)
    }
  }
}
#endif
