import Foundation
import RefreshKit
import TestSupport
import Testing

@MainActor
@Suite(.idleClocks) struct RefreshConfigTests {
  @Test(arguments: RefreshLanguage.allCases)
  func aHeaderShowsEveryStateTitleOfEveryBundledLanguage(language: RefreshLanguage) throws {
    let file = try StringsFile.entries(language.rawValue)
    let header = StateHeader(config: makeConfig(language: language.rawValue)) {}
    #expect(header.title(for: .idle) == file["MJRefreshHeaderIdleText"])
    #expect(header.title(for: .pulling) == file["MJRefreshHeaderPullingText"])
    #expect(header.title(for: .refreshing) == file["MJRefreshHeaderRefreshingText"])
    #expect(header.stateLabel.text == file["MJRefreshHeaderIdleText"])
    let noRecord =
      try #require(file["MJRefreshHeaderLastTimeText"])
      + (file["MJRefreshHeaderNoneLastDateText"] ?? "")
    #expect(header.lastUpdatedTimeLabel.text == noRecord)
  }

  @Test func switchingTheLanguageRetitlesALiveHeaderButKeepsCustomTitles() {
    let config = makeConfig()
    let header = NormalHeader(config: config) {}
    header.setTitle("Custom pulling", for: .pulling)
    let (scroll, clock) = attach(header)
    let frameBefore = header.arrowView.frame
    config.languageCode = "zh-Hans"
    #expect(header.stateLabel.text == "下拉可以刷新")
    #expect(header.lastUpdatedTimeLabel.text == "最后更新：无记录")
    #expect(header.arrowView.frame != frameBefore, "laid out again for the new text")
    #expect(header.title(for: .pulling) == "Custom pulling")
    config.languageCode = nil
    config.preferredLanguages = { ["ko-KR"] }
    #expect(header.stateLabel.text == "아래로 당겨 새로고침")
    #expect(clock.isIdle)
    withExtendedLifetime(scroll) {}
  }

  @Test func aDetachedHeaderCatchesUpWhenAttached() {
    let config = makeConfig()
    let header = StateHeader(config: config) {}
    config.languageCode = "de"
    #expect(header.stateLabel.text == "Pull down to refresh")
    let (scroll, _) = attach(header)
    #expect(header.stateLabel.text == "Zum Aktualisieren herunterziehen")
    withExtendedLifetime(scroll) {}
  }

  @Test func theRevisionGrowsOnlyWhenTheStringsMayHaveChanged() {
    let config = makeConfig()
    var revisions: [Int] = []
    let token = config.observe(\.revision) { _, change in revisions.append(change.newValue) }
    config.languageCode = "en"
    config.languageCode = "fr"
    config.tableName = "App"
    config.bundle = Bundle.main
    #expect(revisions.count == 3)
    #expect(config.language == .french)
    #expect(config.effectiveLanguageCode == "fr")
    withExtendedLifetime(token) {}
  }

  @Test func theAppsOwnTableOverridesTheBundledStringsKeyByKey() throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent(
      "RefreshKitTests-\(UUID().uuidString)")
    let lproj = root.appendingPathComponent("fr.lproj")
    try FileManager.default.createDirectory(at: lproj, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: root) }
    try #"""
    "MJRefreshHeaderIdleText" = "Tirez, c'est l'app qui parle";
    """#.write(to: lproj.appendingPathComponent("App.strings"), atomically: true, encoding: .utf8)
    let config = makeConfig(language: "fr-FR")
    config.bundle = Bundle(path: root.path)
    config.tableName = "App"
    #expect(config.localizedString(.headerIdle) == "Tirez, c'est l'app qui parle")
    #expect(config.localizedString(.headerPulling) == "Relâcher pour actualiser")
    config.tableName = "Missing"
    #expect(config.localizedString(.headerIdle) == "Tirer pour actualiser")
  }

  @Test func withNoLanguageSetTheFirstPreferredLanguageDecides() {
    let config = makeConfig(language: nil)
    config.preferredLanguages = { ["uk-UA", "en"] }
    #expect(config.language == .ukrainian)
    config.preferredLanguages = { [] }
    #expect(config.effectiveLanguageCode == "en")
  }
}
