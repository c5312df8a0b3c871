import Foundation
import RefreshKit
import TestSupport
import Testing

@MainActor
@Suite(.idleClocks) struct BundledStringsTests {
  @Test(arguments: RefreshLanguage.allCases)
  func everyKeyOfEveryLanguageIsLoadedExactlyAsTheBundledFileSays(language: RefreshLanguage) throws
  {
    let file = try StringsFile.entries(language.rawValue)
    #expect(file.count == RefreshStringKey.allCases.count, "the file has every key, no more")
    for key in RefreshStringKey.allCases {
      let expected = try #require(file[key.rawValue], "\(language.rawValue) lacks \(key.rawValue)")
      #expect(RefreshConfig.bundledString(key, language) == expected)
      #expect(!expected.isEmpty && expected != key.rawValue)
    }
  }

  @Test func englishShipsTheTrailerStringsMJRefreshLacks() {
    #expect(RefreshConfig.bundledString(.trailerIdle, .english) == "Slide to view details")
    #expect(RefreshConfig.bundledString(.trailerPulling, .english) == "Release to view details")
  }

  @Test(arguments: MJRefreshStrings.table.keys.sorted { $0.rawValue < $1.rawValue })
  func everyStringMJRefreshShipsCarriesOverExactly(language: RefreshLanguage) throws {
    let table = try #require(MJRefreshStrings.table[language])
    #expect(table.count >= 13, "MJRefresh ships at least the 13 keys of its English table")
    for (key, expected) in table {
      #expect(
        RefreshConfig.bundledString(key, language) == expected, "\(language.rawValue) \(key)")
    }
  }

  @Test func mjRefreshsEnglishAndChineseStringsCarryOver() {
    #expect(RefreshConfig.bundledString(.headerIdle, .english) == "Pull down to refresh")
    #expect(RefreshConfig.bundledString(.headerLastTime, .english) == "Last update: ")
    #expect(RefreshConfig.bundledString(.autoFooterIdle, .english) == "Tap or pull up to load more")
    #expect(RefreshConfig.bundledString(.headerIdle, .simplifiedChinese) == "下拉可以刷新")
    #expect(RefreshConfig.bundledString(.headerLastTime, .simplifiedChinese) == "最后更新：")
    #expect(RefreshConfig.bundledString(.headerPulling, .traditionalChinese) == "鬆開立即刷新")
  }
}
