public import Foundation

/// The classic loader of earlier items: a state label the user can tap and a spinner while
/// loading, at the start of the content.
///
/// See <doc:FootersAndTheTrailer>.
open class LeadingNormalLoader: LeadingLoader, StateTitled {
  /// The state label and its titles, localized by ``RefreshConfig``.
  public let stateTitles = StateTitles(
    idle: .leadingLoaderIdle, refreshing: .leadingLoaderRefreshing,
    noMoreData: .leadingLoaderNoMoreData, loaded: .footerLoaded, failed: .leadingLoaderFailed)

  /// The spinner shown while loading.
  public let loadingView = ActivityIndicatorModel()

  /// The height the label needs wrapped at the user's text size; `nil` on the horizontal axis,
  /// where the loader keeps its width.
  open override func lengthNeededForText() -> CGFloat? {
    self.axis == .vertical ? self.stateLabelLength : nil
  }

  /// Adopts the state titles and the spinner.
  open override func prepare() {
    super.prepare()
    self.adopt(self.stateTitles)
    self.adopt(LoadingSpinner(self.loadingView))
  }

  /// None on the horizontal axis: the spinner sits in the middle of the narrow column.
  override var textWidthBesideParts: CGFloat? {
    self.axis == .vertical ? self.drawnStateTextWidth : nil
  }

  /// Lets the label fill the loader, wrapped in its column on the vertical axis.
  open override func placeSubviews() {
    super.placeSubviews()
    if self.axis == .vertical {
      self.stateTitles.placeLabelAlone(in: self)
    } else {
      self.stateLabel.frame = CGRect(origin: .zero, size: self.frame.size)
    }
  }
}
