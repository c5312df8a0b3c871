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
