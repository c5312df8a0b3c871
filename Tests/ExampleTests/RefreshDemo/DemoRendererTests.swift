import Foundation
import RefreshKit
import TestSupport
import Testing

@testable import RefreshDemo

@MainActor
@Suite(.idleClocks) struct DemoRendererTests {
  private func scene(_ clock: ManualAnimationClock) -> DemoScene {
    DemoScene(
      clock: clock, viewportHeight: 200, pageSize: 8,
      now: { Date(timeIntervalSince1970: 0) })
  }

  @Test func eachStoryTakesATitleLineAndASeparatorLine() {
    let clock = makeClock()
    let scene = self.scene(clock)
    let lines = DemoRenderer(columns: 12, lines: 4).render(scene)
    #expect(lines == ["  Story 1   ", "  ┈┈┈┈┈┈┈┈  ", "  Story 2   ", "  ┈┈┈┈┈┈┈┈  "])
    withExtendedLifetime(scene) {}
  }

  @Test func theArrowTurnsFromDownToUpWithItsRotation() {
    let renderer = DemoRenderer(columns: 10, lines: 1)
    let arrow = ArrowModel()
    var glyphs: [String] = []
    for rotation in [0, -CGFloat.pi / 4, -CGFloat.pi / 2, -CGFloat.pi * 3 / 4, -CGFloat.pi] {
      arrow.rotation = rotation
      glyphs.append(renderer.arrow(arrow))
    }
    #expect(glyphs == ["↓", "↘", "→", "↗", "↑"])
  }

  @Test func theSpinnerShowsTheFrameForTheClocksTime() {
    let clock = makeClock()
    let scene = self.scene(clock)
    let renderer = DemoRenderer(columns: 10, lines: 1)
    let spinner = ActivityIndicatorModel()
    #expect(renderer.spinner(spinner, scene) == " ", "a stopped spinner is not drawn")
    spinner.startAnimating(at: clock.now)
    let first = renderer.spinner(spinner, scene)
    clock.advance(by: 0.1)
    #expect(first != renderer.spinner(spinner, scene))
  }

  @Test func fullWidthTextTakesTwoColumnsAndLinesStayExactlyAsWideAsThePicture() {
    let clock = makeClock()
    let scene = self.scene(clock)
    scene.config.languageCode = "zh-Hans"
    scene.drag(by: 200)
    clock.advance(by: 0.3)
    let renderer = DemoRenderer(columns: 30, lines: 8)
    let lines = renderer.render(scene)
    #expect(lines.contains { $0.contains("松开立即刷新") })
    #expect(lines.allSatisfy { DemoRenderer.columns(of: $0) == 30 })
    #expect(DemoRenderer.columns(of: "松开ab") == 6)
    #expect(renderer.fitted("松开立即刷新松开立即刷新松开立即刷新") == "松开立即刷新松开立即刷新松开立")
  }

  @Test func theStatusNamesStatesOffsetLanguageAndStories() {
    let clock = makeClock()
    let scene = self.scene(clock)
    #expect(
      DemoRenderer(columns: 10, lines: 1).status(scene)
        == "header idle · footer idle · offset 0 · en · 8 stories")
  }

  @Test func aStatusLineTooWideKeepsWholePartsAndSaysMoreFollow() {
    let renderer = DemoRenderer(columns: 40, lines: 1)
    let status = "header idle · footer refreshing · offset 444 · en · 16 stories"
    let fitted = renderer.fittedStatus(status)
    #expect(fitted.trimmingCharacters(in: .whitespaces) == "header idle · footer refreshing …")
    #expect(fitted.count == 40)
    #expect(renderer.fittedStatus("header idle").hasPrefix("header idle"))
  }

  @Test func aFeedbackEventShowsForASecondAndThenGoes() {
    let clock = makeClock()
    let scene = DemoScene(
      clock: clock, viewportHeight: 240, pageSize: 8, now: { Date(timeIntervalSince1970: 0) })
    scene.drag(by: 200)  // a pull past the trigger: the crossing is felt
    #expect(scene.lastFeedback == "header thresholdCrossed")
    clock.advance(by: 1.1)
    #expect(scene.lastFeedback == nil, "a haptic is a moment, not a state")
    scene.release(velocity: 0)
    clock.run()
  }
}
