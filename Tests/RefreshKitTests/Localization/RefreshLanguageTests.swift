import RefreshKit
import TestSupport
import Testing

@Suite(.idleClocks) struct RefreshLanguageTests {
  @Test(arguments: [
    ("en", RefreshLanguage.english), ("en-GB", .english), ("EN_us", .english),
    ("zh-Hans", .simplifiedChinese), ("zh-Hans-CN", .simplifiedChinese),
    ("zh-CN", .simplifiedChinese), ("zh", .simplifiedChinese), ("zh_SG", .simplifiedChinese),
    ("zh-Hant", .traditionalChinese), ("zh-Hant-HK", .traditionalChinese),
    ("zh-Hans-HK", .simplifiedChinese), ("zh-Hans-TW", .simplifiedChinese),
    ("zh_Hans_MO", .simplifiedChinese), ("zh-TW", .traditionalChinese),
    ("zh_HK", .traditionalChinese), ("zh-MO", .traditionalChinese),
    ("ko-KR", .korean), ("ru", .russian), ("uk-UA", .ukrainian), ("ja-JP", .japanese),
    ("de-AT", .german), ("fr-CA", .french), ("es-419", .spanish), ("pt-BR", .brazilianPortuguese),
    ("pt-PT", .brazilianPortuguese), ("it", .italian), ("ar-EG", .arabic),
    ("nl-NL", .english), ("", .english), ("x", .english),
  ])
  func aLanguageCodeMatchesTheBundledLanguageByItsLanguageSubtag(
    code: String, language: RefreshLanguage
  ) {
    #expect(RefreshLanguage.matching(code) == language)
  }

  @Test func thirteenLanguagesShipMJRefreshsSixFirst() {
    #expect(
      RefreshLanguage.allCases.map(\.rawValue) == [
        "en", "zh-Hans", "zh-Hant", "ko", "ru", "uk", "ja", "de", "fr", "es", "pt-BR", "it", "ar",
      ])
  }
}
