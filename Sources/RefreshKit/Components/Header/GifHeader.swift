public import Foundation

/// A header that plays frame animations: frames chosen by the pull while idle, loops while pulling
/// and refreshing.
///
/// MJRefresh's `MJRefreshGifHeader`.
///
/// ```swift
/// let header = GifHeader { await model.reload() }
/// header.setImages(idleFrames, for: .idle)            // 60 frames follow the pull
/// header.setImages(loadingFrames, for: .pulling)      // 3 frames loop, 0.1 s each
/// header.setImages(loadingFrames, for: .refreshing)
/// ```
///
/// While idle, the pull picks the frame: `Int(count × pullingPercent)`, at most the last. The
/// loops schedule nothing: ``gifView`` derives the frame from the clock's time when the host draws
/// it (``AnimatedImageModel/displayedImage(at:)``). As in MJRefresh, the header grows to the height
/// of the first frame of each list set, when that is taller; it never shrinks.
open class GifHeader: StateHeader {
  /// The image view the frames play in.
  public let gifView = AnimatedImageModel()

  private var gifImages = GifImageSet()

  /// Sets the label gap to 20, as MJRefresh's GIF components do.
  open override func prepare() {
    super.prepare()
    self.labelLeftInset = RefreshMetrics.gifLabelLeftInset
  }

  /// Sets the frames of `state` and how long one loop lasts.
  ///
  /// - Parameters:
  ///   - images: The frames. An empty list removes them.
  ///   - duration: The length of one loop; `nil` for 0.1 s per frame, as in MJRefresh. A negative
  ///     or NaN duration becomes zero, reported to ``Diagnostics``.
  ///   - state: The state they are for: ``RefreshState/idle``, ``RefreshState/pulling`` or
  ///     ``RefreshState/refreshing``.
  /// - Returns: The header, for chaining.
  @discardableResult
  public func setImages(
    _ images: [RefreshImage], duration: TimeInterval? = nil, for state: RefreshState
  ) -> Self {
    self.grow(
      toFit: self.gifImages.set(
        images, duration: duration, for: state, subject: "GifHeader.setImages"))
    if state == self.state {
      self.showImages()
    }
    return self
  }

  /// The frames of `state`.
  ///
  /// - Parameter state: The state.
  /// - Returns: The frames, empty when none are set.
  public func images(for state: RefreshState) -> [RefreshImage] {
    self.gifImages.images(for: state)
  }

  /// The length of one loop of `state`'s frames, in seconds.
  ///
  /// - Parameter state: The state.
  /// - Returns: The duration, zero when no frames are set.
  public func imageDuration(for state: RefreshState) -> TimeInterval {
    self.gifImages.duration(for: state)
  }

  /// While idle, shows the frame that matches the pull.
  open override var pullingPercent: CGFloat {
    didSet {
      if self.state == .idle {
        self.showIdleFrame()
      }
    }
  }

  /// Loops the frames of ``RefreshState/pulling`` and ``RefreshState/refreshing``; stops while
  /// idle.
  ///
  /// - Parameter oldState: The state before.
  open override func stateDidChange(from oldState: RefreshState) {
    super.stateDidChange(from: oldState)
    self.showImages()
  }

  /// Fills the header with the image view; centers the frames when both labels are hidden,
  /// otherwise puts them left of the labels.
  open override func placeSubviews() {
    super.placeSubviews()
    let width = self.frame.width
    var gifFrame = CGRect(x: 0, y: 0, width: width, height: self.frame.height)
    if self.stateLabel.isHidden && self.lastUpdatedTimeLabel.isHidden {
      self.gifView.contentMode = .center
    } else {
      let timeWidth = self.lastUpdatedTimeLabel.isHidden ? 0 : self.lastUpdatedTimeLabel.textWidth
      let textWidth = max(self.stateLabel.textWidth, timeWidth)
      gifFrame.size.width = max(width * 0.5 - textWidth * 0.5 - self.labelLeftInset, 0)
      self.gifView.contentMode = .right
    }
    self.gifView.frame = gifFrame
  }

  private func showImages() {
    switch self.state {
    case .pulling, .refreshing:
      self.gifImages.play(self.state, on: self.gifView, at: self.clock?.now ?? 0)
    case .idle:
      self.gifView.stopAnimating()
      self.showIdleFrame()
    case .willRefresh, .noMoreData:
      break
    }
  }

  private func showIdleFrame() {
    self.gifImages.showFrame(of: .idle, percent: self.pullingPercent, on: self.gifView)
  }
}
