import Foundation
import RefreshKit
import RefreshKitHost
import TestSupport
import Testing

/// Where ⌘R goes, on a tree of plain nodes: the nearest host around the focus that can take
/// it, else the largest shown one, the later drawn on a tie; a hidden view hides its subtree.
@MainActor
@Suite(.idleClocks) struct RefreshCommandRoutingTests {
  /// A view: a name, a size, whether it shows, a header if it is a scroll view with one.
  final class Node {
    let name: String
    let area: CGFloat
    var isShown = true
    var header: RefreshHeader?
    weak var parent: Node?
    var children: [Node] = []

    init(_ name: String, area: CGFloat = 0, header: RefreshHeader? = nil, _ children: [Node] = []) {
      self.name = name
      self.area = area
      self.header = header
      self.children = children
      for child in children {
        child.parent = self
      }
    }
  }

  let tree = RefreshCommandRouting.ViewTree<Node, Node>(
    parent: { $0.parent }, children: { $0.children }, isShown: { $0.isShown },
    area: { $0.area }, host: { $0.header == nil ? nil : $0 }, header: { $0.header })

  /// A header attached to a scroll model of its own, at rest and seen.
  func header(_ scrolls: inout [ScrollModel]) -> RefreshHeader {
    let clock = ManualAnimationClock()
    ClockLedger.current?.add(clock)
    let scroll = ScrollModel(frame: CGRect(x: 0, y: 0, width: 375, height: 600), clock: clock)
    let header = RefreshHeader()
    scroll.header = header
    scrolls.append(scroll)
    return header
  }

  @Test func theNearestAroundTheFocusWinsOverALargerOne() {
    var scrolls: [ScrollModel] = []
    let focus = Node("cell")
    let list = Node("list", area: 10, header: self.header(&scrolls), [focus])
    let big = Node("big", area: 1_000, header: self.header(&scrolls))
    let root = Node("root", [list, big])
    #expect(RefreshCommandRouting.target(from: focus, in: root, tree: self.tree) === list)
    list.header?.isEnabled = false
    #expect(RefreshCommandRouting.target(from: focus, in: root, tree: self.tree) === big)
  }

  @Test func aFocusInsideAHiddenViewGoesToTheWindowsLargest() {
    var scrolls: [ScrollModel] = []
    let focus = Node("field")
    let hiddenList = Node("hidden list", area: 10, header: self.header(&scrolls), [focus])
    let panel = Node("panel", [hiddenList])
    panel.isShown = false
    let shown = Node("shown", area: 100, header: self.header(&scrolls))
    let root = Node("root", [panel, shown])
    #expect(RefreshCommandRouting.target(from: focus, in: root, tree: self.tree) === shown)
  }

  @Test func theLaterDrawnWinsATieAndAHiddenViewHidesItsSubtree() {
    var scrolls: [ScrollModel] = []
    let first = Node("first", area: 100, header: self.header(&scrolls))
    let second = Node("second", area: 100, header: self.header(&scrolls))
    let buried = Node("buried", area: 5_000, header: self.header(&scrolls))
    let cover = Node("cover", [buried])
    cover.isShown = false
    let root = Node("root", [first, second, cover])
    #expect(RefreshCommandRouting.target(from: nil, in: root, tree: self.tree) === second)
    #expect(RefreshCommandRouting.target(from: nil, in: nil, tree: self.tree) == nil)
  }
}
