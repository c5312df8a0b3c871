import Foundation

/// An infinite-scrolling footer that plays frames while loading.
///
/// MJRefresh's `MJRefreshAutoGifFooter`.
///
/// Only ``RefreshState/refreshing`` has frames; the image view is hidden otherwise. The loop
/// derives its frame from the clock's time when drawn (``AnimatedImageModel/displayedImage(at:)``).
open class AutoGifFooter: AutoStateFooter, GifAnimated {
  /// The image view and its frames: looping while loading, hidden otherwise.
  public let gifFrames = GifFrames(playback: [
    .refreshing: .loop, .idle: .hide, .noMoreData: .hide,
  ])

  /// Adopts the frames, hidden until the footer loads; the label gap becomes 20, as in
  /// MJRefresh's GIF components.
  open override func prepare() {
    super.prepare()
    self.adopt(self.gifFrames)
  }
}
