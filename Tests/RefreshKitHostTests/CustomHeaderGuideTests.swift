import Foundation
import RefreshKit
import RefreshKitHost
import TestSupport
import Testing

/// The header of `docs/custom-header.md`, as written.
///
/// Pulled, drawn from its presentation models as every binding draws them, and grown for a large
/// text size. The guide's snippet is checked with the other guides' (`Tests/RefreshKitTests/Guides`).
@MainActor
@Suite(.idleClocks) struct CustomHeaderGuideTests {
  func english(_ category: RefreshContentSizeCategory = .large) -> RefreshConfig {
    let config = RefreshConfig()
    config.languageCode = "en"
    config.contentSizeCategory = category
    return config
  }

  @Test("the guide's test of the header attaches it, pulls it and ends its refresh")
  func theGuidesTestOfTheHeader() {
    let clock = ManualAnimationClock()
    watchIdle(clock)
    let scroll = ScrollModel(frame: CGRect(x: 0, y: 0, width: 375, height: 600), clock: clock)
    scroll.contentSize = CGSize(width: 375, height: 1000)
    let ringHeader = ProgressRingHeader {}
    scroll.header = ringHeader
    scroll.beginDragging()
    scroll.drag(toOffsetY: -90)  // past its 80 points
    #expect(ringHeader.caption.text == "Let go to load")
    scroll.endDragging()
    clock.run()  // it scrolls into place, holds 80 points and runs its action
    #expect(ringHeader.state == .refreshing && scroll.adjustedContentInset.top == 80)
    ringHeader.endRefreshing()
    clock.run()
    #expect(ringHeader.state == .idle && scroll.adjustedContentInset.top == 0)
  }

  @Test("the ring turns with the pull, the caption follows the state, a binding draws both")
  func theRingHeader() {
    let clock = makeClock()
    let scroll = ScrollModel(frame: CGRect(x: 0, y: 0, width: 375, height: 600), clock: clock)
    scroll.contentSize = CGSize(width: 375, height: 1000)
    let header = ProgressRingHeader(config: self.english())
    scroll.header = header
    #expect(header.height == 80)
    scroll.beginDragging()
    scroll.drag(toOffsetY: -40)
    #expect(header.ring.rotation == .pi, "half way to its 80 points")
    #expect(header.caption.text == "Keep pulling")
    scroll.drag(toOffsetY: -90)
    #expect(header.caption.text == "Let go to load")
    let plan = RenderPlan(header, at: clock.now)
    #expect(plan.arrows.map(\.image.name) == ["ring"])
    #expect(plan.labels.map(\.text) == ["Let go to load"])
    scroll.endDragging()
    clock.run()
    #expect(header.caption.text == "Fetching")
    #expect(scroll.adjustedContentInset.top == 80)
    header.endRefreshing()
    clock.run()
  }

  @Test("at the largest text size the caption grows and the header with it")
  func aLargeTextSize() {
    let header = ProgressRingHeader(config: self.english(.accessibilityExtraExtraExtraLarge))
    let caption: CGFloat = 14 * 49 / 15
    #expect(abs(header.caption.scaledFontSize - caption) < 1e-9)
    #expect(header.height == 50 + header.caption.lineHeight + 10)
    #expect(header.caption.frame.maxY <= header.height)
  }
}

/// The guide's header.
final class ProgressRingHeader: RefreshHeader {
  let ring = ArrowModel(image: RefreshImage(name: "ring", size: CGSize(width: 30, height: 30)))
  let caption = LabelModel()

  // What the bindings draw: an image view for the ring, a label for the caption.
  override var presentationModels: PresentationModels {
    super.presentationModels.adding(PresentationModels(labels: [caption], arrows: [ring]))
  }

  override func prepare() {
    super.prepare()
    height = 80
    caption.textScale = config.textScale(for: caption.textStyle)
  }

  override func placeSubviews() {
    super.placeSubviews()
    ring.frame = CGRect(x: frame.width / 2 - 15, y: 10, width: 30, height: 30)
    caption.frame = CGRect(x: 0, y: 50, width: frame.width, height: caption.lineHeight)
  }

  override func scrollViewContentOffsetDidChange(_ change: ObservedChange<CGPoint>) {
    super.scrollViewContentOffsetDidChange(change)
    ring.rotation = 2 * .pi * min(pullingPercent, 1)
  }

  override func stateDidChange(from oldState: RefreshState) {
    super.stateDidChange(from: oldState)
    switch state {
    case .idle: caption.text = "Keep pulling"
    case .pulling: caption.text = "Let go to load"
    case .refreshing: caption.text = "Fetching"
    default: break
    }
  }

  // The user's text size changed: the caption follows, and the header grows to fit it.
  override func localizationDidChange() {
    caption.textScale = config.textScale(for: caption.textStyle)
    super.localizationDidChange()
  }

  override func lengthNeededForText() -> CGFloat? {
    50 + caption.lineHeight + 10
  }
}
