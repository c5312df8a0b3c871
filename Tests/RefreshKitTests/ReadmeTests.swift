import Foundation
import RefreshKit
import TestSupport
import Testing

/// The README's usage examples, step by step, with the numbers their comments promise; the
/// binding snippets are run by the binding tests against the stand-ins.
@MainActor
@Suite(.idleClocks) struct ReadmeTests {
  @Test func everySwiftSnippetOfTheREADMEIsCodeInThisFile() throws {
    let root = SourceTree.root
    try DocSnippets.expectBlocks(
      of: "README.md", count: 5,
      areCodeIn: #filePath,
      root.appendingPathComponent("Tests/RefreshKitUIKitTests/RefreshHostViewTests.swift").path,
      root.appendingPathComponent("Tests/RefreshKitAppKitTests/RefreshHostViewTests.swift").path,
      root.appendingPathComponent("Tests/RefreshKitSwiftUITests/RefreshModifierTests.swift").path,
      root.appendingPathComponent("Tests/RefreshKitSwiftUITests/SwiftUIGuideTests.swift").path)
  }

  @Test func inAnAppTheAsyncActionsEndByThemselvesAndTheLastPageShowsNoMoreData() async {
    let clock = ManualAnimationClock()
    watchIdle(clock)
    let scroll = ScrollModel(frame: CGRect(x: 0, y: 0, width: 375, height: 600), clock: clock)
    scroll.contentSize = CGSize(width: 375, height: 1000)
    let model = ReadmeModel()
    Self.inAnApp(scroll, model)
    scroll.footer?.beginRefreshing()
    await yield(until: { model.pages == 1 && scroll.footer?.state == .idle })
    #expect(scroll.footer?.state == .idle)
    scroll.footer?.endRefreshingWithNoMoreData()  // after the last page
    #expect(scroll.footer?.state == .noMoreData)
    clock.run()
  }

  /// The README's "in an app" lines.
  private static func inAnApp(_ scroll: ScrollModel, _ model: ReadmeModel) {
    scroll.header = NormalHeader { [weak model] in await model?.reload() }  // ends by itself
    scroll.footer = AutoNormalFooter { [weak model] in await model?.loadNextPage() }
  }

  @Test func theFifteenLineExampleShowsTheRubberBandThenSettlesAtZero() {
    let clock = ManualAnimationClock()
    watchIdle(clock)
    let scroll = ScrollModel(frame: CGRect(x: 0, y: 0, width: 375, height: 600), clock: clock)
    scroll.contentSize = CGSize(width: 375, height: 1000)
    var printed: [String] = []
    let token = scroll.observe(\.contentOffset) { scroll, change in
      printed.append("\(scroll.panState) \(change.newValue.y)")
    }
    scroll.beginDragging()
    scroll.drag(translationY: 120)
    #expect(String(format: "%.1f", scroll.contentOffset.y) == "-59.5")
    scroll.endDragging()
    clock.run()
    #expect(scroll.contentOffset.y == 0)
    #expect(printed.first?.hasPrefix("changed -59.4") == true)
    #expect(printed.last == "possible 0.0")
    token.invalidate()
  }

  @Test func theFifteenLineHeaderExamplePullsRefreshesAndEndsAsItsCommentsSay() {
    let clock = ManualAnimationClock()
    watchIdle(clock)
    let scroll = ScrollModel(frame: CGRect(x: 0, y: 0, width: 375, height: 600), clock: clock)
    scroll.contentSize = CGSize(width: 375, height: 1000)
    var printed: [String] = []
    let header = NormalHeader(config: makeConfig()) { printed.append("reloading") }
    scroll.header = header
    scroll.drag(toOffsetY: -60)
    #expect(header.state == .pulling)
    #expect(header.stateLabel.text == "Release to refresh")
    scroll.endDragging()
    #expect(header.state == .pulling, "released: refreshing from the next frame, as in MJRefresh")
    clock.advance(by: 1.0 / 60)
    #expect(header.state == .refreshing)
    #expect(header.insetShare?.insets.top == 54)
    clock.run()
    #expect(printed == ["reloading"])
    header.endRefreshing()
    #expect(header.state == .idle)
    clock.advance(by: 0.4)
    #expect(scroll.adjustedContentInset.top == 0)
    clock.run()
    #expect(
      "\(header.stateLabel.text ?? "") \(scroll.contentOffset.y)" == "Pull down to refresh 0.0")
  }
}

@MainActor
private final class ReadmeModel {
  private(set) var reloads = 0
  private(set) var pages = 0

  func reload() async {
    self.reloads += 1
  }

  func loadNextPage() async {
    self.pages += 1
  }
}

/// The README's fifteen lines, as written there; the tests above check what they promise.
@MainActor func pullToRefresh() {
  let clock = ManualAnimationClock()
  watchIdle(clock)
  let scroll = ScrollModel(frame: CGRect(x: 0, y: 0, width: 375, height: 600), clock: clock)
  scroll.contentSize = CGSize(width: 375, height: 1000)
  let header = NormalHeader { print("reloading") }  // MJRefreshNormalHeader { ... }
  scroll.header = header  // tableView.mj_header = header
  scroll.drag(toOffsetY: -60)  // past 54 points: .pulling, "Release to refresh"
  scroll.endDragging()  // released; one frame later .refreshing, holding 54 points
  clock.run()  // 0.25 s later the action prints "reloading"
  header.endRefreshing()  // .idle at once; the header shrinks away over 0.4 s
  clock.run()
  print(header.stateLabel.text ?? "", scroll.contentOffset.y)  // Pull down to refresh 0.0
}
