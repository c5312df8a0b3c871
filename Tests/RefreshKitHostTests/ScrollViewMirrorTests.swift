import Foundation
import RefreshKit
import RefreshKitHost
import TestSupport
import Testing

/// A real scroll view reduced to what the mirror reads and writes, with UIKit's rule that
/// content resting at its top follows a new inset, bound as the UIKit binding binds one.
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
      // Reported as the UIKit binding reports a scroll: the geometry with it, so that an inset
      // the app wrote, which moved the content before its own change is observed (UIKit adjusts
      // the offset inside the `contentInset` setter), is known first.
      self.mirror?.geometryDidChange(self.geometry)
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
    view.contentInset.top = 30
    #expect(mirror.model.contentInset.top == 30)
    #expect(mirror.contentInset.top == 84)
    header.endRefreshing()
    clock.run()
    #expect(view.contentInset.top == 30)
  }

  @Test("an edit of the value read keeps MJRefresh's meaning: the share stays the engine's")
  func anEditOfTheValueReadKeepsItsMeaning() {
    let clock = makeClock()
    let view = FakeScrollView()
    let mirror = view.bind(clock: clock)
    let header = NormalHeader(config: RefreshConfig()) {}
    mirror.model.header = header
    header.beginRefreshing()
    clock.run()
    #expect(mirror.insetWrites == .relative)
    view.contentInset.top += 30  // 54 read back, 84 written: 30 of the app's
    #expect(mirror.model.contentInset.top == 30)
    #expect(view.contentInset.top == 84)
    header.endRefreshing()
    clock.run()
    #expect(view.contentInset.top == 30, "no gap once the header's share is gone")
    #expect(view.contentOffset.y == -74, "at rest under the app's 30 and the safe area")
  }

  @Test("whole writes, when asked: what the app writes is its own, the share added on top")
  func wholeWritesAreTheAppsOwn() {
    let clock = makeClock()
    let view = FakeScrollView()
    let mirror = view.bind(clock: clock)
    mirror.insetWrites = .whole
    let header = NormalHeader(config: RefreshConfig()) {}
    mirror.model.header = header
    header.beginRefreshing()
    clock.run()
    view.contentInset.top += 30  // 84 written: the app's, as written
    #expect(mirror.model.contentInset.top == 84)
    #expect(view.contentInset.top == 138)
    mirror.model.contentInset.top = 30  // the app's own inset, the exact way in either mode
    #expect(view.contentInset.top == 84)
    header.endRefreshing()
    clock.run()
    #expect(view.contentInset.top == 30)
  }

  @Test(
    "a keyboard shown and hidden any number of times leaves the bottom where it was",
    arguments: [ScrollViewMirror.InsetWrites.relative, .whole])
  func keyboardCyclesDoNotDrift(_ writes: ScrollViewMirror.InsetWrites) {
    let clock = makeClock()
    let view = FakeScrollView()
    let mirror = view.bind(clock: clock)
    mirror.insetWrites = writes
    mirror.model.footer = AutoNormalFooter(config: RefreshConfig()) {}
    #expect(view.contentInset.bottom == 44)
    if writes == .relative {  // the relative habit, MJRefresh's (whole writes take it whole)
      for _ in 0..<5 {
        view.contentInset.bottom += 300
        view.contentInset.bottom -= 300
      }
      #expect(view.contentInset.bottom == 44 && mirror.model.contentInset.bottom == 0)
    }
    for _ in 0..<5 {  // the whole habit
      view.contentInset.bottom = 300
      view.contentInset.bottom = 0
    }
    #expect(view.contentInset.bottom == 44 && mirror.model.contentInset.bottom == 0)
    view.contentInset.bottom = 300
    let expected: CGFloat = writes == .whole ? 344 : 300
    #expect(view.contentInset.bottom == expected, "the footer's space above or inside")
  }

  @Test("a mirror made before the view's geometry is known writes nothing over the app's inset")
  func noWriteBeforeTheGeometry() {
    let clock = makeClock()
    let mirror = ScrollViewMirror(clock: clock)
    var writes: [EdgeInsets] = []
    mirror.applyContentInset = { writes.append($0) }
    let footer = AutoNormalFooter(config: RefreshConfig()) {}
    mirror.model.footer = footer
    #expect(writes.isEmpty, "nothing known of the view: its insets are the app's, unread")
    mirror.geometryDidChange(
      HostScrollGeometry(
        frame: CGRect(x: 0, y: 0, width: 375, height: 812),
        contentSize: CGSize(width: 375, height: 2000),
        contentInset: EdgeInsets(top: 20, bottom: 10),
        adjustedContentInset: EdgeInsets(top: 64, bottom: 44)))
    #expect(writes == [EdgeInsets(top: 20, bottom: 10 + 44)], "the app's inset, and the share")
    clock.run()
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
