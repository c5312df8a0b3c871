import Foundation
import RefreshKitHost
import Testing

/// The lookup of the scroll view behind a SwiftUI view, on trees of plain nodes laid out as
/// SwiftUI lays out platform views: a view's background, the view and its overlay added to one
/// container, back to front.
@MainActor
@Suite struct ScrollViewLookupTests {
  /// A view of a tree: a frame in the window's coordinates, a kind, subviews.
  final class Node {
    let name: String
    let frame: CGRect
    var kind: ScrollViewLookup<Node>.Kind
    weak var parent: Node?
    var children: [Node] = []

    init(
      _ name: String, _ frame: CGRect, _ kind: ScrollViewLookup<Node>.Kind = .other,
      _ children: [Node] = []
    ) {
      self.name = name
      self.frame = frame
      self.kind = kind
      for child in children {
        self.add(child)
      }
    }

    func add(_ child: Node) {
      child.parent = self
      self.children.append(child)
    }

    func find(_ name: String) -> Node? {
      self.name == name ? self : self.children.lazy.compactMap { $0.find(name) }.first
    }
  }

  let lookup = ScrollViewLookup<Node>(
    parent: { $0.parent }, children: { $0.children }, kind: { $0.kind },
    frameInWindow: { $0.frame })

  static let screen = CGRect(x: 0, y: 0, width: 390, height: 844)

  /// Markers around a view of `frame`: the anchor a point at its centre, the probe over it.
  static func markers(around frame: CGRect, _ name: String) -> (anchor: Node, probe: Node) {
    let centre = CGRect(x: frame.midX, y: frame.midY, width: 0, height: 0)
    return (Node("\(name).anchor", centre), Node("\(name).probe", centre))
  }

  /// A list with rows, one of which holds a horizontal carousel at the list's centre.
  static func list(_ name: String, _ frame: CGRect) -> Node {
    let carousel = Node(
      "\(name).carousel", CGRect(x: 0, y: frame.midY - 50, width: frame.width, height: 100),
      .scrollView)
    let cell = Node(
      "\(name).cell", CGRect(x: frame.minX, y: frame.midY - 50, width: frame.width, height: 100),
      .other, [carousel])
    return Node(name, frame, .scrollView, [cell])
  }

  @Test func theListBetweenTheMarkersIsFoundAndNotTheCarouselInItsRows() throws {
    let list = Self.list("list", Self.screen)
    let (anchor, probe) = Self.markers(around: Self.screen, "list")
    let hosting = Node("hosting", Self.screen, .other, [anchor, list, probe])
    _ = Node("window", Self.screen, .other, [hosting])
    #expect(self.lookup.find(anchor: anchor, probe: probe) == .found(list))
  }

  @Test func aSiblingListBesideTheViewIsNeverTaken() throws {
    // A VStack of two lists flattened into one hosting view: the second list's markers.
    let top = CGRect(x: 0, y: 0, width: 390, height: 422)
    let bottom = CGRect(x: 0, y: 422, width: 390, height: 422)
    let first = Self.list("first", top)
    let second = Self.list("second", bottom)
    let (anchor1, probe1) = Self.markers(around: top, "first")
    let (anchor2, probe2) = Self.markers(around: bottom, "second")
    let hosting = Node(
      "hosting", Self.screen, .other, [anchor1, first, probe1, anchor2, second, probe2])
    _ = Node("window", Self.screen, .other, [hosting])
    #expect(self.lookup.find(anchor: anchor2, probe: probe2) == .found(second))
    #expect(self.lookup.find(anchor: anchor1, probe: probe1) == .found(first))
  }

  @Test func aParentScrollViewHoldingTheMarkersIsNeverTaken() throws {
    // A list inside a page of a parent scroll view: the markers are in the parent's content.
    let inner = CGRect(x: 0, y: 100, width: 390, height: 300)
    let list = Node("list", inner, .scrollView)
    let (anchor, probe) = Self.markers(around: inner, "list")
    let parent = Node("parent", Self.screen, .scrollView, [anchor, list, probe])
    _ = Node("window", Self.screen, .other, [parent])
    #expect(self.lookup.find(anchor: anchor, probe: probe) == .found(list))
    list.kind = .other  // a release that draws the list without a scroll view
    #expect(self.lookup.find(anchor: anchor, probe: probe) == .noScrollView(searched: 1))
  }

  @Test func aHiddenScrollViewAndWhatIsInsideItAreSkipped() throws {
    let hidden = Self.list("hidden", Self.screen)
    hidden.kind = .hidden
    let shown = Self.list("shown", Self.screen)
    let (anchor, probe) = Self.markers(around: Self.screen, "shown")
    let hosting = Node("hosting", Self.screen, .other, [anchor, hidden, shown, probe])
    _ = Node("window", Self.screen, .other, [hosting])
    #expect(self.lookup.find(anchor: anchor, probe: probe) == .found(shown))
  }

  @Test func aScrollViewOfNoSizeOrBesideTheAnchorIsNotTaken() throws {
    let empty = Node("empty", CGRect(x: 195, y: 422, width: 0, height: 0), .scrollView)
    let beside = Node("beside", CGRect(x: 0, y: 0, width: 100, height: 100), .scrollView)
    let (anchor, probe) = Self.markers(around: Self.screen, "view")
    let hosting = Node("hosting", Self.screen, .other, [anchor, empty, beside, probe])
    _ = Node("window", Self.screen, .other, [hosting])
    #expect(self.lookup.find(anchor: anchor, probe: probe) == .noScrollView(searched: 2))
  }

  @Test func markersInTwoTreesHaveNoCommonAncestor() throws {
    let (anchor, probe) = Self.markers(around: Self.screen, "view")
    _ = Node("window", Self.screen, .other, [anchor])
    #expect(self.lookup.find(anchor: anchor, probe: probe) == .noCommonAncestor)
  }

  @Test func viewsOutsideTheMarkersAreSearchedAfterThoseBetweenThem() throws {
    // A release that puts the view's platform view behind its background: still found, after
    // what lies between the markers.
    let list = Self.list("list", Self.screen)
    let (anchor, probe) = Self.markers(around: Self.screen, "list")
    let between = Node("between", Self.screen)
    let hosting = Node("hosting", Self.screen, .other, [list, anchor, between, probe])
    _ = Node("window", Self.screen, .other, [hosting])
    #expect(self.lookup.find(anchor: anchor, probe: probe) == .found(list))
  }
}
