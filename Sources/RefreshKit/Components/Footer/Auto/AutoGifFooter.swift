import Foundation

/// An infinite-scrolling footer that plays frames while loading: MJRefresh's
/// `MJRefreshAutoGifFooter`.
open class AutoGifFooter: AutoStateFooter, GifAnimated {
  /// The image view and its frames: looping while loading, hidden otherwise.
  public let gifFrames = GifFrames(playback: [
    .refreshing: .loop, .idle: .hide, .noMoreData: .hide,
  ])

  /// Adopts the frames; the label gap becomes 20, as in MJRefresh's GIF components.
  open override func prepare() {
    super.prepare()
    self.adopt(self.gifFrames)
  }
}
