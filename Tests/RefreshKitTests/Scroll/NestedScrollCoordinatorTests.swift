import Foundation
import RefreshKit
import TestSupport
import Testing

/// A shop page: a 200-point header above a 44-point tab bar and three lists.
///
/// The view is 375 × 600. The outer model's content is 800 tall (header, tab bar and a
/// 556-point list), so the header is gone at outer offset 200; each list is 556 tall over 2,000
/// points of rows.
@MainActor
@Suite(.idleClocks) struct NestedScrollCoordinatorTests {
  /// The page, its lists, the coordinator, the clock and the shared header's refreshes.
  struct Shop {
    let outer: ScrollModel
    let pages: [ScrollModel]
    let coordinator: NestedScrollCoordinator
    let clock: ManualAnimationClock
    let header: NormalHeader
    let refreshes: CallLog
  }

  static func makeShop(mode: NestedScrollCoordinator.HeaderMode = .shared) -> Shop {
    let (outer, pages, clock) = makeShopModels()
    let coordinator = NestedScrollCoordinator(outer: outer, pages: pages)
    coordinator.headerMode = mode
    let refreshes = CallLog()
    let header = NormalHeader(config: makeConfig()) { refreshes.record("shared") }
    if mode == .shared {
      outer.header = header
    }
    return Shop(
      outer: outer, pages: pages, coordinator: coordinator, clock: clock, header: header,
      refreshes: refreshes)
  }

  @Test("a finger moving up scrolls the header away first, then the list")
  func upScrollsTheHeaderAwayFirst() {
    let shop = Self.makeShop()
    shop.coordinator.beginDragging()
    shop.coordinator.drag(translationY: -150)
    #expect(shop.outer.contentOffset.y == 150)
    #expect(shop.pages[0].contentOffset.y == 0, "the list does not move while the header goes")
    shop.coordinator.drag(translationY: -300)
    #expect(shop.outer.contentOffset.y == 200, "the tab bar pinned")
    #expect(shop.pages[0].contentOffset.y == 100)
    shop.coordinator.endDragging()
    shop.clock.run()
  }

  @Test("a finger moving down scrolls the list to its top first, then brings the header back")
  func downScrollsTheListFirst() {
    let shop = Self.makeShop()
    shop.coordinator.drag(translationY: -300)
    shop.coordinator.endDragging()
    shop.coordinator.beginDragging()
    shop.coordinator.drag(translationY: 50)
    #expect(shop.pages[0].contentOffset.y == 50)
    #expect(shop.outer.contentOffset.y == 200, "the header stays away while the list scrolls")
    shop.coordinator.drag(translationY: 150)
    #expect(shop.pages[0].contentOffset.y == 0)
    #expect(shop.outer.contentOffset.y == 150)
    shop.coordinator.endDragging()
    shop.clock.run()
  }

  @Test("a pull at the top refreshes the shared header, from every tab", arguments: 0..<3)
  func aPullFromEveryTab(tab: Int) {
    let shop = Self.makeShop()
    shop.coordinator.selectedPage = tab
    shop.coordinator.beginDragging()
    shop.coordinator.drag(translationY: 200)
    #expect(shop.header.state == .pulling)
    #expect(shop.pages[tab].contentOffset.y == 0, "the list stays at its top")
    shop.coordinator.endDragging()
    shop.clock.run()
    #expect(shop.header.state == .refreshing)
    #expect(shop.refreshes.entries == ["shared"])
    shop.header.endRefreshing()
    shop.clock.run()
    #expect(shop.outer.contentOffset.y == 0)
  }

  @Test("a refresh goes on across tab switches, and a pull from another tab adds none")
  func aRefreshAcrossTabs() {
    let shop = Self.makeShop()
    shop.coordinator.drag(translationY: 200)
    shop.coordinator.endDragging()
    shop.clock.run()
    #expect(shop.header.state == .refreshing)
    shop.coordinator.selectedPage = 2
    #expect(shop.header.state == .refreshing)
    #expect(!shop.pages[0].isVisible && shop.pages[2].isVisible)
    shop.coordinator.drag(translationY: 200)
    shop.coordinator.endDragging()
    shop.clock.run()
    #expect(shop.refreshes.entries == ["shared"], "never twice")
    shop.header.endRefreshing()
    shop.clock.run()
  }

