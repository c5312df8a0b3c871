import Foundation

extension PullEdge {
  /// MJRefresh's auto footer rule, mirrored at the leading edge; content that fits the view
  /// triggers only when a drag ends (``dragEndedAtEdge(_:)``).
  func autoLoadReached(
    _ scrollModel: ScrollModel, from old: CGFloat, to new: CGFloat, extent: CGFloat,
    percent: CGFloat, preloadScreens: CGFloat
  ) -> Bool {
    let insets = scrollModel.adjustedContentInset
    let content = scrollModel.contentSize[self.axis]
    let view = scrollModel.frame.size[self.axis]
    let leading = insets.leading(self.axis)
    let trailing = insets.trailing(self.axis)
    if self.isLeading {
      guard trailing + content > view else {
        return false
      }
      let threshold = -leading + extent * (1 - percent) + preloadScreens * view
      return new <= threshold && new < old && new < content + trailing - view
    }
    guard leading + content > view else {
      return false
    }
    let threshold =
      content - view + extent * percent + trailing - extent - preloadScreens * view
    return new >= threshold && new > old && new > -leading
  }

  /// The fill rule's test, made as the content changes: at rest at the other edge, the offset
  /// already reaches the trigger (never for empty content).
  func isTooShortToLeaveAutoLoad(
    _ scrollModel: ScrollModel, extent: CGFloat, percent: CGFloat, preloadScreens: CGFloat
  ) -> Bool {
    let insets = scrollModel.adjustedContentInset
    let content = scrollModel.contentSize[self.axis]
    let view = scrollModel.frame.size[self.axis]
    guard content > 0, view > 0 else {
      return false
    }
    let leading = insets.leading(self.axis)
    let trailing = insets.trailing(self.axis)
    if self.isLeading {
      let end = max(content + trailing - view, -leading)
      return end <= -leading + extent * (1 - percent) + preloadScreens * view
    }
    let threshold = content - view + extent * percent + trailing - extent - preloadScreens * view
    return -leading >= threshold
  }

  func isPulledPastOtherEdge(_ scrollModel: ScrollModel) -> Bool {
    let offset = scrollModel.contentOffset[self.axis]
    let minimum = scrollModel.minimumContentOffset[self.axis]
    if self.isLeading {
      return offset > max(scrollModel.maximumContentOffset[self.axis], minimum)
    }
    return offset < minimum
  }

  /// On content that fits the view, anywhere but pulled past the other edge counts.
  func dragEndedAtEdge(_ scrollModel: ScrollModel) -> Bool {
    let insets = scrollModel.adjustedContentInset
    let content = scrollModel.contentSize[self.axis]
    let view = scrollModel.frame.size[self.axis]
    let offset = scrollModel.contentOffset[self.axis]
    let minimum = scrollModel.minimumContentOffset[self.axis]
    let maximum = scrollModel.maximumContentOffset[self.axis]
    if self.isLeading {
      let fits = insets.trailing(self.axis) + content <= view
      return fits ? offset <= maximum : offset <= minimum
    }
    let fits = insets.leading(self.axis) + content <= view
    return fits ? offset >= minimum : offset >= content + insets.trailing(self.axis) - view
  }

  func visibleShare(
    of frame: CGRect, in scrollModel: ScrollModel, original: EdgeInsets
  ) -> CGFloat {
    let length = frame.size[self.axis]
    guard length > 0 else {
      return 1
    }
    let offset = scrollModel.contentOffset[self.axis]
    let shown: CGFloat
    if self.isLeading {
      let visibleStart = offset + original.leading(self.axis)
      shown = frame.maximum(self.axis) - visibleStart
    } else {
      let visibleEnd = offset + scrollModel.frame.size[self.axis] - original.trailing(self.axis)
      shown = visibleEnd - frame.minimum(self.axis)
    }
    return min(max(shown / length, 0), 1)
  }
}
