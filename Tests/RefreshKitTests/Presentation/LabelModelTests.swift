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
