import Foundation

/// MJRefresh's `MJRefreshGifHeader`: a header that plays frame animations (``GifAnimated``),
/// chosen by the pull while idle and looping while pulling and refreshing.
open class GifHeader: StateHeader, GifAnimated {
  /// The image view and its frames: picked by the pull while idle, looping otherwise.
  public let gifFrames = GifFrames(playback: [
    .idle: .followPull, .pulling: .loop, .refreshing: .loop,
  ])

  /// Adopts the frames, which set the label gap to 20, as MJRefresh's GIF components do.
  open override func prepare() {
    super.prepare()
    self.adopt(self.gifFrames)
  }

  /// MJRefresh: the frames center only when both labels hide, unlike the normal header's arrow.
  override var textWidthBesideParts: CGFloat? {
    let textShows = !self.stateLabel.isHidden || !self.lastUpdatedTimeLabel.isHidden
    return textShows ? self.drawnTextWidth : nil
  }
}
