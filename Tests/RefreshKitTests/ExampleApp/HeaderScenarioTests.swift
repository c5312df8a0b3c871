import Foundation
import RefreshKit
import TestSupport
import Testing

/// MJRefresh's example app, section "UITableView + 下拉刷新": `example01` to `example06` of
/// `MJTableViewController`, replayed through RefreshKit's public API and checked against what
/// MJRefresh does (its source at 3.7.9).
///
/// The screen is a 375 × 600 table under a 64-point bar with five rows 44 points tall; a header
/// refresh adds five rows after 0.5 s. Every scenario begins refreshing in `viewDidLoad`, before
/// the view has a window, so the header waits in `willRefresh` until the first draw.
@MainActor
@Suite(.idleClocks) struct HeaderScenarioTests {
  @Test("example01: the default header refreshes on first display and on every pull")
  func headerDefault() {
    let table = ExampleTable()
    let header = table.example01()
    let scroll = table.scroll
    #expect(header.state == .willRefresh && header.isRefreshing)
    #expect(table.log == ["reloadData 5"], "no action before the first draw")
    // RefreshKit shows the refreshing title while waiting; MJRefresh has no willRefresh title
    // and shows nothing (a documented deviation).
    #expect(header.stateLabel.text == "Loading...")
    #expect(header.lastUpdatedTimeLabel.text == "Last update: No record")

    table.appear()
    #expect(header.state == .refreshing)
    #expect(header.transitionLog.last == "willRefresh -> refreshing (becameVisible)")
    #expect(header.arrowView.isHidden && header.loadingView.isAnimating)
    table.clock.advance(by: 0.25)
    let holding: CGFloat = 64 + 54
    #expect(scroll.contentOffset.y == -holding)
    #expect(scroll.adjustedContentInset.top == holding)
    #expect(
      table.log == ["reloadData 5", "loadNewData"], "the action runs after the 0.25 s scroll")

