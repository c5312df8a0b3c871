import Foundation

/// The edge a component is pulled from, so MJRefresh's algorithm, written there three times,
/// runs once on an axis and an edge.
@MainActor
struct PullEdge: Equatable {
  let axis: ScrollAxis
  let isLeading: Bool

  static let top = PullEdge(axis: .vertical, isLeading: true)
  static let bottom = PullEdge(axis: .vertical, isLeading: false)
  static let right = PullEdge(axis: .horizontal, isLeading: false)
  static let left = PullEdge(axis: .horizontal, isLeading: true)

  /// MJRefresh's `heightForContentBreakView` (negative for short content).
  func contentBreak(_ scrollModel: ScrollModel, original: EdgeInsets) -> CGFloat {
    let visible =
      scrollModel.frame.size[self.axis] - original.trailing(self.axis)
      - original.leading(self.axis)
    return scrollModel.contentSize[self.axis] - visible
  }

  func happenOffset(_ scrollModel: ScrollModel, original: EdgeInsets) -> CGFloat {
    let leading = original.leading(self.axis)
    guard !self.isLeading else {
      return -leading
    }
    let delta = self.contentBreak(scrollModel, original: original)
    return delta > 0 ? delta - leading : -leading
  }

  func pullDistance(offset: CGFloat, happenOffset: CGFloat) -> CGFloat {
    self.isLeading ? happenOffset - offset : offset - happenOffset
  }

  func offset(_ distance: CGFloat, past happenOffset: CGFloat) -> CGFloat {
    self.isLeading ? happenOffset - distance : happenOffset + distance
  }

  /// Within half a point; a trailing edge is never before the start.
  func isAtEdge(_ scrollModel: ScrollModel) -> Bool {
    let minimum = scrollModel.minimumContentOffset[self.axis]
    let offset = scrollModel.contentOffset[self.axis]
    guard !self.isLeading else {
      return offset <= minimum + 0.5
    }
    return offset >= max(scrollModel.maximumContentOffset[self.axis], minimum) - 0.5
  }

  func share(of insets: EdgeInsets) -> CGFloat {
    self.isLeading ? insets.leading(self.axis) : insets.trailing(self.axis)
  }

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

// MARK: - The algorithm, written once for the three edges

extension PullEdge {
  /// Out of view, pulling always ends so the state agrees with the geometry (MJRefresh returns
  /// early there and stays pulling).
  func followPull(of component: RefreshComponent, distance: CGFloat, trigger: CGFloat) {
    guard let scrollModel = component.scrollModel else {
      return
    }
    guard distance >= 0 else {
      if component.pullingPercent != 0 {
        component.pullingPercent = 0
      }
      component.letGo(.drag)
      return
    }
    let percent = trigger > 0 ? distance / trigger : 1
    if component.state == .noMoreData {
      component.pullingPercent = percent
      return
    }
    if scrollModel.isDragging {
      component.pullingPercent = percent
      let pastTrigger = distance > trigger
      // Asked only when it could arm: the delegate hears no question it need not answer.
      let mayArm =
        component.state == .idle && pastTrigger && !component.isHostLoading
        && !scrollModel.holdsBackPages(of: component)
      if RefreshLifecycle.afterDrag(component.state, pastTrigger: pastTrigger, mayArm: mayArm)
        != nil
      {
        component.change(
          .drag(pastTrigger: pastTrigger, mayArm: mayArm, follows: true, reason: .drag))
      }
    } else if component.state == .pulling {
      // Held back since it crossed (the host loads, or the list refreshes), the pull ends.
      component.releasePull()
    } else if percent < 1 {
      component.pullingPercent = percent
    }
  }

  /// UIKit: a finger or the host setting the offset stops the scroll; the callbacks still run
  /// when its time is up.
  func scrollIntoView(_ component: RefreshComponent, to target: CGFloat) {
    guard let scrollModel = component.scrollModel else {
      return
    }
    if component.actionTiming == .immediately {
      let refresh = component.lifecycle.refresh
      component.executeRefreshingCallback()  // the animation's end then finds it done
      guard component.lifecycle.refresh == refresh else {
        return  // the action ended the refresh
      }
    }
    component.scrollIntoView(from: self, to: target, in: scrollModel)
  }

  func releaseShare(of component: RefreshComponent) {
    guard let share = component.insetShare else {
      return
    }
    component.runEndMotion(.share(self, start: self.share(of: share.insets)), fadesAlpha: true)
  }

  // MARK: The held edges: back footer and trailer

  func followHeldPull(of component: RefreshComponent, offset: CGFloat, extent: CGFloat) {
    guard component.state != .refreshing, let scrollModel = component.scrollModel else {
      return
    }
    let happenOffset = self.happenOffset(scrollModel, original: component.scrollViewOriginalInset)
    let distance = self.pullDistance(offset: offset, happenOffset: happenOffset)
    self.followPull(of: component, distance: distance, trigger: extent)
  }

  /// MJRefresh: if rows were added during the refresh and the content is taller than the view,
  /// a running bounce stops so the new rows stay in view.
  func holdStateDidChange(
    of component: RefreshComponent, extent: CGFloat, from oldState: RefreshState
  ) {
    guard let scrollModel = component.scrollModel, component.insetShare != nil else {
      return
    }
    let original = component.scrollViewOriginalInset
    let contentBreak = self.contentBreak(scrollModel, original: original)
    if component.state == .refreshing {
      _ = component.send(.rowsAtRefreshStart(scrollModel.totalDataCount))
      self.updateHeldShare(of: component, extent: extent)
      let happenOffset = self.happenOffset(scrollModel, original: original)
      self.scrollIntoView(component, to: self.offset(extent, past: happenOffset))
    } else if oldState == .refreshing && !component.isDetaching {
      self.releaseShare(of: component)
      if !self.isLeading && contentBreak > 0
        && scrollModel.totalDataCount != component.lifecycle.aftermath.rowsAtRefreshStart
      {
        scrollModel.stopMotion(on: self.axis)
      }
    }
  }

  func updateHeldShare(of component: RefreshComponent, extent: CGFloat) {
    guard component.state == .refreshing, let scrollModel = component.scrollModel,
      let share = component.insetShare
    else {
      return
    }
    let contentBreak = self.contentBreak(scrollModel, original: component.scrollViewOriginalInset)
    // On a trailing edge, also the gap after short content, so the component shows right after it.
    let held = self.isLeading ? extent : extent - min(contentBreak, 0)
    share.insets = self.insets(share.insets, withShare: held)
  }
}
