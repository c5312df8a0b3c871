import Foundation
import RefreshKit
import TestSupport
import Testing

/// What a careless or hostile host can do, one test per kind: numbers that are not numbers, sizes
/// that are not sizes, calls in the wrong order (`PullingTheRugOutTests` has the rest).
///
/// Each must end with no crash, a diagnostic that names what was refused, and nothing lost: every
/// value finite, every share released, no callback after detach.
@MainActor
@Suite(.idleClocks) struct HostileInputTests {
  /// Every component class, attached to a fresh scroll model 375 × 600 over content 1000 tall.
  static func attached(_ make: () -> RefreshComponent) -> (
    RefreshComponent, ScrollModel, ManualAnimationClock
  ) {
    let (scroll, clock) = makeScrollModel()
    let component = make()
    switch component {
    case let header as RefreshHeader: scroll.header = header
    case let footer as RefreshFooter: scroll.footer = footer
    case let trailer as RefreshTrailer: scroll.trailer = trailer
    default: break
    }
    return (component, scroll, clock)
  }

  static let makers: [@MainActor () -> RefreshComponent] = [
    { NormalHeader(config: makeConfig()) }, { GifHeader(config: makeConfig()) },
    { AutoNormalFooter(config: makeConfig()) }, { BackNormalFooter(config: makeConfig()) },
    { NormalTrailer(config: makeConfig()) },
  ]

  /// Every number a component has, set to `value`; returns the names set.
  static func setEveryNumber(of component: RefreshComponent, to value: CGFloat) -> [String] {
    var names = [
      "height", "width", "alpha", "pullingPercent", "fastAnimationDuration",
      "slowAnimationDuration",
    ]
    component.height = value
    component.width = value
    component.alpha = value
    component.pullingPercent = value
    component.fastAnimationDuration = value
    component.slowAnimationDuration = value
    if let header = component as? RefreshHeader {
      header.ignoredScrollViewContentInsetTop = value
      header.triggerDistance = value
      header.holdHeight = value
      names += ["ignoredScrollViewContentInsetTop", "triggerDistance", "holdHeight"]
    }
    if let header = component as? StateHeader {
      header.labelLeftInset = value
      names.append("labelLeftInset")
    }
    if let footer = component as? RefreshFooter {
      footer.ignoredScrollViewContentInsetBottom = value
      names.append("ignoredScrollViewContentInsetBottom")
    }
    if let footer = component as? AutoFooter {
      footer.triggerAutomaticallyRefreshPercent = value
      footer.preloadScreens = value
      names += ["triggerAutomaticallyRefreshPercent", "preloadScreens"]
    }
    if let footer = component as? AutoStateFooter {
      footer.labelLeftInset = value
      names.append("labelLeftInset")
    }
    if let footer = component as? BackStateFooter {
      footer.labelLeftInset = value
      names.append("labelLeftInset")
    }
    if let trailer = component as? RefreshTrailer {
      trailer.ignoredScrollViewContentInsetRight = value
      names.append("ignoredScrollViewContentInsetRight")
    }
    return names
  }

  /// Everything a host reads from a component and its scroll model is a finite number.
  static func expectFinite(
    _ component: RefreshComponent, _ scroll: ScrollModel,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let numbers: [CGFloat] = [
      component.frame.minX, component.frame.minY, component.frame.width, component.frame.height,
      component.alpha, component.pullingPercent, scroll.contentOffset.x, scroll.contentOffset.y,
      scroll.adjustedContentInset.top, scroll.adjustedContentInset.bottom,
      scroll.adjustedContentInset.right, CGFloat(component.fastAnimationDuration),
      CGFloat(component.slowAnimationDuration),
    ]
    let allFinite = numbers.allSatisfy(\.isFinite)
    #expect(allFinite, "\(type(of: component))", sourceLocation: sourceLocation)
    #expect(component.pullingPercent >= 0, sourceLocation: sourceLocation)
  }

  // MARK: - Numbers that are not numbers

