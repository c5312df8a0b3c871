#if os(Linux)  // the binding against the stand-ins
import Foundation
import RefreshKitUIKit
import SwiftUIStandIn
import UIKitStandIn

/// A SwiftUI screen on one release's UIKit hierarchy, and what a user does to it: the views
/// shown, a finger on a scroll view, frames that end in the hierarchy's layout pass, and the
/// main actor's turns in which the modifiers look for their scroll views.
@MainActor
final class HostedScreen {
  /// The renderer of the screen's views.
  let renderer: StandInRenderer
  /// The hierarchy behind the views.
  let hosting: StandInHosting

  /// A screen of `release`.
  init(_ release: StandInRelease) {
    let renderer = StandInRenderer(release: release)
    self.renderer = renderer
    self.hosting = renderer.hosting ?? StandInHosting(release: release)
  }

  /// The scroll views SwiftUI made, in the order they were drawn.
  var scrollViews: [any StandInSwiftUIScrollView] {
    self.hosting.scrollViews
  }

  /// Shows `view`, and lets the modifiers find their scroll views.
  func show(_ view: some View) async {
    self.renderer.show(view)
    await self.nextTurns()
  }

  /// Updates the screen with `view`, as SwiftUI does when the model it reads changed.
  func update(_ view: some View) async {
    self.renderer.renderRoot(view)
    await self.nextTurns()
  }

  /// The main actor's next turns, in which the modifiers look for their scroll views, each
  /// ended by the layout pass in which SwiftUI updates what changed.
  func nextTurns() async {
    for _ in 0..<8 {
      await Task.yield()
      self.hosting.layOut()
    }
  }

  /// Runs `count` frames.
  func frames(_ count: Int = 1) {
    self.hosting.run(frames: count)
  }

  /// Runs frames until `condition` holds, yielding between them (an action's task runs), or 600
  /// frames.
  func run(until condition: () -> Bool) async {
    for _ in 0..<600 where !condition() {
      await Task.yield()
      self.frames()
    }
  }

  /// Runs frames until `scrollView` and its components rest.
  func settle(_ scrollView: UIScrollView) {
    for _ in 0..<600
    where scrollView.isDecelerating || scrollView.existingRefreshClockWantsFrames {
      self.frames()
    }
  }

  /// A finger pulls `scrollView`'s content down by `distance` (half of it shows past the edge)
  /// and lifts, and the frame after the release runs (MJRefresh begins on it).
  func pull(_ scrollView: UIScrollView, by distance: CGFloat = 200) {
    scrollView.standInTouchDown()
    for _ in 0..<Int(distance / 10) {
      scrollView.standInMoveFinger(by: 10)
      self.frames()
    }
    scrollView.standInLiftFinger()
    self.frames()
  }

  /// A finger drags `scrollView`'s content until its end shows past the bottom, and lifts.
  func dragToTheEnd(_ scrollView: UIScrollView) {
    scrollView.standInTouchDown()
    for _ in 0..<400 {
      scrollView.standInMoveFinger(by: -40)
      self.frames()
      let end = scrollView.contentSize.height + scrollView.adjustedContentInset.bottom
      if scrollView.contentOffset.y + scrollView.frame.height > end {
        break
      }
    }
    scrollView.standInLiftFinger()
    self.frames()
  }

  /// A finger drags `scrollView`'s content left until its trailing end shows past the edge by
  /// `distance`, and lifts.
  func dragPastTheTrailingEnd(_ scrollView: UIScrollView, by distance: CGFloat = 160) {
    scrollView.standInTouchDown()
    for _ in 0..<400 {
      scrollView.standInMoveFinger(by: CGPoint(x: -20, y: 0))
      self.frames()
      let end = scrollView.contentSize.width + scrollView.adjustedContentInset.right
      if scrollView.contentOffset.x + scrollView.frame.width > end + distance / 2 {
        break
      }
    }
    scrollView.standInLiftFinger()
    self.frames()
  }
}

extension UIScrollView {
  /// Whether the refresh host on the scroll view, if any, has animations running.
  var existingRefreshClockWantsFrames: Bool {
    self.subviews.contains { ($0 as? RefreshHostView)?.clock.wantsFrames == true }
  }

  /// The refresh host on the scroll view, if any, without making one.
  var refreshHost: RefreshHostView? {
    self.subviews.lazy.compactMap { $0 as? RefreshHostView }.first
  }
}
#endif
