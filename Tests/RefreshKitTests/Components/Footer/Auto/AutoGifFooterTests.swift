import Foundation
import RefreshKit
import TestSupport
import Testing

@MainActor
@Suite(.idleClocks) struct AutoGifFooterTests {
  private let frames = (1...3).map {
    RefreshImage(name: "loading\($0)", size: CGSize(width: 30, height: 30))
  }

  @Test func theFramesPlayOnlyWhileLoadingAndHideOtherwise() {
    let footer = AutoGifFooter(config: makeConfig()) {}
    footer.setImages(frames, for: .refreshing)
    let (scroll, clock) = attachFooter(footer)
    #expect(footer.gifView.isHidden)
    #expect(footer.labelLeftInset == 20)
    footer.beginRefreshing()
    #expect(!footer.gifView.isHidden && footer.gifView.isAnimating)
    #expect(footer.gifView.displayedImage(at: clock.now + 0.15) == frames[1])
    footer.endRefreshing()
    #expect(footer.gifView.isHidden && !footer.gifView.isAnimating)
    #expect(footer.images(for: .refreshing) == frames)
    withExtendedLifetime(scroll) {}
  }

  @Test func theFramesSitLeftOfTheLabelOrCenteredWithoutTheRefreshingTitle() {
    let footer = AutoGifFooter(config: makeConfig()) {}
    footer.setImages(
      [RefreshImage(name: "tall", size: CGSize(width: 10, height: 64))], for: .refreshing)
    #expect(footer.height == 64)
    let (scroll, _) = attachFooter(footer)
    #expect(footer.gifView.contentMode == .right)
    footer.refreshingTitleHidden = true
    #expect(footer.gifView.contentMode == .center)
    #expect(footer.gifView.frame == CGRect(x: 0, y: 0, width: 375, height: 64))
    withExtendedLifetime(scroll) {}
  }
}
