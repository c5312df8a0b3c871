import Foundation
import RefreshKit

/// What MJRefresh's example app's do-it-yourself components draw.
///
/// An orange label, a switch that only decorates, a spinner, and for some a logo. Each DIY
/// component owns one and says per state what they show.
@MainActor
final class DIYViews {
  let label = LabelModel()
  /// The decorative `UISwitch`.
  private(set) var isSwitchOn = false
  let loading = ActivityIndicatorModel()
  let logo = ArrowModel(image: RefreshImage(name: "logo", size: CGSize(width: 375, height: 100)))

  /// The example's captions, which all end "(the switch is decorative)".
  static let pullDown = "赶紧下拉吖(开关是打酱油滴)"
  static let pullUp = "赶紧上拉吖(开关是打酱油滴)"
  static let letGo = "赶紧放开我吧(开关是打酱油滴)"
  static let loadingData = "加载数据中(开关是打酱油滴)"
  static let noMoreData = "木有数据了(开关是打酱油滴)"

  init() {
    self.label.textColor = RefreshColor(red: 1, green: 0.5, blue: 0)
    self.label.fontSize = 16
  }

  /// Shows `caption`, the switch and the spinner.
  func show(_ caption: String, switchOn: Bool, loading: Bool, at time: TimeInterval) {
    self.label.text = caption
    self.isSwitchOn = switchOn
    if loading {
      self.loading.startAnimating(at: time)
    } else {
      self.loading.stopAnimating()
    }
  }

  /// A square of `side` points centred on `center`, for the spinner.
  static func square(_ side: CGFloat, centeredAt center: CGPoint) -> CGRect {
    CGRect(x: center.x - side / 2, y: center.y - side / 2, width: side, height: side)
  }

  /// The example's colour for the pull: orange at rest, purple at the trigger.
  func follow(pullingPercent percent: CGFloat) {
    let p = Double(percent)
    self.label.textColor = RefreshColor(red: 1 - p * 0.5, green: 0.5 - 0.5 * p, blue: 0.5 * p)
  }
}
