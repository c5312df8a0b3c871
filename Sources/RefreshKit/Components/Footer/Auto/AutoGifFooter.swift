public import Foundation

/// An infinite-scrolling footer that plays frames while loading.
///
/// MJRefresh's `MJRefreshAutoGifFooter`.
///
/// Only ``RefreshState/refreshing`` has frames; the image view is hidden otherwise. The loop
/// derives its frame from the clock's time when drawn (``AnimatedImageModel/displayedImage(at:)``).
open class AutoGifFooter: AutoStateFooter {
  /// The image view the frames play in.
  public let gifView = AnimatedImageModel()

  private var gifImages = GifImageSet()

  /// Sets the label gap to 20 and hides the image view until loading.
  open override func prepare() {
    super.prepare()
    self.labelLeftInset = RefreshMetrics.gifLabelLeftInset
    self.gifView.isHidden = true
  }

  /// Sets the frames of `state` (only ``RefreshState/refreshing`` plays) and how long one loop
  /// lasts; the footer grows to the first frame's height when that is taller, as in MJRefresh.
  ///
  /// - Parameters:
  ///   - images: The frames. An empty list removes them.
  ///   - duration: The length of one loop; `nil` for 0.1 s per frame.
  ///   - state: The state they are for.
  /// - Returns: The footer, for chaining.
  @discardableResult
  public func setImages(
    _ images: [RefreshImage], duration: TimeInterval? = nil, for state: RefreshState
  ) -> Self {
    self.grow(
      toFit: self.gifImages.set(
        images, duration: duration, for: state, subject: "AutoGifFooter.setImages"))
    return self
  }

  /// The frames of `state`.
  ///
  /// - Parameter state: The state.
  /// - Returns: The frames, empty when none are set.
  public func images(for state: RefreshState) -> [RefreshImage] {
    self.gifImages.images(for: state)
  }

  /// Plays the refreshing frames while loading; hides and stops them otherwise.
  ///
  /// - Parameter oldState: The state before.
  open override func stateDidChange(from oldState: RefreshState) {
    super.stateDidChange(from: oldState)
    switch self.state {
    case .refreshing:
      if self.gifImages.play(.refreshing, on: self.gifView, at: self.clock?.now ?? 0) {
        self.gifView.isHidden = false
      }
    case .idle, .noMoreData:
      self.gifView.stopAnimating()
      self.gifView.isHidden = true
    case .pulling, .willRefresh:
      break
    }
  }

  /// Fills the footer with the image view; centers the frames without the refreshing title,
  /// otherwise puts them left of the label.
  open override func placeSubviews() {
    super.placeSubviews()
    var frame = CGRect(x: 0, y: 0, width: self.frame.width, height: self.frame.height)
    if self.refreshingTitleHidden {
      self.gifView.contentMode = .center
    } else {
      self.gifView.contentMode = .right
      frame.size.width = max(
        self.frame.width * 0.5 - self.stateLabel.textWidth * 0.5 - self.labelLeftInset, 0)
    }
    self.gifView.frame = frame
  }
}
