import Foundation
import RefreshKit
import TestSupport
import Testing

/// The "after" code of `docs/migrating.md`, run: each snippet, line for line, in the kind of
/// object the seed system used, with the behaviour its section promises.
@MainActor
@Suite(.idleClocks) struct MigratingGuideTests {
  @Test func everySnippetOfTheGuideIsCodeInThisFile() throws {
    let uikit = SourceTree.root.appendingPathComponent(
      "Tests/RefreshKitUIKitTests/MigratingGuideUIKitTests.swift")
    let swiftUI = SourceTree.root.appendingPathComponent(
      "Tests/RefreshKitSwiftUITests/SwiftUIGuideTests.swift")
    try DocSnippets.expectBlocks(
      of: "docs/migrating.md", count: 8, areCodeIn: #filePath, uikit.path, swiftUI.path)
  }

  @Test func everyDeviationOfTheStateMachineHasARowInWhatChanges() throws {
    let stateMachine = try Self.groups(
      of: "docs/state-machine.md", after: "## Where RefreshKit differs", items: "- ")
    let guide = try Self.groups(
      of: "docs/migrating.md", after: "## What changes from MJRefresh", items: "| ")
    #expect(stateMachine.reduce(0, +) == 67)
    #expect(guide == stateMachine, "one row per bullet, group by group, in the same order")
  }

  /// How many items each bold-headed group of the section starting at `heading` has: lines
  /// beginning with `items`, less a table's header row.
  static func groups(of path: String, after heading: String, items: String) throws -> [Int] {
    let text = try String(
      contentsOf: SourceTree.root.appendingPathComponent(path), encoding: .utf8)
    let lines = text.components(separatedBy: "\n")
    let start = try #require(lines.firstIndex { $0.hasPrefix(heading) })
    var counts: [Int] = []
    for line in lines[(start + 1)...] {
      if line.hasPrefix("## ") {
        break
      }
      if line.hasPrefix("**") {
        counts.append(0)
      } else if line.hasPrefix(items) && !line.hasPrefix("| RefreshKit |"), !counts.isEmpty {
        counts[counts.count - 1] += 1
      }
    }
    return counts
  }

  @Test func fromMJRefreshTheHeaderEndsByItselfAndTheLastPageShowsNoMoreData() async {
    let (scroll, clock) = Self.scrollModel()
    let model = FeedPages(scroll: scroll, pages: 2)
    model.install()
    scroll.header?.beginRefreshing()
    await Self.settle(clock) { scroll.header?.isRefreshing == true }
    #expect(model.reloads == 1)
    #expect(scroll.header?.state == .idle)

    scroll.footer?.beginRefreshing()
    await Self.settle(clock) { scroll.footer?.isRefreshing == true }
    #expect(model.pages == 1 && scroll.footer?.state == .idle)
    scroll.footer?.beginRefreshing()
    await Self.settle(clock) { scroll.footer?.isRefreshing == true }
    #expect(model.pages == 2)
    #expect(scroll.footer?.state == .noMoreData, "set in the action, kept as it returns")
    clock.run()
  }

  @Test func fromEGOTheDelegateTriggersWithEGOsMetricsAndBlocksWhileLoading() {
    let (scroll, clock) = Self.scrollModel()
    let controller = EGOStyleController()
    let header = NormalHeader(config: Self.config())
    var utc = Calendar(identifier: .gregorian)
    utc.timeZone = TimeZone(identifier: "UTC") ?? utc.timeZone
    header.lastUpdatedTimeCalendar = utc
    controller.configure(header)
    scroll.header = header
    scroll.beginDragging()
    scroll.drag(toOffsetY: -65)
    #expect(header.state == .idle, "EGO triggers beyond 65 points")
    scroll.drag(toOffsetY: -66)
    #expect(header.state == .pulling)
    scroll.endDragging()
    clock.run()
    #expect(controller.reloads == 1)
    #expect(scroll.adjustedContentInset.top == 60, "and holds 60")
    let (accepted, refusals) = Diagnostics.collect { header.beginRefreshing() }
    #expect(!accepted && refusals.count == 1, "refused while refreshing")
    controller.lastUpdated = Date(timeIntervalSince1970: 0)
    header.endRefreshing()
    clock.run()
    #expect(!header.beginRefreshing(), "refused while the controller says it is loading")
    #expect(header.lastUpdatedTimeLabel.text == "Last update: 1970-01-01 00:00")
  }

  @Test func fromGMTheHandlerLoadsAndTheCallerStopsIt() {
    let (scroll, clock) = Self.scrollModel()
    let controller = GMStyleController()
    controller.install(on: scroll)
    scroll.header?.beginRefreshing()
    clock.advance(by: 0.25)
    #expect(scroll.header?.state == .refreshing)
    controller.finishReload()
    #expect(scroll.header?.state == .idle)
    clock.run()
  }

  @Test func fromAKVOHeaderTheObserverSeesEveryOffset() {
    let (scroll, clock) = Self.scrollModel()
    let progressView = ProgressView()
    let token = scroll.observe(\.contentOffset) { scroll, change in
      progressView.progress = -change.newValue.y / 54
    }
    scroll.drag(toOffsetY: -27)
    #expect(progressView.progress == 0.5)
    token.invalidate()
    scroll.drag(toOffsetY: -54)
    #expect(progressView.progress == 0.5, "an invalidated token hears nothing")
    scroll.endDragging()
    clock.run()
  }

  @Test func fromPGThePaginationEndsInNoMoreDataOnceEveryPageIsIn() {
    let (scroll, clock) = Self.scrollModel()
    let controller = PGStyleController()
    controller.footer.delegate = controller
    scroll.footer = controller.footer
    for page in 0..<3 {
      controller.footer.beginRefreshing()
      #expect(controller.requested.last == page)
      controller.pageDidLoad(Array(repeating: Item(), count: page < 2 ? 20 : 5), total: 45)
    }
    #expect(controller.requested == [0, 1, 2])
    #expect(controller.footer.state == .noMoreData)
    clock.run()
  }

  @Test func fromUIRefreshControlAThrownErrorReachesTheHandlerAndEndsTheRefresh() async {
    let (scroll, clock) = Self.scrollModel()
    let model = Model()
    model.fails = true
    let controller = RefreshControlStyleController()
    controller.install(on: scroll, model: model)
    scroll.header?.beginRefreshing()
    await Self.settle(clock) { scroll.header?.isRefreshing == true }
    #expect(model.shown == ["unreachable"])
    #expect(scroll.header?.state == .idle)
  }

  // MARK: - Fixtures

  static func config() -> RefreshConfig {
    let config = RefreshConfig()
    config.languageCode = "en"
    config.lastUpdatedTimeStore = InMemoryLastUpdatedTimeStore()
    return config
  }

  static func scrollModel() -> (ScrollModel, ManualAnimationClock) {
    let clock = ManualAnimationClock()
    watchIdle(clock)
    let scroll = ScrollModel(frame: CGRect(x: 0, y: 0, width: 320, height: 480), clock: clock)
    scroll.contentSize = CGSize(width: 320, height: 2000)
    return (scroll, clock)
  }

  /// Runs the clock, and lets the refresh's task run between frames, until `isBusy` is false
  /// and nothing is scheduled. (These tests check where a refresh ends, not when.)
  static func settle(_ clock: ManualAnimationClock, while isBusy: () -> Bool) async {
    var frames = 0
    while (isBusy() || !clock.isIdle) && frames < 600 {
      clock.advance(by: 1.0 / 60)
      frames += 1
      var yields = 0
      while isBusy() && yields < 10 {
        await Task.yield()
        yields += 1
      }
    }
  }
}

// MARK: - The objects the snippets live in

@MainActor
private final class Model {
  var reloads = 0
  var fails = false
  var shown: [String] = []

