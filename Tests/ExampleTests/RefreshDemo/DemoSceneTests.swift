import Foundation
import RefreshKit
import TestSupport
import Testing

@testable import RefreshDemo

@MainActor
@Suite(.idleClocks) struct DemoSceneTests {
  private func scene(_ clock: ManualAnimationClock) -> DemoScene {
    DemoScene(
      clock: clock, viewportHeight: 240, pageSize: 8, now: { Date(timeIntervalSince1970: 0) })
  }

  @Test func theSceneOpensWithTheFirstPage() {
    let scene = self.scene(makeClock())
    #expect(scene.stories.first == "Story 1")
    #expect(scene.stories.count == 8)
    #expect(scene.scroll.contentSize.height == 320)
  }

  @Test func theRefreshKeyReloadsTheFirstPageAfterTheLatency() {
    let clock = makeClock()
    let scene = self.scene(clock)
    scene.refresh()
    #expect(scene.header.state == .refreshing)
    clock.advance(by: 0.25 + DemoScene.latency)
    #expect(scene.header.state == .idle)
    #expect(scene.stories.count == 8)
  }

  @Test func withShortPagesTheFooterFillsTheScreenByItself() {
    let clock = makeClock()
    let scene = self.scene(clock)
    scene.handle(.toggleShortPages, step: 16)
    #expect(scene.header.state == .refreshing, "the key reloads in short pages")
    clock.run()
    // Pages of 2 stories, 80 points each, under a 240-point view: the first page and two
    // more leave 240 points of stories, which with the 44-point footer leave the edge out of
    // reach; no finger moved.
    #expect(scene.stories == (1...6).map { "Story \($0)" })
    #expect(scene.footer.transitions.count { $0.reason == .automatic } == 2)
    #expect(scene.footer.state == .idle)
    #expect(!scene.scroll.isDragging)
  }

  @Test func aReloadWhileAPageLoadsWaitsForThePageItCannotCancel() {
    let clock = makeClock()
    let scene = self.scene(clock)
    scene.footer.beginRefreshing()
    clock.advance(by: 0.5)
    #expect(scene.footer.state == .refreshing)
    scene.refresh()
    #expect(scene.header.state == .refreshing)
    #expect(scene.footer.state == .refreshing, "the source's request is under way: kept")
    clock.advance(by: 0.6)
    #expect(scene.stories.count == 16, "page 2 landed; the reload runs now")
    clock.run()
    #expect(scene.stories == (1...8).map { "Story \($0)" })
    #expect(scene.header.state == .idle && scene.lastNote == nil)
  }

  @Test func withLoadersThatDoNotTakeTurnsALatePageIsDroppedAndTheFooterEnds() {
    let clock = makeClock()
    let scene = self.scene(clock)
    scene.scroll.loaderRules = .mjRefresh
    scene.footer.beginRefreshing()
    clock.advance(by: 0.5)
    scene.refresh()
    clock.advance(by: 0.6)
    #expect(scene.stories.count == 8, "page 2 answered after the reload ran, and was dropped")
    #expect(scene.lastNote == "dropped page 2: the list was reloaded")
    #expect(scene.footer.state == .idle)
    clock.run()
    #expect(scene.stories == (1...8).map { "Story \($0)" })
  }

  @Test func dragsAddUpUntilTheFingerLifts() {
    let clock = makeClock()
    let scene = self.scene(clock)
    scene.drag(by: -30)
    scene.drag(by: -20)
    #expect(scene.scroll.contentOffset.y == 50)
    scene.release()
    #expect(!scene.scroll.isDragging)
    scene.drag(by: 10)
    #expect(scene.scroll.contentOffset.y == 40, "a new drag starts from where the content is")
  }

