import Foundation
import RefreshKit
import TestSupport
import Testing

/// The binding on a bare scroll model of the appendix of `docs/integrating.md`, on a stand-in.
///
/// Run against a stand-in for `UIScrollView`, the host forwards the real view's events, applies
/// the adjusted inset and the components' offsets, and drives a manual clock from display-link
/// timestamps. The guide's snippets are each run by a binding's or the host core's tests.
@MainActor
@Suite(.idleClocks) struct IntegratingGuideTests {
  @Test func everySwiftSnippetOfTheGuideIsCodeThatATestRuns() throws {
    let tests = SourceTree.root.appendingPathComponent("Tests")
    let files = [
      "RefreshKitUIKitTests/RefreshHostViewTests.swift",
      "RefreshKitAppKitTests/RefreshHostViewTests.swift",
      "RefreshKitSwiftUITests/RefreshModifierTests.swift",
      "RefreshKitSwiftUITests/EarlierReleasesGuideTests.swift",
      "RefreshKitHostTests/ScrollViewMirrorTests.swift",
      "RefreshKitHostTests/DisplayLinkClockTests.swift",
      "RefreshKitHostTests/RenderPlanTests.swift",
      "RefreshKitSwiftUITests/SwiftUIGuideTests.swift",
    ].map { tests.appendingPathComponent($0).path }
    try DocSnippets.expectBlocks(
      of: "docs/integrating.md", count: 12, areCodeIn: #filePath, files[0], files[1], files[2],
      files[3], files[4], files[5], files[6], files[7])
  }

  /// The guide's binding of its own that redraws on change: it counts the redraws it asks for.
  @MainActor final class RedrawingBinding {
    private(set) var redrawsAsked = 0
    private var tokens: [ObservationToken] = []

    func follow(_ header: RefreshHeader) {
      let token = header.observePresentation { [weak self] in self?.setNeedsRedraw() }
      self.tokens.append(token)
    }

    func setNeedsRedraw() {
      self.redrawsAsked += 1
    }
  }

  @Test("a binding of its own hears a title set at rest, which no event follows")
  func aBindingHearsAChangeAtRest() {
    let header = NormalHeader(config: RefreshConfig())
    let binding = RedrawingBinding()
    binding.follow(header)
    header.setTitle("Pull for news", for: .idle)
    #expect(binding.redrawsAsked > 0)
  }

  @Test func aMirroredPullRefreshesAndTheHostAppliesTheInsetAndTheOffsets() {
    let clock = ManualAnimationClock()
    watchIdle(clock)
    let view = StandInScrollView()
    let binding = StandInBinding(scrollView: view, clock: clock)
    let link = StandInDisplayLink(clock: clock)
    let header = NormalHeader(config: RefreshConfig())
    binding.model.header = header
    binding.layoutDidChange(view)
    #expect(view.contentInset.top == 88, "the safe area, applied by the host")

    // UIKit runs the drag; the host forwards the pan state and every offset.
    binding.panDidChange(.began)
    for y in stride(from: -100.0, through: -150.0, by: -10.0) {
      view.contentOffset.y = y
      binding.panDidChange(.changed)
    }
    #expect(header.state == .pulling, "past -(88 + 54)")
    binding.panDidChange(.ended)
    view.contentOffset.y = -149  // UIKit's first bounce frame
    #expect(header.state == .refreshing)

    // The display link drives the clock; the header scrolls into place through the host.
    link.fire(timestamp: 100, targetTimestamp: 100 + 1.0 / 60)
    for frame in 2...20 {
      link.fire(timestamp: 100 + Double(frame - 1) / 60, targetTimestamp: 100 + Double(frame) / 60)
    }
    #expect(view.contentOffset.y == -142)
    #expect(view.contentInset.top == 142)

    // The app changes its own inset mid-refresh: the ledger keeps the shares apart.
    binding.model.contentInset = EdgeInsets(top: 10)
    #expect(view.contentInset.top == 152)

    header.endRefreshing()
    link.fire(timestamp: 101, targetTimestamp: 101.5)
    #expect(view.contentInset.top == 98, "the safe area and the app's 10, nothing left over")
    #expect(view.contentOffset.y == -98)
    #expect(clock.isIdle)
    #expect(view.offsetWrites < 40, "no echo between the view and the model")
    withExtendedLifetime(binding) {}
  }

  @Test func theDisplayLinkStartsTheClockAtZeroAndIgnoresTimeGoingBack() {
    let clock = ManualAnimationClock()
    watchIdle(clock)
    let link = StandInDisplayLink(clock: clock)
    link.fire(timestamp: 500, targetTimestamp: 500.016)
    #expect(abs(clock.now - 0.016) < 1e-9)
    _ = Diagnostics.collect {
      link.fire(timestamp: 499, targetTimestamp: 499.5)
    }
    #expect(abs(clock.now - 0.016) < 1e-9)
  }
}

/// `UIScrollView` reduced to what a binding sees: geometry, and a delegate call on every offset
/// change.
@MainActor
final class StandInScrollView {
  var frame = CGRect(x: 0, y: 0, width: 375, height: 600)
  var contentSize = CGSize(width: 375, height: 1000)
  var contentInset = EdgeInsets()
  var safeAreaInsets = EdgeInsets(top: 88)
  var didScroll: ((StandInScrollView) -> Void)?
  private(set) var offsetWrites = 0
  var contentOffset = CGPoint(x: 0, y: -88) {
    didSet {
      self.offsetWrites += 1
      self.didScroll?(self)
    }
  }
}

/// The guide's `ScrollViewBinding`, with the stand-in in place of UIKit.
@MainActor
final class StandInBinding {
  let model: ScrollModel
  private var tokens: [ObservationToken] = []

  init(scrollView: StandInScrollView, clock: any AnimationClock) {
    self.model = ScrollModel(frame: scrollView.frame, clock: clock)
    self.model.contentOffset = scrollView.contentOffset
    self.tokens.append(
      self.model.observe(\.adjustedContentInset, options: [.initial]) { model, change in
        scrollView.contentInset = change.newValue
      })
    self.tokens.append(
      self.model.observe(\.contentOffset) { model, change in
        if scrollView.contentOffset != change.newValue {
          scrollView.contentOffset = change.newValue
        }
      })
    scrollView.didScroll = { [weak self] scrollView in
      self?.model.contentOffset = scrollView.contentOffset
    }
  }

  func layoutDidChange(_ scrollView: StandInScrollView) {
    self.model.frame = scrollView.frame
    self.model.contentSize = scrollView.contentSize
    self.model.systemInset = scrollView.safeAreaInsets
  }

  func panDidChange(_ state: PanState) {
    self.model.panState = state
  }
}

/// The guide's display-link callback.
@MainActor
final class StandInDisplayLink {
  let clock: ManualAnimationClock
  private var start: TimeInterval?

  init(clock: ManualAnimationClock) {
    self.clock = clock
  }

  func fire(timestamp: TimeInterval, targetTimestamp: TimeInterval) {
    let start = self.start ?? timestamp
    self.start = start
    self.clock.advance(to: targetTimestamp - start)
  }
}