  struct Unreachable: Error {}

  func reload() async throws {
    self.reloads += 1
    if self.fails {
      throw Unreachable()
    }
  }

  func show(_ error: any Error) {
    self.shown.append(error is Unreachable ? "unreachable" : "\(error)")
  }
}

/// A view model that pages a feed, with the guide's lines on its own scroll model.
@MainActor
private final class FeedPages {
  let scroll: ScrollModel
  let lastPage: Int
  private(set) var reloads = 0
  private(set) var pages = 0

  init(scroll: ScrollModel, pages: Int) {
    self.scroll = scroll
    self.lastPage = pages
  }

  func install() {
    let model = self
    let scroll = self.scroll
    scroll.header = NormalHeader { [weak model] in await model?.reload() }  // ends by itself
    scroll.footer = AutoNormalFooter { [weak model] in await model?.loadMore() }
  }

  func reload() async {
    self.reloads += 1
  }

  func loadMore() async {
    self.pages += 1
    if self.pages == self.lastPage {
      // in loadMore(), once the last page is in:
      scroll.footer?.endRefreshingWithNoMoreData()
    }
  }
}

@MainActor
private final class EGOStyleController: RefreshComponentDelegate {
  var isLoading = false
  var lastUpdated: Date?
  private(set) var reloads = 0

  func configure(_ header: NormalHeader) {
    header.triggerDistance = 65
    header.holdHeight = 60
    header.delegate = self
  }

  func reload() {
    self.reloads += 1
  }

  func refreshComponentDidTriggerRefresh(_ component: RefreshComponent) {
    isLoading = true
    reload()  // then: isLoading = false; header.endRefreshing()
  }
  func refreshComponentIsLoading(_ component: RefreshComponent) -> Bool { isLoading }
  func refreshComponentLastUpdated(_ component: RefreshComponent) -> Date? { lastUpdated }
}

@MainActor
private final class GMStyleController {
  private var completion: (() -> Void)?

  func reload(_ completion: @escaping () -> Void) {
    self.completion = completion
  }

  func finishReload() {
    self.completion?()
  }

  func install(on scroll: ScrollModel) {
    scroll.header = NormalHeader { [weak self, weak scroll] in
      self?.reload { scroll?.header?.endRefreshing() }
    }
  }
}

@MainActor
private final class ProgressView {
  var progress: CGFloat = 0
}

private struct Item {}

@MainActor
private final class PGStyleController: RefreshComponentDelegate {
  let footer = AutoNormalFooter(config: RefreshConfig())
  var pages = RefreshPagination(pageSize: 20)
  private(set) var requested: [Int] = []

  func load(page: Int) {
    self.requested.append(page)
  }

  func refreshComponentDidTriggerRefresh(_ component: RefreshComponent) {
    if component === footer { load(page: pages.nextPageIndex) }
  }
  func pageDidLoad(_ items: [Item], total: Int) {
    pages.didLoadPage(itemCount: items.count, total: total)
    footer.endRefreshing(with: pages)  // "No more data" once every page is in
  }
}

@MainActor
private final class RefreshControlStyleController {
  func install(on scroll: ScrollModel, model: Model) {
    scroll.header = NormalHeader { [weak model] in try await model?.reload() }
    scroll.header?.refreshingErrorHandler = { [weak model] error in model?.show(error) }
  }
}
