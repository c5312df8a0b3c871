import Foundation
import RefreshKit

/// `swift run CustomHeaderExample`: two custom headers, as in MJRefresh's example app.
///
/// A do-it-yourself subclass (`ProgressRingHeader`) whose ring fills with `pullingPercent`, and a
/// `GifHeader` with MJRefresh's "ChiBaoZi" frames: 60 idle frames that follow the pull and 3
/// loading frames that loop while pulling and refreshing.
@main
@MainActor
struct CustomHeaderExample {
  static func main() {
    for line in transcript() {
      print(line)
    }
  }

  /// What the example prints.
  static func transcript() -> [String] {
    var lines = ["A do-it-yourself header: a ring that fills as you pull (70 points tall)."]
    let clock = ManualAnimationClock()
    let config = RefreshConfig()
    config.languageCode = "en"
    config.lastUpdatedTimeStore = InMemoryLastUpdatedTimeStore()

    let ringScroll = ScrollModel(frame: CGRect(x: 0, y: 0, width: 375, height: 600), clock: clock)
    ringScroll.contentSize.height = 1000
    let ring = ProgressRingHeader(config: config) {
      lines.append(String(format: "%6.3f s  ring header: refreshing action", clock.now))
    }
    ringScroll.header = ring
    ringScroll.beginDragging()
    for y in [-14.0, -35, -56, -70, -71] {
      ringScroll.drag(toOffsetY: CGFloat(y))
      lines.append("  pull to \(Int(y)): \(ring.ringText) \(ring.caption.text ?? "")")
    }
    ringScroll.endDragging()
    clock.run()
    lines.append(
      "  refreshing: \(ring.ringText) \(ring.caption.text ?? ""), holds \(Int(ringScroll.adjustedContentInset.top))"
    )
    ring.endRefreshing()
    clock.run()
    lines.append(
      "  ended: \(ring.caption.text ?? ""), holds \(Int(ringScroll.adjustedContentInset.top))")

    lines.append("")
    lines.append("A GIF header with MJRefresh's ChiBaoZi frames.")
    let idle = (1...60).map {
      RefreshImage(
        name: String(format: "dropdown_anim__%04d", $0), size: CGSize(width: 50, height: 50))
    }
    let loading = (1...3).map {
      RefreshImage(name: "dropdown_loading_0\($0)", size: CGSize(width: 50, height: 50))
    }
    let gifScroll = ScrollModel(frame: CGRect(x: 0, y: 0, width: 375, height: 600), clock: clock)
    gifScroll.contentSize.height = 1000
    let gif = GifHeader(config: config) {}
      .setImages(idle, for: .idle)
      .setImages(loading, duration: 0.3, for: .pulling)
      .setImages(loading, duration: 0.3, for: .refreshing)
    gif.lastUpdatedTimeLabel.isHidden = true
    gif.stateLabel.isHidden = true
    gifScroll.header = gif
    gifScroll.beginDragging()
    for y in [-10.0, -27, -45] {
      gifScroll.drag(toOffsetY: CGFloat(y))
      lines.append("  pull to \(Int(y)): frame \(gif.gifView.image?.name ?? "none")")
    }
    gifScroll.drag(toOffsetY: -60)
    let start = clock.now
    let loop = [0.05, 0.15, 0.25, 0.35].map {
      gif.gifView.displayedImage(at: start + $0)?.name ?? "none"
    }
    lines.append("  pulling loops: \(loop.joined(separator: ", "))")
    gifScroll.endDragging()
    clock.run()
    lines.append(
      "  refreshing: animating \(gif.gifView.isAnimating), centered \(gif.gifView.contentMode == .center)"
    )
    gif.endRefreshing()
    clock.run()
    lines.append("  ended: frame \(gif.gifView.image?.name ?? "none")")
    return lines
  }
}
