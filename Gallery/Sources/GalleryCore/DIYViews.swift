import Foundation
public import RefreshKit
import RefreshKitHost

/// What MJRefresh's example app's do-it-yourself components draw: an orange caption, a spinner
/// and a logo, which each DIY component places and captions per state.
@MainActor
public final class DIYViews {
  /// The caption.
  public let label = LabelModel()
  /// The spinner.
  public let loading = ActivityIndicatorModel()
  /// The logo that hangs beyond the component.
  public let logo = ArrowModel(image: GalleryArt.logo)

  /// The example's captions, which all end "(the switch is decorative)".
  public static let pullDown = "赶紧下拉吖(开关是打酱油滴)"
  /// The caption of an idle footer.
  public static let pullUp = "赶紧上拉吖(开关是打酱油滴)"
  /// The caption past the trigger.
  public static let letGo = "赶紧放开我吧(开关是打酱油滴)"
  /// The caption while loading.
  public static let loadingData = "加载数据中(开关是打酱油滴)"
  /// The caption with no more data.
  public static let noMoreData = "木有数据了(开关是打酱油滴)"

  init() {
    self.label.textColor = RefreshColor(red: 1, green: 0.5, blue: 0)
    self.label.fontSize = 16
    self.logo.tintColor = RefreshColor(red: 0.95, green: 0.45, blue: 0.1)
  }

  /// What the bindings and the gallery draw: the caption, the logo and the spinner.
  var presentationModels: PresentationModels {
    PresentationModels(labels: [self.label], arrows: [self.logo], spinners: [self.loading])
  }

  /// Shows `caption` and starts or stops the spinner.
  func show(_ caption: String, loading: Bool, at time: TimeInterval) {
    self.label.text = caption
    if loading {
      self.loading.startAnimating(at: time)
    } else {
      self.loading.stopAnimating()
    }
  }

  /// Shows the caption of `state`, or keeps the current one when it has none.
  func show(_ state: RefreshState, idle: String, at time: TimeInterval) {
    switch state {
    case .idle: self.show(idle, loading: false, at: time)
    case .pulling: self.show(Self.letGo, loading: false, at: time)
    case .refreshing: self.show(Self.loadingData, loading: true, at: time)
    case .noMoreData: self.show(Self.noMoreData, loading: false, at: time)
    case .willRefresh: break
    }
  }

  /// Places the caption over `size`, the spinner 30 points in from one side.
  func place(in size: CGSize, spinnerFromLeft: Bool) {
    self.label.frame = CGRect(origin: .zero, size: size)
    let x = spinnerFromLeft ? 30 : size.width - 30
    self.loading.frame = CGRect(x: x - 10, y: size.height / 2 - 10, width: 20, height: 20)
  }

  /// The example's colour for the pull: orange at rest, purple at the trigger.
  func follow(pullingPercent percent: CGFloat) {
    let p = min(max(Double(percent), 0), 1)
    self.label.textColor = RefreshColor(red: 1 - p * 0.5, green: 0.5 - 0.5 * p, blue: 0.5 * p)
  }
}
