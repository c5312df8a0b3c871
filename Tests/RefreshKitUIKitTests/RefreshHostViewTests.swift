#if os(Linux)  // the binding against the stand-in
import Foundation
import RefreshKitUIKit
import TestSupport
import Testing
import UIKitStandIn

/// The UIKit binding, run on the stand-in UIKit: three lines put a header and a footer on a
/// table view, and a finger, the display and the app do the rest.
@MainActor
@Suite(.idleClocks) struct RefreshHostViewTests {
  @Test func aHostThatGoesStopsItsDisplayLink() {
    let linksBefore = StandInRunLoop.links.count
    do {
      let (window, tableView) = makeTableView()
      tableView.refresh.header = NormalHeader(config: makeUIKitConfig()) {}
      #expect(StandInRunLoop.links.count == linksBefore + 1)
      withExtendedLifetime(window) {}
    }
    #expect(StandInRunLoop.links.count == linksBefore, "the run loop keeps no link of it")
  }

  @Test func threeLinesPutAWorkingHeaderAndFooterOnATableView() {
    let (window, tableView) = makeTableView()
    var reloads = 0
    tableView.refresh.header = NormalHeader(config: makeUIKitConfig()) { reloads += 1 }
    tableView.refresh.footer = AutoNormalFooter(config: makeUIKitConfig()) {}

    let host = tableView.refresh
    #expect(tableView.subviews.first === host, "behind the rows")
    #expect(host.subviews.count == 2, "one view per component")
    let headerView = try? #require(host.subviews.first as? RefreshComponentView)
    let expectedFrame = CGRect(x: 0, y: -54, width: 375, height: 54)
    #expect(headerView?.frame == expectedFrame)
    let labels = headerView?.subviews.compactMap { $0 as? UILabel }
    #expect(labels?.first?.text == "Pull down to refresh")
    #expect(labels?.first?.font.pointSize == 14)
    #expect(tableView.contentInset.bottom == 44, "the auto footer's share, below the rows")
    #expect(reloads == 0)
    withExtendedLifetime(window) {}
  }

  @Test func theREADMEsLinesReloadAndLoadTheNextPageOfAModel() async {
    let (window, tableView) = makeTableView()
    let model = FeedModel()
    tableView.refresh.header = NormalHeader { [weak model] in await model?.reload() }
    tableView.refresh.footer = AutoNormalFooter { [weak model] in await model?.loadNextPage() }
    pull(tableView, by: 150)
    tableView.standInLiftFinger()
    settle(tableView)
    for _ in 0..<1000 where model.reloads == 0 || tableView.refresh.header?.state != .idle {
      await Task.yield()
    }
    settle(tableView)
    #expect(model.reloads == 1)
    let top: CGFloat = -44
    #expect(tableView.contentOffset.y == top, "the refresh ended by itself")

    tableView.refresh.footer?.beginRefreshing()
    for _ in 0..<1000 where model.pages == 0 || tableView.refresh.footer?.state != .idle {
      await Task.yield()
    }
    #expect(model.pages == 1)
    settle(tableView)
    withExtendedLifetime(window) {}
  }

  @Test func aPullReleasedPastTheTriggerRefreshesAndEndsBackAtTheTop() {
    let (window, tableView) = makeTableView()
    let header = NormalHeader(config: makeUIKitConfig())
    var reloads = 0
    header.refreshingAction = { reloads += 1 }
    tableView.refresh.header = header
    let top: CGFloat = -44

    pull(tableView, by: 150)  // rubber band: half of it past the top
    #expect(tableView.contentOffset.y == top - 75)
    #expect(header.state == .pulling)
    let view = tableView.refresh.subviews[0]
    let label = view.subviews.compactMap { $0 as? UILabel }.first
    #expect(label?.text == "Release to refresh")

    tableView.standInLiftFinger()
    #expect(header.state == .pulling, "the header decides on the next offset, as MJRefresh")
    StandInRunLoop.main.run(frames: 1)
    #expect(header.state == .refreshing)
    settle(tableView)
    #expect(reloads == 1)
    #expect(tableView.contentInset.top == 54, "the header's share")
    #expect(tableView.adjustedContentInset.top == 98)
    #expect(tableView.contentOffset.y == -98)
    #expect(label?.text == "Loading...")
    let spinner = view.subviews.compactMap { $0 as? UIActivityIndicatorView }.first
    #expect(spinner?.isAnimating == true)

    header.endRefreshing()
    settle(tableView)
    #expect(header.state == .idle)
    #expect(tableView.contentInset.top == 0)
    #expect(tableView.contentOffset.y == top)
    #expect(spinner?.isAnimating == false)
    #expect(!tableView.refresh.clock.wantsFrames, "the display link pauses")
    withExtendedLifetime(window) {}
  }

