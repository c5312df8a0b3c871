#if os(Linux)  // the binding against the stand-in
import Foundation
import RefreshKitAppKit
import AppKitStandIn
import TestSupport
import Testing

/// The AppKit binding, run on the stand-in AppKit: three lines put a header and a footer on
/// a table's scroll view; the trackpad, the display and the app do the rest.
@MainActor
@Suite(.idleClocks) struct RefreshHostViewTests {
  /// A table of `rows` rows in a scroll view in a window.
  func makeScrollView(
    rows: Int = 40, sourceLocation: SourceLocation = #_sourceLocation
  ) -> (NSWindow, NSScrollView, NSTableView) {
    makeAppKitTable(rows: rows, sourceLocation: sourceLocation)
  }

  func config() -> RefreshConfig {
    makeAppKitConfig()
  }

  @Test func threeLinesPutAHeaderAndAFooterInTheDocumentView() {
    let (window, scrollView, table) = makeScrollView()
    scrollView.refresh.header = NormalHeader(config: config()) {}
    scrollView.refresh.footer = AutoNormalFooter(config: config()) {}
    let host = scrollView.refresh
    #expect(table.subviews.first === host)
    #expect(!scrollView.automaticallyAdjustsContentInsets)
    let header = host.subviews.first as? RefreshComponentView
    let expected = NSRect(x: 0, y: -54, width: 800, height: 54)
    #expect(header?.frame == expected)
    let label = header?.subviews.compactMap { $0 as? NSTextField }.first
    #expect(label?.stringValue == "Pull down to refresh")
    #expect(scrollView.contentInsets.bottom == 44, "the auto footer's share")
    withExtendedLifetime(window) {}
  }

  @Test func aLeadingLoaderSitsAboveTheRowsAndAnInsertionKeepsTheRowRead() {
    let (window, scrollView, table) = makeScrollView(rows: 40)
    let loader = LeadingNormalLoader(config: config())
    scrollView.refresh.leadingLoader = loader
    let host = scrollView.refresh
    let view = host.subviews.first as? RefreshComponentView
    let above = NSRect(x: 0, y: -44, width: 800, height: 44)
    #expect(view?.frame == above)
    #expect(scrollView.contentInsets.top == 44, "the loader's share")
    scrollView.standInOffset = 300
    table.standInRows = 60
    table.reloadData()
    host.contentWasInsertedAtStart(20 * 24)
    let kept: CGFloat = 300 + 20 * 24
    #expect(host.model.contentOffset.y == kept)
    #expect(scrollView.standInOffset == kept, "written to the clip view")
    withExtendedLifetime(window) {}
  }

  @Test func theREADMEsLinesReloadAndLoadTheNextPageOfAModel() async {
    let (window, scrollView, _) = makeScrollView()
    let model = FeedModel()
    scrollView.refresh.header = NormalHeader { [weak model] in await model?.reload() }
    scrollView.refresh.footer = AutoNormalFooter { [weak model] in await model?.loadNextPage() }
    for _ in 0..<14 {
      scrollView.standInScroll(by: 10)
    }
    scrollView.standInLift()
    settle(scrollView)
    for _ in 0..<1000 where model.reloads == 0 || scrollView.refresh.header?.state != .idle {
      await Task.yield()
    }
    settle(scrollView)
    #expect(model.reloads == 1)
    #expect(scrollView.standInOffset == 0, "the refresh ended by itself")

    scrollView.refresh.footer?.beginRefreshing()
    for _ in 0..<1000 where model.pages == 0 || scrollView.refresh.footer?.state != .idle {
      await Task.yield()
    }
    #expect(model.pages == 1)
    settle(scrollView)
    withExtendedLifetime(window) {}
  }

  @Test func aTrackpadPullReleasedPastTheTriggerRefreshesAndEnds() {
    let (window, scrollView, _) = makeScrollView()
    let header = NormalHeader(config: config())
    var reloads = 0
    header.refreshingAction = { reloads += 1 }
    scrollView.refresh.header = header
    for _ in 0..<14 {
      scrollView.standInScroll(by: 10)  // half of it past the top: 70 points
    }
    #expect(scrollView.standInOffset == -70)
    #expect(header.state == .pulling)
    scrollView.standInLift()
    StandInRunLoop.main.run(frames: 1)
    #expect(header.state == .refreshing)
    settle(scrollView)
    #expect(reloads == 1)
    #expect(scrollView.contentInsets.top == 54)
    #expect(scrollView.standInOffset == -54)
    let spinner = scrollView.refresh.subviews[0].subviews.compactMap {
      $0 as? NSProgressIndicator
    }.first
    #expect(spinner?.standInIsAnimating == true)
    header.endRefreshing()
    settle(scrollView)
    #expect(scrollView.contentInsets.top == 0)
    #expect(scrollView.standInOffset == 0)
    #expect(spinner?.standInIsAnimating == false)
    withExtendedLifetime(window) {}
  }

