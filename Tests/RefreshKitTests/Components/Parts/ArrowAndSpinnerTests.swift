import Foundation
import RefreshKit
import TestSupport
import Testing

/// The two components with an arrow and a spinner, attached and ready to pull.
enum ArrowKind: String, CaseIterable, Sendable {
  case normalHeader, backNormalFooter

  @MainActor
  func attached() -> (
    RefreshComponent, ArrowModel, ActivityIndicatorModel, ScrollModel, ManualAnimationClock
  ) {
    switch self {
    case .normalHeader:
      let header = NormalHeader(config: makeConfig()) {}
      let (scroll, clock) = attach(header, top: 0)
      return (header, header.arrowView, header.loadingView, scroll, clock)
    case .backNormalFooter:
      let footer = BackNormalFooter(config: makeConfig()) {}
      let (scroll, clock) = attachFooter(footer)
      return (footer, footer.arrowView, footer.loadingView, scroll, clock)
    }
  }

  /// The offset that pulls past the trigger.
  var pullingOffset: CGFloat { self == .normalHeader ? -60 : 460 }

  @MainActor var idleRotation: CGFloat {
    self == .normalHeader ? 0 : BackNormalFooter.idleArrowRotation
  }
  @MainActor var pullingRotation: CGFloat {
    self == .normalHeader ? NormalHeader.pullingArrowRotation : 0
  }
}

@MainActor
@Suite(.idleClocks) struct ArrowAndSpinnerTests {
  @Test("The arrow turns over the flip duration and back", arguments: ArrowKind.allCases)
  func theArrowTurnsAndBack(kind: ArrowKind) {
    let (component, arrow, _, scroll, clock) = kind.attached()
    #expect(arrow.rotation == kind.idleRotation)
    arrow.flipDuration = 0.5
    scroll.drag(toOffsetY: kind.pullingOffset)
    #expect(component.state == .pulling)
    clock.advance(by: 0.25)
    #expect(arrow.rotation != kind.pullingRotation && arrow.rotation != kind.idleRotation)
    clock.advance(by: 0.25)
    #expect(arrow.rotation == kind.pullingRotation)
    scroll.drag(toOffsetY: kind == .normalHeader ? -10 : 410)
    #expect(component.state == .idle)
    clock.advance(by: 0.5)
    #expect(arrow.rotation == kind.idleRotation)
    scroll.endDragging()
    clock.run()
  }

  @Test(
    "Detached during the fade, the spinner stops opaque and the arrow shows",
    arguments: ArrowKind.allCases)
  func detachedDuringTheFade(kind: ArrowKind) {
    let (component, arrow, spinner, scroll, clock) = kind.attached()
    component.beginRefreshing()
    clock.run()
    #expect(spinner.isAnimating && arrow.isHidden)
    component.endRefreshing()
    clock.advance(by: 0.2)
    #expect(spinner.alpha < 1)
    if kind == .normalHeader {
      scroll.header = nil
    } else {
      scroll.footer = nil
    }
    #expect(!spinner.isAnimating && spinner.alpha == 1 && !arrow.isHidden)
    #expect(clock.isIdle)
  }

  @Test func withNoMoreDataTheBackFootersArrowAndSpinnerGoAway() {
    let (component, arrow, spinner, _, clock) = ArrowKind.backNormalFooter.attached()
    component.beginRefreshing()
    clock.run()
    (component as? RefreshFooter)?.endRefreshingWithNoMoreData()
    clock.run()
    #expect(arrow.isHidden && !spinner.isAnimating)
  }
}
