import Foundation
import RefreshKit
import TestSupport
import Testing

@MainActor
@Suite(.idleClocks) struct AutoStateFooterTests {
  @Test func theLabelShowsTheTitleOfEachStateAndFillsTheFooter() {
    let footer = AutoStateFooter(config: makeConfig()) {}
    let (scroll, _) = attachFooter(footer)
    #expect(footer.stateLabel.text == "Tap or pull up to load more")
    #expect(footer.stateLabel.frame == CGRect(x: 0, y: 0, width: 375, height: 44))
    footer.beginRefreshing()
    #expect(footer.stateLabel.text == "Loading...")
    footer.endRefreshingWithNoMoreData()
    #expect(footer.stateLabel.text == "No more data")
    #expect(footer.title(for: .pulling) == nil)
    withExtendedLifetime(scroll) {}
  }

  @Test func withTheRefreshingTitleHiddenTheLabelIsEmptyWhileLoading() {
    let footer = AutoStateFooter(config: makeConfig()) {}
    footer.refreshingTitleHidden = true
    let (scroll, _) = attachFooter(footer)
    footer.beginRefreshing()
    #expect(footer.stateLabel.text == nil)
    footer.endRefreshing()
    #expect(footer.stateLabel.text == "Tap or pull up to load more")
    withExtendedLifetime(scroll) {}
  }

  @Test func tappingTheLabelLoadsOnlyWhenIdleEvenWithTheAutomaticTriggersUsedUp() {
    let log = CallLog()
    let footer = AutoStateFooter(config: makeConfig()) { log.record("load") }
    footer.autoTriggerTimes = 0
    let (scroll, _) = attachFooter(footer)
    drag(scroll, from: 0, to: 450)
    #expect(log.entries.isEmpty)
    #expect(footer.stateLabelTapped())
    #expect(log.entries == ["load"])
    #expect(footer.transitions.last?.reason == .tap)
    #expect(!footer.stateLabelTapped())
    footer.endRefreshingWithNoMoreData()
    #expect(!footer.stateLabelTapped())
  }

  @Test("a tap on a disabled or hidden footer loads nothing")
  func aTapOnADisabledOrHiddenFooterLoadsNothing() {
    let log = CallLog()
    let footer = AutoStateFooter(config: makeConfig()) { log.record("load") }
    let (scroll, _) = attachFooter(footer)
    footer.isEnabled = false
    #expect(!footer.stateLabelTapped())
    footer.isEnabled = true
    footer.isHidden = true
    #expect(!footer.stateLabelTapped())
    #expect(log.entries.isEmpty && footer.state == .idle)
    footer.isHidden = false
    #expect(footer.stateLabelTapped() && log.entries == ["load"])
    withExtendedLifetime(scroll) {}
  }

  @Test(arguments: RefreshLanguage.allCases)
  func everyStateTitleOfEveryLanguageIsTheBundledOne(language: RefreshLanguage) throws {
    let file = try StringsFile.entries(language.rawValue)
    let footer = AutoStateFooter(config: makeConfig(language: language.rawValue)) {}
    #expect(footer.title(for: .idle) == file["MJRefreshAutoFooterIdleText"])
    #expect(footer.title(for: .refreshing) == file["MJRefreshAutoFooterRefreshingText"])
    #expect(footer.title(for: .noMoreData) == file["MJRefreshAutoFooterNoMoreDataText"])
  }

  @Test func aCustomTitleSurvivesAndTheLanguageSwitchesLive() {
    let config = makeConfig()
    let footer = AutoStateFooter(config: config) {}
    footer.setTitle("More!", for: .idle)
    let (scroll, _) = attachFooter(footer)
    config.languageCode = "ja"
    #expect(footer.stateLabel.text == "More!")
    footer.setTitle(nil, for: .idle)
    #expect(footer.stateLabel.text == "タップまたは上に引いてさらに読み込む")
    withExtendedLifetime(scroll) {}
  }
}
