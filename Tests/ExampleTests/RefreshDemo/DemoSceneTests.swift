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
}
