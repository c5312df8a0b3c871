import Foundation

/// The edge a component is pulled from: the top for the header, the bottom for the back footer, the
/// right for the trailer.
///
/// MJRefresh writes the same algorithm three times; RefreshKit runs it once, on an axis and an
/// edge.
@MainActor
struct PullEdge {
  let axis: ScrollAxis
  /// Whether the component sits before the content (the header) or after it.
  let isLeading: Bool

  static let top = PullEdge(axis: .vertical, isLeading: true)
  static let bottom = PullEdge(axis: .vertical, isLeading: false)
  static let right = PullEdge(axis: .horizontal, isLeading: false)

  /// How much longer the content is than the space inside the original insets: MJRefresh's
  /// `heightForContentBreakView` (negative for short content).
  func contentBreak(_ scrollModel: ScrollModel, original: EdgeInsets) -> CGFloat {
    let visible =
      scrollModel.frame.size[self.axis] - original.trailing(self.axis)
      - original.leading(self.axis)
    return scrollModel.contentSize[self.axis] - visible
  }

  /// The offset at which the component starts to show.
  func happenOffset(_ scrollModel: ScrollModel, original: EdgeInsets) -> CGFloat {
    let leading = original.leading(self.axis)
    guard !self.isLeading else {
      return -leading
    }
    let delta = self.contentBreak(scrollModel, original: original)
    return delta > 0 ? delta - leading : -leading
  }

  /// How far past the happen offset the content is pulled; negative while the component is
  /// out of view.
  func pullDistance(offset: CGFloat, happenOffset: CGFloat) -> CGFloat {
    self.isLeading ? happenOffset - offset : offset - happenOffset
  }

  /// The offset that shows the component held open by `hold`.
  func refreshingOffset(happenOffset: CGFloat, hold: CGFloat) -> CGFloat {
    self.isLeading ? happenOffset - hold : happenOffset + hold
  }

  /// The component's share of the inset on its edge.
  func share(of insets: EdgeInsets) -> CGFloat {
    self.isLeading ? insets.leading(self.axis) : insets.trailing(self.axis)
  }

  /// `insets` with the component's edge set to `length`.
  func insets(_ insets: EdgeInsets, withShare length: CGFloat) -> EdgeInsets {
    var insets = insets
    if self.isLeading {
      insets.setLeading(length, self.axis)
    } else {
      insets.setTrailing(length, self.axis)
    }
    return insets
  }
}