  @Test("the other tabs keep their place while the header comes back")
  func theOtherTabsKeepTheirPlace() {
    let shop = Self.makeShop()
    shop.coordinator.selectedPage = 1
    shop.coordinator.drag(translationY: -500)
    shop.coordinator.endDragging()
    #expect(shop.pages[1].contentOffset.y == 300)
    shop.coordinator.selectedPage = 0
    shop.coordinator.drag(translationY: 200)
    shop.coordinator.endDragging()
    shop.clock.run()
    #expect(shop.outer.contentOffset.y == 0, "the header is back")
    #expect(shop.pages[1].contentOffset.y == 300, "JXPagingView would have reset it (#324)")
  }

  @Test("each list loads its own pages")
  func eachListHasItsOwnFooter() {
    let shop = Self.makeShop()
    var loads: [Int] = []
    for (index, page) in shop.pages.enumerated() {
      page.footer = AutoNormalFooter(config: makeConfig()) { loads.append(index) }
    }
    shop.coordinator.selectedPage = 1
    shop.coordinator.drag(translationY: -1700)
    shop.coordinator.endDragging()
    shop.clock.run()
    #expect(loads == [1])
    #expect(shop.pages[1].footer?.state == .refreshing)
    #expect(shop.pages[0].footer?.state == .idle)
    shop.pages[1].footer?.endRefreshing()
    shop.clock.run()
  }

  @Test("with a header per tab, the outer model stops at its top and the list is pulled")
  func aHeaderPerTab() {
    let shop = Self.makeShop(mode: .perPage)
    let own = NormalHeader(config: makeConfig())
    shop.pages[0].header = own
    shop.coordinator.drag(translationY: -100)
    shop.coordinator.drag(translationY: 100)
    #expect(shop.outer.contentOffset.y == 0)
    shop.coordinator.drag(translationY: 300)
    #expect(shop.outer.contentOffset.y == 0, "the outer model does not bounce")
    #expect(shop.pages[0].contentOffset.y < 0)
    #expect(own.state == .pulling)
    shop.coordinator.endDragging()
    shop.clock.run()
    #expect(own.state == .refreshing)
    own.endRefreshing()
    shop.clock.run()
  }

  @Test("with a header per tab, a pull taken back comes back on the list, not the page")
  func aPullTakenBackWithAHeaderPerTab() {
    let shop = Self.makeShop(mode: .perPage)
    let own = NormalHeader(config: makeConfig())
    shop.pages[0].header = own
    shop.coordinator.beginDragging()
    shop.coordinator.drag(translationY: 100)
    #expect(shop.pages[0].contentOffset.y < 0, "the list is pulled")
    shop.coordinator.drag(translationY: 40)  // the finger goes back up by 60
    #expect(shop.outer.contentOffset.y == 0, "the banner stays while the list's pull comes back")
    #expect(shop.pages[0].contentOffset.y < 0, "still pulled, by less")
    shop.coordinator.drag(translationY: 0)
    #expect(shop.outer.contentOffset.y == 0)
    #expect(shop.pages[0].contentOffset.y == 0, "back at its top")
    shop.coordinator.drag(translationY: -50)
    #expect(shop.outer.contentOffset.y == 50, "then the banner scrolls away")
    shop.coordinator.endDragging()
    shop.clock.run()
    #expect(shop.outer.contentOffset.y == 50)
    #expect(own.state == .idle)
  }

  @Test("a fling up while the header shows scrolls it away and stops at the tab bar")
  func aFlingUp() {
    let shop = Self.makeShop()
    shop.coordinator.drag(translationY: -50)
    shop.coordinator.endDragging(velocity: 3000)
    shop.clock.run()
    #expect(shop.outer.contentOffset.y == 200)
    #expect(shop.pages[0].contentOffset.y == 0, "the fling does not carry into the list")
  }