    table.clock.advance(by: 0.5)
    #expect(table.log.last == "reloadData 10")
    #expect(header.state == .idle)
    #expect(
      header.pullingPercent == 0, "MJRefresh's header sees the final offset as the end starts")
    #expect(header.stateLabel.text == "Pull down to refresh")
    #expect(header.lastUpdatedTimeLabel.text == "Last update: Today 09:41")
    #expect(header.arrowView.rotation == 0 && header.arrowView.isHidden)
    table.clock.advance(by: 0.2)
    #expect(scroll.contentOffset.y < -64 && scroll.contentOffset.y > -holding, "mid-close")
    #expect(header.pullingPercent == 0, "the closing share is not a pull")
    table.clock.advance(by: 0.2)
    #expect(scroll.contentOffset.y == -64 && scroll.adjustedContentInset.top == 64)
    #expect(!header.arrowView.isHidden && !header.loadingView.isAnimating)
    #expect(scroll.contentSize.height == 440)

    // A pull: visible below −64, pulling below −118 (−64 − 54), refreshing on release.
    table.drag(to: -91)
    #expect(header.state == .idle && header.pullingPercent == 0.5)
    table.drag(to: -119)
    #expect(header.state == .pulling && header.stateLabel.text == "Release to refresh")
    table.clock.advance(by: 0.25)
    #expect(header.arrowView.rotation == NormalHeader.pullingArrowRotation)
    scroll.endDragging()
    table.clock.advance(by: table.clock.frameInterval)
    #expect(header.state == .refreshing, "one frame after the finger lifts, as in MJRefresh")
    table.clock.run()
    #expect(table.log.suffix(2) == ["loadNewData", "reloadData 15"])
    #expect(header.state == .idle && scroll.contentOffset.y == -64)
    #expect(table.clock.isIdle)
  }

  @Test("example02: the GIF header picks its idle frame by the pull and loops while loading")
  func gifHeader() {
    let table = ExampleTable()
    let header = ChiBaoZi.header(config: table.config) { [weak table] in table?.loadNewData() }
    table.fixTheDate(of: header)
    table.scroll.header = header
    header.beginRefreshing()
    #expect(header.height == 54, "the 50-point frames fit the 54-point header")
    #expect(header.labelLeftInset == 20)

    table.appear()
    #expect(header.gifView.isAnimating)
    #expect(header.gifView.animationImages == ChiBaoZi.loadingFrames)
    #expect(header.gifView.animationDuration == Double(3) * 0.1, "0.1 s a frame")
    #expect(header.gifView.displayedImage(at: table.clock.now + 0.15) == ChiBaoZi.loadingFrames[1])
    table.clock.advance(by: 0.75)
    #expect(header.state == .idle)
    #expect(
      header.gifView.image == ChiBaoZi.idleFrames[0] && !header.gifView.isAnimating,
      "the end starts on the first idle frame: MJRefresh's percent drops to 0 at once")
    table.clock.advance(by: 0.2)
    #expect(header.gifView.image == ChiBaoZi.idleFrames[0], "and stays on it while it closes")
    table.clock.run()

    table.drag(to: -64 - 27)
    #expect(header.gifView.image == ChiBaoZi.idleFrames[30], "60 frames × 0.5 = frame 30")
    table.drag(to: -64 - 53)
    #expect(header.gifView.image == ChiBaoZi.idleFrames[58])
    table.drag(to: -64 - 54)
    #expect(header.gifView.image == ChiBaoZi.idleFrames[59], "the trigger shows the last frame")
    table.drag(to: -64 - 60)
    #expect(header.state == .pulling && header.gifView.isAnimating)
    #expect(header.gifView.animationImages == ChiBaoZi.loadingFrames)
    table.scroll.endDragging()
    table.clock.run()
    #expect(table.log.filter { $0 == "loadNewData" }.count == 2)
  }

  @Test("example03: a header with the time hidden fills its height with the state label")
  func lastUpdatedTimeHidden() {
    let table = ExampleTable()
    let header = table.normalHeader()
    header.automaticallyChangeAlpha = true
    #expect(header.alpha == 0, "alpha follows the pull, which is 0")
    header.lastUpdatedTimeLabel.isHidden = true
    header.beginRefreshing()  // before the header is attached
    #expect(header.state == .willRefresh && header.alpha == 1)
    table.scroll.header = header
    #expect(header.state == .willRefresh, "attached, but the view has no window yet")
    #expect(header.stateLabel.frame == CGRect(x: 0, y: 0, width: 375, height: 54))
    let arrowCenter = 187.5 - header.stateLabel.textWidth / 2 - 25
    #expect(header.arrowView.frame.midX == arrowCenter, "the hidden time's width does not count")

    table.appear()
    table.clock.advance(by: 0.75)
    #expect(table.log.contains("loadNewData") && header.state == .idle)
    #expect(
      header.lastUpdatedTimeLabel.text == "Last update: No record", "a hidden label is skipped")
    table.clock.advance(by: 0.4)
    #expect(header.alpha == 0, "the end fades the header out with automaticallyChangeAlpha")

    table.drag(to: -64 - 27)
    #expect(header.alpha == 0.5)
    table.pull(to: -64 - 60)
    table.clock.run()
    #expect(header.alpha == 0 && table.scroll.contentOffset.y == -64)
  }

  @Test("example04: the GIF header with both labels hidden centres its frames")
  func stateAndTimeHidden() {
    let table = ExampleTable()
    let header = ChiBaoZi.header(config: table.config) { [weak table] in table?.loadNewData() }
    header.lastUpdatedTimeLabel.isHidden = true
    header.stateLabel.isHidden = true
    header.beginRefreshing()
    table.scroll.header = header
    #expect(header.gifView.contentMode == .center)
    #expect(header.gifView.frame == CGRect(x: 0, y: 0, width: 375, height: 54))

    table.appear()
    table.clock.advance(by: 0.25)
    #expect(header.state == .refreshing && header.gifView.isAnimating)
    #expect(header.gifView.animationImages == ChiBaoZi.loadingFrames)
    #expect(header.gifView.frame == CGRect(x: 0, y: 0, width: 375, height: 54))
    table.clock.run()
    #expect(table.log == ["reloadData 5", "loadNewData", "reloadData 10"])
    #expect(header.state == .idle && header.gifView.image == ChiBaoZi.idleFrames[0])

    // With nothing beside them, the frames still follow the pull, centred in the whole width.
    table.drag(to: -64 - 27)
    #expect(header.gifView.image == ChiBaoZi.idleFrames[30] && !header.gifView.isAnimating)
    #expect(header.gifView.frame == CGRect(x: 0, y: 0, width: 375, height: 54))
    table.drag(to: -64 - 60)
    #expect(header.state == .pulling && header.gifView.isAnimating)
    table.scroll.endDragging()
    table.clock.run()
    #expect(table.log.filter { $0 == "loadNewData" }.count == 2)
  }

  @Test("example05: custom titles, fonts and colours show in every state, waiting included")
  func customTitles() {
    let table = ExampleTable()
    let header = table.normalHeader()
    header.setTitle("Pull down to refresh", for: .idle)
    header.setTitle("Release to refresh", for: .pulling)
    header.setTitle("Loading ...", for: .refreshing)
    header.stateLabel.fontSize = 15
    header.lastUpdatedTimeLabel.fontSize = 14
    header.stateLabel.textColor = RefreshColor(red: 1, green: 0, blue: 0)
    header.lastUpdatedTimeLabel.textColor = RefreshColor(red: 0, green: 0, blue: 1)
    header.beginRefreshing()
    table.scroll.header = header
    #expect(header.stateLabel.text == "Loading ...", "waiting shows the custom refreshing title")
    #expect(header.arrowView.tintColor == RefreshColor(red: 1, green: 0, blue: 0))

    table.appear()
    #expect(header.stateLabel.text == "Loading ...")
    #expect(header.stateLabel.fontSize == 15 && header.lastUpdatedTimeLabel.fontSize == 14)
    table.clock.run()
    #expect(header.stateLabel.text == "Pull down to refresh")
    table.drag(to: -64 - 60)
    #expect(header.stateLabel.text == "Release to refresh")
    table.scroll.endDragging()
    table.clock.run()
    #expect(header.stateLabel.textColor == RefreshColor(red: 1, green: 0, blue: 0))
    #expect(header.lastUpdatedTimeLabel.textColor == RefreshColor(red: 0, green: 0, blue: 1))

    // The example's titles equal the English defaults, so only a language change tells them
    // apart: RefreshKit keeps titles the app set and translates the rest (a documented
    // deviation: MJRefresh puts its defaults back on every language change).
    table.config.languageCode = "zh-Hans"
    #expect(header.stateLabel.text == "Pull down to refresh")
    #expect(header.title(for: .refreshing) == "Loading ...")
    #expect(header.lastUpdatedTimeLabel.text == "最后更新：今天 09:41")
  }

  @Test("example06: a DIY header sets its caption per state from the start")
  func diyHeader() {
    let table = ExampleTable()
    let header = DIYHeader(config: table.config) { [weak table] in table?.loadNewData() }
    // MJRefresh sets the idle state once while the header is made, so a DIY header's caption
    // is right before any transition.
    #expect(header.views.label.text == DIYViews.pullDown && !header.views.isSwitchOn)
    #expect(header.views.label.textColor == RefreshColor(red: 1, green: 0.5, blue: 0))
    table.scroll.header = header
    #expect(header.views.logo.frame.midY == -80, "the logo sits above the header")
    header.beginRefreshing()
    table.appear()
    #expect(header.views.label.text == DIYViews.loadingData && header.views.loading.isAnimating)
    table.clock.run()
    #expect(header.views.label.text == DIYViews.pullDown && !header.views.loading.isAnimating)

    table.drag(to: -64 - 25)
    #expect(header.views.label.textColor == RefreshColor(red: 0.75, green: 0.25, blue: 0.25))
    table.drag(to: -64 - 51)
    #expect(header.state == .pulling, "the 50-point header triggers past −114")
    #expect(header.views.label.text == DIYViews.letGo && header.views.isSwitchOn)
    table.scroll.endDragging()
    table.clock.run()
    #expect(table.log.filter { $0 == "loadNewData" }.count == 2)
  }

  @Test("the web view screens: a GIF header with automatic alpha, ended by the page load")
  func webViewHeader() {
    // `MJWebViewViewController` and `MJWKWebViewController`: no bars (both are hidden), a
    // page 2,000 points tall, a reload that ends in the load's delegate callback, which may
    // come more than once per page.
    let clock = makeClock()
    let scroll = ScrollModel(frame: CGRect(x: 0, y: 0, width: 375, height: 600), clock: clock)
    scroll.contentSize = CGSize(width: 375, height: 2000)
    scroll.isVisible = false  // `example40` runs from viewDidLoad, before there is a window
    var reloads = 0
    let header = ChiBaoZi.header(config: makeConfig()) { reloads += 1 }
    scroll.header = header
    header.automaticallyChangeAlpha = true
    header.beginRefreshing()
    #expect(header.state == .willRefresh && reloads == 0)
    scroll.isVisible = true  // the first draw
    #expect(header.state == .refreshing)
    #expect(header.alpha == 0, "the fade in starts from transparent")
    clock.advance(by: 0.25)
    #expect(header.alpha == 1 && reloads == 1)
    #expect(scroll.contentOffset.y == -54)

    let (_, diagnostics) = Diagnostics.collect {
      header.endRefreshing()  // didFinishLoad for the page
      header.endRefreshing()  // and again for a frame of it
    }
    #expect(diagnostics.map(\.message) == ["ignored: not refreshing"])
    clock.run()
    #expect(header.alpha == 0 && scroll.contentOffset.y == 0 && reloads == 1)
  }
}
