import Foundation

/// The edge a component is pulled from: the top for the header, the bottom for the back footer, the
/// right for the trailer (the left in a right-to-left layout).
///
/// MJRefresh writes the same algorithm three times; RefreshKit runs it once, on an axis and an
/// edge.
@MainActor
struct PullEdge: Equatable {
  let axis: ScrollAxis
  /// Whether the component sits before the content (the header) or after it.
  let isLeading: Bool

  static let top = PullEdge(axis: .vertical, isLeading: true)
  static let bottom = PullEdge(axis: .vertical, isLeading: false)
  static let right = PullEdge(axis: .horizontal, isLeading: false)
  static let left = PullEdge(axis: .horizontal, isLeading: true)

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

  /// The offset `distance` past the happen offset: a pull of that length, or the component
  /// held open by that much while it refreshes.
  func offset(_ distance: CGFloat, past happenOffset: CGFloat) -> CGFloat {
    self.isLeading ? happenOffset - distance : happenOffset + distance
  }

  /// Whether the content rests at this edge (within half a point): at the start of the axis
  /// for a leading edge, at its end (never before the start) for a trailing one.
  func isAtEdge(_ scrollModel: ScrollModel) -> Bool {
    let minimum = scrollModel.minimumContentOffset[self.axis]
    let offset = scrollModel.contentOffset[self.axis]
    guard !self.isLeading else {
      return offset <= minimum + 0.5
    }
    return offset >= max(scrollModel.maximumContentOffset[self.axis], minimum) - 0.5
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

// MARK: - The algorithm, written once for the three edges

extension PullEdge {
  /// Follows a pull `distance` past the happen offset: the percent while dragging, idle and pulling
  /// across `trigger`, a refresh on release.
  ///
  /// In ``RefreshState/noMoreData`` only the percent moves. Out of view (a negative distance)
  /// the percent is zero and pulling ends, whether a drag left the view in one fast frame or
  /// the offset moved away before the release could refresh: the state always agrees with the
  /// geometry (MJRefresh returns early there and stays pulling).
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

  /// Starts a refresh of `component` on this edge: scrolls to `target` over the fast animation,
  /// then runs the refreshing callbacks (at once, with
  /// ``RefreshComponent/actionTiming`` ``RefreshActionTiming/immediately``).
  ///
  /// A finger that touches the content, or the host setting the offset, stops the scroll where
  /// it is, as in UIKit; the callbacks still run when the animation's time is up.
  func scrollIntoView(_ component: RefreshComponent, to target: CGFloat) {
    guard let scrollModel = component.scrollModel else {
      return
    }
    if component.actionTiming == .immediately {
      let refresh = component.refreshNumber
      component.executeRefreshingCallback()  // the animation's end then finds it done
      guard component.refreshNumber == refresh else {
        return  // the action ended the refresh
      }
    }
    component.scrollIntoView(from: self, to: target, in: scrollModel)
  }

  /// Shrinks the share of `component` on this edge back to zero over the slow animation, as a
  /// refresh ends.
  func releaseShare(of component: RefreshComponent) {
    guard let share = component.insetShare else {
      return
    }
    component.runEndMotion(.share(self, start: self.share(of: share.insets)), fadesAlpha: true)
  }

  // MARK: The held edges: back footer and trailer

  /// Follows the pull of `component` past this edge, which it holds open by its extent while
  /// refreshing (MJRefresh's back footer and trailer): nothing while refreshing.
  func followHeldPull(of component: RefreshComponent, offset: CGFloat, extent: CGFloat) {
    guard component.state != .refreshing, let scrollModel = component.scrollModel else {
      return
    }
    let happenOffset = self.happenOffset(scrollModel, original: component.scrollViewOriginalInset)
    let distance = self.pullDistance(offset: offset, happenOffset: happenOffset)
    self.followPull(of: component, distance: distance, trigger: extent)
  }

  /// Holds `component` open on this edge when a refresh starts, and lets it go when one ends.
  ///
  /// Starting, the share becomes `extent` (plus, on a trailing edge, the gap after short content)
  /// and the content scrolls to show it. Ending, the share shrinks back; if rows were added during the refresh
  /// (``ScrollModel/totalDataCount`` changed) and the content is taller than the view, a running
  /// bounce stops so that the new rows stay in view, as in MJRefresh.
  func holdStateDidChange(
    of component: RefreshComponent, extent: CGFloat, from oldState: RefreshState
  ) {
    guard let scrollModel = component.scrollModel, let share = component.insetShare else {
      return
    }
    let original = component.scrollViewOriginalInset
    let contentBreak = self.contentBreak(scrollModel, original: original)
    if component.state == .refreshing {
      let count = scrollModel.totalDataCount
      _ = component.send(.rowsAtRefreshStart(count))
      share.insets = self.insets(share.insets, withShare: self.held(extent, contentBreak))
      let happenOffset = self.happenOffset(scrollModel, original: original)
      self.scrollIntoView(
        component, to: self.offset(extent, past: happenOffset))
    } else if oldState == .refreshing && !component.isDetaching {
      self.releaseShare(of: component)
      if !self.isLeading && contentBreak > 0
        && scrollModel.totalDataCount != component.rowsAtRefreshStart
      {
        scrollModel.stopMotion(on: self.axis)
      }
    }
  }

  /// Keeps the share of a refreshing `component` on this edge right for the content, the frame
  /// and the insets as they are: its extent, plus, on a trailing edge, the gap after short
  /// content.
  func updateHeldShare(of component: RefreshComponent, extent: CGFloat) {
    guard component.state == .refreshing, let scrollModel = component.scrollModel,
      let share = component.insetShare
    else {
      return
    }
    let contentBreak = self.contentBreak(scrollModel, original: component.scrollViewOriginalInset)
    share.insets = self.insets(share.insets, withShare: self.held(extent, contentBreak))
  }

  /// The share that holds a component of `extent` open: on a trailing edge, also the gap after
  /// content shorter than the view (a negative `contentBreak`), so that the component shows
  /// right after the content.
  private func held(_ extent: CGFloat, _ contentBreak: CGFloat) -> CGFloat {
    self.isLeading ? extent : extent - min(contentBreak, 0)
  }
}
