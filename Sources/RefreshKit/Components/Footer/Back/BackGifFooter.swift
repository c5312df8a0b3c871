import Foundation

/// A pull-up footer that plays frames; MJRefresh's `MJRefreshBackGifFooter`.
open class BackGifFooter: BackStateFooter, GifAnimated {
  /// The frames: picked by the pull while idle, looping while pulling and refreshing, hidden
  /// with no more data.
  public let gifFrames = GifFrames(playback: [
    .idle: .followPull, .pulling: .loop, .refreshing: .loop, .noMoreData: .hide,
  ])

  /// Adopts the frames, which set the label gap to 20 as in MJRefresh.
  open override func prepare() {
    super.prepare()
    self.adopt(self.gifFrames)
  }
}