  @Test("what the app changes at rest draws on the next frame, with no scroll")
  func aChangeAtRestDrawsOnTheNextFrame() {
    let (window, scrollView, _) = makeScrollView()
    let header = NormalHeader(config: config()) {}
    scrollView.refresh.header = header
    settle(scrollView)
    #expect(!scrollView.refresh.clock.wantsFrames && scrollView.refresh.clock.wakeUpTime == nil)
    header.setTitle("Pull for news", for: .idle)
    header.lastUpdatedTimeLabel.isHidden = true
    StandInRunLoop.main.run(frames: 1)  // AppKit draws a view's changes at its next frame
    let view = scrollView.refresh.subviews.compactMap { $0 as? RefreshComponentView }.first
    let labels = view?.subviews.compactMap { $0 as? NSTextField } ?? []
    #expect(labels.first?.stringValue == "Pull for news")
    #expect(labels.map(\.isHidden) == [false, true])
    withExtendedLifetime(window) {}
  }

  @Test func theArrowTurnsOnTheDisplaysFrames() {
    let (window, scrollView, _) = makeScrollView()
    let header = NormalHeader(config: config()) {}
    scrollView.refresh.header = header
    let arrow = scrollView.refresh.subviews[0].subviews.compactMap { $0 as? NSImageView }.first
    #expect(arrow?.image?.standInName == "arrow.down")
    for _ in 0..<14 {
      scrollView.standInScroll(by: 10)
    }
    for _ in 0..<20 {
      StandInRunLoop.main.run(frames: 1)
      let center = CGPoint(x: header.arrowView.frame.midX, y: header.arrowView.frame.midY)
      let drawn = arrow?.standInDrawnCenter ?? .zero
      #expect(abs(drawn.x - center.x) < 1e-9 && abs(drawn.y - center.y) < 1e-9, "on its place")
    }
    #expect(abs((arrow?.frameCenterRotation ?? 0) - 180) < 0.01, "half a turn")
    scrollView.standInLift()
    settle(scrollView)
    header.endRefreshing()
    settle(scrollView)
    withExtendedLifetime(window) {}
  }

  @Test("a back footer's arrow, turned at rest, stays on its place when a language moves it")
  func aTurnedArrowPlacedAgainStaysOnItsPlace() throws {
    let (window, scrollView, _) = makeScrollView()
    let footer = BackNormalFooter(config: config()) {}
    scrollView.refresh.footer = footer
    settle(scrollView)
    let view = scrollView.refresh.subviews.compactMap { $0 as? RefreshComponentView }.first
    let arrow = try #require(view?.subviews.compactMap { $0 as? NSImageView }.first)
    #expect(abs(abs(arrow.frameCenterRotation) - 180) < 0.01, "up at rest, as MJRefresh's")
    let before = footer.arrowView.frame
    footer.config.languageCode = "zh-Hans"  // a shorter title: the arrow moves right
    StandInRunLoop.main.run(frames: 1)
    let center = CGPoint(x: footer.arrowView.frame.midX, y: footer.arrowView.frame.midY)
    #expect(footer.arrowView.frame != before, "the shorter title moved the arrow")
    let drawn = arrow.standInDrawnCenter
    #expect(abs(drawn.x - center.x) < 1e-9 && abs(drawn.y - center.y) < 1e-9, "\(drawn)")
    withExtendedLifetime(window) {}
  }

  @Test func theAppsInsetMidRefreshIsKept() {
    let (window, scrollView, _) = makeScrollView()
    let header = NormalHeader(config: config()) {}
    scrollView.refresh.header = header
    header.beginRefreshing()
    settle(scrollView)
    scrollView.contentInsets.top = 28  // a toolbar the app adds
    #expect(scrollView.refresh.model.contentInset.top == 28)
    #expect(scrollView.contentInsets.top == 82)
    header.endRefreshing()
    settle(scrollView)
    #expect(scrollView.contentInsets.top == 28)
    withExtendedLifetime(window) {}
  }

  @Test func scrollingToTheEndLoadsTheNextPage() {
    let (window, scrollView, table) = makeScrollView(rows: 40)
    let footer = AutoNormalFooter(config: config())
    var pages = 0
    footer.refreshingAction = { [unowned table, unowned footer] in
      pages += 1
      table.standInRows = 80
      table.reloadData()
      footer.endRefreshing()
    }
    scrollView.refresh.footer = footer
    while footer.state == .idle && scrollView.standInOffset < 600 {
      scrollView.standInScroll(by: -20)
    }
    scrollView.standInLift()
    settle(scrollView)
    #expect(pages == 1)
    let eightyRows: CGFloat = 80 * 24
    #expect(footer.frame.minY == eightyRows)
    withExtendedLifetime(window) {}
  }

