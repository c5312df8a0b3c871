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
    header.setState(.pulling, reason: .custom)
    #expect(states == [.pulling])
    withExtendedLifetime(token) {}
  }
}
