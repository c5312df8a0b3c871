public import Foundation

/// The classic loader of earlier items: a state label the user can tap and a spinner while
/// loading, at the start of the content.
///
/// The label reads "Tap to load earlier items", "Loading earlier items..." and "No earlier
/// items", localized by ``RefreshConfig``; a chat sets its own title for the beginning of the
/// conversation:
///
/// ```swift
/// let loader = LeadingNormalLoader { await chat.loadEarlierPage() }
/// loader.setTitle("Beginning of conversation", for: .noMoreData)
/// scroll.leadingLoader = loader
/// ```
///
/// The spinner sits left of the label (right of it, right to left), or in the middle on the
/// horizontal axis, where the loader is a narrow column.
open class LeadingNormalLoader: LeadingLoader, StateTitled {
  /// The state label and its titles.
  ///
  /// "Tap to load earlier items", "Loading earlier items...", "No earlier items", and "Loaded"
  /// or "Load failed. Tap to retry" while a result shows.
  public let stateTitles = StateTitles(
    idle: .leadingLoaderIdle, refreshing: .leadingLoaderRefreshing,
    noMoreData: .leadingLoaderNoMoreData, loaded: .footerLoaded, failed: .leadingLoaderFailed)

  /// The spinner shown while loading.
  public let loadingView = ActivityIndicatorModel()

  // MARK: - Hooks

  /// The height the label needs wrapped at the user's text size, with its longest title; a
  /// loader pulled sideways keeps its width.
  ///
  /// - Returns: The height, or `nil` while the label is hidden or the loader is horizontal.
  open override func lengthNeededForText() -> CGFloat? {
    self.axis == .vertical ? self.stateLabelLength : nil
  }

  /// Adopts the state titles, which show the idle title, and the spinner, which turns while
  /// loading.
  open override func prepare() {
    super.prepare()
    self.adopt(self.stateTitles)
    self.adopt(LoadingSpinner(self.loadingView))
  }

  /// The label's text, which the spinner sits left of; none on the horizontal axis, where the
  /// spinner sits in the middle of the narrow column.
  override var textWidthBesideParts: CGFloat? {
    self.axis == .vertical ? self.drawnStateTextWidth : nil
  }

  /// Lets the label fill the loader, wrapped in its column above the default text size on the
  /// vertical axis.
  open override func placeSubviews() {
    super.placeSubviews()
    if self.axis == .vertical {
      self.placeStateLabelAlone()
    } else {
      self.stateLabel.frame = CGRect(origin: .zero, size: self.frame.size)
    }
  }
}
