import Foundation
import RefreshKit
import RefreshKitHost
import TestSupport
import Testing

/// A real scroll view reduced to what the mirror reads and writes, with UIKit's rule that
/// content resting at its top follows a new inset.
@MainActor
final class FakeScrollView {
  var frame = CGRect(x: 0, y: 0, width: 375, height: 812)
  var contentSize = CGSize(width: 375, height: 2000)
  var safeArea = EdgeInsets(top: 44, bottom: 34)
  var adjustsForSafeArea = true
  var offsetWrites = 0
  var mirror: ScrollViewMirror?
  var contentOffset = CGPoint(x: 0, y: -44) {
    didSet {
      self.mirror?.contentOffsetDidChange(self.contentOffset)
    }
  }
  var contentInset = EdgeInsets.zero {
    didSet {
      let oldTop = -(oldValue.top + (self.adjustsForSafeArea ? self.safeArea.top : 0))
      if self.contentOffset.y == oldTop {
        self.contentOffset.y = -self.adjustedContentInset.top
      }
      self.mirror?.geometryDidChange(self.geometry)
    }
  }
  var adjustedContentInset: EdgeInsets {
    self.contentInset + (self.adjustsForSafeArea ? self.safeArea : .zero)
  }
  var geometry: HostScrollGeometry {
    HostScrollGeometry(
      frame: self.frame, contentSize: self.contentSize, contentInset: self.contentInset,
      adjustedContentInset: self.adjustedContentInset)
  }

  /// Binds a mirror the way a binding does.
  func bind(clock: any AnimationClock) -> ScrollViewMirror {
    let mirror = ScrollViewMirror(
      clock: clock, geometry: self.geometry, contentOffset: self.contentOffset)
    mirror.applyContentInset = { [unowned self] in self.contentInset = $0 }
    mirror.applyContentOffset = { [unowned self] in self.contentOffset = $0 }
    self.mirror = mirror
    return mirror
  }
}

@MainActor
@Suite(.idleClocks) struct ScrollViewMirrorTests {
  @Test func theSafeAreaIsTheSystemInsetWhateverTheAdjustment() {
    let view = FakeScrollView()
    let mirror = view.bind(clock: makeClock())
    #expect(mirror.model.systemInset == EdgeInsets(top: 44, bottom: 34))
    #expect(mirror.model.contentInset == .zero)
    view.adjustsForSafeArea = false
    view.contentInset = EdgeInsets(top: 44, bottom: 34)  // an app that adds it itself
    #expect(mirror.model.systemInset == .zero)
    #expect(mirror.model.contentInset == EdgeInsets(top: 44, bottom: 34))
  }

  @Test func aHeaderRefreshingWritesItsShareAndScrollsIntoViewWithoutEcho() {
    let clock = makeClock()
    let view = FakeScrollView()
    let mirror = view.bind(clock: clock)
    let apply = mirror.applyContentOffset
    mirror.applyContentOffset = { [unowned view] offset in
      view.offsetWrites += 1
      apply?(offset)
    }
    let header = NormalHeader(config: RefreshConfig()) {}
    mirror.model.header = header
    header.beginRefreshing()
    clock.advance(by: 0.1)
    #expect(view.contentOffset.y > -98 && view.contentOffset.y < -44, "scrolling into view")
    #expect(view.contentInset.top == -44 - view.contentOffset.y, "the share follows the offset")
    clock.run()
    #expect(view.contentOffset.y == -98)
    #expect(view.contentInset.top == 54)
    #expect(view.offsetWrites < 25)
    header.endRefreshing()
    clock.run()
    #expect(view.contentInset == .zero)
    #expect(view.contentOffset.y == -44)
  }

  @Test func theAppsOwnInsetMidRefreshIsKeptApartFromTheShare() {
    let clock = makeClock()
    let view = FakeScrollView()
    let mirror = view.bind(clock: clock)
    let header = NormalHeader(config: RefreshConfig()) {}
    mirror.model.header = header
    header.beginRefreshing()
    clock.run()
    view.contentInset.top += 30
    #expect(mirror.model.contentInset.top == 30)
    #expect(mirror.contentInset.top == 84)
    header.endRefreshing()
    clock.run()
    #expect(view.contentInset.top == 30)
  }

  @Test func thePanStateAndTheOffsetDriveThePull() {
    let view = FakeScrollView()
    let mirror = view.bind(clock: makeClock())
    let header = NormalHeader(config: RefreshConfig()) {}
    mirror.model.header = header
    mirror.panStateDidChange(.began)
    view.contentOffset.y = -120
    mirror.panStateDidChange(.changed)
    #expect(header.state == .pulling)
    mirror.panStateDidChange(.ended)
    mirror.panStateDidChange(.possible)
    #expect(header.state == .pulling, "the next offset decides")
    view.contentOffset.y = -119
    #expect(header.state == .refreshing)
    header.endRefreshing()
  }

  @Test func visibilityAndTheDataCountReachTheModel() {
    let view = FakeScrollView()
    let mirror = view.bind(clock: makeClock())
    mirror.visibilityDidChange(false)
    #expect(!mirror.model.isVisible)
    mirror.dataCountDidChange(42)
    #expect(mirror.model.totalDataCount == 42)
  }
}