  @Test func theAppEditingItsOwnInsetMidRefreshKeepsItApartFromTheHeadersShare() {
    let (window, tableView) = makeTableView()
    let header = NormalHeader(config: makeUIKitConfig()) {}
    tableView.refresh.header = header
    header.beginRefreshing()
    settle(tableView)
    #expect(tableView.contentInset.top == 54)

    // The app adds a banner above the rows, editing its own inset: the value read back from the
    // view holds the header's share, which a write to the view would take as the app's.
    tableView.refresh.model.contentInset.top += 20
    #expect(tableView.contentInset.top == 74)
    header.endRefreshing()
    settle(tableView)
    #expect(tableView.contentInset.top == 20, "the app's 20 and nothing left of the header")
    #expect(tableView.contentOffset.y == -64)
    withExtendedLifetime(window) {}
  }

  @Test func aRotationMidRefreshResizesTheHeaderAndKeepsItsShare() {
    let (window, tableView) = makeTableView()
    let header = NormalHeader(config: makeUIKitConfig()) {}
    tableView.refresh.header = header
    header.beginRefreshing()
    settle(tableView)
    window.frame = CGRect(x: 0, y: 0, width: 812, height: 375)
    tableView.frame = window.bounds
    #expect(header.frame.width == 812)
    #expect(tableView.refresh.subviews[0].frame.width == 812)
    #expect(tableView.contentInset.top == 54)
    header.endRefreshing()
    settle(tableView)
    withExtendedLifetime(window) {}
  }

  @Test func theArrowTurnsAndTheLabelChangesAtChosenDisplayTimes() {
    let (window, tableView) = makeTableView()
    let header = NormalHeader(config: makeUIKitConfig()) {}
    tableView.refresh.header = header
    let arrow = tableView.refresh.subviews[0].subviews.compactMap { $0 as? UIImageView }.first
    #expect(arrow?.image?.standInName == "arrow.down")
    pull(tableView, by: 120)
    #expect(header.state == .pulling)
    StandInRunLoop.main.run(frames: 8)  // about half the 0.25 s turn
    let halfway = arrow?.transform.standInRotation ?? 0
    #expect(halfway < -0.5 && halfway > -2.6)
    StandInRunLoop.main.run(frames: 10)
    #expect(abs((arrow?.transform.standInRotation ?? 0) + .pi) < 0.01, "turned up")
    tableView.standInLiftFinger()
    settle(tableView)
    header.endRefreshing()
    settle(tableView)
    withExtendedLifetime(window) {}
  }

  @Test func aHeaderThatChangesAlphaFadesInAsItIsPulledAndOutAsItEnds() {
    let (window, tableView) = makeTableView()
    let header = NormalHeader(config: makeUIKitConfig()) {}
    header.automaticallyChangeAlpha = true
    tableView.refresh.header = header
    let view = tableView.refresh.subviews[0]
    #expect(view.alpha == 0, "hidden at rest")
    pull(tableView, by: 54)  // 27 points past the top: half the header's 54
    let half: CGFloat = 0.5
    #expect(header.pullingPercent == half)
    #expect(view.alpha == half)
    pull(tableView, by: 100)
    #expect(view.alpha == 1)
    tableView.standInLiftFinger()
    settle(tableView)
    #expect(header.state == .refreshing && view.alpha == 1)
    header.endRefreshing()
    StandInRunLoop.main.run(frames: 12)  // 0.2 s into the 0.4 s end
    #expect(view.alpha > 0 && view.alpha < 1, "fading out with the share")
    settle(tableView)
    #expect(view.alpha == 0)
    withExtendedLifetime(window) {}
  }

