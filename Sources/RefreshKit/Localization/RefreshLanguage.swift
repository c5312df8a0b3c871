/// A language RefreshKit ships strings for: MJRefresh's six, with its strings, and seven more.
public enum RefreshLanguage: String, CaseIterable, Sendable {
  /// English, also the fallback for any language not listed here.
  case english = "en"
  /// Simplified Chinese.
  case simplifiedChinese = "zh-Hans"
  /// Traditional Chinese.
  case traditionalChinese = "zh-Hant"
  /// Korean.
  case korean = "ko"
  /// Russian.
  case russian = "ru"
  /// Ukrainian.
  case ukrainian = "uk"
  /// Japanese.
  case japanese = "ja"
  /// German.
  case german = "de"
  /// French.
  case french = "fr"
  /// Spanish.
  case spanish = "es"
  /// Brazilian Portuguese, also used for any other Portuguese.
  case brazilianPortuguese = "pt-BR"
  /// Italian.
  case italian = "it"
  /// Arabic.
  case arabic = "ar"

  /// The bundled language for a language code such as `en-GB`, `zh-Hant-TW` or `pt_PT`.
  ///
  /// For Chinese the script decides first (`zh-Hans-HK` is Simplified, as in MJRefresh); without
  /// one, Taiwan, Hong Kong and Macao are Traditional and other regions Simplified (MJRefresh
  /// wrongly makes `zh-CN` Traditional). Portuguese is Brazilian. Anything unknown is English.
  public static func matching(_ code: String) -> RefreshLanguage {
    let parts = code.lowercased().split { $0 == "-" || $0 == "_" }
    guard let language = parts.first else {
      return .english
    }
    switch language {
    case "zh":
      let subtags = parts.dropFirst()
      if subtags.contains("hans") {
        return .simplifiedChinese
      }
      let traditional = subtags.contains { ["hant", "tw", "hk", "mo"].contains($0) }
      return traditional ? .traditionalChinese : .simplifiedChinese
    case "pt":
      return .brazilianPortuguese
    default:
      return RefreshLanguage.allCases.first { $0.rawValue == language } ?? .english
    }
  }
}