  @Test func anotherScrollViewsEventsAreNotOurs() {
    let (window, scrollView, _) = makeScrollView()
    let other = NSScrollView(frame: NSRect(x: 0, y: 600, width: 800, height: 200))
    window.standInRoot.addSubview(other)
    other.documentView = NSTableView(frame: NSRect(x: 0, y: 0, width: 800, height: 900))
    let header = NormalHeader(config: config()) {}
    scrollView.refresh.header = header
    other.standInScroll(by: 10)
    #expect(scrollView.refresh.model.panState == .possible)
    other.standInLift()
    StandInRunLoop.main.run(frames: 60)
    withExtendedLifetime(window) {}
  }

  // MARK: - Accessibility and appearance

  @Test func voiceOverReadsTheComponentAndHearsEachTransition() {
    let (window, scrollView, _) = makeScrollView()
    let header = NormalHeader(config: config())
    scrollView.refresh.header = header
    let view = scrollView.refresh.subviews.first as? RefreshComponentView
    #expect(view?.standInAccessibility.isElement == true)
    #expect(view?.standInAccessibility.label == "Refresh")
    #expect(view?.standInAccessibility.value == "Pull down to refresh")
    NSAccessibility.standInAnnouncements = []
    header.beginRefreshing()
    settle(scrollView)
    header.endRefreshing()
    settle(scrollView)
    #expect(NSAccessibility.standInAnnouncements == ["Loading...", "Refreshed"])
    withExtendedLifetime(window) {}
  }

  @Test func roleColoursFollowTheAppearance() {
    let text = NSColor(RefreshColor.secondaryText)
    let dark = text.standInResolved(in: NSAppearance(standInNamed: .darkAqua))
    let light = text.standInResolved(in: NSAppearance(standInNamed: .aqua))
    #expect(light.standInComponents.red == 90.0 / 255)
    #expect(dark.standInComponents.red == 160.0 / 255)
  }

  @Test("the second floor's view sits above the rows as the floor opens, and hides once closed")
  func theSecondFloorInTheDocumentView() {
    let (window, scrollView, _) = makeScrollView()
    let header = NormalHeader(config: config()) {}
    header.secondFloor = SecondFloor()
    scrollView.refresh.header = header
    let floor = NSView(frame: .zero)
    scrollView.refresh.secondFloorView = floor
    #expect(floor.isHidden)
    header.openSecondFloor()
    settle(scrollView)
    #expect(header.state == .secondFloorOpen)
    let length = scrollView.frame.height - header.scrollViewOriginalInset.top
    #expect(floor.frame == CGRect(x: 0, y: -length, width: header.frame.width, height: length))
    #expect(!floor.isHidden)
    #expect(scrollView.contentInsets.top == header.scrollViewOriginalInset.top + length)
    header.closeSecondFloor()
    settle(scrollView)
    #expect(header.state == .idle)
    #expect(floor.isHidden)
    withExtendedLifetime(window) {}
  }

  @Test("VoiceOver opens and closes the floor with the header's custom actions, as they are now")
  func voiceOverOpensAndClosesTheFloor() throws {
    let (window, scrollView, _) = makeScrollView()
    let header = NormalHeader(config: config()) {}
    header.secondFloor = SecondFloor()
    scrollView.refresh.header = header
    let view = try #require(scrollView.refresh.subviews.first as? RefreshComponentView)
    let names = { view.accessibilityCustomActions()?.map(\.name) }
    #expect(names() == ["Open the second floor"])
    #expect(try #require(view.accessibilityCustomActions()?.first).standInPerform())
    settle(scrollView)
    #expect(header.state == .secondFloorOpen)
    #expect(names() == ["Close the second floor"])
    #expect(try #require(view.accessibilityCustomActions()?.first).standInPerform())
    settle(scrollView)
    #expect(header.state == .idle)
    // At rest nothing moves, so nothing is drawn: VoiceOver still hears the actions as they are.
    header.isEnabled = false
    #expect(names() == nil, "a disabled header offers no floor")
    header.isEnabled = true
    header.secondFloor = nil
    #expect(names() == nil, "no floor, no actions")
    withExtendedLifetime(window) {}
  }

  @Test("UI tests find each component by an identifier that names its state now")
  func uiTestsFindEachComponentByItsIdentifier() throws {
    let (window, scrollView, _) = makeScrollView()
    let header = NormalHeader(config: config()) {}
    scrollView.refresh.header = header
    scrollView.refresh.footer = AutoNormalFooter(config: config()) {}
    let views = scrollView.refresh.subviews.compactMap { $0 as? RefreshComponentView }
    #expect(
      views.map { $0.accessibilityIdentifier() }.sorted() == [
        "refreshkit.footer.idle", "refreshkit.header.idle",
      ])
    header.beginRefreshing()  // no frame drawn yet: the query still sees the state
    let headerView = try #require(views.first { $0.accessibilityComponent === header })
    #expect(headerView.accessibilityIdentifier() == "refreshkit.header.refreshing")
    header.endRefreshing()
    settle(scrollView)
    #expect(headerView.accessibilityIdentifier() == "refreshkit.header.idle")
    withExtendedLifetime(window) {}
  }
}
#endif
