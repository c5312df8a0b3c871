import Foundation
import RefreshKit
import TestSupport
import Testing

@MainActor
@Suite(.idleClocks) struct BackStateFooterTests {
  @Test func theLabelShowsTheTitleOfEachStateAndFillsTheFooter() {
    let footer = BackStateFooter(config: makeConfig()) {}
    let (scroll, clock) = attachFooter(footer)
    #expect(footer.stateLabel.text == "Pull up to load more")
    #expect(footer.stateLabel.frame == CGRect(x: 0, y: 0, width: 375, height: 44))
    scroll.drag(toOffsetY: 450)
    #expect(footer.stateLabel.text == "Release to load more")
    scroll.endDragging()
    clock.run()
    #expect(footer.stateLabel.text == "Loading...")
    footer.endRefreshingWithNoMoreData()
    #expect(footer.stateLabel.text == "No more data")
    footer.setTitle("That's all", for: .noMoreData)
    #expect(footer.stateLabel.text == "That's all")
    #expect(footer.labelLeftInset == 25)
    clock.run()
  }

  @Test(arguments: RefreshLanguage.allCases)
  func everyStateTitleOfEveryLanguageIsTheBundledOne(language: RefreshLanguage) throws {
    let file = try StringsFile.entries(language.rawValue)
    let footer = BackStateFooter(config: makeConfig(language: language.rawValue)) {}
    #expect(footer.title(for: .idle) == file["MJRefreshBackFooterIdleText"])
    #expect(footer.title(for: .pulling) == file["MJRefreshBackFooterPullingText"])
    #expect(footer.title(for: .refreshing) == file["MJRefreshBackFooterRefreshingText"])
    #expect(footer.title(for: .noMoreData) == file["MJRefreshBackFooterNoMoreDataText"])
  }
}
