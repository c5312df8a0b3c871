import Foundation
import RefreshKit
import TestSupport
import Testing

@MainActor
@Suite(.idleClocks) struct NormalHeaderTests {
  @Test func theArrowFlipsUpWhilePullingAndBackWhenTheDragReturns() {
    let header = NormalHeader(config: makeConfig()) {}
    let (scroll, clock) = attach(header, top: 0)
    #expect(header.arrowView.rotation == 0 && !header.arrowView.isHidden)
    scroll.drag(toOffsetY: -60)
    #expect(header.state == .pulling)
    clock.advance(by: 0.125)
    #expect(
      header.arrowView.rotation < 0 && header.arrowView.rotation > NormalHeader.pullingArrowRotation
    )
    clock.advance(by: 0.125)
    let mjRefreshPullingRotation = CGFloat(0.000001) - CGFloat.pi
    #expect(header.arrowView.rotation == mjRefreshPullingRotation)
    scroll.drag(toOffsetY: -20)
    clock.advance(by: 0.25)
    #expect(header.arrowView.rotation == 0)
    #expect(!header.loadingView.isAnimating)
    scroll.endDragging()
    clock.run()
  }

  @Test func whileRefreshingTheArrowHidesAndTheSpinnerTurns() {
    let header = NormalHeader(config: makeConfig()) {}
    let (scroll, clock) = attach(header)
    clock.advance(by: 1)
    header.beginRefreshing()
    #expect(header.arrowView.isHidden)
    #expect(header.loadingView.isAnimating && header.loadingView.isVisible)
    #expect(header.loadingView.animationStartTime == 1)
    #expect(header.loadingView.rotation(at: 1.25) == .pi / 2)
    clock.run()
    withExtendedLifetime(scroll) {}
  }

  @Test func afterARefreshTheSpinnerFadesOutThenTheArrowReturns() {
    let header = NormalHeader(config: makeConfig()) {}
    let (scroll, clock) = attach(header)
    header.beginRefreshing()
    clock.run()
    header.endRefreshing()
    #expect(header.arrowView.rotation == 0)
    #expect(header.arrowView.isHidden)
    clock.advance(by: 0.2)
    #expect(header.loadingView.alpha > 0 && header.loadingView.alpha < 1)
    clock.advance(by: 0.2)
    #expect(!header.loadingView.isAnimating)
    #expect(header.loadingView.alpha == 1)
    #expect(!header.arrowView.isHidden)
    #expect(clock.isIdle)
    withExtendedLifetime(scroll) {}
  }

  @Test func aNewRefreshDuringTheFadeKeepsTheSpinnerTurning() {
    let header = NormalHeader(config: makeConfig()) {}
    let (scroll, clock) = attach(header)
    header.beginRefreshing()
    clock.run()
    header.endRefreshing()
    clock.advance(by: 0.1)
    header.beginRefreshing()
    clock.run()
    #expect(header.loadingView.isAnimating)
    #expect(header.loadingView.alpha == 1)
    #expect(header.arrowView.isHidden)
    withExtendedLifetime(scroll) {}
  }

  @Test func theArrowAndSpinnerSitLeftOfTheWidestLabelByTheLabelInset() {
    let config = makeConfig(language: "zh-Hans")
    let header = NormalHeader(config: config) {}
    let (scroll, clock) = attach(header)
    // "下拉可以刷新" is 6 × 14 = 84 wide; "最后更新：无记录" is 8 × 14 = 112.
    #expect(header.stateLabel.textWidth == 84)
    #expect(header.lastUpdatedTimeLabel.textWidth == 112)
    let centerX = CGFloat(375) / 2 - 112 / 2 - 25
    #expect(header.arrowView.frame == CGRect(x: centerX - 7.5, y: 27 - 20, width: 15, height: 40))
    #expect(header.loadingView.frame == CGRect(x: centerX - 10, y: 17, width: 20, height: 20))
    header.lastUpdatedTimeLabel.isHidden = true
    header.height = 54
    #expect(header.arrowView.frame.midX == CGFloat(375) / 2 - 84 / 2 - 25)
    header.stateLabel.isHidden = true
    header.height = 54
    #expect(header.arrowView.frame.midX == CGFloat(375) / 2)
    #expect(clock.isIdle)
    withExtendedLifetime(scroll) {}
  }

  @Test func theArrowTakesTheStateLabelsColor() {
    let header = NormalHeader(config: makeConfig()) {}
    header.stateLabel.textColor = RefreshColor(red: 1, green: 0, blue: 0)
    header.height = 54
    #expect(header.arrowView.tintColor == RefreshColor(red: 1, green: 0, blue: 0))
  }
}
