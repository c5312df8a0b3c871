import Foundation
import RefreshKit
import Testing

@testable import GalleryCore

extension GalleryTests {
  /// The screens of RefreshKit's own features, each keeping the promise its summary makes, driven
  /// as the page drives them: offsets, drags, the clock.
  @MainActor
  @Suite struct RefreshKitScenarioTests {
    /// The scenario `id`'s screen on a clock of its own, its log in `log`, as the session opens
    /// it: in the scenario's language, if it has one.
    func open(_ id: String, log: @escaping @MainActor (String) -> Void = { _ in }) throws
      -> (GalleryWorld, ManualAnimationClock)
    {
      let clock = ManualAnimationClock()
      let scenario = try #require(GalleryScenario.named(id))
      let world = scenario.makeWorld(clock: clock)
      world.config.languageCode = scenario.language ?? "en"
      world.onEvent = log
      return (world, clock)
    }

    /// Pulls the list down by `distance` from the top and lets go.
    func pull(_ world: GalleryWorld, by distance: CGFloat) {
      let scroll = world.scroll
      scroll.beginDragging()
      scroll.drag(toOffsetY: scroll.minimumContentOffset.y - distance)
      scroll.endDragging()
    }

    @Test("every scenario is listed under RefreshKit's own heading, after the example app's")
    func theHeading() {
      let beyond = GalleryScenario.all.filter { $0.group == GalleryScenario.beyond }.map(\.id)
      #expect(
        beyond == [
          "progress-header", "results", "failed-page-retry", "minimum-duration", "stale-data",
          "right-to-left", "reduced-motion", "voiceover", "chat",
        ])
      #expect(GalleryScenario.all.suffix(beyond.count).map(\.id) == beyond)
    }

    @Test("the progress header's ring is in the frame: drawn by the pull, turning as it loads")
    func theProgressHeadersRingIsInTheFrame() throws {
      let (world, clock) = try self.open("progress-header")
      clock.run()
      let ring = { GalleryFrame(world).components.first { $0.slot == "header" }?.vectors.first }
      #expect(ring()?.lines.isEmpty == true, "at rest, nothing drawn")
      world.scroll.beginDragging()
      world.scroll.drag(toOffsetY: world.scroll.minimumContentOffset.y - 27)
      let pulled = try #require(ring())
      #expect(pulled.lines.count == 1 && pulled.lines[0].count > 20, "half way: an arc")
      #expect(pulled.frame.w == 28 && pulled.widths == [2.33])
      world.scroll.endDragging()
      world.scroll.header?.beginRefreshing()
      clock.advance(by: 0.3)
      let turning = ring()
      clock.advance(by: 0.25)
      #expect(ring() != turning, "the loop turns with the clock")
      clock.run()
    }

    @Test("a tab sees the ring's outro through to its end, then nothing drawn at rest")
    func aTabSeesTheOutroThrough() {
      let tab = TestTab()
      tab.open("progress-header")
      let vectors = tab.component("header")?["vectors"] as? [[String: Any]]
      #expect((vectors?.first?["lines"] as? [[Double]])?.isEmpty == true, "\(vectors ?? [])")
      #expect(tab.session.isAtRest)
    }

    @Test("results take turns and each is held for a second before the header closes")
    func resultsAreHeld() throws {
      let (world, clock) = try self.open("results")
      let header = try #require(world.scroll.header as? NormalHeader)
      let showsResult = {
        for _ in 0..<100 where !header.isShowingResult {
          clock.advance(by: 0.05)
        }
      }
      showsResult()
      #expect(header.stateLabel.text == "Refreshed")
      clock.advance(by: 0.9)
      #expect(header.isShowingResult, "still held")
      clock.run()
      self.pull(world, by: 80)
      showsResult()
      #expect(header.stateLabel.text == "Refresh failed")
      clock.run()
      #expect(world.items == 10, "the failed load added nothing")
    }

