#if os(Linux)  // the binding against the stand-in
import Foundation
import TestSupport
import Testing
import UIKitStandIn

/// The stand-in reproduces the UIKit behaviours the binding must survive; its own
/// documentation names the source of each.
@MainActor
@Suite(.idleClocks) struct UIScrollViewStandInTests {
  final class Delegate: NSObject, UIScrollViewDelegate {
    var scrolls: [CGFloat] = []
    var endedDragging: [Bool] = []
    func scrollViewDidScroll(_ scrollView: UIScrollView) {
      self.scrolls.append(scrollView.contentOffset.y)
    }
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
      self.endedDragging.append(decelerate)
    }
  }

  @Test func settingTheInsetMovesContentRestingAtItsTop() {
    let (window, table) = makeTableView()
    #expect(table.contentOffset.y == -44)
    table.contentInset.top = 54
    #expect(table.contentOffset.y == -98)
    table.contentOffset.y = 100
    table.contentInset.top = 0
    #expect(table.contentOffset.y == 100, "content away from its top stays")
    withExtendedLifetime(window) {}
  }

  @Test func theAdjustedInsetAddsTheSafeAreaUnlessNever() {
    let (window, table) = makeTableView()
    table.contentInset = UIEdgeInsets(top: 10, left: 0, bottom: 0, right: 0)
    let automatic = UIEdgeInsets(top: 54, left: 0, bottom: 34, right: 0)
    #expect(table.adjustedContentInset == automatic)
    table.contentInsetAdjustmentBehavior = .never
    #expect(table.adjustedContentInset == UIEdgeInsets(top: 10, left: 0, bottom: 0, right: 0))
    withExtendedLifetime(window) {}
  }

  @Test func thePanGoesPossibleBeganChangedEndedPossible() {
    let (window, table) = makeTableView()
    nonisolated(unsafe) var states: [UIGestureRecognizer.State] = []
    let token = table.panGestureRecognizer.observe(\.state, options: [.new]) { pan, _ in
      MainActor.assumeIsolated { states.append(pan.state) }
    }
    table.standInTouchDown()
    table.standInMoveFinger(by: 10)
    table.standInMoveFinger(by: 10)
    table.standInLiftFinger()
    #expect(states == [.began, .changed, .ended, .possible])
    withExtendedLifetime((window, token)) {}
  }

  @Test func everyOffsetReachesTheDelegateAndDecelerationGoesOnAfterTheLift() {
    let (window, table) = makeTableView()
    let delegate = Delegate()
    table.delegate = delegate
    table.contentOffset.y = 0
    table.standInTouchDown()
    table.standInMoveFinger(by: -50)
    table.standInLiftFinger(velocity: -800)
    #expect(delegate.endedDragging == [true])
    #expect(table.isDecelerating)
    let lifted = table.contentOffset.y
    StandInRunLoop.main.run(frames: 10)
    #expect(table.contentOffset.y > lifted, "the content moves on by itself")
    #expect(delegate.scrolls.count > 10)
    table.standInTouchDown()
    #expect(!table.isDecelerating, "a touch stops it where it is")
    let stopped = table.contentOffset.y
    StandInRunLoop.main.run(frames: 5)
    #expect(table.contentOffset.y == stopped)
    withExtendedLifetime(window) {}
  }

  @Test func aReleasePastTheTopBouncesBack() {
    let (window, table) = makeTableView()
    table.standInTouchDown()
    table.standInMoveFinger(by: 100)
    #expect(table.contentOffset.y == -94, "half the finger's way past the top")
    table.standInLiftFinger()
    #expect(table.isDecelerating)
    StandInRunLoop.main.run(for: 1)
    #expect(table.contentOffset.y == -44)
    #expect(!table.isDecelerating)
    withExtendedLifetime(window) {}
  }

  @Test func aRotationResizesViewsWithAFlexibleWidth() {
    let (window, table) = makeTableView()
    let follower = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 10))
    follower.autoresizingMask = [.flexibleWidth]
    let fixed = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 10))
    table.addSubview(follower)
    table.addSubview(fixed)
    table.frame = CGRect(x: 0, y: 0, width: 812, height: 375)
    #expect(follower.frame.width == 812)
    #expect(fixed.frame.width == 100)
    withExtendedLifetime(window) {}
  }
}
#endif
