import Foundation
import RefreshKit
import TestSupport
import Testing

@MainActor
@Suite(.idleClocks) struct BackGifFooterTests {
  private let frames = (1...10).map {
    RefreshImage(name: "f\($0)", size: CGSize(width: 40, height: 50))
  }

  @Test func thePullPicksTheIdleFrameAndPullingAndRefreshingLoop() {
    let footer = BackGifFooter(config: makeConfig()) {}
      .setImages(frames, for: .idle)
      .setImages(frames, duration: 1, for: .pulling)
      .setImages(frames, for: .refreshing)
    #expect(footer.height == 50)
    #expect(footer.labelLeftInset == 20)
    let (scroll, clock) = attachFooter(footer)
    scroll.drag(toOffsetY: 425)
    #expect(footer.gifView.image == frames[5])
    scroll.drag(toOffsetY: 460)
    #expect(footer.gifView.isAnimating)
    scroll.endDragging()
    clock.run()
    footer.endRefreshingWithNoMoreData()
    #expect(footer.gifView.isHidden && !footer.gifView.isAnimating)
    clock.run()
    #expect(footer.images(for: .idle).count == 10)
  }

  @Test func theFramesSitLeftOfTheLabelOrCenteredWithoutIt() {
    let footer = BackGifFooter(config: makeConfig()) {}
    let (scroll, _) = attachFooter(footer)
    #expect(footer.gifView.contentMode == .right)
    #expect(footer.gifView.frame.width == 375 / 2 - footer.stateLabel.textWidth / 2 - 20)
    footer.stateLabel.isHidden = true
    footer.height = 44
    #expect(footer.gifView.contentMode == .center)
    #expect(footer.gifView.frame.width == 375)
    withExtendedLifetime(scroll) {}
  }
}
