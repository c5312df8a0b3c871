import Foundation
import RefreshKit
import TestSupport
import Testing

/// The code of `docs/testing.md`, run: its view model, its test and its snippets, line for line.
@MainActor
@Suite(.idleClocks) struct TestingGuideTests {
  @Test func everySnippetOfTheGuideIsCodeInThisFile() throws {
    // RefreshKitTesting's snippets run in its own test target, and the swift-snapshot-testing
    // strategy in the nested package that compiles it.
    let root = SourceTree.root
    try DocSnippets.expectBlocks(
      of: "docs/testing.md", count: 11,
      areCodeIn: #filePath,
      root.appendingPathComponent(
        "Tests/RefreshKitTestingTests/RefreshKitTestingGuideTests.swift"
      ).path,
      root.appendingPathComponent("Snapshots/Package.swift").path,
      root.appendingPathComponent(
        "Snapshots/Sources/RefreshKitSnapshotTesting/Snapshotting+RefreshKit.swift"
      ).path,
      root.appendingPathComponent(
        "Snapshots/Tests/RefreshKitSnapshotTestingTests/FeedSnapshotTests.swift"
      ).path)
  }

  @Test func refusedInputIsCollected() {
    let model = FeedModel(clock: makeClock(), config: RefreshConfig())
    let (_, diagnostics) = Diagnostics.collect {
      model.scroll.contentSize.height = .nan
    }
    #expect(diagnostics.map(\.kind) == [.nonFiniteValue])
  }

  @Test func aRecordedSessionReplaysFromJSON() throws {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("session-\(UUID().uuidString).json")
    defer { try? FileManager.default.removeItem(at: url) }
    let model = FeedModel(clock: makeClock(), config: RefreshConfig())
    let recorder = ScrollTraceRecorder(recording: model.scroll)
    model.scroll.drag(toOffsetY: -60)
    model.scroll.endDragging()
    try recorder.trace.jsonData().write(to: url)

    let trace = try ScrollTrace(jsonData: Data(contentsOf: url))
    let clock = ManualAnimationClock()
    watchIdle(clock)
    let scroll = trace.makeScrollModel(clock: clock)
    scroll.header = NormalHeader(config: RefreshConfig())
    trace.replay(on: scroll, clock: clock) { slot, type in
      slot == .header ? NormalHeader() : nil
    }
    clock.advance(by: 1.0 / 60)
    #expect(scroll.header?.state == .refreshing, "the replayed pull and release refresh")
    clock.run()
  }

  @Test func anAsyncActionRunsBetweenClockStepsAtItsOwnTime() async {
    let clock = ManualAnimationClock()
    watchIdle(clock)
    let api = FakeAPI(clock: clock)
    let scroll = ScrollModel(frame: CGRect(x: 0, y: 0, width: 375, height: 600), clock: clock)
    let header = NormalHeader(config: RefreshConfig()) { try await api.reload() }
    scroll.header = header
    header.beginRefreshing()
    var frames = 0
    while header.isRefreshing && frames < 120 {
      frames += 1
      clock.advance(by: 1.0 / 60)
      while header.refreshingTask != nil && !api.isWaiting {
        await Task.yield()
      }
    }
    #expect(header.state == .idle)
    #expect(api.answeredAt.count == 1)
    #expect(
      abs((api.answeredAt.first ?? 0) - 1.25) < 1e-6, "0.25 s to scroll into place, 1 s to answer")
    clock.run()
    #expect(clock.isIdle)
  }
}

@MainActor
final class FeedModel {
  let scroll: ScrollModel
  let header: NormalHeader
  private(set) var reloads = 0

  init(clock: any AnimationClock, config: RefreshConfig = .default) {
    scroll = ScrollModel(frame: CGRect(x: 0, y: 0, width: 375, height: 600), clock: clock)
    scroll.contentSize = CGSize(width: 375, height: 1000)
    header = NormalHeader(config: config)
    header.refreshingAction = { [unowned self] in
      self.reloads += 1
      _ = clock.schedule(after: 1) { [unowned self] in self.header.endRefreshing() }
    }
    scroll.header = header
  }
}

extension TestingGuideTests {
  @MainActor
  @Test func pullingPastTheHeaderReloadsOnceAndSettlesBackAtTheTop() {
    let clock = ManualAnimationClock()
    watchIdle(clock)
    let config = RefreshConfig()
    config.languageCode = "en"
    config.lastUpdatedTimeStore = InMemoryLastUpdatedTimeStore()
    let model = FeedModel(clock: clock, config: config)

    model.scroll.beginDragging()
    model.scroll.drag(toOffsetY: -60)  // past the header's 54 points
    #expect(model.header.state == .pulling)
    #expect(model.header.stateLabel.text == "Release to refresh")

    model.scroll.endDragging()
    clock.advance(by: 0.3)  // the header scrolls into place in 0.25 s, then the action runs
    #expect(model.header.state == .refreshing)
    #expect(model.scroll.adjustedContentInset.top == 54)
    #expect(model.reloads == 1)

    clock.advance(by: 1)  // the load answers; the header starts to slide away
    clock.run()  // the end animation, 0.4 s
    #expect(model.header.state == .idle)
    #expect(model.scroll.contentOffset.y == 0)
    #expect(clock.isIdle)
  }
}

/// An API that answers 1 s after it is called, and says when it is waiting.
@MainActor
private final class FakeAPI {
  let clock: ManualAnimationClock
  private(set) var isWaiting = false
  private(set) var answeredAt: [TimeInterval] = []

  init(clock: ManualAnimationClock) {
    self.clock = clock
  }

  func reload() async throws {
    self.isWaiting = true
    await withCheckedContinuation { continuation in
      _ = self.clock.schedule(after: 1) {
        self.isWaiting = false
        continuation.resume()
      }
    }
    self.answeredAt.append(self.clock.now)
  }
}
