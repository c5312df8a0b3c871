import Foundation
import RefreshKit
import TestSupport
import Testing

@MainActor
@Suite(.idleClocks) struct GifHeaderTests {
  private static let idleFrames = (1...60).map {
    RefreshImage(name: "dropdown_anim__\($0)", size: CGSize(width: 50, height: 50))
  }
  private static let loadingFrames = (1...3).map {
    RefreshImage(name: "dropdown_loading_0\($0)", size: CGSize(width: 50, height: 60))
  }

  private func makeGifHeader() -> GifHeader {
    GifHeader(config: makeConfig()) {}
      .setImages(Self.idleFrames, for: .idle)
      .setImages(Self.loadingFrames, for: .pulling)
      .setImages(Self.loadingFrames, for: .refreshing)
  }

  @Test func theHeaderGrowsToTheTallestFrameAndNeverShrinks() {
    let header = makeGifHeader()
    #expect(header.height == 60)
    header.setImages([RefreshImage(name: "small", size: CGSize(width: 1, height: 10))], for: .idle)
    #expect(header.height == 60)
    #expect(header.labelLeftInset == 20)
  }

  @Test func whileIdleThePullPicksTheFrameAndTheLastFrameFromOneOn() {
    let header = makeGifHeader()
    let (scroll, clock) = attach(header, top: 0)
    scroll.drag(toOffsetY: -30)
    #expect(header.pullingPercent == 0.5)
    #expect(header.gifView.image?.name == "dropdown_anim__31")  // index 30
    scroll.drag(toOffsetY: -59.9)
    #expect(header.gifView.displayedImage(at: clock.now)?.name == "dropdown_anim__60")
    scroll.drag(toOffsetY: -10)
    #expect(header.gifView.image?.name == "dropdown_anim__11")
    scroll.endDragging()
    clock.run()
  }

  @Test func pullingAndRefreshingLoopTheirFramesFromTheClockWithoutSchedulingAnything() {
    let header = makeGifHeader()
    let (scroll, clock) = attach(header, top: 0)
    scroll.drag(toOffsetY: -61)
    #expect(header.state == .pulling)
    #expect(header.gifView.isAnimating)
    #expect(abs(header.imageDuration(for: .pulling) - 0.3) < 1e-12)
    let start = clock.now
    #expect(header.gifView.displayedImage(at: start)?.name == "dropdown_loading_01")
    #expect(header.gifView.displayedImage(at: start + 0.15)?.name == "dropdown_loading_02")
    #expect(header.gifView.displayedImage(at: start + 0.25)?.name == "dropdown_loading_03")
    #expect(header.gifView.displayedImage(at: start + 0.45)?.name == "dropdown_loading_02")
    scroll.endDragging()
    clock.run()
    #expect(header.state == .refreshing)
    #expect(header.gifView.isAnimating)
    header.endRefreshing()
    #expect(!header.gifView.isAnimating)
    clock.run()
    #expect(clock.isIdle)
  }

  @Test func aSingleFrameIsShownStill() {
    let header = GifHeader(config: makeConfig()) {}
    header.setImages(
      [RefreshImage(name: "only", size: CGSize(width: 10, height: 10))], for: .refreshing)
    let (scroll, clock) = attach(header)
    header.beginRefreshing()
    #expect(!header.gifView.isAnimating)
    #expect(header.gifView.image?.name == "only")
    clock.run()
    withExtendedLifetime(scroll) {}
  }

  @Test func theFramesSitLeftOfTheLabelsOrCenteredWithoutThem() {
    let header = makeGifHeader()
    let (scroll, clock) = attach(header)
    let textWidth = max(header.stateLabel.textWidth, header.lastUpdatedTimeLabel.textWidth)
    #expect(header.gifView.contentMode == .right)
    #expect(header.gifView.frame.width == 375 / 2 - textWidth / 2 - 20)
    header.stateLabel.isHidden = true
    header.lastUpdatedTimeLabel.isHidden = true
    header.height = 60
    #expect(header.gifView.contentMode == .center)
    #expect(header.gifView.frame == CGRect(x: 0, y: 0, width: 375, height: 60))
    #expect(clock.isIdle)
    withExtendedLifetime(scroll) {}
  }

  @Test func framesAndDurationsCanBeReadBackAndRemoved() {
    let header = makeGifHeader()
    #expect(header.images(for: .idle).count == 60)
    header.setImages(Self.loadingFrames, duration: 1, for: .refreshing)
    #expect(header.imageDuration(for: .refreshing) == 1)
    header.setImages([], for: .idle)
    #expect(header.images(for: .idle).isEmpty)
  }
}
