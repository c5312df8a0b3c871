public import Foundation

/// RefreshKit's shared settings: the language of the bundled strings, the app's own string tables,
/// the layout direction, reduced motion, the text size, text measurement and where last-updated
/// times are kept.
///
/// Like `MJRefreshConfig`.
///
/// ```swift
/// RefreshConfig.default.languageCode = "zh-Hans"   // every attached component re-titles now
/// RefreshConfig.default.languageCode = nil         // back to the system's preferred language
/// ```
///
/// Components use ``default`` unless they are given another config; tests give each component
/// its own config so that they can change it without affecting other tests.
///
/// ## Which string is shown
///
/// 1. The language is ``languageCode``, or the first of ``preferredLanguages`` when that is `nil`.
/// 2. The bundled string comes from the ``RefreshLanguage`` that matches it (English for
///    languages RefreshKit does not ship).
/// 3. If the app has its own table (``bundle`` and ``tableName``) with a string for the key, in
///    an `.lproj` named after the language code, its language subtag or the bundled language,
///    that string wins.
///
/// Unlike MJRefresh, changing ``bundle`` or ``tableName`` also re-titles components.
@MainActor
public final class RefreshConfig {
  /// The configuration components use unless given another one.
  public static let `default` = RefreshConfig()

  let revisionStorage = Observable(0)
  /// The strings looked up in `cachedLanguageCode`, by `RefreshStringKey.ordinal`.
  private var cache = RefreshConfig.emptyCache
  private var cachedLanguageCode: String?

  /// Creates a configuration with the system's language, no app tables, the approximate text
  /// measurer and user-defaults storage for last-updated times.
  public init() {}

  /// The language to show, such as `"zh-Hans"`, or `nil` for the system's preferred language.
  ///
  /// Changing it re-titles every attached component at once.
  public var languageCode: String? {
    didSet {
      if self.languageCode != oldValue {
        self.stringsDidChange()
      }
    }
  }

  /// The bundle that holds the app's own string tables, or `nil` for the main bundle.
  public var bundle: Bundle? {
    didSet {
      if self.bundle !== oldValue {
        self.stringsDidChange()
      }
    }
  }

  /// The name of the app's string table, or `nil` for `Localizable`.
  public var tableName: String? {
    didSet {
      if self.tableName != oldValue {
        self.stringsDidChange()
      }
    }
  }

  /// The languages to use when ``languageCode`` is `nil`, most preferred first.
  ///
  /// Defaults to the system's (`Locale.preferredLanguages`); tests replace it.
  public var preferredLanguages: @MainActor () -> [String] = {
    Locale.preferredLanguages
  }
  {
    didSet {
      self.stringsDidChange()
    }
  }

  /// Which way components lay out.
  ///
  /// Defaults to ``RefreshLayoutDirection/automatic``: right to left while an Arabic string table
  /// shows. Changing it lays every attached component out again at once.
  public var layoutDirection = RefreshLayoutDirection.automatic {
    didSet {
      if self.layoutDirection != oldValue {
        self.revisionStorage.value += 1
      }
    }
  }

  /// The direction in effect: ``layoutDirection``, or the language's for
  /// ``RefreshLayoutDirection/automatic``.
  ///
  /// Every layout reads it: the language's direction is kept for the language code it was found
  /// for.
  public var effectiveLayoutDirection: RefreshLayoutDirection {
    guard self.layoutDirection == .automatic else {
      return self.layoutDirection
    }
    let code = self.effectiveLanguageCode
    if let cached = self.languageDirection, cached.code == code {
      return cached.direction
    }
    let direction = RefreshLayoutDirection.of(languageCode: code)
    self.languageDirection = (code, direction)
    return direction
  }

  /// The direction of the language code it was last found for.
  private var languageDirection: (code: String, direction: RefreshLayoutDirection)?

  /// Whether components move as little as they can, for users who ask their system to reduce
  /// motion: the host sets it from the system's setting (`UIAccessibility.isReduceMotionEnabled`,
  /// `NSWorkspace.accessibilityDisplayShouldReduceMotion`).
  ///
  /// Defaults to `false`. Set, the begin and the end of a refresh move the content in 0 s, with
  /// no offset or inset animation in between, and the arrow flips at once instead of turning.
  /// Fades of opacity still run. Read as each animation starts.
  public var reducesMotion = false

  /// The user's preferred text size: labels scale their fonts by it, and components that show
  /// text grow to fit it (Dynamic Type).
  ///
  /// Defaults to ``RefreshContentSizeCategory/large``, at which text has MJRefresh's sizes. The
  /// UIKit and SwiftUI bindings set it from the platform's setting. Changing it lays every
  /// attached component out again at once, and its thresholds follow its new height.
  public var contentSizeCategory = RefreshContentSizeCategory.large {
    didSet {
      if self.contentSizeCategory != oldValue {
        self.textIsEnlarged = self.contentSizeCategory > .large
        self.revisionStorage.value += 1
      }
    }
  }

