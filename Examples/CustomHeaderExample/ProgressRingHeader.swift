import Foundation
import RefreshKit

/// A do-it-yourself header, as in MJRefresh's example app: a ring that fills as the user pulls, and
/// captions of its own.
///
/// It subclasses `RefreshHeader` and overrides hooks only.
@MainActor
final class ProgressRingHeader: RefreshHeader {
  /// How full the ring is, 0 to 1.
  private(set) var ringProgress: CGFloat = 0
  /// The ring's frame in the header.
  private(set) var ringFrame = CGRect.zero
  /// The caption under the ring.
  let caption = LabelModel()

  override func prepare() {
    super.prepare()
    self.height = 70
    self.caption.text = "Pull to refresh"
  }

  override func placeSubviews() {
    super.placeSubviews()
    self.ringFrame = CGRect(x: self.frame.width / 2 - 15, y: 8, width: 30, height: 30)
    self.caption.frame = CGRect(x: 0, y: 44, width: self.frame.width, height: 20)
  }

  override func scrollViewContentOffsetDidChange(_ change: ObservedChange<CGPoint>) {
    super.scrollViewContentOffsetDidChange(change)
    if self.state != .refreshing {
      self.ringProgress = min(self.pullingPercent, 1)
    }
  }

  override func stateDidChange(from oldState: RefreshState) {
    super.stateDidChange(from: oldState)
    switch self.state {
    case .idle: self.caption.text = "Pull to refresh"
    case .pulling: self.caption.text = "Let go!"
    case .refreshing: self.caption.text = "Fetching the latest"
    default: break  // waiting, no more data, the second floor: the caption stays
    }
  }

  /// The ring as text: ten segments, filled as far as the pull goes.
  var ringText: String {
    let filled = Int((self.ringProgress * 10).rounded(.down))
    return "[" + String(repeating: "●", count: filled) + String(repeating: "○", count: 10 - filled)
      + "]"
  }
}
