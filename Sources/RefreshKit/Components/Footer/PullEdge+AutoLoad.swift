import Foundation

// MARK: - The automatic loader's algorithm, written once for its edges

extension PullEdge {
  /// Whether an offset moving from `old` to `new` reaches the point where a loader of `extent`
  /// on this edge triggers by itself: MJRefresh's auto footer rule, and its mirror at the
  /// leading edge.
  ///
  /// On the trailing edge, the offset reaches `content − view + trailing inset − extent +
  /// extent × percent − preloadScreens × view` (444 for content 1000 tall in a 600 view with a
  /// 44 footer) while it moves toward the end and is not pulled past the start. On the leading
  /// edge, the mirror: `−leading inset + extent × (1 − percent) + preloadScreens × view`, while
  /// it moves toward the start and is not pulled past the end. Content that fits the view never
  /// triggers by the offset: a drag that ends does (``dragEndedAtEdge(_:)``).
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

  /// Whether the content is too short to leave the point where a loader on this edge triggers.
  ///
  /// At rest at the other edge, the offset already reaches the trigger point of a loader of
  /// `extent`: the fill rule's test, made as the content changes rather than as the offset
  /// moves.
  ///
  /// The threshold is ``autoLoadReached(_:from:to:extent:percent:preloadScreens:)``'s: content
  /// shorter than the view is short, and so is content whose far edge lies within
  /// `preloadScreens` screens of the view. Empty content never is.
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

  /// Whether the content is pulled past the edge opposite this one: the offset is before the
  /// start, for a loader at the end; past the end, for one at the start.
  func isPulledPastOtherEdge(_ scrollModel: ScrollModel) -> Bool {
    let offset = scrollModel.contentOffset[self.axis]
    let minimum = scrollModel.minimumContentOffset[self.axis]
    if self.isLeading {
      return offset > max(scrollModel.maximumContentOffset[self.axis], minimum)
    }
    return offset < minimum
  }

  /// Whether a drag that ended left the content at this edge: past its end on long content,
  /// anywhere but pulled past the other edge on content that fits the view.
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

  /// How much of a loader at `frame`, `length` long on this edge, shows inside the host's and
  /// the system's insets (`original`): 0 out of view, 1 whole.
  func visibleShare(
    of frame: CGRect, length: CGFloat, in scrollModel: ScrollModel, original: EdgeInsets
  ) -> CGFloat {
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
