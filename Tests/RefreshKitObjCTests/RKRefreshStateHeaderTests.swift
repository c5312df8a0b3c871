#if os(Linux)  // the face against the stand-in
import Foundation
import RefreshKitObjC
import TestSupport
import Testing
import UIKitStandIn

/// Titles, the last-updated time and GIF frames, set from Objective-C on the engine's header.
@MainActor
@Suite(.idleClocks, .serialized) struct RKRefreshStateHeaderTests {
  @Test func aTitleSetForAStateIsTheEnginesAndShowsInThatState() throws {
    let header = RKRefreshNormalHeader(frame: .zero)
    header.setTitle("Let go", forState: .pulling)
    #expect(try header.engine(StateHeader.self).title(for: .pulling) == "Let go")
    header.setTitle(nil, forState: .pulling)
    #expect(try header.engine(StateHeader.self).title(for: .pulling) != "Let go", "localized")
  }

  @Test func theLastUpdatedTimeTextFormatsTheTimeLabel() {
    let header = RKRefreshNormalHeader(frame: .zero)
    header.lastUpdatedTimeKey = "never refreshed \(UUID())"
    header.modifyLastUpdatedTimeText { date in date == nil ? "Never" : "Once" }
    #expect(header.lastUpdatedTimeLabel.text == "Never")
    #expect(header.lastUpdatedTime == nil)
    header.lastUpdatedTimeText = nil
    #expect(header.lastUpdatedTimeLabel.text != "Never")
  }

  @Test func theHeadersSettingsAreTheEngines() throws {
    let header = RKRefreshStateHeader(frame: .zero)
    header.ignoredScrollViewContentInsetTop = 20
    header.labelLeftInset = 10
    header.lastUpdatedTimeKey = "ListTime"
    let engine = try header.engine(StateHeader.self)
    let top: CGFloat = 20
    let inset: CGFloat = 10
    #expect(engine.ignoredScrollViewContentInsetTop == top)
    #expect(engine.labelLeftInset == inset)
    #expect(engine.lastUpdatedTimeKey == "ListTime")
  }

  @Test func framesSetForAStatePlayOverATenthOfASecondEachOrTheirDuration() throws {
    UIImage.standInCatalog = ["frame1": CGSize(width: 30, height: 30)]
    defer { UIImage.standInCatalog = [:] }
    let frames = (0..<3).compactMap { _ in UIImage(named: "frame1") }
    let header = RKRefreshGifHeader(frame: .zero)
    header.setImages(frames, forState: RKRefreshState.refreshing)
    header.setImages(frames, duration: 1.5, forState: .idle)
    let engine = try header.engine(GifHeader.self)
    #expect(engine.images(for: .refreshing).count == 3)
    #expect(abs(engine.imageDuration(for: .refreshing) - 0.3) < 1e-9)
    #expect(engine.imageDuration(for: .idle) == 1.5)

    let footer = RKRefreshBackGifFooter(frame: .zero)
    footer.setImages(frames, forState: .pulling)
    #expect(try footer.engine(BackGifFooter.self).images(for: .pulling).count == 3)
  }
}
#endif
