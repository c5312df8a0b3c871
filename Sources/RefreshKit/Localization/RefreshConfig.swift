public import Foundation

/// RefreshKit's shared settings, like `MJRefreshConfig`: language and string tables, layout
/// direction, reduced motion, text size and measurement, and where last-updated times are kept.
///
/// ```swift
/// RefreshConfig.default.languageCode = "zh-Hans"   // every attached component re-titles now
/// ```
///
/// The string shown is the app's own (``bundle`` and ``tableName``, in an `.lproj` named after
/// the language code, its language subtag or the bundled language) if it has one, otherwise
/// the bundled string of the matching ``RefreshLanguage`` (English for languages not shipped).
/// Unlike MJRefresh, changing ``bundle`` or ``tableName`` also re-titles components.
@MainActor
public final class RefreshConfig {
  /// The configuration components use unless given another one.
  public static let `default` = RefreshConfig()

  let revisionStorage = Observable(0)
  /// By `RefreshStringKey.ordinal`, for `cachedLanguageCode`.
  private var cache = RefreshConfig.emptyCache
  private var cachedLanguageCode: String?

  /// Creates a configuration with the system's language, no app tables and default measurer
  /// and store.
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
  /// Defaults to `Locale.preferredLanguages`; tests replace it.
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
  /// shows.
  public var layoutDirection = RefreshLayoutDirection.automatic {
    didSet {
      if self.layoutDirection != oldValue {
        self.revisionStorage.value += 1
      }
    }
  }

  /// The direction in effect: ``layoutDirection``, or the language's for
  /// ``RefreshLayoutDirection/automatic``.
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

  /// Every layout reads the direction: cached for the language code it was found for.
  private var languageDirection: (code: String, direction: RefreshLayoutDirection)?

  /// Whether components move as little as they can; the host sets it from the system's
  /// reduce-motion setting.
  ///
  /// Defaults to `false`. Set, a refresh's begin and end move the content at once and the arrow
  /// flips instead of turning; opacity fades still run. Read as each animation starts.
  public var reducesMotion = false

  /// The user's preferred text size (Dynamic Type): labels scale by it and components grow to fit.
  ///
  /// Defaults to ``RefreshContentSizeCategory/large``, at which text has MJRefresh's sizes; the
  /// bindings set it from the platform's setting. Thresholds follow the new height.
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
  /// Defaults to `true`. `false` is MJRefresh's behaviour, bold 14 points at any text size.
  public var followsSystemTextSize = true

  /// A copy every layout reads without the exclusivity check a public stored property costs.
  private(set) var textIsEnlarged = false

  /// How much larger than at the default size text of `style` is: 1 at
  /// ``RefreshContentSizeCategory/large``.
  public func textScale(for style: RefreshTextStyle) -> CGFloat {
    self.contentSizeCategory.scale(for: style)
  }

  /// What measures text for the layout of labels, arrows and spinners.
  public var textMeasurer: any TextMeasuring = ApproximateTextMeasurer()

  /// Where headers keep their last-updated times; starts as ``defaultLastUpdatedTimeStore``.
  public var lastUpdatedTimeStore: any LastUpdatedTimeStore =
    RefreshConfig.defaultLastUpdatedTimeStore

  /// The store every configuration starts with: `UserDefaults.standard`, as in MJRefresh.
  ///
  /// Set it before ``default`` is first used; a test target sets an
  /// ``InMemoryLastUpdatedTimeStore`` so that tests write no defaults.
  public static var defaultLastUpdatedTimeStore: any LastUpdatedTimeStore =
    UserDefaultsLastUpdatedTimeStore()

  /// A number that grows whenever the strings may have changed; components observe it.
  public var revision: Int {
    self.revisionStorage.value
  }

  /// The language code in effect: ``languageCode``, the first preferred language, or `"en"`.
  public var effectiveLanguageCode: String {
    self.languageCode ?? self.preferredLanguages().first ?? "en"
  }

  /// The bundled language whose strings are shown.
  public var language: RefreshLanguage {
    RefreshLanguage.matching(self.effectiveLanguageCode)
  }

  /// The string to show for `key` in the current language: the app's if it has one.
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

  /// The bundled string for `key` in `language`, or the English one if that table lacks it.
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
