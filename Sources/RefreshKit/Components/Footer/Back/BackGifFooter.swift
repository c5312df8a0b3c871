public import Foundation

/// A pull-up footer that plays frames: picked by the pull while idle, looping while pulling and
/// refreshing, hidden with no more data.
///
/// MJRefresh's `MJRefreshBackGifFooter`.
open class BackGifFooter: BackStateFooter {
  /// The image view the frames play in.
  public let gifView = AnimatedImageModel()

  private var gifImages = GifImageSet()

  /// Sets the label gap to 20.
  open override func prepare() {
    super.prepare()
    self.labelLeftInset = RefreshMetrics.gifLabelLeftInset
  }

  /// Sets the frames of `state` and how long one loop lasts; the footer grows to the first
  /// frame's height when that is taller, as in MJRefresh.
  ///
  /// - Parameters:
  ///   - images: The frames. An empty list removes them.
  ///   - duration: The length of one loop; `nil` for 0.1 s per frame.
  ///   - state: The state they are for: idle, pulling or refreshing.
  /// - Returns: The footer, for chaining.
  @discardableResult
  public func setImages(
    _ images: [RefreshImage], duration: TimeInterval? = nil, for state: RefreshState
  ) -> Self {
    self.grow(
      toFit: self.gifImages.set(
        images, duration: duration, for: state, subject: "BackGifFooter.setImages"))
    return self
  }

  /// The frames of `state`.
  ///
  /// - Parameter state: The state.
  /// - Returns: The frames, empty when none are set.
  public func images(for state: RefreshState) -> [RefreshImage] {
    self.gifImages.images(for: state)
  }

  /// While idle, shows the frame that matches the pull.
  open override var pullingPercent: CGFloat {
    didSet {
      if self.state == .idle {
        self.gifImages.showFrame(of: .idle, percent: self.pullingPercent, on: self.gifView)
      }
    }
  }

  /// Loops the frames while pulling and refreshing, shows the idle frame while idle, hides the
  /// view with no more data.
  ///
  /// - Parameter oldState: The state before.
  open override func stateDidChange(from oldState: RefreshState) {
    super.stateDidChange(from: oldState)
    switch self.state {
    case .pulling, .refreshing:
      self.gifView.isHidden = false
      self.gifImages.play(self.state, on: self.gifView, at: self.clock?.now ?? 0)
    case .idle:
      self.gifView.isHidden = false
      self.gifImages.showFrame(of: .idle, percent: self.pullingPercent, on: self.gifView)
    case .noMoreData:
      self.gifView.stopAnimating()
      self.gifView.isHidden = true
    case .willRefresh:
      break
    }
  }

  /// Fills the footer with the image view; centers the frames without the label, otherwise puts
  /// them left of it.
  open override func placeSubviews() {
    super.placeSubviews()
    var frame = CGRect(x: 0, y: 0, width: self.frame.width, height: self.frame.height)
    if self.stateLabel.isHidden {
      self.gifView.contentMode = .center
    } else {
      self.gifView.contentMode = .right
      frame.size.width = max(
        self.frame.width * 0.5 - self.stateLabel.textWidth * 0.5 - self.labelLeftInset, 0)
    }
    self.gifView.frame = frame
  }
}
