import Foundation

/// The pull-past-an-edge algorithm of MJRefresh's header, back footer and trailer, written once.
extension RefreshComponent {
  /// Follows a pull `distance` past the happen offset: the percent while dragging, idle and pulling
  /// across `trigger`, a refresh on release.
  ///
  /// In ``RefreshState/noMoreData`` only the percent moves. Out of view (a negative distance)
  /// the percent is zero and pulling ends, whether a drag left the view in one fast frame or
  /// the offset moved away before the release could refresh: the state always agrees with the
  /// geometry (MJRefresh returns early there and stays pulling).
  func followPull(distance: CGFloat, trigger: CGFloat) {
    guard let scrollModel = self.scrollModel else {
      return
    }
    guard distance >= 0 else {
      if self.pullingPercent != 0 {
        self.pullingPercent = 0
      }
      if self.state == .pulling {
        self.setState(.idle, reason: .drag)
      }
      return
    }
    let percent = trigger > 0 ? distance / trigger : 1
    if self.state == .noMoreData {
      self.pullingPercent = percent
      return
    }
    if scrollModel.isDragging {
      self.pullingPercent = percent
      if self.state == .idle && distance > trigger && !self.isHostLoading {
        self.setState(.pulling, reason: .drag)
      } else if self.state == .pulling && distance <= trigger {
        self.setState(.idle, reason: .drag)
      }
    } else if self.state == .pulling {
      self.beginRefreshing(reason: .release)
    } else if percent < 1 {
      self.pullingPercent = percent
    }
  }

  /// Scrolls along `edge` to `targetOffset` over the fast animation, then brings the offset into
  /// range if it rests outside it and runs the refreshing callbacks.
  ///
  /// A finger that touches the content, or the host setting the offset, stops the scroll where
  /// it is, as in UIKit; the callbacks still run when the animation's time is up.
  func scrollIntoRefreshingPosition(_ edge: PullEdge, targetOffset: CGFloat) {
    let refresh = self.lifecycle.refresh
    guard let scrollModel = self.scrollModel else {
      return
    }
    if self.actionTiming == .immediately {
      self.executeRefreshingCallback()  // the animation's end then finds it done
      guard self.lifecycle.refresh == refresh else {
        return  // the action ended the refresh
      }
    }
    let start = scrollModel.contentOffset[edge.axis]
    let takeovers = scrollModel.offsetTakeovers
    self.animate(
      duration: self.fastAnimationDuration,
      update: { [weak self, weak scrollModel] progress in
        guard let self, let scrollModel, self.lifecycle.refresh == refresh,
          scrollModel.offsetTakeovers == takeovers
        else {
          return
        }
        scrollModel.moveOffset(
          CGFloat.interpolate(from: start, to: targetOffset, progress: progress), on: edge.axis)
      },
      completion: { [weak self] finished in
        guard let self, finished, self.lifecycle.refresh == refresh else {
          return
        }
        // The host may have changed the insets or the content while the content scrolled: the
        // target may no longer be in range.
        self.scrollModel?.adjustContentOffsetIfNeeded()
        self.executeRefreshingCallback()
      })
  }

  /// Shrinks the component's share on `edge` back to zero over the slow animation, as a
  /// refresh ends.
  func releaseShare(_ edge: PullEdge) {
    guard let share = self.insetShare else {
      return
    }
    let start = edge.share(of: share.insets)
    self.runEndingAnimation(fadesAlpha: true) { [weak share] progress in
      guard let share else {
        return
      }
      let length = CGFloat.interpolate(from: start, to: 0, progress: progress)
      share.insets = edge.insets(share.insets, withShare: length)
    }
  }

  // MARK: - The trailing edges: back footer and trailer

  /// Follows the pull past a trailing edge (MJRefresh's back footer and trailer): nothing while
  /// refreshing or before the content's end shows.
  func followTrailingPull(_ edge: PullEdge, offset: CGFloat, extent: CGFloat) {
    guard self.state != .refreshing, let scrollModel = self.scrollModel else {
      return
    }
    let happenOffset = edge.happenOffset(scrollModel, original: self.scrollViewOriginalInset)
    let distance = edge.pullDistance(offset: offset, happenOffset: happenOffset)
    self.followPull(distance: distance, trigger: extent)
  }

  /// Holds a trailing-edge component open when a refresh starts, and lets it go when one ends.
  ///
  /// Starting, the share becomes `extent` (plus the gap below short content) and the content
  /// scrolls to show it. Ending, the share shrinks back; if rows were added during the refresh
  /// (``ScrollModel/totalDataCount`` changed) and the content is taller than the view, a running
  /// bounce stops so that the new rows stay in view, as in MJRefresh.
  func trailingEdgeStateDidChange(_ edge: PullEdge, extent: CGFloat, from oldState: RefreshState) {
    guard let scrollModel = self.scrollModel, let share = self.insetShare else {
      return
    }
    let original = self.scrollViewOriginalInset
    let contentBreak = edge.contentBreak(scrollModel, original: original)
    if self.state == .refreshing {
      self.dataCountAtRefreshStart = scrollModel.totalDataCount
      share.insets = edge.insets(share.insets, withShare: extent - min(contentBreak, 0))
      let happenOffset = edge.happenOffset(scrollModel, original: original)
      self.scrollIntoRefreshingPosition(
        edge, targetOffset: edge.refreshingOffset(happenOffset: happenOffset, hold: extent))
    } else if oldState == .refreshing && !self.lifecycle.isDetaching {
      self.releaseShare(edge)
      if contentBreak > 0 && scrollModel.totalDataCount != self.dataCountAtRefreshStart {
        scrollModel.stopMotion(on: edge.axis)
      }
    }
  }

  /// Keeps a refreshing trailing-edge component's share right as the content changes size: its
  /// extent, plus the gap below content shorter than the view.
  func updateTrailingShareWhileRefreshing(_ edge: PullEdge, extent: CGFloat) {
    guard self.state == .refreshing, let scrollModel = self.scrollModel, let share = self.insetShare
    else {
      return
    }
    let contentBreak = edge.contentBreak(scrollModel, original: self.scrollViewOriginalInset)
    share.insets = edge.insets(share.insets, withShare: extent - min(contentBreak, 0))
  }
}