  /// Whether the bindings give ``contentSizeCategory`` the user's text size (Dynamic Type).
  ///
  /// Defaults to `true`: text follows the user's size, and at the default size every number is
  /// MJRefresh's. `false` is MJRefresh's behaviour, bold 14 points at any text size: the
  /// bindings leave ``contentSizeCategory`` as the app sets it.
  public var followsSystemTextSize = true

  /// Whether text is larger than at the default size, so that components wrap it and grow.
  ///
  /// Every layout asks; an internal copy is read without the run-time exclusivity check a
  /// public stored property costs.
  private(set) var textIsEnlarged = false

  /// How much larger than at the default size text of `style` is at
  /// ``contentSizeCategory``.
  ///
  /// - Parameter style: The text style.
  /// - Returns: The factor, 1 at ``RefreshContentSizeCategory/large``.
  public func textScale(for style: RefreshTextStyle) -> CGFloat {
    self.contentSizeCategory.scale(for: style)
  }

  /// What measures text for the layout of labels, arrows and spinners.
  public var textMeasurer: any TextMeasuring = ApproximateTextMeasurer()

  /// Where headers keep their last-updated times: ``defaultLastUpdatedTimeStore`` as the
  /// configuration was made.
  public var lastUpdatedTimeStore: any LastUpdatedTimeStore =
    RefreshConfig.defaultLastUpdatedTimeStore

  /// The store every configuration starts with, ``default`` included if it is set before that is
  /// first used: `UserDefaults.standard`, where MJRefresh keeps the times.
  ///
  /// An app that keeps them elsewhere (an app group's defaults) sets it once, before it makes
  /// components; a test target sets an ``InMemoryLastUpdatedTimeStore``, so that a test run
  /// writes no defaults.
  public static var defaultLastUpdatedTimeStore: any LastUpdatedTimeStore =
    UserDefaultsLastUpdatedTimeStore()

  /// A number that grows whenever the strings may have changed; components observe it.
  public var revision: Int {
    self.revisionStorage.value
  }

  /// The language code in effect.
  ///
  /// It is ``languageCode``, or the first preferred language, or `"en"`.
  public var effectiveLanguageCode: String {
    self.languageCode ?? self.preferredLanguages().first ?? "en"
  }

  /// The bundled language whose strings are shown.
  public var language: RefreshLanguage {
    RefreshLanguage.matching(self.effectiveLanguageCode)
  }

  /// The string to show for `key` in the current language.
  ///
  /// - Parameter key: The string's key.
  /// - Returns: The app's string if it has one, otherwise the bundled one.
  public func localizedString(_ key: RefreshStringKey) -> String {
    let code = self.effectiveLanguageCode
    if code != self.cachedLanguageCode {
      self.cache = Self.emptyCache
      self.cachedLanguageCode = code
    }
    if let string = self.cache[key.ordinal] {
      return string
    }
    let language = RefreshLanguage.matching(code)
    let bundled = Self.bundledString(key, language)
    let string = self.appString(key, code: code, language: language) ?? bundled
    self.cache[key.ordinal] = string
    return string
  }

  private static let emptyCache = [String?](repeating: nil, count: RefreshStringKey.allCases.count)

  /// The bundled string for `key` in `language`, straight from the bundled table.
  ///
  /// - Parameters:
  ///   - key: The string's key.
  ///   - language: A bundled language.
  /// - Returns: The bundled string; the English one if the language's table lacks it.
  public static func bundledString(_ key: RefreshStringKey, _ language: RefreshLanguage) -> String {
    if let string = BundledStrings.string(key.rawValue, language.rawValue) {
      return string
    }
    return BundledStrings.string(key.rawValue, RefreshLanguage.english.rawValue) ?? key.rawValue
  }

  private func appString(_ key: RefreshStringKey, code: String, language: RefreshLanguage)
    -> String?
  {
    let bundle = self.bundle ?? Bundle.main
    let subtag = String(code.split { $0 == "-" || $0 == "_" }.first ?? "")
    for name in [code, subtag, language.rawValue] where !name.isEmpty {
      guard let path = bundle.path(forResource: name, ofType: "lproj"),
        let table = Bundle(path: path)
      else {
        continue
      }
      let missing = "\u{1}RefreshKit.missing"
      let string = table.localizedString(
        forKey: key.rawValue, value: missing, table: self.tableName)
      if string != missing {
        return string
      }
    }
    return nil
  }

  private func stringsDidChange() {
    self.cache = Self.emptyCache
    self.cachedLanguageCode = nil
    self.revisionStorage.value += 1
  }
}

extension RefreshConfig: @MainActor KeyPathObservable {
  /// The observable properties: `\.revision`.
  public static let observableProperties: ObservableProperties<RefreshConfig> = [
    .property(\.revision, storedIn: \.revisionStorage)
  ]
}
