import Foundation
import RefreshKit
import TestSupport
import Testing

/// A header written the way MJRefresh's DIY headers are: a subclass that overrides hooks only.
///
/// It draws a progress ring that fills as the user pulls, with texts of its own.
@MainActor
private final class ProgressRingHeader: RefreshHeader {
  let ring = ArrowModel(image: RefreshImage(name: "ring", size: CGSize(width: 30, height: 30)))
  let caption = LabelModel()
  private(set) var ringProgress: CGFloat = 0
  private(set) var hooks: [String] = []

  override func prepare() {
    super.prepare()
    self.height = 80
    self.hooks.append("prepare")
  }

  override func placeSubviews() {
    super.placeSubviews()
    self.ring.frame = CGRect(x: self.frame.width / 2 - 15, y: 10, width: 30, height: 30)
    self.caption.frame = CGRect(x: 0, y: 50, width: self.frame.width, height: 20)
  }

  override func scrollViewContentOffsetDidChange(_ change: ObservedChange<CGPoint>) {
    super.scrollViewContentOffsetDidChange(change)
    self.ringProgress = min(self.pullingPercent, 1)
    self.ring.rotation = self.ringProgress * 2 * .pi
  }

  override func stateDidChange(from oldState: RefreshState) {
    super.stateDidChange(from: oldState)
    self.hooks.append("\(oldState)->\(self.state)")
    switch self.state {
    case .idle: self.caption.text = "Keep pulling"
    case .pulling: self.caption.text = "Let go to load"
    case .refreshing: self.caption.text = "Fetching"
    default: break
    }
  }
}

/// A normal header whose subclass raises the arrow and the spinner to the top, as an MJRefresh
/// user moves `arrowView` in `placeSubviews` after `super`.
@MainActor
private final class RaisedArrowHeader: NormalHeader {
  override func placeSubviews() {
    super.placeSubviews()
    self.arrowView.frame.origin.y = 2
    self.loadingView.frame.origin.y = 2
  }
}

@MainActor
@Suite(.idleClocks) struct CustomHeaderTests {
  @Test func aSubclassOverridingHooksOnlyPullsRefreshesAndEndsLikeTheBuiltInHeaders() {
    let log = CallLog()
    let header = ProgressRingHeader(config: makeConfig()) { log.record("action") }
    let (scroll, clock) = attach(header, top: 0)
    #expect(header.hooks == ["prepare", "idle->idle"], "the first idle state is set up once")
    #expect(header.caption.text == "Keep pulling", "the caption is right before any transition")
    #expect(header.frame == CGRect(x: 0, y: -80, width: 375, height: 80))
    #expect(header.ring.frame == CGRect(x: 172.5, y: 10, width: 30, height: 30))

    scroll.drag(toOffsetY: -40)
    #expect(header.ringProgress == 0.5)
    scroll.drag(toOffsetY: -81)
    #expect(header.state == .pulling)
    #expect(header.caption.text == "Let go to load")
    scroll.endDragging()
    clock.run()
    #expect(header.caption.text == "Fetching")
    #expect(log.entries == ["action"])
    #expect(scroll.adjustedContentInset.top == 80)

    header.endRefreshing()
    clock.run()
    #expect(header.caption.text == "Keep pulling")
    #expect(scroll.adjustedContentInset.top == 0)
    #expect(
      header.hooks == [
        "prepare", "idle->idle", "idle->pulling", "pulling->refreshing", "refreshing->idle",
      ])
  }

  @Test func aSubclassObservesInheritedPropertiesByKeyPath() {
    let header = ProgressRingHeader(config: makeConfig()) {}
    var states: [RefreshState] = []
    let token = header.observe(\.state) { header, change in
      states.append(change.newValue)
      #expect(header.hooks.count >= 1)
    }
    header.pullDidChange(isPastTrigger: true)
    #expect(states == [.pulling])
    withExtendedLifetime(token) {}
  }

  @Test("an override of placeSubviews moves the built-in arrow after super, and it stays moved")
  func anOverrideMovesTheBuiltInArrow() {
    let raised = RaisedArrowHeader(config: makeConfig()) {}
    let plain = NormalHeader(config: makeConfig()) {}
    let (raisedScroll, _) = attach(raised, top: 0)
    let (plainScroll, _) = attach(plain, top: 0)
    let top: CGFloat = 2
    #expect(raised.arrowView.frame.minY == top)
    #expect(raised.arrowView.frame.midX == plain.arrowView.frame.midX, "beside the text")

    raisedScroll.drag(toOffsetY: -60)
    plainScroll.drag(toOffsetY: -60)
    #expect(raised.state == .pulling)
    #expect(raised.arrowView.frame.minY == top, "laid out again with the new title")
    #expect(raised.arrowView.frame.midX == plain.arrowView.frame.midX)
    #expect(raised.loadingView.frame.minY == top)
  }

  @Test("the built-in parts are placed in the header's final frame, as its width follows")
  func thePartsFollowTheWidthInTheSameLayout() {
    let header = NormalHeader(config: makeConfig()) {}
    let (scroll, _) = attach(header, top: 0)
    let before = header.arrowView.frame.midX
    scroll.frame.size.width = 320
    let expectedWidth: CGFloat = 320
    let expectedShift: CGFloat = (320 - 375) / 2
    #expect(header.frame.width == expectedWidth)
    #expect(header.arrowView.frame.midX - before == expectedShift)
  }
}
