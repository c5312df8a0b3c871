import Foundation
import RefreshKit
import TestSupport
import Testing

/// MJRefresh's example app, section "UITableView + 上拉刷新": `example11` to `example21` of
/// `MJTableViewController`, replayed through RefreshKit's public API and checked against what
/// MJRefresh does (its source at 3.7.9).
///
/// Every scenario starts with `example01`: the default header refreshes on the first draw and
/// the table grows from 5 to 10 rows (440 points, shorter than the 536 points under the bar).
/// `loadMoreData` adds one row, `loadLastData` five and then no more data, `loadOnceData` five
/// and then hides the footer, each after 0.5 s.
@MainActor
@Suite(.idleClocks) struct FooterScenarioTests {
  /// `example01`, then `footer`, then the first draw and the header's first refresh: ten rows.
  private func start(_ table: ExampleTable, with footer: RefreshFooter) {
    // RefreshKit's defaults, no opt-out: MJRefresh's rules (a short table loads when a drag up
    // ends, and does not fill the view; header and footer load independently).
    #expect(table.scroll.loaderRules == .mjRefresh)
    table.example01()
    table.scroll.footer = footer
    table.appearAndFinishTheFirstRefresh()
  }

  /// Drags the content up by 30 points from the top and lets go: on a table shorter than the
  /// view, the way to ask an auto footer for more.
  private func pullUpAndRelease(_ table: ExampleTable) {
    table.pull(to: -ExampleTable.barHeight + 30)
  }

  /// Pulls up and lets go, then lets the load and the bounce finish.
  private func loadByReleasing(_ table: ExampleTable) {
    self.pullUpAndRelease(table)
    table.clock.run()
  }

  @Test("example11: the default auto footer loads on a release, then as the end scrolls in")
  func autoFooterDefault() {
    let table = ExampleTable()
    let footer = AutoNormalFooter(config: table.config) { [weak table] in table?.loadMoreData() }
    self.start(table, with: footer)
    let scroll = table.scroll
    #expect(footer.stateLabel.text == "Tap or pull up to load more")
    #expect(footer.frame.minY == 440 && scroll.adjustedContentInset.bottom == 44)

    self.pullUpAndRelease(table)
    #expect(footer.state == .refreshing, "short content loads when a drag up ends")
    #expect(table.log.last == "loadMoreData", "the auto footer's action runs at once")
    #expect(footer.stateLabel.text == "Loading..." && footer.loadingView.isAnimating)
    table.clock.run()
    #expect(footer.state == .idle && footer.frame.minY == 484 && !footer.loadingView.isAnimating)
    self.loadByReleasing(table)
    self.loadByReleasing(table)
    #expect(table.rows == 13 && scroll.contentSize.height == 572, "now taller than the view")

    // Long content: the footer loads once it shows whole, at 572 − 600 + 44 = 16, once a drag.
    table.drag(to: 6)
    #expect(footer.state == .idle)
    table.drag(to: 16)
    #expect(footer.state == .refreshing && table.rows == 14)
    table.clock.advance(by: ExampleTable.loadDuration)
    #expect(footer.state == .idle)
    table.drag(to: table.bottomOffset)
    scroll.endDragging()
    #expect(table.rows == 14, "autoTriggerTimes is 1: one load a drag")
    table.clock.run()
    table.drag(to: table.bottomOffset - 20)
    table.drag(to: table.bottomOffset)
    #expect(table.rows == 15, "a new drag loads again")
    scroll.endDragging()
    table.clock.run()
  }

  @Test("example12: the GIF auto footer grows to its 50-point frames and shows them loading")
  func gifAutoFooter() {
    let table = ExampleTable()
    let footer = AutoGifFooter(config: table.config) { [weak table] in table?.loadMoreData() }
    footer.setImages(ChiBaoZi.loadingFrames, for: .refreshing)
    self.start(table, with: footer)
    #expect(footer.height == 50 && table.scroll.adjustedContentInset.bottom == 50)
    #expect(footer.gifView.isHidden && footer.labelLeftInset == 20)
    self.pullUpAndRelease(table)
    #expect(!footer.gifView.isHidden && footer.gifView.isAnimating)
    #expect(footer.gifView.animationImages == ChiBaoZi.loadingFrames)
    #expect(footer.gifView.contentMode == .right)
    let gifWidth = 187.5 - footer.stateLabel.textWidth / 2 - 20
    #expect(footer.gifView.frame.width == gifWidth)
    table.clock.run()
    #expect(footer.gifView.isHidden && !footer.gifView.isAnimating)
  }