  @Test(arguments: HostileNumber.allCases)
  func everyNumberOfEveryComponentRefusesTheValueAndSaysWhich(number: HostileNumber) {
    for make in Self.makers {
      let (component, scroll, clock) = Self.attached(make)
      let (names, diagnostics) = Diagnostics.collect {
        Self.setEveryNumber(of: component, to: number.value)
      }
      // An alpha above 1 is clamped, as UIKit does, without a report; only non-numbers are.
      for name in names where !(name == "alpha" && number == .huge) {
        #expect(
          diagnostics.contains { $0.subject.hasSuffix("." + name) },
          "\(type(of: component)).\(name) was not reported: \(diagnostics.map(\.subject))")
      }
      Self.expectFinite(component, scroll)
      // And the component still works.
      _ = Diagnostics.collect {
        component.beginRefreshing()
        clock.run()
        component.endRefreshing()
        clock.run()
      }
      Self.expectFinite(component, scroll)
      #expect(component.state == .idle)
    }
  }

  @Test(arguments: HostileNumber.allCases)
  func presentationModelsRefuseTheValue(number: HostileNumber) {
    let x = number.value
    let arrow = ArrowModel()
    let label = LabelModel()
    let spinner = ActivityIndicatorModel()
    let gif = AnimatedImageModel()
    let (_, diagnostics) = Diagnostics.collect {
      arrow.rotation = x
      arrow.frame = CGRect(x: x, y: 0, width: 15, height: 40)
      label.frame = CGRect(x: 0, y: 0, width: x, height: 20)
      label.fontSize = x
      spinner.frame = CGRect(x: 0, y: x, width: 20, height: 20)
      spinner.startAnimating(at: x)
      gif.frame = CGRect(x: 0, y: 0, width: 10, height: x)
    }
    #expect(arrow.rotation == 0 && arrow.frame == .zero)
    #expect(label.frame == .zero && label.fontSize == 14)
    #expect(spinner.frame.isFinite && gif.frame == .zero)
    #expect(spinner.rotation(at: 1).isFinite && spinner.rotation(at: x).isFinite)
    // A huge start time is a time, if an odd one: only the other six are refused.
    #expect(diagnostics.count == (number == .huge ? 6 : 7))
  }

  @Test(arguments: HostileNumber.allCases)
  func theClockRefusesTimesThatAreNotTimes(number: HostileNumber) {
    let clock = makeClock()
    var ran: [String] = []
    let (_, diagnostics) = Diagnostics.collect {
      clock.advance(by: number.value)
      clock.advance(to: number.value)
      _ = clock.schedule(after: number.value) { ran.append("after") }
      _ = clock.schedule(at: number.value) { ran.append("at") }
      _ = clock.animate(from: 0, to: 1, duration: number.value, update: { (_: CGFloat) in })
    }
    #expect(
      clock.now.isFinite && clock.now <= 2 * Diagnostics.durationLimit, "a day at most, twice")
    #expect(diagnostics.count >= 3)
    clock.run()
    #expect(Set(ran) == ["after", "at"], "scheduled work still runs, at a time that exists")
  }

  // MARK: - Sizes that are not sizes

  @Test func zeroAndNegativeSizesLeaveEverythingFinite() {
    for make in Self.makers {
      for size in [CGSize.zero, CGSize(width: -375, height: -600)] {
        let (component, scroll, clock) = Self.attached(make)
        _ = Diagnostics.collect {
          scroll.frame.size = size
          scroll.contentSize = size
          scroll.drag(translation: CGPoint(x: -80, y: 80))
          scroll.drag(translation: CGPoint(x: 80, y: -80))
          scroll.endDragging(velocity: CGPoint(x: 3000, y: 3000))
          clock.run()
          component.beginRefreshing()
          clock.run()
          component.endRefreshing()
          clock.run()
        }
        Self.expectFinite(component, scroll)
        #expect(scroll.frame.size == .zero, "negative sizes clamp to zero")
        #expect(component.state == .idle)
      }
    }
  }

  @Test func negativeHeightsDistancesAndDurationsBecomeZeroAndAreReported() {
    let (scroll, clock) = makeScrollModel()
    let header = NormalHeader(config: makeConfig())
    scroll.header = header
    var actions = 0
    header.refreshingAction = { actions += 1 }
    let (_, diagnostics) = Diagnostics.collect {
      header.height = -54
      header.triggerDistance = -10
      header.holdHeight = -1
      header.fastAnimationDuration = -0.25
      header.slowAnimationDuration = -0.4
    }
    #expect(diagnostics.count == 5)
    #expect(header.height == 0 && header.effectiveTriggerDistance == 0)
    #expect(header.effectiveHoldHeight == 0)
    #expect(header.fastAnimationDuration == 0 && header.slowAnimationDuration == 0)
    header.beginRefreshing()
    #expect(actions == 1, "a zero duration runs the action at once")
    header.endRefreshing()
    #expect(clock.isIdle && scroll.adjustedContentInset == .zero)
  }

  // MARK: - Calls in the wrong order

  @Test func callsInEveryWrongOrderAreRefusedAndReported() {
    for make in Self.makers {
      let (component, scroll, clock) = Self.attached(make)
      var actions = 0
      component.refreshingAction = { actions += 1 }
      let name = "\(type(of: component))"

      // End before begin, reset when idle.
      var (_, diagnostics) = Diagnostics.collect {
        component.endRefreshing()
        component.resetNoMoreData()
      }
      #expect(diagnostics.map(\.subject) == ["\(name).endRefreshing()"])
      #expect(component.state == .idle)

      // Begin twice, reset while refreshing.
      (_, diagnostics) = Diagnostics.collect {
        component.beginRefreshing()
        component.beginRefreshing()
        component.resetNoMoreData()
      }
      #expect(
        diagnostics.map(\.subject) == ["\(name).beginRefreshing()", "\(name).resetNoMoreData()"])
      #expect(component.state == .refreshing)
      clock.run()
      #expect(actions == 1)

      // No more data: footers only; then begin is refused until reset.
      (_, diagnostics) = Diagnostics.collect {
        component.endRefreshingWithNoMoreData()
        component.endRefreshing()
        component.beginRefreshing()
      }
      if component is RefreshFooter {
        #expect(component.state == .noMoreData)
        #expect(diagnostics.map(\.subject) == ["\(name).beginRefreshing()"])
        #expect(actions == 1, "no refused call ran the action")
        component.resetNoMoreData()
      } else {
        #expect(diagnostics.map(\.subject) == ["\(name).endRefreshingWithNoMoreData()"])
        #expect(component.state == .refreshing, "ended, then begun again")
        clock.run()
        #expect(actions == 2)
        component.endRefreshing()
      }
      clock.run()
      #expect(component.state == .idle)
      withExtendedLifetime(scroll) {}
    }
  }
}
