import Foundation
import RefreshKit
import TestSupport
import Testing

/// The auto footer's numbers, mirrored at the start: frame 600, content 1000, loader 44.
@MainActor
@Suite(.idleClocks) struct LeadingLoaderTests {
  private func attachLoader(
    _ log: CallLog = CallLog(), contentHeight: CGFloat = 1000, offset: CGFloat = 400
  ) -> (LeadingNormalLoader, ScrollModel, ManualAnimationClock) {
    let (scroll, clock) = makeScrollModel(contentHeight: contentHeight)
    let loader = LeadingNormalLoader(config: makeConfig()) { log.record("load") }
    scroll.leadingLoader = loader
    scroll.contentOffset.y = offset
    return (loader, scroll, clock)
  }

  @Test func theLoaderSitsRightAboveTheContentAndHolds44AboveIt() {
    let (loader, scroll, _) = attachLoader()
    #expect(loader.frame == CGRect(x: 0, y: -44, width: 375, height: 44))
    #expect(scroll.adjustedContentInset.top == 44)
    #expect(scroll.minimumContentOffset.y == -44)
    #expect(loader.stateLabel.text == "Tap to load earlier items")
    #expect(loader.accessibility.label == "Load earlier items")
  }

  @Test func itTriggersAtTheTopWhileScrollingUpAndRunsTheActionAtOnce() {
    let log = CallLog()
    let (loader, scroll, _) = attachLoader(log)
    drag(scroll, from: 400, to: -43)
    #expect(loader.state == .idle)
    scroll.drag(toOffsetY: -44)
    #expect(loader.state == .refreshing)
    #expect(log.entries == ["load"])
    #expect(loader.transitions.last?.reason == .automatic)
    #expect(loader.stateLabel.text == "Loading earlier items...")
    #expect(loader.loadingView.isAnimating)
  }

  @Test(
    "The percent and the preload distance move the trigger away from the top",
    arguments: [(CGFloat(0.5), CGFloat(0), CGFloat(-22)), (1, 1, 556), (0.5, 0.5, 278)])
  func thePercentAndPreloadMoveTheTrigger(percent: CGFloat, screens: CGFloat, at: CGFloat) {
    let (loader, scroll, _) = attachLoader(contentHeight: 3000, offset: 1500)
    loader.triggerAutomaticallyRefreshPercent = percent
    loader.preloadScreens = screens
    drag(scroll, from: 1500, to: at + 1)
    #expect(loader.state == .idle)
    scroll.drag(toOffsetY: at)
    #expect(loader.state == .refreshing)
  }

  @Test func movingDownPastTheThresholdDoesNotTrigger() {
    let (loader, scroll, _) = attachLoader()
    loader.automaticallyRefresh = false
    scroll.contentOffset.y = -44
    loader.automaticallyRefresh = true
    drag(scroll, from: -44, to: 200)
    #expect(loader.state == .idle)
  }

  @Test func aDragThatEndsAtTheTopLoadsEvenWithAutomaticRefreshOff() {
    let (loader, scroll, clock) = attachLoader()
    loader.automaticallyRefresh = false
    drag(scroll, from: 400, to: -60)
    #expect(loader.state == .idle)
    scroll.endDragging()
    #expect(loader.state == .refreshing)
    #expect(loader.transitions.last?.reason == .automatic)
    clock.run()
  }

  @Test func earlierItemsInsertedWhileLoadingKeepTheReaderWhereTheyWere() {
    let (loader, scroll, clock) = attachLoader()
    drag(scroll, from: 400, to: -44)
    scroll.endDragging()
    #expect(loader.state == .refreshing)
    let before = scroll.contentOffset.y
    scroll.insertContentAtStart(960)
    loader.endRefreshing()
    clock.run()
    let after: CGFloat = before + 960
    #expect(scroll.contentOffset.y == after)
    #expect(loader.state == .idle)
    #expect(loader.pullingPercent == 0)
    #expect(loader.frame.origin.y == -44)
  }

  @Test func noMoreDataIsTheBeginningOfTheConversationAndNeverTriggers() {
    let log = CallLog()
    let (loader, scroll, _) = attachLoader(log)
    loader.setTitle("Beginning of conversation", for: .noMoreData)
    loader.endRefreshingWithNoMoreData()
    drag(scroll, from: 400, to: -80)
    scroll.endDragging()
    #expect(loader.state == .noMoreData)
    #expect(loader.stateLabel.text == "Beginning of conversation")
    #expect(log.entries.isEmpty)
  }

