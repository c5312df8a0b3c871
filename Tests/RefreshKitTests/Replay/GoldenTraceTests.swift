import Foundation
import RefreshKit
import TestSupport
import Testing

/// Four recorded sessions, committed under `Replay/Traces/` with the transitions they produce:
/// recording each scripted session must give the committed trace, and replaying the committed
/// trace on new components must walk the committed transitions, the same as the live session.
///
/// After an intended change of behaviour, regenerate them with
/// `REFRESHKIT_UPDATE_GOLDEN=1 swift test --filter GoldenTraceTests` and review the diff.
@MainActor
@Suite(.idleClocks) struct GoldenTraceTests {
  enum Scenario: String, CaseIterable, Sendable {
    case pullToRefresh = "pull-to-refresh"
    case loadMoreWithMomentum = "load-more-with-momentum"
    case shortContentPull = "short-content-pull"
    case refreshInterruptedByDetach = "refresh-interrupted-by-detach"
  }

  static let directory = SourceTree.root.appendingPathComponent(
    "Tests/RefreshKitTests/Replay/Traces")
  static let isUpdating = ProcessInfo.processInfo.environment["REFRESHKIT_UPDATE_GOLDEN"] == "1"

  @Test(arguments: Scenario.allCases)
  func recordingTheSessionGivesTheCommittedTrace(_ scenario: Scenario) throws {
    let (trace, _) = Self.record(scenario)
    let url = Self.directory.appendingPathComponent(scenario.rawValue + ".json")
    if Self.isUpdating {
      try trace.jsonData().write(to: url)
    }
    let committed = try ScrollTrace(jsonData: Data(contentsOf: url))
    #expect(committed == trace)
  }

  @Test(arguments: Scenario.allCases)
  func replayingTheCommittedTraceWalksTheCommittedTransitions(_ scenario: Scenario) throws {
    let (_, live) = Self.record(scenario)
    let url = Self.directory.appendingPathComponent(scenario.rawValue + ".transitions.txt")
    if Self.isUpdating {
      try (live.joined(separator: "\n") + "\n").write(to: url, atomically: true, encoding: .utf8)
    }
    let trace = try ScrollTrace(
      jsonData: Data(contentsOf: Self.directory.appendingPathComponent(scenario.rawValue + ".json"))
    )
    let replayed = Self.replay(trace)
    let committed = try String(contentsOf: url, encoding: .utf8)
      .split(separator: "\n").map(String.init)
    #expect(replayed == committed)
    #expect(live == committed, "the live session and its replay walk the same transitions")
  }

  // MARK: - Sessions

  /// Plays `scenario` live, recording its trace and logging its transitions.
  static func record(_ scenario: Scenario) -> (ScrollTrace, [String]) {
    let clock = makeClock()
    let scroll = ScrollModel(
      frame: CGRect(x: 0, y: 0, width: 375, height: 600),
      contentSize: CGSize(width: 375, height: scenario == .shortContentPull ? 300 : 1000),
      clock: clock)
    let recorder = ScrollTraceRecorder(recording: scroll)
    let log = TransitionLog(clock: clock)
    func frames(_ count: Int) {
      clock.advance(by: Double(count) / 60)
    }
    /// A finger moving `points` a frame for `steps` frames; positive pulls down.
    func drag(_ steps: Int, by points: CGFloat) {
      scroll.beginDragging()
      for step in 1...steps {
        scroll.drag(translationY: CGFloat(step) * points)
        frames(1)
      }
    }
    switch scenario {
    case .pullToRefresh:
      let header = log.watch(NormalHeader(config: makeConfig()), as: "header")
      header.refreshingAction = { [weak header] in
        _ = clock.schedule(after: 1) { header?.endRefreshing() }
      }
      scroll.header = header
      drag(8, by: 15)
      scroll.endDragging()
    case .loadMoreWithMomentum:
      let footer = log.watch(AutoNormalFooter(config: makeConfig()), as: "footer")
      footer.refreshingAction = { [weak scroll, weak footer] in
        _ = clock.schedule(after: 0.5) {
          scroll?.contentSize.height += 1000
          scroll?.totalDataCount += 20
          footer?.endRefreshing()
        }
      }
      scroll.footer = footer
      drag(5, by: -20)
      scroll.endDragging(velocity: CGPoint(x: 0, y: 2500))
    case .shortContentPull:
      scroll.header = log.watch(NormalHeader(config: makeConfig()), as: "header")
      let footer = log.watch(BackNormalFooter(config: makeConfig()), as: "footer")
      footer.refreshingAction = { [weak footer] in
        _ = clock.schedule(after: 0.5) { footer?.endRefreshingWithNoMoreData() }
      }
      scroll.footer = footer
      drag(6, by: -20)
      scroll.endDragging()
    case .refreshInterruptedByDetach:
      scroll.header = log.watch(NormalHeader(config: makeConfig()), as: "header")
      drag(6, by: 25)
      scroll.endDragging()
      frames(6)
      scroll.header = nil
    }
    clock.run()
    recorder.stop()
    return (recorder.trace, log.lines)
  }

  /// Replays `trace` on new components, without actions, logging their transitions.
  static func replay(_ trace: ScrollTrace) -> [String] {
    let clock = makeClock()
    let scroll = trace.makeScrollModel(clock: clock)
    let log = TransitionLog(clock: clock)
    trace.replay(on: scroll, clock: clock) { slot, type in
      let component: RefreshComponent? =
        switch type {
        case "NormalHeader": NormalHeader(config: makeConfig())
        case "AutoNormalFooter": AutoNormalFooter(config: makeConfig())
        case "BackNormalFooter": BackNormalFooter(config: makeConfig())
        default: nil
        }
      return component.map { log.watch($0, as: slot.rawValue) }
    }
    clock.run()
    return log.lines
  }
}

/// Lines such as `0.283 header idle -> pulling (drag)`, one per transition of the components it
/// watches.
@MainActor
final class TransitionLog {
  let clock: ManualAnimationClock
  private(set) var lines: [String] = []
  private var tokens: [ObservationToken] = []

  init(clock: ManualAnimationClock) {
    self.clock = clock
  }

  func watch<Component: RefreshComponent>(_ component: Component, as name: String) -> Component {
    var logged = 0
    self.tokens.append(
      component.observe(\.state) { [weak self] component, _ in
        guard let self else {
          return
        }
        for transition in component.transitions.dropFirst(logged) {
          self.lines.append(String(format: "%.3f ", self.clock.now) + "\(name) \(transition)")
        }
        logged = component.transitions.count
      })
    return component
  }
}