  @Test("example13: with the refreshing title hidden, the frames load alone in the middle")
  func refreshingTitleHidden() {
    let table = ExampleTable()
    let footer = AutoGifFooter(config: table.config) { [weak table] in table?.loadMoreData() }
    footer.setImages(ChiBaoZi.loadingFrames, for: .refreshing)
    footer.refreshingTitleHidden = true
    self.start(table, with: footer)
    #expect(footer.stateLabel.text == "Tap or pull up to load more")
    self.pullUpAndRelease(table)
    #expect(footer.stateLabel.text == nil && footer.gifView.contentMode == .center)
    table.clock.run()
    #expect(footer.stateLabel.text == "Tap or pull up to load more")
  }

  @Test("example14: the last page shows no more data until the reset, which loads again")
  func noMoreDataThenReset() {
    let table = ExampleTable()
    let footer = AutoNormalFooter(config: table.config) { [weak table] in table?.loadLastData() }
    self.start(table, with: footer)
    self.loadByReleasing(table)
    #expect(table.rows == 15 && footer.state == .noMoreData)
    #expect(footer.stateLabel.text == "No more data" && !footer.loadingView.isAnimating)
    table.pull(to: table.bottomOffset)
    table.clock.run()
    #expect(table.rows == 15, "no more data never loads")

    // The bar button: a new action, then the reset.
    footer.refreshingAction = { [weak table] in table?.loadMoreData() }
    footer.resetNoMoreData()
    #expect(footer.state == .idle && footer.stateLabel.text == "Tap or pull up to load more")
    table.drag(to: table.bottomOffset - 30)
    table.drag(to: table.bottomOffset)
    #expect(footer.state == .refreshing && table.rows == 16)
    table.scroll.endDragging()
    table.clock.run()
    #expect(footer.state == .idle)
  }

  @Test("example15: with automatic refresh off, only a release at the end or a tap loads")
  func automaticRefreshDisabled() {
    let table = ExampleTable()
    let footer = AutoNormalFooter(config: table.config) { [weak table] in
      table?.loadMoreData()
    }
    footer.automaticallyRefresh = false
    self.start(table, with: footer)
    self.loadByReleasing(table)
    #expect(table.rows == 11, "a drag up that ends on short content still loads (MJRefresh #242)")
    #expect(footer.stateLabelTapped())
    table.clock.run()
    #expect(table.rows == 12, "a tap loads")
    self.loadByReleasing(table)
    #expect(table.rows == 13)

    table.drag(to: table.bottomOffset)
    #expect(footer.state == .idle, "scrolling to the end does not load by itself")
    table.scroll.endDragging()
    #expect(footer.state == .refreshing && table.rows == 14, "letting go at the end does")
    table.clock.run()
  }

  @Test("example16: custom footer titles, font and colour")
  func customFooterTitles() {
    let table = ExampleTable()
    let footer = AutoNormalFooter(config: table.config) { [weak table] in
      table?.loadMoreData()
    }
    footer.setTitle("Click or drag up to refresh", for: .idle)
    footer.setTitle("Loading more ...", for: .refreshing)
    footer.setTitle("No more data", for: .noMoreData)
    footer.stateLabel.fontSize = 17
    footer.stateLabel.textColor = RefreshColor(red: 0, green: 0, blue: 1)
    self.start(table, with: footer)
    #expect(footer.stateLabel.text == "Click or drag up to refresh")
    self.pullUpAndRelease(table)
    #expect(footer.stateLabel.text == "Loading more ...")
    let spinnerCenter = 187.5 - footer.stateLabel.textWidth / 2 - 25
    #expect(footer.loadingView.frame.midX == spinnerCenter)
    table.clock.run()
    #expect(footer.stateLabel.text == "Click or drag up to refresh")
    #expect(footer.stateLabel.fontSize == 17)
    #expect(footer.stateLabel.textColor == RefreshColor(red: 0, green: 0, blue: 1))

    // "No more data" equals the English default, so a language change tells them apart:
    // RefreshKit keeps the titles the app set (MJRefresh puts its defaults back, a documented
    // deviation) and translates the one it did not set.
    table.config.languageCode = "zh-Hans"
    #expect(footer.stateLabel.text == "Click or drag up to refresh")
    footer.endRefreshingWithNoMoreData()
    #expect(footer.stateLabel.text == "No more data")
    footer.setTitle(nil, for: .noMoreData)
    #expect(footer.stateLabel.text == "已经全部加载完毕")
  }

