public import Foundation

/// Estimates text widths from the characters, counting East Asian characters as full width.
///
/// Each character gets a fraction of the font size: 1 for CJK, kana, Hangul, full-width forms
/// and emoji; about 0.53 for lowercase Latin, 0.67 uppercase, 0.56 digits and other letters,
/// 0.28 spaces and narrow punctuation. Deterministic, for tests and terminal hosts; hosts with
/// real fonts supply their own ``TextMeasuring``.
public struct ApproximateTextMeasurer: TextMeasuring {
  /// Creates a measurer.
  public init() {}

  /// The estimated width in points of `text`, on one line, at `fontSize`.
  ///
  /// A non-finite or negative font size measures zero.
  public func width(of text: String, fontSize: CGFloat) -> CGFloat {
    guard fontSize.isFinite, fontSize > 0 else {
      return 0
    }
    var ems: CGFloat = 0
    if let asciiEms = Self.asciiEms(of: text) {
      ems = asciiEms
    } else {
      for character in text {
        ems += Self.ems(of: character)
      }
    }
    return ems * fontSize
  }

  /// Measures byte by byte, skipping grapheme breaking; CR LF counts as its CR.
  static func asciiEms(of text: String) -> CGFloat? {
    var ems: CGFloat = 0
    var previous: UInt8 = 0
    for byte in text.utf8 {
      guard byte < 0x80 else {
        return nil
      }
      if !(byte == 0x0A && previous == 0x0D) {
        ems += Self.asciiEms(of: byte)
      }
      previous = byte
    }
    return ems
  }

  /// Must agree with the ASCII cases of ``ems(of:)``.
  static func asciiEms(of byte: UInt8) -> CGFloat {
    switch byte {
    case UInt8(ascii: " "), UInt8(ascii: "."), UInt8(ascii: ","), UInt8(ascii: ":"),
      UInt8(ascii: ";"), UInt8(ascii: "'"), UInt8(ascii: "!"), UInt8(ascii: "|"),
      UInt8(ascii: "i"), UInt8(ascii: "l"), UInt8(ascii: "j"), UInt8(ascii: "I"):
      return 0.28
    case UInt8(ascii: "a")...UInt8(ascii: "z"):
      return 0.53
    case UInt8(ascii: "A")...UInt8(ascii: "Z"):
      return 0.67
    case UInt8(ascii: "0")...UInt8(ascii: "9"):
      return 0.56
    default:
      return 0.5
    }
  }

  /// Whether a character is drawn full width (East Asian wide and full-width characters, emoji),
  /// as it is in a terminal.
  public static func isFullWidth(_ character: Character) -> Bool {
    character.unicodeScalars.first.map { Self.isWide($0.value) } ?? false
  }

  /// In fractions of the font size.
  static func ems(of character: Character) -> CGFloat {
    guard let scalar = character.unicodeScalars.first else {
      return 0
    }
    let value = scalar.value
    if Self.isWide(value) {
      return 1
    }
    switch character {
    case " ", ".", ",", ":", ";", "'", "!", "|", "i", "l", "j", "I":
      return 0.28
    case "a"..."z":
      return 0.53
    case "A"..."Z":
      return 0.67
    case "0"..."9":
      return 0.56
    case "…":
      return 1
    default:
      return value < 0x80 ? 0.5 : 0.56
    }
  }

  static func isWide(_ value: UInt32) -> Bool {
    switch value {
    case 0x1100...0x115F,  // Hangul Jamo initials
      0x2E80...0x303E,  // CJK radicals, Kangxi, CJK symbols and punctuation
      0x3041...0x33FF,  // kana, bopomofo, Hangul compatibility Jamo, CJK compatibility
      0x3400...0x4DBF,  // CJK extension A
      0x4E00...0x9FFF,  // CJK unified ideographs
      0xA960...0xA97F,  // Hangul Jamo extended A
      0xAC00...0xD7A3,  // Hangul syllables
      0xF900...0xFAFF,  // CJK compatibility ideographs
      0xFE30...0xFE4F,  // CJK compatibility forms
      0xFF01...0xFF60,  // full-width forms
      0xFFE0...0xFFE6,  // full-width signs
      0x1F300...0x1FAFF,  // emoji and pictographs
      0x20000...0x3FFFD:  // CJK extensions B and beyond
      return true
    default:
      return false
    }
  }
}
