import Foundation
import RefreshKit
import TestSupport
import Testing

@Suite(.idleClocks) struct ApproximateTextMeasurerTests {
  private let measurer = ApproximateTextMeasurer()

  @Test func eastAsianCharactersAreFullWidth() {
    #expect(measurer.width(of: "下拉可以刷新", fontSize: 14) == 84)
    #expect(measurer.width(of: "最後更新：", fontSize: 10) == 50)
    #expect(measurer.width(of: "読み込み中", fontSize: 10) == 50)
    #expect(measurer.width(of: "새로고침", fontSize: 10) == 40)
  }

  @Test func latinTextIsNarrowerThanTheSameNumberOfCJKCharacters() {
    let latin = measurer.width(of: "Loading", fontSize: 14)
    #expect(latin > 0 && latin < 7 * 14)
    #expect(measurer.width(of: "W", fontSize: 10) > measurer.width(of: "w", fontSize: 10))
    #expect(measurer.width(of: "i", fontSize: 10) < measurer.width(of: "w", fontSize: 10))
  }

  @Test func nothingMeasuresZero() {
    #expect(measurer.width(of: "", fontSize: 14) == 0)
    #expect(measurer.width(of: "abc", fontSize: 0) == 0)
    #expect(measurer.width(of: "abc", fontSize: .nan) == 0)
    #expect(measurer.width(of: "abc", fontSize: -3) == 0)
  }

  @Test func otherScriptsCountLikeLatinLetters() {
    #expect(abs(measurer.width(of: "Я", fontSize: 10) - 5.6) < 1e-9)
    #expect(abs(measurer.width(of: "ب", fontSize: 10) - 5.6) < 1e-9)
  }

  @Test func fullWidthCharactersAreTheEastAsianOnes() {
    #expect(ApproximateTextMeasurer.isFullWidth("刷"))
    #expect(ApproximateTextMeasurer.isFullWidth("："))
    #expect(!ApproximateTextMeasurer.isFullWidth("a"))
    #expect(!ApproximateTextMeasurer.isFullWidth("Я"))
  }

  @Test func asciiTextMeasuresTheSameAsTheSameCharactersInNonASCIIText() {
    // ASCII text takes a faster path; a non-ASCII character forces the character-by-character
    // one, so every ASCII character and CR LF must measure the same both ways.
    let texts =
      (0..<128).map { String(UnicodeScalar(UInt8($0))) } + [
        "\r\n", "Pull down to refresh", "a\r\nb",
      ]
    for text in texts {
      let alone = measurer.width(of: text, fontSize: 10)
      let besideAccent =
        measurer.width(of: text + "é", fontSize: 10) - measurer.width(of: "é", fontSize: 10)
      #expect(abs(alone - besideAccent) < 1e-9, "\(text.debugDescription)")
    }
  }
}
