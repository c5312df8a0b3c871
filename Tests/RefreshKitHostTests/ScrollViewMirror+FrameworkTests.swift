import Foundation
import RefreshKit
import TestSupport
import Testing

@testable import RefreshKitHost

/// The mirror on a view a framework owns (SwiftUI's scroll view behind a `List`): SwiftUI may
/// write back the `contentInset` without the shares, which then move to an external channel;
/// another view may take the place of the one mirrored.
@MainActor
@Suite(.idleClocks) struct ScrollViewMirrorFrameworkTests {
  /// A view whose framework writes its own inset back, and the channel it falls back to: insets
  /// added as safe area, drawn on the framework's next update.
  @MainActor
  final class FrameworkView {
    let view = FakeScrollView()
    var takenBack = 0
    var pendingShares: EdgeInsets?
    var mirror: ScrollViewMirror

    init(clock: any AnimationClock) {
      self.mirror = self.view.bind(clock: clock)
      self.mirror.sharesTakenBack = { [unowned self] in
        self.takenBack += 1
        self.mirror.shareChannel = .external(apply: { [unowned self] in self.pendingShares = $0 })
      }
    }

    /// The framework's update: it writes back its own inset (none), and lays the view out with
    /// the shares it was given.
    func update() {
      if let shares = self.pendingShares {
        self.mirror.drawnShares = shares
        self.view.safeArea = EdgeInsets(top: 44, bottom: 34) + shares
        self.pendingShares = nil
      }
      if self.view.contentInset != .zero {
        self.view.contentInset = .zero
      } else {
        self.view.contentOffset = self.view.contentOffset  // a layout pass reports the geometry
      }
    }
  }

  @Test("a share the framework takes back moves to its channel, once, and counts once")
  func aShareTakenBackMovesToTheChannel() {
    let clock = makeClock()
    let framework = FrameworkView(clock: clock)
    let mirror = framework.mirror
    let header = NormalHeader(config: RefreshConfig()) {}
    mirror.model.header = header
    header.beginRefreshing()
    clock.run()
    #expect(framework.view.contentInset == EdgeInsets(top: 54), "written as UIKit's binding does")
    framework.update()  // SwiftUI writes its own inset back
    #expect(framework.takenBack == 1)
    #expect(framework.pendingShares == EdgeInsets(top: 54), "the channel gets the shares")
    #expect(mirror.model.contentInset == .zero, "not taken as the app's inset")
    framework.update()  // and lays the view out with them
    #expect(framework.view.adjustedContentInset == EdgeInsets(top: 44 + 54, bottom: 34))
    #expect(mirror.model.systemInset == EdgeInsets(top: 44, bottom: 34), "without the shares")
    #expect(mirror.model.adjustedContentInset == EdgeInsets(top: 44 + 54, bottom: 34))
    framework.update()
    #expect(framework.takenBack == 1, "once")

    header.endRefreshing()
    clock.run()
    #expect(framework.pendingShares == .zero)
    framework.update()
    #expect(framework.view.adjustedContentInset == EdgeInsets(top: 44, bottom: 34))
    #expect(mirror.model.adjustedContentInset == EdgeInsets(top: 44, bottom: 34))
  }

  @Test("without a framework every write is the app's, as UIKit's binding takes it")
  func withoutAFrameworkEveryWriteIsTheApps() {
    let clock = makeClock()
    let view = FakeScrollView()
    let mirror = view.bind(clock: clock)
    let header = NormalHeader(config: RefreshConfig()) {}
    mirror.model.header = header
    header.beginRefreshing()
    clock.run()
    view.contentInset = .zero  // an app's whole write, below the share
    #expect(mirror.model.contentInset == .zero)
    #expect(view.contentInset == EdgeInsets(top: 54), "the share is written again")
    header.endRefreshing()
    clock.run()
  }

  @Test("a view that takes the place of the mirrored one gets the shares, as found")
  func aReplacingViewGetsTheShares() {
    let clock = makeClock()
    let old = FakeScrollView()
    let mirror = old.bind(clock: clock)
    let header = NormalHeader(config: RefreshConfig()) {}
    mirror.model.header = header
    header.beginRefreshing()
    clock.run()
    let new = FakeScrollView()
    new.contentInset = EdgeInsets(bottom: 10)  // the new view's own inset
    new.contentOffset = CGPoint(x: 0, y: -new.adjustedContentInset.top)
    mirror.applyContentInset = nil
    mirror.applyContentOffset = nil
    mirror.viewWasReplaced(geometry: new.geometry, contentOffset: new.contentOffset)
    #expect(mirror.model.contentInset == EdgeInsets(bottom: 10), "taken as found")
    #expect(new.contentInset == EdgeInsets(bottom: 10), "nothing written before the binding")
    mirror.applyContentInset = { [unowned new] in new.contentInset = $0 }
    mirror.applyContentOffset = { [unowned new] in new.contentOffset = $0 }
    new.mirror = mirror
    #expect(new.contentInset == EdgeInsets(top: 54, bottom: 10))
    let top: CGFloat = -(44 + 54)
    #expect(new.contentOffset.y == top, "at its top: the refreshing header shows")
    #expect(header.state == .refreshing)
    header.endRefreshing()
    clock.run()
    #expect(new.contentInset == EdgeInsets(bottom: 10))
  }
}
