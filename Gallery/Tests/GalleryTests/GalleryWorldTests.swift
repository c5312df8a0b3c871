import Foundation
import RefreshKit
import Testing

@testable import GalleryCore

extension GalleryTests {
  /// The screens of the cooperating loaders' scenarios, driven as the page drives them: offsets,
  /// a refresh, the clock.
  @MainActor
  @Suite struct GalleryWorldTests {
    /// The scenario `id`'s screen on a clock of its own, after its first draw's work.
    func open(_ id: String) throws -> (GalleryWorld, ManualAnimationClock) {
      let clock = ManualAnimationClock()
      let world = try #require(GalleryScenario.named(id)).makeWorld(clock: clock)
      return (world, clock)
    }

    @Test("a refresh during a page load waits for the page, then replaces the list")
    func aRefreshDuringAPageLoadWaitsForThePage() throws {
      let (world, clock) = try self.open("loaders-refresh-during-page")
      var log: [String] = []
      world.onEvent = { log.append($0) }
      world.scroll.contentOffset.y = world.scroll.maximumContentOffset.y
      #expect(world.scroll.footer?.state == .refreshing, "a page loads for 3 s")
      clock.advance(by: 1)
      world.scroll.header?.beginRefreshing()
      #expect(world.scroll.header?.state == .refreshing)
      #expect(world.scroll.footer?.state == .refreshing, "the app's request goes on")
      clock.advance(by: 2.1)
      #expect(world.items == 30, "the page landed; the refresh runs now")
      clock.run()
      #expect(world.items == 20, "the new list")
      #expect(log.count { $0.hasPrefix("loadMoreData") && $0.contains("load") } >= 1)
      #expect(!log.contains { $0.contains("dropped") })
    }

    @Test("a short first page loads the next ones by itself until the screen is full")
    func aShortFirstPageFillsTheScreen() throws {
      let (world, clock) = try self.open("loaders-short-first-page")
      clock.run()
      let shown = GalleryWorld.viewport.height - GalleryWorld.barHeight
      let footer = try #require(world.scroll.footer)
      let contentAndFooter = CGFloat(world.items) * GalleryWorld.rowHeight + footer.frame.height
      #expect(contentAndFooter > shown, "the footer no longer shows whole: \(world.items) rows")
      #expect(world.items == 12, "3 rows, then 3 pages of 3 that the fill rule loaded")
      #expect(footer.state == .idle)
    }

    @Test("a conversation opened in the middle loads older messages above without a move")
    func aConversationOpenedInTheMiddle() throws {
      let (world, clock) = try self.open("loaders-conversation")
      #expect(world.firstItem == 41)
      let scroll = world.scroll
      let read = { CGFloat(45 - world.firstItem) * GalleryWorld.rowHeight - scroll.contentOffset.y }
      scroll.contentOffset.y = scroll.minimumContentOffset.y
      let before = read()
      clock.run()
      #expect(world.firstItem == 21)
      #expect(read() == before, "message 45 stays where it was on screen")
      while scroll.leadingLoader?.state != .noMoreData {
        scroll.contentOffset.y = scroll.minimumContentOffset.y
        clock.run()
      }
      #expect(world.firstItem == 1)
      while scroll.footer?.state != .noMoreData {
        scroll.contentOffset.y = scroll.maximumContentOffset.y
        clock.run()
      }
      #expect(world.items == 100, "messages 1 to 100, each once")
    }

    @Test("the second floor's frame carries the floor while it shows, and none once closed")
    func theSecondFloorIsInTheFrame() throws {
      let (world, clock) = try self.open("header-second-floor")
      let scroll = world.scroll
      #expect(GalleryFrame(world).components.first?.floor == nil, "nothing pulled: no floor")
      scroll.beginDragging()
      scroll.drag(toOffsetY: scroll.minimumContentOffset.y - 160)
      #expect(scroll.header?.state == .secondFloorArmed)
      let pulled = try #require(GalleryFrame(world).components.first?.floor)
      let length = Double(scroll.frame.height - scroll.adjustedContentInset.top)
      #expect(pulled.h == length, "the floor's length: the view below its top inset")
      scroll.endDragging()
      clock.run()
      #expect(scroll.header?.state == .secondFloorOpen)
      _ = scroll.header?.closeSecondFloor()
      clock.run()
      #expect(GalleryFrame(world).components.first?.floor == nil, "closed: no floor")
    }
  }
}