  @Test("example17: hiding the footer after a load ends the refresh and gives its space back")
  func footerHiddenAfterLoad() {
    let table = ExampleTable()
    let footer = AutoNormalFooter(config: table.config) { [weak table] in table?.loadOnceData() }
    self.start(table, with: footer)
    self.pullUpAndRelease(table)
    #expect(footer.state == .refreshing)
    table.clock.advance(by: ExampleTable.loadDuration)
    #expect(footer.isHidden && footer.state == .idle, "no end call: hiding ends the refresh")
    #expect(footer.transitionLog.last == "refreshing -> idle (hidden)")
    #expect(table.scroll.adjustedContentInset.bottom == 0)
    table.clock.run()
    table.pull(to: table.bottomOffset)
    table.clock.run()
    #expect(table.log.filter { $0 == "loadOnceData" }.count == 1, "a hidden footer never loads")
  }

  @Test("example18: a back footer under a host inset of 30 that it ignores")
  func backFooter01() {
    let table = ExampleTable()
    table.example01()
    let footer = BackNormalFooter(config: table.config) { [weak table] in table?.loadMoreData() }
    table.scroll.footer = footer
    table.scroll.contentInset = EdgeInsets(top: 0, left: 0, bottom: 30, right: 0)
    footer.ignoredScrollViewContentInsetBottom = 30
    table.appearAndFinishTheFirstRefresh()
    let scroll = table.scroll
    // Below short content it sits at the bottom of the view, max(440 + 30, 600 − 64 − 30 + 30),
    // measured with the insets as they are now. MJRefresh measures with the insets it saw at
    // the last offset change, here while the header still held 118 points, and moves the
    // footer only when the content size changes, so it leaves it at max(470, 600 − 118) = 482,
    // inside the view (a documented deviation).
    #expect(footer.frame.minY == 536)
    #expect(footer.stateLabel.text == "Pull up to load more")
    #expect(footer.arrowView.rotation == BackNormalFooter.idleArrowRotation)

    // It shows from −64 (the top) and triggers past −64 + 44.
    table.drag(to: -42)
    #expect(footer.state == .idle && footer.pullingPercent == 0.5)
    table.drag(to: -19)
    #expect(footer.state == .pulling && footer.stateLabel.text == "Release to load more")
    scroll.endDragging()
    table.clock.advance(by: table.clock.frameInterval)
    #expect(footer.state == .refreshing)
    // It holds its height and the 66-point gap under the content: 30 + 44 + 66.
    #expect(scroll.adjustedContentInset.bottom == 140)
    table.clock.advance(by: 0.25)
    #expect(scroll.contentOffset.y == -20 && table.log.last == "loadMoreData")
    table.clock.advance(by: ExampleTable.loadDuration)
    // The reload and the end come in one turn here; that the held space follows the new
    // row (MJRefresh keeps what it took at the begin, a documented deviation) is pinned by
    // BackFooterTests and FidelityRegressionTests.
    #expect(footer.state == .idle)
    table.clock.run()
    #expect(scroll.adjustedContentInset.bottom == 30 && scroll.contentOffset.y == -64)
  }

