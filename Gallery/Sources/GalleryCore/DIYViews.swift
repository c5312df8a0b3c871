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

  /// Shows the caption of `state` in `language`, `idle` at rest, and starts or stops the
  /// spinner; a state without a caption keeps the current one.
  func show(
    _ state: RefreshState, idle: KeyPath<DIYCaptions, String>, in language: RefreshLanguage,
    at time: TimeInterval
  ) {
    if let caption = Self.caption(of: state, idle: idle, in: language) {
      self.show(caption, loading: state == .refreshing, at: time)
    }
  }

  /// Shows the caption of `state` in `language`, spinner untouched: the language changed.
  func retitle(
    _ state: RefreshState, idle: KeyPath<DIYCaptions, String>, in language: RefreshLanguage
  ) {
    if let caption = Self.caption(of: state, idle: idle, in: language) {
      self.label.text = caption
    }
  }

  private static func caption(
    of state: RefreshState, idle: KeyPath<DIYCaptions, String>, in language: RefreshLanguage
  ) -> String? {
    let captions = DIYCaptions.in(language)
    switch state {
    case .idle: return captions[keyPath: idle]
    case .pulling: return captions.letGo
    case .refreshing: return captions.loadingData
    case .noMoreData: return captions.noMoreData
    case .willRefresh, .secondFloorArmed, .openingSecondFloor, .secondFloorOpen,
      .closingSecondFloor:
      return nil  // the DIY components have no second floor
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