  @Test func aFlingThatKeepsGoingLoadsEveryPageOnceAndNeverStalls() {
    let (scroll, clock) = makeScrollModel(contentHeight: 2000)
    var pages = 0
    let loader = LeadingNormalLoader(config: makeConfig())
    loader.refreshingAction = { [unowned loader, unowned scroll] in
      pages += 1
      scroll.insertContentAtStart(300)
      if pages == 4 {
        loader.endRefreshingWithNoMoreData()
      } else {
        loader.endRefreshing()
      }
    }
    scroll.leadingLoader = loader
    scroll.contentOffset.y = 1400
    scroll.beginDragging()
    scroll.drag(translationY: 40)
    scroll.endDragging(velocity: CGPoint(x: 0, y: -7000))
    clock.run()
    #expect(pages == 4)
    #expect(loader.state == .noMoreData)
    #expect(loader.transitions.filter { $0.to == .refreshing }.count == 4)
  }

  @Test func aTapLoadsAndAFailureSaysHowToRetry() {
    let (loader, scroll, _) = attachLoader()
    #expect(loader.stateLabelTapped())
    loader.endRefreshing(result: .failure(CancellationError()))
    #expect(loader.showsFailure)
    #expect(loader.stateLabel.text == "Load failed. Tap to retry")
    #expect(loader.stateLabelTapped())
    #expect(loader.transitions.last?.reason == .tap)
    withExtendedLifetime(scroll) {}
  }

  @Test func onTheHorizontalAxisItSitsLeftOfTheContent() {
    let (scroll, _) = makeScrollModel(contentHeight: 600, contentWidth: 2000)
    let loader = LeadingNormalLoader(config: makeConfig())
    loader.axis = .horizontal
    scroll.leadingLoader = loader
    #expect(loader.frame == CGRect(x: -44, y: 0, width: 44, height: 600))
    #expect(scroll.adjustedContentInset.left == 44)
    #expect(scroll.adjustedContentInset.top == 0)
    #expect(scroll.alwaysBounceHorizontal)
    scroll.contentOffset.x = 300
    scroll.beginDragging()
    scroll.drag(to: CGPoint(x: -43, y: 0))
    #expect(loader.state == .idle)
    scroll.drag(to: CGPoint(x: -44, y: 0))
    #expect(loader.state == .refreshing)
  }

  @Test func rightToLeftAHorizontalListStartsAtItsRightAndTheLoaderSitsThere() {
    let (scroll, _) = makeScrollModel(contentHeight: 600, contentWidth: 2000)
    let config = makeConfig(language: "ar")
    let loader = LeadingNormalLoader(config: config)
    loader.axis = .horizontal
    scroll.leadingLoader = loader
    #expect(loader.frame == CGRect(x: 2000, y: 0, width: 44, height: 600))
    #expect(scroll.adjustedContentInset.right == 44)
    #expect(scroll.adjustedContentInset.left == 0)
    scroll.beginDragging()
    scroll.drag(to: CGPoint(x: 1668, y: 0))
    #expect(loader.state == .idle)
    scroll.drag(to: CGPoint(x: 1669, y: 0))
    #expect(loader.state == .refreshing)
  }

  @Test func aHiddenLoaderHoldsNoInsetAndDoesNotTrigger() {
    let (loader, scroll, _) = attachLoader()
    loader.isHidden = true
    #expect(scroll.adjustedContentInset.top == 0)
    drag(scroll, from: 400, to: -60)
    #expect(loader.state == .idle)
  }

  @Test(arguments: ["en", "de", "ja", "zh-Hans", "ar"])
  func theTitlesAreLocalized(language: String) {
    let loader = LeadingNormalLoader(config: makeConfig(language: language))
    let titles = [RefreshState.idle, .refreshing, .noMoreData].compactMap(loader.title(for:))
    #expect(titles.count == 3)
    #expect(Set(titles).count == 3)
    if language != "en" {
      #expect(!titles.contains("Tap to load earlier items"))
    }
  }

  @Test func theSpinnerKeepsTheLabelsGapFromTheText() {
    let (loader, scroll, _) = attachLoader()
    let before = loader.loadingView.frame.midX
    loader.labelLeftInset += 15
    let expected: CGFloat = before - 15
    #expect(loader.loadingView.frame.midX == expected)
    withExtendedLifetime(scroll) {}
  }
}
