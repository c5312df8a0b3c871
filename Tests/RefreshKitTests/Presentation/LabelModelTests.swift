import Foundation
import RefreshKit
import TestSupport
import Testing

@MainActor
@Suite(.idleClocks) struct LabelModelTests {
  @Test func aLabelHasMJRefreshsStyleAndNoTextAtFirst() {
    let label = LabelModel()
    #expect(label.text == nil && !label.isHidden && label.frame == .zero)
    #expect(label.fontSize == 14 && label.numberOfLines == 1)
    #expect(label.textColor == .text)
    #expect(label.textColor.resolved(darkMode: false) == RefreshColor.label)
    #expect(label.textWidth == 0)
  }

  @Test func theTextWidthComesFromTheMeasurer() {
    let label = LabelModel()
    label.text = "今天"
    #expect(label.textWidth == 28)
    label.fontSize = 10
    #expect(label.textWidth == 20)
  }

  @Test func theWidthIsMeasuredOnceUntilTheTextTheSizeOrTheMeasurerChanges() {
    let label = LabelModel()
    let measurer = CountingMeasurer()
    label.textMeasurer = measurer
    label.text = "Loading..."
    for _ in 0..<5 {
      _ = label.textWidth
    }
    #expect(measurer.calls == 1)
    label.text = "Loading..."
    _ = label.textWidth
    #expect(measurer.calls == 1, "the same text is not measured again")
    label.text = "Done"
    _ = label.textWidth
    label.fontSize = 12
    _ = label.textWidth
    label.textMeasurer = measurer
    _ = label.textWidth
    #expect(measurer.calls == 4)
  }

  @Test func aFontSizeThatIsNotANumberIsRefusedAndANegativeOneClamped() {
    let label = LabelModel()
    label.text = "Today"
    let (_, diagnostics) = Diagnostics.collect {
      label.fontSize = .nan
      label.fontSize = -3
    }
    #expect(label.fontSize == 0)
    #expect(label.textWidth == 0)
    #expect(diagnostics.map(\.kind) == [.nonFiniteValue, .negativeValueClamped])
  }

  @Test func everyPropertyIsObservable() {
    let label = LabelModel()
    var log: [String] = []
    let tokens = [
      label.observe(\.text) { _, change in log.append("text \(change.newValue ?? "nil")") },
      label.observe(\.isHidden) { _, change in log.append("hidden \(change.newValue)") },
      label.observe(\.frame) { _, change in log.append("frame \(change.newValue.width)") },
      label.observe(\.textColor) { _, change in log.append("color \(change.newValue.red)") },
    ]
    label.text = "a"
    label.isHidden = true
    label.frame = CGRect(x: 0, y: 0, width: 10, height: 1)
    label.textColor = RefreshColor(red: 1, green: 1, blue: 1)
    #expect(log == ["text a", "hidden true", "frame 10.0", "color 1.0"])
    withExtendedLifetime(tokens) {}
  }

  @Test("a font of the app's: its size and weight measure the text, MJRefresh's by default")
  func aFontOfTheAppsMeasuresTheText() {
    let label = LabelModel()
    #expect(label.font == .mjRefresh && label.font == .boldSystem(size: 14))
    let measurer = FontMeasurer()
    label.textMeasurer = measurer
    label.text = "Loading"
    let bold14: CGFloat = 14 * 7
    #expect(label.textWidth == bold14)
    label.font = .custom("Avenir Next", size: 12, weight: .medium)
    #expect(label.fontSize == 12)
    let medium12: CGFloat = 12 * 7
    #expect(label.textWidth == medium12, "measured again in the new font")
    #expect(measurer.fonts.last == .custom("Avenir Next", size: 12, weight: .medium))
    label.textScale = 2
    #expect(label.scaledFont.size == 24 && label.scaledFont.family == "Avenir Next")
    label.fontSize = 10  // MJRefresh ports that set only the size keep the font's weight
    #expect(label.font == .custom("Avenir Next", size: 10, weight: .medium))
  }

  @Test("a preferred font takes its text style's size and scales like it")
  func aPreferredFontScalesLikeItsStyle() {
    let label = LabelModel()
    label.font = .preferred(.body, weight: .semibold)
    #expect(label.fontSize == 17 && label.textStyle == .body)
    let (_, diagnostics) = Diagnostics.collect { label.font = .system(size: .nan) }
    #expect(label.fontSize == 17, "a non-finite size is refused")
    #expect(diagnostics.map(\.subject) == ["LabelModel.font.size"])
  }

  @Test func aHostileFrameIsRefused() {
    let label = LabelModel()
    let (_, diagnostics) = Diagnostics.collect {
      label.frame = CGRect(x: CGFloat.nan, y: 0, width: 1, height: 1)
    }
    #expect(label.frame == .zero)
    #expect(diagnostics.map(\.subject) == ["LabelModel.frame"])
  }
}

/// A measurer that counts its calls: every character is 1 point wide.
private final class CountingMeasurer: TextMeasuring, @unchecked Sendable {
  var calls = 0

  func width(of text: String, fontSize: CGFloat) -> CGFloat {
    self.calls += 1
    return CGFloat(text.count)
  }
}

/// A measurer that records the fonts it is asked for: every character is the font's size wide.
private final class FontMeasurer: TextMeasuring, @unchecked Sendable {
  var fonts: [RefreshFont] = []

  func width(of text: String, fontSize: CGFloat) -> CGFloat {
    CGFloat(text.count) * fontSize
  }

  func width(of text: String, font: RefreshFont) -> CGFloat {
    self.fonts.append(font)
    return CGFloat(text.count) * font.size
  }
}