  @Test("what the app changes at rest draws on the next frame, with no scroll")
  func aChangeAtRestDrawsOnTheNextFrame() {
    let (window, tableView) = makeTableView()
    let header = NormalHeader(config: makeUIKitConfig()) {}
    let footer = AutoNormalFooter(config: makeUIKitConfig()) {}
    tableView.refresh.header = header
    tableView.refresh.footer = footer
    settle(tableView)
    #expect(!tableView.refresh.clock.wantsFrames && tableView.refresh.clock.wakeUpTime == nil)
    header.setTitle("Pull for news", for: .idle)
    header.lastUpdatedTimeLabel.isHidden = true
    header.stateLabel.textColor = RefreshColor(red: 1, green: 0, blue: 0)
    footer.endRefreshingWithNoMoreData()
    StandInRunLoop.main.run(frames: 1)  // UIKit draws a view's changes at its next frame
    let headerLabels = tableView.refresh.subviews[0].subviews.compactMap { $0 as? UILabel }
    #expect(headerLabels.map(\.text) == ["Pull for news", header.lastUpdatedTimeLabel.text])
    #expect(headerLabels.map(\.isHidden) == [false, true])
    #expect(headerLabels.first?.textColor.standInComponents.red == 1)
    let footerLabel = tableView.refresh.subviews[1].subviews.compactMap { $0 as? UILabel }.first
    #expect(footerLabel?.text == "No more data")
    settle(tableView)
    #expect(tableView.refresh.clock.wakeUpTime == nil, "asleep again once drawn")
    withExtendedLifetime(window) {}
  }

  @Test func aGifHeaderShowsTheFrameOfTheClocksTime() {
    UIImage.standInCatalog = ["idle": CGSize(width: 40, height: 40)]
    for index in 0..<3 {
      UIImage.standInCatalog["load\(index)"] = CGSize(width: 40, height: 40)
    }
    let (window, tableView) = makeTableView()
    let header = GifHeader(config: makeUIKitConfig()) {}
    let frames = (0..<3).map {
      RefreshImage(name: "load\($0)", size: CGSize(width: 40, height: 40))
    }
    header.setImages(frames, duration: 0.3, for: .refreshing)
    tableView.refresh.header = header
    header.beginRefreshing()
    let gif = tableView.refresh.subviews[0].subviews.compactMap { $0 as? UIImageView }.first
    StandInRunLoop.main.run(frames: 3)  // 0.05 s after the refresh began: the first frame
    #expect(gif?.image?.standInName == "load0")
    StandInRunLoop.main.run(frames: 6)  // 0.15 s: the second
    #expect(gif?.image?.standInName == "load1")
    header.endRefreshing()
    settle(tableView)
    withExtendedLifetime(window) {}
  }

  @Test("GIF frames the app made at run time are drawn as they are, beside bundle names")
  func gifFramesMadeAtRunTime() throws {
    UIImage.standInCatalog = ["bird": CGSize(width: 40, height: 40)]
    let made = try #require(UIImage(named: "bird"))  // an image object the app holds
    let (window, tableView) = makeTableView()
    let header = GifHeader(config: makeUIKitConfig()) {}
    let frame = RefreshImage(made)
    #expect(frame.size == CGSize(width: 40, height: 40))
    #expect(RefreshImage(made) == frame, "one name per image object")
    header.setImages([frame], for: .refreshing)
    tableView.refresh.header = header
    header.beginRefreshing()
    settle(tableView)
    let gif = tableView.refresh.subviews[0].subviews.compactMap { $0 as? UIImageView }.first
    #expect(gif?.image === made, "the app's own object, not one loaded by name")
    header.endRefreshing()
    settle(tableView)
    withExtendedLifetime(window) {}
  }

