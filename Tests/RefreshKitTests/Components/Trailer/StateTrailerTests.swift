import Foundation
import RefreshKit
import TestSupport
import Testing

@MainActor
@Suite(.idleClocks) struct StateTrailerTests {
  @Test func theLabelRunsOneCharacterPerLineInTheMiddle() {
    let trailer = StateTrailer(config: makeConfig())
    let (scroll, _) = makeScrollModel(contentHeight: 600, contentWidth: 800)
    scroll.trailer = trailer
    #expect(trailer.stateLabel.numberOfLines == 0)
    #expect(trailer.stateLabel.frame == CGRect(x: 23, y: 0, width: 14, height: 600))
    #expect(trailer.stateLabel.text == "Slide to view details")
  }

  @Test func aTitleSetBeforeAttachingShowsAtOnce() {
    let trailer = StateTrailer(config: makeConfig())
    trailer.setTitle("查看", for: .idle)
    #expect(trailer.stateLabel.text == "查看")
    let (scroll, _) = makeScrollModel(contentHeight: 600, contentWidth: 800)
    scroll.trailer = trailer
    #expect(trailer.stateLabel.text == "查看")
  }

  @Test(arguments: RefreshLanguage.allCases)
  func everyStateTitleOfEveryLanguageIsTheBundledOne(language: RefreshLanguage) throws {
    let file = try StringsFile.entries(language.rawValue)
    let trailer = StateTrailer(config: makeConfig(language: language.rawValue))
    #expect(trailer.title(for: .idle) == file["MJRefreshTrailerIdleText"])
    #expect(trailer.title(for: .pulling) == file["MJRefreshTrailerPullingText"])
    #expect(trailer.title(for: .refreshing) == file["MJRefreshTrailerPullingText"])
  }
}