  @Test func withFastLoadsTheMinimumKeepsTheSpinnerForASecond() {
    let clock = makeClock()
    let scene = self.scene(clock)
    scene.toggleFastLoads()
    scene.refresh()
    clock.advance(by: 0.25 + DemoScene.fastLatency)
    #expect(scene.header.state == .idle, "a tenth of a second of spinner")
    clock.run()
    scene.toggleMinimumDuration()
    let start = clock.now
    scene.refresh()
    clock.advance(by: 0.25 + DemoScene.fastLatency)
    #expect(scene.header.state == .refreshing, "held for the minimum")
    clock.advance(to: start + DemoScene.minimumRefreshingDuration)
    #expect(scene.header.state == .idle)
    #expect(
      DemoRenderer(columns: 60, lines: 6).status(scene).hasSuffix("minimum 1 s · loads in 0.1 s"))
    scene.toggleMinimumDuration()
    scene.toggleFastLoads()
    #expect(scene.footer.minimumRefreshingDuration == 0)
    #expect(DemoRenderer(columns: 60, lines: 6).status(scene).hasSuffix("stories"))
    clock.run()
  }

  @Test func comingBackAnHourAfterARefreshRefreshesTheStaleFirstPage() {
    let clock = makeClock()
    let scene = self.scene(clock)
    scene.returnAnHourLater()
    #expect(scene.header.state == .idle, "no record yet: the first page loaded by itself")
    scene.refresh()
    clock.advance(by: 0.25 + DemoScene.latency)
    clock.run()
    scene.returnAnHourLater()
    #expect(scene.header.state == .refreshing)
    #expect(scene.header.transitions.last?.reason == .staleData)
    clock.run()
    #expect(scene.header.state == .idle)
  }

  @Test func theNoMoreDataKeyTogglesTheFooter() {
    let scene = self.scene(makeClock())
    scene.toggleNoMoreData()
    #expect(scene.footer.state == .noMoreData)
    scene.toggleNoMoreData()
    #expect(scene.footer.state == .idle)
  }

  @Test func theLanguageKeyCyclesThroughEveryBundledLanguageAndBack() {
    let scene = self.scene(makeClock())
    var seen: [RefreshLanguage] = []
    for _ in RefreshLanguage.allCases {
      scene.cycleLanguage()
      seen.append(scene.config.language)
    }
    #expect(Set(seen) == Set(RefreshLanguage.allCases))
    #expect(scene.config.language == .english)
  }

  @Test func failingLoadsShowTheFailureAndTheFooterRetriesTwice() {
    let clock = makeClock()
    let scene = self.scene(clock)
    scene.toggleFailures()
    scene.toggleResultDisplay()
    scene.refresh()
    clock.advance(by: 0.25 + DemoScene.latency)
    #expect(scene.header.stateLabel.text == "Refresh failed")
    clock.run()
    #expect(scene.header.stateLabel.text == "Pull down to refresh")
    scene.tapFooter()
    clock.run()
    #expect(scene.footer.stateLabel.text == "Load failed. Tap or pull up to retry")
    #expect(scene.footer.consecutiveFailures == 3, "the tap and two automatic retries")
    #expect(
      DemoRenderer(columns: 60, lines: 6).status(scene).hasSuffix("loads fail · results 1 s"))
    scene.toggleFailures()
    scene.tapFooter()
    clock.run()
    #expect(scene.footer.consecutiveFailures == 0)
    #expect(scene.stories.count == scene.pageSize * 2)
  }

  @Test func voiceOversScrollRefreshesAtTheTopAndItsWordsShow() {
    let clock = makeClock()
    let scene = self.scene(clock)
    scene.showsAnnouncements = true
    scene.drag(by: -100)
    scene.release()
    clock.run()
    scene.voiceOverScroll()
    #expect(scene.header.state == .idle)
    #expect(
      DemoRenderer(columns: 60, lines: 6).status(scene).hasSuffix(
        "VoiceOver: VoiceOver scroll: not at the top, nothing to refresh"))
    scene.scroll.setContentOffset(scene.scroll.minimumContentOffset, animated: false)
    scene.voiceOverScroll()
    #expect(scene.header.state == .refreshing)
    #expect(
      DemoRenderer(columns: 60, lines: 6).status(scene).hasSuffix(
        "VoiceOver: header \"Loading...\""))
    clock.run()
  }

  @Test func rightToLeftPutsTheArrowRightOfTheTitle() {
    let clock = makeClock()
    let scene = self.scene(clock)
    scene.toggleRightToLeft()
    scene.drag(by: 200)
    clock.advance(by: 0.3)  // the arrow's turn
    let renderer = DemoRenderer(columns: 60, lines: 8)
    let line = renderer.render(scene).first { $0.contains("Release to refresh") } ?? ""
    #expect(line.trimmingCharacters(in: .whitespaces).hasSuffix("Release to refresh  ↑"))
    #expect(renderer.status(scene).contains("right to left"))
    scene.release()
    clock.run()
  }

  @Test func reducedMotionOpensTheHeaderAtOnceAndDarkShowsTheShade() {
    let clock = makeClock()
    let scene = self.scene(clock)
    scene.config.reducesMotion = true
    scene.isDark = true
    scene.refresh()
    let open: CGFloat = -54
    #expect(scene.scroll.contentOffset.y == open, "no scroll over 0.25 s")
    #expect(DemoRenderer(columns: 60, lines: 6).status(scene).contains("dark: labels #C8C8C8"))
    clock.run()
  }
}
