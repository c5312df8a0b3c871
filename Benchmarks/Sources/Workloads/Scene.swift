import Foundation
import RefreshKit

/// A scroll model 375 × 600 over tall content on a manual clock, with the components asked for.
@MainActor
final class Scene {
  let clock = ManualAnimationClock()
  let scroll: ScrollModel
  let hasHeader: Bool
  let hasFooter: Bool
  let hasTrailer: Bool

  init(header: Bool, footer: Bool, trailer: Bool = false, contentHeight: CGFloat = 10_000) {
    self.hasHeader = header
    self.hasFooter = footer
    self.hasTrailer = trailer
    self.scroll = ScrollModel(
      frame: CGRect(x: 0, y: 0, width: 375, height: 600),
      contentSize: CGSize(width: 375, height: contentHeight), clock: self.clock)
    let config = RefreshConfig()
    config.languageCode = "en"
    config.lastUpdatedTimeStore = InMemoryLastUpdatedTimeStore()
    if header {
      let header = NormalHeader(config: config)
      header.automaticallyChangeAlpha = true
      header.refreshingAction = { [weak header] in header?.endRefreshing() }
      self.scroll.header = header
    }
    if footer {
      self.scroll.footer = AutoNormalFooter(config: config)
    }
    if trailer {
      self.scroll.trailer = NormalTrailer(config: config)
      self.scroll.alwaysBounceVertical = true
    }
  }

  /// 60 drag frames down to 120 points, release, the refresh (its action ends it at once) and
  /// the end animation, until the clock is idle.
  func pullToRefresh() {
    self.scroll.beginDragging()
    for frame in 1...60 {
      self.scroll.drag(translationY: CGFloat(frame) * 4)
      self.clock.advance(by: 1.0 / 60)
    }
    self.scroll.endDragging()
    self.clock.run()
  }

  /// One `contentOffset` change per operation of `operations`, cycling through the 100 offsets
  /// from `base`: with the default content, far from both edges.
  func scrollOutOfView(_ operations: Range<Int>, from base: CGFloat) {
    for i in operations {
      self.scroll.contentOffset.y = base + CGFloat(i % 100)
    }
  }
}