  @Test("the spinner's style and colour, as MJRefresh's users set them on loadingView")
  func theSpinnersStyleAndColour() throws {
    let (window, tableView) = makeTableView()
    let header = NormalHeader(config: makeUIKitConfig()) {}
    header.loadingView.style = .large
    header.loadingView.color = .gray
    tableView.refresh.header = header
    header.beginRefreshing()
    settle(tableView)
    let spinner = try #require(
      tableView.refresh.subviews[0].subviews.compactMap { $0 as? UIActivityIndicatorView }.first)
    #expect(spinner.style == .large)
    #expect(spinner.frame.size == CGSize(width: 37, height: 37))
    #expect(spinner.color?.standInComponents.red == 0.5)
    header.endRefreshing()
    settle(tableView)
    withExtendedLifetime(window) {}
  }

  @Test("a tap on the auto footer loads; elsewhere touches go through to the rows")
  func aTapOnTheAutoFooterLoads() {
    let (window, tableView) = makeTableView(rows: 5)  // short: the footer shows under the rows
    var pages = 0
    let footer = AutoNormalFooter(config: makeUIKitConfig()) { pages += 1 }
    footer.maximumFillPages = 0  // the tap alone: the short table would fill the view
    tableView.refresh.footer = footer
    let host = tableView.refresh
    #expect(host.hitTest(CGPoint(x: 100, y: 100), with: nil) == nil, "over the rows")
    let tapped = try? #require(host.hitTest(CGPoint(x: 187, y: 5 * 44 + 20), with: nil))
    #expect(tapped is RefreshComponentView)
    footer.isEnabled = false
    #expect(host.hitTest(CGPoint(x: 187, y: 5 * 44 + 20), with: nil) == nil, "disabled")
    footer.isEnabled = true
    if let tapped {
      tapped.touchesEnded([UITouch(standInAt: CGPoint(x: 187, y: 20), in: tapped)], with: nil)
    }
    #expect(pages == 1 && footer.state == .refreshing)
    #expect(footer.transitions.last?.reason == .tap)
    withExtendedLifetime(window) {}
  }

  @Test("the momentum of a fling is part of its drag: one page a fling")
  func theMomentumOfAFlingIsPartOfItsDrag() {
    let (window, tableView) = makeTableView(rows: 20)
    let footer = AutoNormalFooter(config: makeUIKitConfig())
    var pages = 0
    footer.refreshingAction = { [unowned tableView, unowned footer] in
      pages += 1
      tableView.standInRows = [20 * (pages + 1)]
      tableView.reloadData()
      footer.endRefreshing()
    }
    tableView.refresh.footer = footer
    tableView.standInTouchDown()
    while pages == 0 && tableView.contentOffset.y < 500 {
      tableView.standInMoveFinger(by: -20)
    }
    #expect(pages == 1, "the drag reached the end")
    tableView.standInLiftFinger(velocity: -4000)
    settle(tableView)
    let end = tableView.contentSize.height + tableView.adjustedContentInset.bottom - 812
    #expect(tableView.contentOffset.y == end, "the fling ran on to the new end")
    #expect(pages == 1, "UIKit's momentum counted with the drag (autoTriggerTimes 1)")
    tableView.standInTouchDown()
    tableView.standInMoveFinger(by: 20)
    tableView.standInMoveFinger(by: -40)
    #expect(pages == 2, "a new drag loads again")
    tableView.standInLiftFinger()
    settle(tableView)
    withExtendedLifetime(window) {}
  }

  @Test("attaching a component turns on bouncing along its axis, as MJRefresh does")
  func attachingTurnsOnBouncing() {
    let (window, tableView) = makeTableView(rows: 2)
    tableView.alwaysBounceVertical = false
    tableView.refresh.header = NormalHeader(config: makeUIKitConfig())
    #expect(tableView.alwaysBounceVertical, "a short list can be pulled")
    let collection = UIScrollView(frame: CGRect(x: 0, y: 0, width: 375, height: 200))
    collection.refresh.trailer = NormalTrailer(config: makeUIKitConfig())
    #expect(collection.alwaysBounceHorizontal && !collection.alwaysBounceVertical)
    withExtendedLifetime(window) {}
  }

  @Test func scrollingToTheEndLoadsTheNextPageAndTheFooterFollowsTheNewRows() {
    let (window, tableView) = makeTableView(rows: 20)
    let footer = AutoNormalFooter(config: makeUIKitConfig())
    var pages = 0
    footer.refreshingAction = { [unowned tableView, unowned footer] in
      pages += 1
      tableView.standInRows = [40]
      tableView.reloadData()
      footer.endRefreshing()
    }
    tableView.refresh.footer = footer
    #expect(tableView.refresh.model.totalDataCount == 20)
    tableView.standInTouchDown()
    while footer.state == .idle && tableView.contentOffset.y < 500 {
      tableView.standInMoveFinger(by: -20)
    }
    tableView.standInLiftFinger()
    settle(tableView)
    #expect(pages == 1)
    #expect(tableView.refresh.model.totalDataCount == 40)
    let fortyRows: CGFloat = 40 * 44
    #expect(footer.frame.minY == fortyRows)
    withExtendedLifetime(window) {}
  }

  @Test func scrollingToTheTopLoadsEarlierRowsAndTheRowsReadStayInPlace() {
    let (window, tableView) = makeTableView(rows: 40)
    let loader = LeadingNormalLoader(config: makeUIKitConfig())
    var pages = 0
    var reading: CGFloat = 0
    loader.refreshingAction = { [unowned tableView, unowned loader] in
      pages += 1
      reading = tableView.contentOffset.y
      tableView.standInRows = [40 + 20 * pages]
      tableView.reloadData()
      tableView.refresh.contentWasInsertedAtStart(20 * 44)
      loader.endRefreshing()
    }
    tableView.refresh.leadingLoader = loader
    tableView.contentOffset.y = 300
    tableView.standInTouchDown()
    while pages == 0 && tableView.contentOffset.y > -100 {
      tableView.standInMoveFinger(by: 20)
    }
    #expect(pages == 1)
    let kept: CGFloat = reading + 20 * 44
    #expect(tableView.contentOffset.y == kept)
    #expect(tableView.refresh.model.contentOffset.y == kept)
    tableView.standInMoveFinger(by: 20)
    let followed: CGFloat = kept - 20
    #expect(tableView.contentOffset.y == followed, "the finger keeps the same rows")
    tableView.standInLiftFinger()
    settle(tableView)
    #expect(loader.state == .idle)
    withExtendedLifetime(window) {}
  }

  @Test(
    "Every built-in component draws with UIKit views",
    arguments: [
      ("NormalHeader", 2, 1, 1), ("StateHeader", 2, 0, 0), ("GifHeader", 2, 1, 0),
      ("AutoStateFooter", 1, 0, 0), ("AutoNormalFooter", 1, 0, 1), ("AutoGifFooter", 1, 1, 0),
      ("BackStateFooter", 1, 0, 0), ("BackNormalFooter", 1, 1, 1), ("BackGifFooter", 1, 1, 0),
      ("StateTrailer", 1, 0, 0), ("NormalTrailer", 1, 1, 0), ("LeadingNormalLoader", 1, 0, 1),
    ])
  func everyBuiltInComponentDrawsWithUIKitViews(
    name: String, labels: Int, images: Int, spinners: Int
  ) {
    let (window, tableView) = makeTableView()
    let config = makeUIKitConfig()
    let component: RefreshComponent
    switch name {
    case "NormalHeader", "StateHeader", "GifHeader":
      let header =
        name == "NormalHeader"
        ? NormalHeader(config: config)
        : name == "StateHeader" ? StateHeader(config: config) : GifHeader(config: config)
      tableView.refresh.header = header
      component = header
    case "StateTrailer", "NormalTrailer":
      let trailer =
        name == "StateTrailer" ? StateTrailer(config: config) : NormalTrailer(config: config)
      tableView.refresh.trailer = trailer
      component = trailer
    case "LeadingNormalLoader":
      let loader = LeadingNormalLoader(config: config)
      tableView.refresh.leadingLoader = loader
      component = loader
    default:
      let footers: [String: RefreshFooter] = [
        "AutoStateFooter": AutoStateFooter(config: config),
        "AutoNormalFooter": AutoNormalFooter(config: config),
        "AutoGifFooter": AutoGifFooter(config: config),
        "BackStateFooter": BackStateFooter(config: config),
        "BackNormalFooter": BackNormalFooter(config: config),
        "BackGifFooter": BackGifFooter(config: config),
      ]
      let footer = footers[name] ?? AutoStateFooter(config: config)
      tableView.refresh.footer = footer
      component = footer
    }
    let view = tableView.refresh.subviews.first as? RefreshComponentView
    #expect(view?.frame == component.frame)
    let counts = [
      view?.subviews.count { $0 is UILabel } ?? 0,
      view?.subviews.count { $0 is UIImageView } ?? 0,
      view?.subviews.count { $0 is UIActivityIndicatorView } ?? 0,
    ]
    let expected = [labels, images, spinners]
    #expect(counts == expected)
    withExtendedLifetime(window) {}
  }

  @Test func aTrailerOnAHorizontalScrollViewRefreshesWhenPulledPastTheEnd() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 812))
    let scrollView = UIScrollView(frame: CGRect(x: 0, y: 100, width: 375, height: 200))
    window.addSubview(scrollView)
    scrollView.contentSize = CGSize(width: 1000, height: 200)
    let end: CGFloat = 1000 - 375
    scrollView.contentOffset = CGPoint(x: end, y: 0)
    var loads = 0
    let trailer = NormalTrailer(config: makeUIKitConfig()) { loads += 1 }
    scrollView.refresh.trailer = trailer
    let expectedFrame = CGRect(x: 1000, y: 0, width: 60, height: 200)
    #expect(trailer.frame == expectedFrame)

    scrollView.standInTouchDown()
    for _ in 0..<16 {
      scrollView.standInMoveFinger(by: CGPoint(x: -10, y: 0))
    }
    #expect(trailer.state == .pulling, "80 points past the end, beyond the 60-point width")
    let label = firstLabel(of: scrollView)
    #expect(label?.text == "Release to view details")
    scrollView.standInLiftFinger()
    settle(scrollView)
    #expect(trailer.state == .refreshing)
    #expect(loads == 1)
    let share: CGFloat = 60
    #expect(scrollView.contentInset.right == share)
    trailer.endRefreshing()
    settle(scrollView)
    #expect(trailer.state == .idle)
    #expect(scrollView.contentInset.right == 0)
    #expect(scrollView.contentOffset.x == end)
    withExtendedLifetime(window) {}
  }

  /// The first label of the first component view of `scrollView`.
  private func firstLabel(of scrollView: UIScrollView) -> UILabel? {
    scrollView.refresh.subviews.first?.subviews.compactMap { $0 as? UILabel }.first
  }

  @Test func aCustomComponentDrawsWithItsOwnView() {
    final class BannerHeader: RefreshHeader, UIKitRefreshViewProviding {
      let banner = UILabel(frame: .zero)
      func makeRefreshView() -> UIView { self.banner }
      override func stateDidChange(from oldState: RefreshState) {
        super.stateDidChange(from: oldState)
        self.banner.text = "\(self.state)"
      }
    }
    let (window, tableView) = makeTableView()
    let header = BannerHeader(config: makeUIKitConfig())
    tableView.refresh.header = header
    #expect(tableView.refresh.subviews.first === header.banner)
    pull(tableView, by: 150)
    #expect(header.banner.text == "pulling")
    #expect(header.banner.frame == header.frame)
    tableView.standInLiftFinger()
    settle(tableView)
    header.endRefreshing()
    settle(tableView)
    withExtendedLifetime(window) {}
  }

  @Test func theHeaderScrollsIntoViewSmoothlyWithoutAnEcho() {
    let (window, tableView) = makeTableView()
    let header = NormalHeader(config: makeUIKitConfig()) {}
    tableView.refresh.header = header
    nonisolated(unsafe) var writes = 0
    nonisolated(unsafe) var offsets: [CGFloat] = []
    let token = tableView.observe(\.contentOffset, options: [.new]) { _, change in
      writes += 1
      offsets.append(change.newValue?.y ?? 0)
    }
    header.beginRefreshing()
    settle(tableView)
    #expect(tableView.contentOffset.y == -98)
    #expect(writes > 5 && writes < 30, "one write a frame of the 0.25 s scroll, no echo")
    #expect(offsets == offsets.sorted(by: >), "the header scrolls into view, never jumps back")
    #expect(offsets.first.map { $0 > -50 } == true, "from the top, not at once")
    header.endRefreshing()
    settle(tableView)
    withExtendedLifetime((window, token)) {}
  }

  // MARK: - Accessibility and appearance

  @Test func voiceOverReadsTheComponentAndHearsEachTransition() {
    let (window, tableView) = makeTableView()
    let header = NormalHeader(config: makeUIKitConfig())
    tableView.refresh.header = header
    let view = try? #require(tableView.refresh.subviews.first as? RefreshComponentView)
    #expect(view?.isAccessibilityElement == true)
    #expect(view?.accessibilityLabel == "Refresh")
    #expect(view?.accessibilityValue == "Pull down to refresh")
    UIAccessibility.standInPosted = []
    header.beginRefreshing()
    settle(tableView)
    #expect(view?.accessibilityValue == "Loading...")
    header.endRefreshing()
    settle(tableView)
    #expect(
      UIAccessibility.standInPosted.map { $0.argument as? String } == ["Loading...", "Refreshed"])
    #expect(UIAccessibility.standInPosted.allSatisfy { $0.notification == .announcement })
    withExtendedLifetime(window) {}
  }

  @Test func voiceOversScrollRefreshesOnlyAtTheTop() {
    let (window, tableView) = makeTableView()
    let header = NormalHeader(config: makeUIKitConfig())
    tableView.refresh.header = header
    #expect(!tableView.refresh.accessibilityScroll(.down), "no footer")
    tableView.contentOffset.y = 100
    #expect(!tableView.refresh.accessibilityScroll(.up), "not at the top")
    tableView.contentOffset.y = -tableView.adjustedContentInset.top
    #expect(tableView.refresh.accessibilityScroll(.up))
    #expect(header.state == .refreshing)
    header.endRefreshing()
    settle(tableView)
    withExtendedLifetime(window) {}
  }

  @Test func roleColoursFollowTheAppearance() {
    let text = UIColor(RefreshColor.text)
    let light = text.resolvedColor(with: UITraitCollection(userInterfaceStyle: .light))
    let dark = text.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark))
    #expect(light.standInComponents.red == 90.0 / 255)
    #expect(dark.standInComponents.red == 200.0 / 255)
    let fixed = UIColor(RefreshColor(red: 1, green: 0, blue: 0))
    #expect(fixed.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark)) === fixed)
  }

  @Test("a pull past the second floor opens it over the screen, and a push closes it")
  func theSecondFloorOnATableView() {
    let (window, tableView) = makeTableView()
    let header = NormalHeader(config: makeUIKitConfig()) {}
    header.secondFloor = SecondFloor()
    tableView.refresh.header = header
    let floor = UIView(frame: .zero)
    tableView.refresh.secondFloorView = floor
    #expect(tableView.refresh.subviews.first === floor, "behind the header")
    #expect(floor.isHidden, "none of it shows at rest")
    pull(tableView, by: 400)
    #expect(header.state == .secondFloorArmed)
    #expect(!floor.isHidden)
    tableView.standInLiftFinger()
    settle(tableView)
    #expect(header.state == .secondFloorOpen)
    let open: CGFloat = -812
    #expect(tableView.contentOffset.y == open, "the floor fills the screen below the bar")
    #expect(floor.frame == CGRect(x: 0, y: -768, width: 375, height: 768))
    tableView.standInTouchDown()
    for _ in 0..<10 {
      tableView.standInMoveFinger(by: -10)  // a push up of 100
    }
    tableView.standInLiftFinger()
    settle(tableView)
    #expect(header.state == .idle)
    let top: CGFloat = -44
    #expect(tableView.contentOffset.y == top)
    #expect(tableView.contentInset.top == 0, "the floor's share is gone")
    #expect(floor.isHidden)
    withExtendedLifetime(window) {}
  }

  @Test("VoiceOver opens the floor from the header's actions and leaves it by escape")
  func voiceOverReachesTheSecondFloor() throws {
    let (window, tableView) = makeTableView()
    let header = NormalHeader(config: makeUIKitConfig()) {}
    header.secondFloor = SecondFloor()
    tableView.refresh.header = header
    let floor = UIView(frame: .zero)
    let backButton = UIView(frame: .zero)
    floor.addSubview(backButton)
    tableView.refresh.secondFloorView = floor
    let view = try #require(tableView.refresh.subviews.last as? RefreshComponentView)
    #expect(view.accessibilityCustomActions?.map(\.name) == ["Open the second floor"])
    let open = try #require(view.accessibilityCustomActions?.first)
    #expect(!UIAccessibility.standInPerformEscape(from: view), "nothing to leave")
    #expect(open.standInPerform())
    settle(tableView)
    #expect(header.state == .secondFloorOpen)
    let openOffset: CGFloat = -812
    #expect(tableView.contentOffset.y == openOffset)
    #expect(view.accessibilityCustomActions?.map(\.name) == ["Close the second floor"])
    #expect(!open.standInPerform(), "an old rotor entry does nothing now")
    #expect(UIAccessibility.standInPerformEscape(from: backButton), "the host view escapes")
    #expect(header.state == .closingSecondFloor)
    settle(tableView)
    #expect(header.state == .idle)
    #expect(tableView.contentOffset.y == -44)
    #expect(!UIAccessibility.standInPerformEscape(from: backButton), "the escape goes on")
    // At rest nothing moves, so nothing is drawn: VoiceOver still hears the actions as they are.
    header.secondFloor = nil
    #expect(view.accessibilityCustomActions == nil, "no floor, no actions")
    header.secondFloor = SecondFloor()
    #expect(view.accessibilityCustomActions?.map(\.name) == ["Open the second floor"])
    withExtendedLifetime(window) {}
  }

  @Test("UI tests find each component by an identifier that names its state now")
  func uiTestsFindEachComponentByItsIdentifier() throws {
    let (window, tableView) = makeTableView()
    let header = NormalHeader(config: makeUIKitConfig()) {}
    tableView.refresh.header = header
    tableView.refresh.footer = AutoNormalFooter(config: makeUIKitConfig()) {}
    let views = tableView.refresh.subviews.compactMap { $0 as? RefreshComponentView }
    #expect(
      views.compactMap(\.accessibilityIdentifier).sorted() == [
        "refreshkit.footer.idle", "refreshkit.header.idle",
      ])
    header.beginRefreshing()  // no frame drawn yet: the query still sees the state
    let headerView = try #require(views.first { $0.accessibilityComponent === header })
    #expect(headerView.accessibilityIdentifier == "refreshkit.header.refreshing")
    header.endRefreshing()
    settle(tableView)
    #expect(headerView.accessibilityIdentifier == "refreshkit.header.idle")
    withExtendedLifetime(window) {}
  }
}
#endif
