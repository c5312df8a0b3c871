import Foundation

/// The string tables in RefreshKit's resource bundle, loaded once per language.
@MainActor
enum BundledStrings {
  private static var tables: [String: Bundle] = [:]

  static func string(_ key: String, _ language: String) -> String? {
    guard let table = self.table(language) else {
      return nil
    }
    let missing = "\u{1}RefreshKit.missing"
    let string = table.localizedString(forKey: key, value: missing, table: "Localizable")
    return string == missing ? nil : string
  }

  /// SwiftPM may lower-case the `.lproj` folder names.
  private static func table(_ language: String) -> Bundle? {
    if let table = self.tables[language] {
      return table
    }
    for name in [language, language.lowercased()] {
      if let path = Bundle.module.path(forResource: name, ofType: "lproj"),
        let table = Bundle(path: path)
      {
        self.tables[language] = table
        return table
      }
    }
    return nil
  }
}
