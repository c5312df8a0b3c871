import Foundation
import RefreshKit
import Testing

@MainActor
@Suite struct LabelModelTests {
  @Test func aLabelHasMJRefreshsStyleAndNoTextAtFirst() {
    let label = LabelModel()
    #expect(label.text == nil && !label.isHidden && label.frame == .zero)
    #expect(label.fontSize == 14 && label.numberOfLines == 1)
    #expect(label.textColor == RefreshColor.label)
    #expect(label.textWidth == 0)
  }

  @Test func theTextWidthComesFromTheMeasurer() {
    let label = LabelModel()
    label.text = "今天"
    #expect(label.textWidth == 28)
    label.fontSize = 10
    #expect(label.textWidth == 20)
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
