/// Which way a component lays out: ``RefreshConfig/layoutDirection``.
///
/// Right to left mirrors what sits beside the labels, and moves a trailer to the content's left
/// edge.
public enum RefreshLayoutDirection: Sendable, Hashable, CaseIterable {
  /// The direction of the language shown (right to left for Arabic, Hebrew, Persian and Urdu);
  /// the default.
  case automatic

  /// Left to right, whatever the language.
  case leftToRight

  /// Right to left, whatever the language.
  case rightToLeft

  /// The direction of a BCP 47 or POSIX language code such as `ar-EG`.
  public static func of(languageCode code: String) -> RefreshLayoutDirection {
    let subtag = code.lowercased().split { $0 == "-" || $0 == "_" }.first ?? ""
    return ["ar", "he", "iw", "fa", "ur"].contains(subtag) ? .rightToLeft : .leftToRight
  }
}
