/// A language the gallery's picker offers: RefreshKit's thirteen, named in their own script.
public struct GalleryLanguage: Equatable, Sendable, Encodable {
  /// The code the components' configuration takes, such as `"zh-Hans"`.
  public var code: String
  /// The language's name in itself, for the picker.
  public var name: String

  /// Every language RefreshKit ships strings for, English first.
  public static let all: [GalleryLanguage] = [
    .init(code: "en", name: "English"),
    .init(code: "zh-Hans", name: "简体中文"),
    .init(code: "zh-Hant", name: "繁體中文"),
    .init(code: "ko", name: "한국어"),
    .init(code: "ru", name: "Русский"),
    .init(code: "uk", name: "Українська"),
    .init(code: "ja", name: "日本語"),
    .init(code: "de", name: "Deutsch"),
    .init(code: "fr", name: "Français"),
    .init(code: "es", name: "Español"),
    .init(code: "pt-BR", name: "Português (Brasil)"),
    .init(code: "it", name: "Italiano"),
    .init(code: "ar", name: "العربية"),
  ]
}
