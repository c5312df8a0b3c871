import Foundation
import RefreshKit

/// Draws a `ShopScene` as lines of text: the page header and the tab bar where the outer model
/// puts them, the list of the tab that shows below the tab bar, the shared header and its second
/// floor above the page, each from the components' presentation state.
@MainActor
struct ShopRenderer {
  /// The pictures' columns and lines, and the glyphs: the stories' renderer.
  var base: DemoRenderer

  /// The viewport's lines.
  func render(_ scene: ShopScene) -> [String] {
    var rows = [String](repeating: "", count: self.base.lines)
    let line = DemoRenderer.pointsPerLine
    /// Puts `text` on the line at `y` points from the viewport's top.
    func put(_ text: String, atScreenY y: CGFloat, below top: CGFloat = -.infinity) {
      let index = Int((y / line).rounded(.down))
      if rows.indices.contains(index), y >= top {
        rows[index] = text
      }
    }
    let page = scene.outer.contentOffset.y
    let header = scene.header
    if header.secondFloorShows {
      let floor = header.secondFloorFrame
      var y = floor.minY + line / 2
      while y < floor.maxY {
        put(String(repeating: "░", count: self.base.columns), atScreenY: y - page)
        y += line
      }
      put(
        self.base.centered("★ the second floor: today's deals ★"), atScreenY: floor.midY - page)
    }
    if header.state != .secondFloorOpen, header.frame.maxY > page {
      let spinner =
        header.arrowView.isHidden
        ? self.base.spinner(header.loadingView, clock: scene.clock) + "  "
        : self.base.arrow(header.arrowView) + "  "
      put(
        self.base.centered(spinner + (header.stateLabel.text ?? "")),
        atScreenY: header.frame.midY - page)
    }
    put("  ▌ RefreshKit Shop", atScreenY: line / 2 - page)
    put("  ▌ today's picks, three tabs", atScreenY: line * 1.5 - page)
    let tabBar = ShopScene.pageHeaderHeight + line / 2 - page
    let selected = scene.coordinator.selectedPage
    let tabs = ShopScene.tabs.enumerated().map { $0 == selected ? "[\($1)]" : " \($1) " }
    put("  " + tabs.joined(separator: "  "), atScreenY: max(tabBar, line / 2))
    let listTop = max(ShopScene.pageHeaderHeight + ShopScene.tabBarHeight - page, line)
    let list = scene.lists[selected]
    let count = Int(list.contentSize.height / line)
    let first = max(Int(list.contentOffset.y / line), 0)
    for item in first..<min(first + self.base.lines + 1, count) {
      put(
        "    \(scene.tab) · item \(item + 1)",
        atScreenY: listTop + CGFloat(item) * line + line / 2 - list.contentOffset.y, below: listTop)
    }
    let footer = scene.footers[selected]
    if footer.isShown {
      put(
        self.base.loaderLine(footer.loadingView, footer.stateLabel, clock: scene.clock),
        atScreenY: listTop + footer.frame.midY - list.contentOffset.y, below: listTop)
    }
    return rows.map { self.base.fitted($0) }
  }

  /// One status line: the header's state, the tab, the offsets, what happened last.
  func status(_ scene: ShopScene) -> String {
    let lists = scene.lists.map { "\(Int($0.contentOffset.y))" }.joined(separator: ",")
    return "header \(scene.header.state) · \(scene.tab) · page \(Int(scene.outer.contentOffset.y))"
      + " · lists \(lists) · \(scene.lastEvent)"
  }
}
