import Foundation
import RefreshKit
import TestSupport
import Testing

/// The trace's replay, checked against the run: every trace the fuzzer runs is recorded, replayed
/// on new components with the same app code (actions that end the same way), and must walk the
/// same transitions to the same place. The calls the app's code made are left out of the
/// replayed trace, since the replayed app makes them again, at the same moments.
extension FuzzWorld {
  func checkTheReplay() {
    guard let recorder = self.recorder, self.violation == nil, self.isReplayable else {
      return
    }
    recorder.stop()
    var trace = recorder.trace
    var fromTheApp = self.recordedCallsFromTheApp[...]
    trace.events.removeAll { event in
      guard case .call = event.input else {
        return false
      }
      return fromTheApp.popFirst() ?? false
    }
    let clock = makeClock(
      now: 0, frameInterval: self.clock.frameInterval, unchecked: "the world checks it")
    let replayed = trace.makeScrollModel(clock: clock)
    let config = RefreshConfig()
    config.languageCode = "en"
    config.layoutDirection = self.config.layoutDirection
    config.lastUpdatedTimeStore = InMemoryLastUpdatedTimeStore()
    var made: [RefreshComponent] = []
    let endings = self.made.map(\.ending)
    let minimums = self.made.map(\.component.minimumRefreshingDuration)
    let displays = self.made.map(\.component.resultDisplayDuration)
    let retries = self.made.map { ($0.component as? RefreshFooter)?.automaticRetry }
    let reentries = self.reentries
    let floors = self.made.map { ($0.component as? RefreshHeader)?.secondFloor }
    let itemRules = self.made.map { made in
      (made.component as? AutoLoader).map { ($0.itemTriggerDistance, $0.triggersByOffset) }
    }
    trace.replay(on: replayed, clock: clock) { _, type in
      guard let kind = FuzzEvent.Kind(className: type), made.count < endings.count else {
        return nil
      }
      let component = Self.makeComponent(kind, config: config)
      let ending = endings[made.count]
      component.minimumRefreshingDuration = minimums[made.count]
      component.resultDisplayDuration = displays[made.count]
      (component as? RefreshFooter)?.automaticRetry = retries[made.count]
      (component as? RefreshHeader)?.secondFloor = floors[made.count]
      if let loader = component as? AutoLoader, let (distance, byOffset) = itemRules[made.count] {
        loader.itemTriggerDistance = distance
        loader.triggersByOffset = byOffset
      }
      component.refreshingAction = { [weak component] in
        if let component {
          Self.end(component, ending, on: clock) { component, body in body(component) }
        }
      }
      if let reentry = reentries[made.count] {
        let reactions = Counter()
        component.reportsFeedbackForProgrammaticRefreshes = true
        component.feedbackHandler = { [weak component] feedback in
          guard let component else {
            return
          }
          Self.react(
            to: feedback, with: reentry, of: component, record: reactions,
            call: { component, body in body(component) }, detach: { _ in })
        }
      }
      made.append(component)
      return component
    }
    while clock.now < self.clock.now {
      clock.advance(to: self.clock.now)  // a day at a most, as the clock allows
    }
    clock.run()
    let original = self.made.map(\.component.transitionLog)
    let replay = made.map(\.transitionLog)
    if original != replay {
      let index =
        zip(original, replay).enumerated().first { $0.element.0 != $0.element.1 }?.offset
        ?? min(original.count, replay.count)
      self.fail(
        "a recorded trace replays identically",
        "component \(index): \(original.indices.contains(index) ? original[index] : []) "
          + "replayed as \(replay.indices.contains(index) ? replay[index] : [])")
    } else if replayed.contentOffset != self.scroll.contentOffset
      || replayed.adjustedContentInset != self.scroll.adjustedContentInset
    {
      self.fail(
        "a recorded trace replays identically",
        "rests at \(replayed.contentOffset), \(replayed.adjustedContentInset) instead of "
          + "\(self.scroll.contentOffset), \(self.scroll.adjustedContentInset)")
    }
  }

  /// A component the user pulls may be pulling only while its pull is past the trigger, with
  /// the finger down or just lifted (the first offset change after the release refreshes).
  func checkPullingAgreesWithTheGeometry(_ component: RefreshComponent, _ record: Record) {
    guard component.state == .pulling, let (distance, trigger) = self.pull(of: component) else {
      return
    }
    if distance <= trigger - 1e-9 {
      self.fail(
        "pulling only past the trigger", "\(record.kind) pulling at \(distance) of \(trigger)")
    }
    let isReleasing = self.offsetAtRelease == self.scroll.contentOffset
    if !self.scroll.isDragging && !isReleasing {
      self.fail("pulling only with the finger down or releasing", "\(record.kind)")
    }
  }

  /// A hidden or disabled component follows no pull: it is not pulling and shows none, unless
  /// it refreshes or waits to.
  func checkHiddenOrDisabledShowsNoPull(_ component: RefreshComponent, _ record: Record) {
    guard component.isHidden || !component.isEnabled,
      component.state != .refreshing && component.state != .willRefresh
    else {
      return
    }
    if component.state == .pulling || component.pullingPercent != 0 {
      self.fail(
        "a hidden or disabled component shows no pull",
        "\(record.kind) \(component.state) at \(component.pullingPercent)")
    }
  }

  /// How far `component` is pulled past its edge, and how far triggers it.
  private func pull(of component: RefreshComponent) -> (CGFloat, CGFloat)? {
    let scroll = self.scroll
    let original = component.scrollViewOriginalInset
    let offset = scroll.contentOffset
    switch component {
    case let header as RefreshHeader:
      return (-original.top - offset.y, header.effectiveTriggerDistance)
    case is BackFooter:
      let overflow =
        scroll.contentSize.height - (scroll.frame.height - original.bottom - original.top)
      let happen = overflow > 0 ? overflow - original.top : -original.top
      return (offset.y - happen, component.height)
    case is RefreshTrailer where component.isRightToLeft:
      return (-original.left - offset.x, component.width)
    case is RefreshTrailer:
      let overflow =
        scroll.contentSize.width - (scroll.frame.width - original.right - original.left)
      let happen = overflow > 0 ? overflow - original.left : -original.left
      return (offset.x - happen, component.width)
    default:
      return nil
    }
  }
}

extension FuzzEvent.Kind {
  /// The kind whose class is named `className`, such as `NormalHeader`.
  init?(className: String) {
    guard let first = className.first else {
      return nil
    }
    self.init(rawValue: first.lowercased() + className.dropFirst())
  }
}
