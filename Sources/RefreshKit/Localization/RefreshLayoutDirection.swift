/// Which way a component lays out: ``RefreshConfig/layoutDirection``.
///
/// Right to left mirrors what sits beside the labels (the arrow, the spinner, the GIF frames and
/// the trailer's label) across the component's width, and moves a trailer to the left edge of the
/// content, where right-to-left content ends.
public enum RefreshLayoutDirection: Sendable, Hashable, CaseIterable {
  /// The direction of the language shown: right to left for Arabic (and Hebrew, Persian and
  /// Urdu, should an app supply their strings), left to right otherwise. The default.
  case automatic

  /// Left to right, whatever the language.
  case leftToRight

  /// Right to left, whatever the language.
  case rightToLeft

  /// The direction of a language code such as `ar-EG`: right to left for Arabic, Hebrew, Persian
  /// and Urdu.
  ///
  /// - Parameter code: A BCP 47 or POSIX language code.
  /// - Returns: ``leftToRight`` or ``rightToLeft``.
  public static func of(languageCode code: String) -> RefreshLayoutDirection {
    let subtag = code.lowercased().split { $0 == "-" || $0 == "_" }.first ?? ""
    return ["ar", "he", "iw", "fa", "ur"].contains(subtag) ? .rightToLeft : .leftToRight
  }
}