  @Test("example19: a back GIF footer with automatic alpha shows no more data after its load")
  func backFooter02() {
    let table = ExampleTable()
    let footer = BackGifFooter(config: table.config) { [weak table] in table?.loadLastData() }
    footer.setImages(ChiBaoZi.idleFrames, for: .idle)
    footer.setImages(ChiBaoZi.loadingFrames, for: .pulling)
    footer.setImages(ChiBaoZi.loadingFrames, for: .refreshing)
    footer.automaticallyChangeAlpha = true
    self.start(table, with: footer)
    #expect(footer.height == 50 && footer.alpha == 0)
    table.drag(to: -64 + 25)
    #expect(footer.pullingPercent == 0.5 && footer.alpha == 0.5)
    #expect(footer.gifView.image == ChiBaoZi.idleFrames[30])
    table.drag(to: -64 + 60)
    #expect(footer.state == .pulling && footer.gifView.isAnimating)
    table.scroll.endDragging()
    table.clock.advance(by: 0.3)
    #expect(footer.state == .refreshing && footer.alpha == 1 && table.rows == 15)
    table.clock.run()
    #expect(footer.state == .noMoreData && footer.stateLabel.text == "No more data")
    #expect(footer.gifView.isHidden)
  }

  @Test("example20: a DIY auto footer loads twice a drag and captions every state")
  func diyAutoFooter() {
    let table = ExampleTable()
    let footer = DIYAutoFooter(config: table.config) { [weak table] in table?.loadMoreData() }
    footer.autoTriggerTimes = 2
    self.start(table, with: footer)
    #expect(footer.views.label.text == DIYViews.pullUp && footer.height == 50)
    self.pullUpAndRelease(table)
    #expect(footer.views.label.text == DIYViews.loadingData && footer.views.isSwitchOn)
    #expect(footer.views.loading.isAnimating && footer.views.loading.frame.midX == 30)
    table.clock.run()
    #expect(footer.views.label.text == DIYViews.pullUp && !footer.views.loading.isAnimating)
    self.loadByReleasing(table)
    self.loadByReleasing(table)
    #expect(table.rows == 13 && table.scroll.contentSize.height == 572, "taller than the view")

    // autoTriggerTimes = 2: one drag loads twice as it reaches the end, and not a third time.
    table.drag(to: table.bottomOffset)
    #expect(footer.state == .refreshing && table.rows == 14)
    table.clock.advance(by: ExampleTable.loadDuration)
    table.drag(to: table.bottomOffset)
    #expect(footer.state == .refreshing && table.rows == 15, "the second load of the drag")
    table.clock.advance(by: ExampleTable.loadDuration)
    table.drag(to: table.bottomOffset)
    #expect(footer.state == .idle && table.rows == 15, "no third load in one drag")
    table.scroll.endDragging()
    table.clock.run()
    table.drag(to: table.bottomOffset - 20)
    table.drag(to: table.bottomOffset)
    #expect(table.rows == 16, "a new drag loads again")
    table.scroll.endDragging()
    table.clock.run()

    // Not in example20: MJDIYAutoFooter's caption for the last page.
    footer.endRefreshingWithNoMoreData()
    #expect(footer.views.label.text == DIYViews.noMoreData)
  }

  @Test("example21: a DIY back footer captions and colours the pull")
  func diyBackFooter() {
    let table = ExampleTable()
    let footer = DIYBackFooter(config: table.config) { [weak table] in table?.loadMoreData() }
    self.start(table, with: footer)
    #expect(footer.views.label.text == DIYViews.pullUp)
    #expect(footer.views.logo.frame.minY == 50, "the logo hangs below the footer")
    table.drag(to: -64 + 25)
    #expect(footer.views.label.textColor == RefreshColor(red: 0.75, green: 0.25, blue: 0.25))
    table.drag(to: -64 + 55)
    #expect(footer.state == .pulling && footer.views.label.text == DIYViews.letGo)
    table.scroll.endDragging()
    table.clock.advance(by: 0.3)
    #expect(footer.views.label.text == DIYViews.loadingData && table.rows == 11)
    table.clock.run()
    #expect(footer.views.label.text == DIYViews.pullUp && footer.state == .idle)
  }
}