  @Test("a tab out of range, or a switch with a finger down, is refused")
  func refusedSwitches() {
    let shop = Self.makeShop()
    let (_, outOfRange) = Diagnostics.collect { shop.coordinator.selectedPage = 3 }
    #expect(shop.coordinator.selectedPage == 0)
    #expect(outOfRange.map(\.kind) == [.valueOutOfRange])
    shop.coordinator.beginDragging()
    let (_, midDrag) = Diagnostics.collect { shop.coordinator.selectedPage = 1 }
    #expect(shop.coordinator.selectedPage == 0)
    #expect(midDrag.map(\.kind) == [.ignoredCall])
    let (_, notANumber) = Diagnostics.collect { shop.coordinator.drag(translationY: .nan) }
    #expect(notANumber.map(\.kind) == [.nonFiniteValue])
    #expect(shop.outer.contentOffset.y == 0 && shop.pages[0].contentOffset.y == 0)
    shop.coordinator.endDragging()
  }

  /// One row of the rules for scroll views that move by themselves: where the outer model and
  /// the list rest, which one reports a move to `reported`, and what is kept.
  struct Pin: Sendable, CustomTestStringConvertible {
    let name: String
    let mode: NestedScrollCoordinator.HeaderMode
    let outer: CGFloat
    let list: CGFloat
    let movesOuter: Bool
    let reported: CGFloat
    let kept: CGFloat

    var testDescription: String { self.name }
  }

  nonisolated static let pins: [Pin] = [
    Pin(
      name: "the list waits while the header goes", mode: .shared, outer: 100, list: 0,
      movesOuter: false, reported: 10, kept: 0),
    Pin(
      name: "the list scrolls once the header is gone", mode: .shared, outer: 200, list: 0,
      movesOuter: false, reported: 10, kept: 10),
    Pin(
      name: "the outer stops at the tab bar", mode: .shared, outer: 195, list: 0,
      movesOuter: true, reported: 210, kept: 200),
    Pin(
      name: "the outer waits while the list goes back to its top", mode: .shared, outer: 200,
      list: 50, movesOuter: true, reported: 190, kept: 200),
    Pin(
      name: "the header comes back over a list at its top", mode: .shared, outer: 200, list: 0,
      movesOuter: true, reported: 190, kept: 190),
    Pin(
      name: "the shared header is pulled past the outer's top", mode: .shared, outer: 0,
      list: 0, movesOuter: true, reported: -20, kept: -20),
    Pin(
      name: "a shared header's list never goes below its top", mode: .shared, outer: 0,
      list: 0, movesOuter: false, reported: -20, kept: 0),
    Pin(
      name: "a list's own header is pulled with the outer at its top", mode: .perPage,
      outer: 0, list: 0, movesOuter: false, reported: -20, kept: -20),
    Pin(
      name: "a list's own header waits for the outer's top", mode: .perPage, outer: 30,
      list: 0, movesOuter: false, reported: -20, kept: 0),
    Pin(
      name: "with a header per tab the outer stops at its top", mode: .perPage, outer: 0,
      list: 0, movesOuter: true, reported: -20, kept: 0),
    Pin(
      name: "the outer waits while a list's pull comes back", mode: .perPage, outer: 0,
      list: -30, movesOuter: true, reported: 10, kept: 0),
  ]

  @Test("real scroll views are pinned by the same rules", arguments: Self.pins)
  func pinnedOffsets(_ pin: Pin) {
    let shop = Self.makeShop(mode: pin.mode)
    shop.outer.contentOffset.y = pin.outer
    shop.pages[0].contentOffset.y = pin.list
    let model = pin.movesOuter ? shop.outer : shop.pages[0]
    let kept = shop.coordinator.constrainedOffset(CGPoint(x: 0, y: pin.reported), of: model)
    #expect(kept.y == pin.kept)
    let free = shop.coordinator.constrainedOffset(CGPoint(x: 0, y: -20), of: shop.pages[1])
    let expectedFree: CGFloat = -20
    #expect(free.y == expectedFree, "a tab that does not show is not pinned")
  }
}
