import Foundation
import RefreshKit
import TestSupport
import Testing

/// The snippets of `docs/getting-started.md`, run: the view model, the synchronous header and
/// the test, as written.
@MainActor
@Suite(.idleClocks) struct GettingStartedGuideTests {
  @Test func everySnippetOfTheGuideIsCodeInThisFile() throws {
    try DocSnippets.expectBlocks(of: "docs/getting-started.md", count: 3, areCodeIn: #filePath)
  }

  @MainActor @Test func pullingDownReloadsTheFeed() async throws {
    let clock = ManualAnimationClock()
    let model = FeedViewModel(clock: clock)
    let header = try #require(model.scroll.header)
    model.scroll.beginDragging()  // a finger touches the list
    model.scroll.drag(toOffsetY: -60)  // past 54: releasing now refreshes
    #expect(header.state == .pulling)
    model.scroll.endDragging()
    clock.run()  // the begin animation; the action starts
    await header.refreshingTask?.value  // the async action returns
    #expect(header.state == .idle)
    clock.run()  // the end animation
    #expect(clock.isIdle)
    #expect(model.items.count == 20 && model.scroll.contentSize.height == 880)
  }

  @Test func aSynchronousActionIsEndedByTheCaller() {
    let loader = SynchronousLoader()
    let (scroll, clock) = makeScrollModel()
    loader.install(on: scroll)
    scroll.header?.beginRefreshing()
    clock.run()
    #expect(loader.loads == 1 && scroll.header?.state == .refreshing)
    loader.loadDidFinish()
    clock.run()
    #expect(scroll.header?.state == .idle)
  }
}

/// Your server; here, a first page of twenty items.
struct FeedAPI: Sendable {
  func firstPage() async -> [String] {
    (1...20).map { "Item \($0)" }
  }
}

@MainActor
final class FeedViewModel {
  let scroll: ScrollModel
  private(set) var items: [String] = []
  private let api = FeedAPI()

  init(clock: any AnimationClock = SystemAnimationClock()) {
    scroll = ScrollModel(frame: CGRect(x: 0, y: 0, width: 375, height: 600), clock: clock)
    scroll.header = NormalHeader { [weak self] in
      await self?.reload()  // the refresh ends by itself when this returns
    }
  }

  func reload() async {
    items = await api.firstPage()
    scroll.contentSize.height = CGFloat(items.count) * 44
  }
}

/// The guide's synchronous header.
@MainActor
final class SynchronousLoader {
  private(set) var loads = 0
  private var header: NormalHeader?

  func load() {
    self.loads += 1
  }

  func install(on scroll: ScrollModel) {
    let header = NormalHeader { [weak self] in self?.load() }
    scroll.header = header
    self.header = header
  }

  func loadDidFinish() {
    guard let header = self.header else {
      return
    }
    // ... when the load finishes:
    header.endRefreshing()
  }
}
