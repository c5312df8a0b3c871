import Foundation

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
open class GifHeader: StateHeader, GifAnimated {
  /// The image view and its frames: picked by the pull while idle, looping while pulling and
  /// refreshing.
  public let gifFrames = GifFrames(playback: [
    .idle: .followPull, .pulling: .loop, .refreshing: .loop,
  ])

  /// Adopts the frames, which set the label gap to 20, as MJRefresh's GIF components do.
  open override func prepare() {
    super.prepare()
    self.adopt(self.gifFrames)
  }

  /// The labels' text, which the frames sit left of; none when both labels are hidden, when
  /// they sit in the middle (MJRefresh's rule for its GIF header, where the normal header's
  /// arrow goes to the middle as soon as the state label hides).
  override var textWidthBesideParts: CGFloat? {
    let textShows = !self.stateLabel.isHidden || !self.lastUpdatedTimeLabel.isHidden
    return textShows ? self.drawnTextWidth : nil
  }
}