    @Test("a failed page is retried once by itself, then waits for a tap")
    func aFailedPageIsRetried() throws {
      var log: [String] = []
      let (world, clock) = try self.open("failed-page-retry") { log.append($0) }
      let footer = try #require(world.scroll.footer)
      world.scroll.contentOffset.y = world.scroll.maximumContentOffset.y
      #expect(footer.state == .refreshing)
      clock.advance(by: 0.5)
      #expect(footer.consecutiveFailures == 1)
      clock.advance(by: 2)
      #expect(footer.state == .refreshing, "the retry, 2 s later")
      clock.advance(by: 0.5)
      #expect(footer.consecutiveFailures == 2)
      clock.advance(by: 10)
      #expect(footer.state == .idle, "no second retry: it waits")
      footer.beginRefreshing()  // the tap
      clock.run()
      #expect(world.items == 25)
      #expect(log.filter { $0.hasPrefix("loadMoreData: fails") }.count == 2)
    }

    @Test("a load of 0.1 s still shows \"Loading...\" for 1.5 s")
    func aFastLoadIsShownLongEnough() throws {
      let (world, clock) = try self.open("minimum-duration")
      #expect(world.loadTime == 0.1)
      let header = try #require(world.scroll.header)
      clock.run()
      self.pull(world, by: 80)
      clock.advance(by: 0.02)  // the release's frame
      #expect(header.state == .refreshing)
      clock.advance(by: 1.4)
      #expect(header.state == .refreshing, "the load is over, the refresh still shows")
      clock.advance(by: 0.1)
      #expect(header.state == .idle, "ended at 1.5 s")
      clock.run()
    }

    @Test("coming back refreshes only stale data")
    func comingBackRefreshesOnlyStaleData() throws {
      let (world, clock) = try self.open("stale-data")
      let header = try #require(world.scroll.header)
      // The dates follow the scenario's clock.
      let opened = Date()
      header.currentDate = { opened.addingTimeInterval(clock.now) }
      clock.run()
      world.scroll.isVisible = false
      world.scroll.isVisible = true
      #expect(header.state == .idle, "fresh: nothing loads")
      clock.advance(by: 4)
      world.scroll.isVisible = false
      world.scroll.isVisible = true
      #expect(header.state == .refreshing, "stale after 3 s: it refreshes by itself")
      clock.run()
    }

    @Test("in Arabic the titles are Arabic and the arrow sits right of them")
    func rightToLeft() throws {
      let (world, clock) = try self.open("right-to-left")
      clock.run()
      let header = try #require(world.scroll.header as? NormalHeader)
      #expect(header.isRightToLeft)
      #expect(header.stateLabel.text == "اسحب للأسفل للتحديث")
      #expect(header.arrowView.frame.minX > header.frame.width / 2)
    }

    @Test("with Reduce Motion the header closes at once")
    func reducedMotion() throws {
      let (world, clock) = try self.open("reduced-motion")
      clock.advance(by: GalleryWorld.tableLoadTime)
      #expect(world.scroll.header?.state == .idle)
      #expect(world.scroll.contentOffset.y == -GalleryWorld.barHeight, "closed, not closing")
      clock.run()
    }

    @Test("VoiceOver's announcements are in the log")
    func voiceOverAnnouncementsAreLogged() throws {
      var log: [String] = []
      let (world, clock) = try self.open("voiceover") { log.append($0) }
      clock.run()
      self.pull(world, by: 80)
      clock.run()
      let said = log.filter { $0.hasPrefix("VoiceOver says") }
      #expect(said.contains("VoiceOver says \"Release to refresh\""))
      #expect(said.contains("VoiceOver says \"Loading...\""))
    }

    @Test("the chat opens at its end and loads earlier messages above without a move")
    func theChatLoadsAbove() throws {
      let (world, clock) = try self.open("chat")
      let scroll = world.scroll
      #expect(world.firstItem == 81)
      let read = { CGFloat(85 - world.firstItem) * GalleryWorld.rowHeight - scroll.contentOffset.y }
      scroll.contentOffset.y = scroll.minimumContentOffset.y
      let before = read()
      clock.run()
      #expect(world.firstItem == 61)
      #expect(read() == before, "message 85 stays where it was on screen")
    }
  }
}
