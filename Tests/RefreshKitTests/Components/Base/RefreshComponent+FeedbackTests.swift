import Foundation
import RefreshKit
import TestSupport
import Testing

/// Feedback events for haptics: each crossing of the trigger, the start of a refresh the user
/// began, and its end with its result; nothing for the app's own refreshes unless asked for.
@MainActor
@Suite(.idleClocks) struct RefreshComponentFeedbackTests {
  @Test func crossUncrossCrossInOneDragGivesTwoCrossings() {
    let header = NormalHeader(config: makeConfig())
    let (scroll, clock) = attach(header, top: 0)
    var events: [String] = []
    header.feedbackHandler = { events.append("\($0)") }
    scroll.beginDragging()
    scroll.drag(translationY: 150)  // 75 points past the top: past the 54-point trigger
    scroll.drag(translationY: 60)  // back to 30
    scroll.drag(translationY: 150)
    #expect(events == ["thresholdCrossed", "thresholdCrossed"])
    scroll.endDragging()
    clock.advance(by: 1.0 / 60)
    #expect(events == ["thresholdCrossed", "thresholdCrossed", "refreshStarted"])
    header.endRefreshing()
    #expect(events.last == "refreshFinished(success)")
    clock.run()
  }

  @Test func aProgrammaticRefreshIsSilentUnlessAskedFor() {
    let header = NormalHeader(config: makeConfig())
    let (scroll, clock) = attach(header)
    var events: [String] = []
    header.feedbackHandler = { events.append("\($0)") }
    header.beginRefreshing()
    clock.run()
    header.endRefreshing()
    clock.run()
    #expect(events.isEmpty)
    header.reportsFeedbackForProgrammaticRefreshes = true
    header.beginRefreshing()
    clock.run()
    header.endRefreshing()
    clock.run()
    #expect(events == ["refreshStarted", "refreshFinished(success)"])
    withExtendedLifetime(scroll) {}
  }

  @Test func aThrowingActionFinishesWithItsFailure() async {
    struct Offline: Error {}
    let header = NormalHeader(config: makeConfig())
    let (scroll, clock) = attach(header)
    var events: [RefreshFeedback] = []
    header.feedbackHandler = { events.append($0) }
    header.reportsFeedbackForProgrammaticRefreshes = true
    header.asyncRefreshingAction = { throw Offline() }
    header.beginRefreshing()
    clock.advance(by: 0.25)
    for _ in 0..<1000 where header.isRefreshing {
      await Task.yield()
    }
    #expect(events.map(\.description) == ["refreshStarted", "refreshFinished(failure)"])
    if case .refreshFinished(.failure(let error)) = events.last {
      #expect(error is Offline)
    }
    clock.run()
    withExtendedLifetime(scroll) {}
  }

  @Test func anAbandonedRefreshReportsNoEnd() {
    let header = NormalHeader(config: makeConfig())
    let (scroll, clock) = attach(header, top: 0)
    var events: [String] = []
    header.feedbackHandler = { events.append("\($0)") }
    scroll.beginDragging()
    scroll.drag(translationY: 150)
    scroll.endDragging()
    clock.advance(by: 1.0 / 60)
    scroll.header = nil
    clock.run()
    #expect(events == ["thresholdCrossed", "refreshStarted"])
  }

  @Test func anAutoFootersOwnTriggerIsTheUsers() {
    let footer = AutoNormalFooter(config: makeConfig())
    let (scroll, clock) = attachFooter(footer)
    var events: [String] = []
    footer.feedbackHandler = { events.append("\($0)") }
    scroll.beginDragging()
    scroll.drag(translationY: -500)  // the content's end comes into view
    #expect(footer.state == .refreshing)
    #expect(events == ["refreshStarted"], "no threshold: an auto footer loads as it appears")
    footer.endRefreshingWithNoMoreData()
    #expect(events == ["refreshStarted", "refreshFinished(success)"])
    scroll.endDragging()
    clock.run()
  }

  @Test func anActionThatEndsAtOnceReportsTheStartBeforeTheFinish() {
    let footer = AutoNormalFooter(config: makeConfig())
    footer.refreshingAction = { [weak footer] in footer?.endRefreshing() }
    let (scroll, clock) = attachFooter(footer)
    var events: [String] = []
    footer.feedbackHandler = { events.append("\($0)") }
    footer.reportsFeedbackForProgrammaticRefreshes = true
    footer.beginRefreshing()
    #expect(events == ["refreshStarted", "refreshFinished(success)"])
    clock.run()
    withExtendedLifetime(scroll) {}
  }

  @Test func aBackFooterAndATrailerCrossTheirThresholdsToo() {
    let footer = BackNormalFooter(config: makeConfig())
    let (scroll, clock) = attachFooter(footer)
    var events: [String] = []
    footer.feedbackHandler = { events.append("\($0)") }
    scroll.beginDragging()
    scroll.drag(translationY: -600)  // 400 to the end, then 100 past it at half speed
    #expect(footer.state == .pulling)
    scroll.endDragging()
    clock.advance(by: 1.0 / 60)
    #expect(events == ["thresholdCrossed", "refreshStarted"])
    footer.endRefreshing()
    clock.run()

    let trailer = NormalTrailer(config: makeConfig())
    let (wide, wideClock) = makeScrollModel(contentWidth: 1000)
    wide.trailer = trailer
    var trailerEvents: [String] = []
    trailer.feedbackHandler = { trailerEvents.append("\($0)") }
    wide.contentOffset.x = 625
    wide.beginDragging()
    wide.drag(translation: CGPoint(x: -200, y: 0))
    #expect(trailer.state == .pulling)
    #expect(trailerEvents == ["thresholdCrossed"])
    wide.endDragging()
    wideClock.run()
    #expect(trailerEvents == ["thresholdCrossed", "refreshStarted"])
    trailer.endRefreshing()
    wideClock.run()
  }

  struct Offline: Error {}

  /// What a `refreshFinished` handler does.
  enum Reentry: String, CaseIterable, CustomTestStringConvertible {
    case begin, detach
    var testDescription: String { self.rawValue }
  }

  @Test(
    "a footer's refreshFinished handler that begins or detaches sees a finished change",
    arguments: Reentry.allCases)
  func aFootersHandlerReenters(reentry: Reentry) {
    let footer = AutoNormalFooter(config: makeConfig())
    let (scroll, clock) = attachFooter(footer)
    footer.reportsFeedbackForProgrammaticRefreshes = true
    var handled = 0
    footer.feedbackHandler = { [unowned footer, unowned scroll] event in
      guard case .refreshFinished = event, handled == 0 else {
        return
      }
      handled += 1
      switch reentry {
      case .begin: footer.beginRefreshing()
      case .detach: scroll.footer = nil
      }
    }
    footer.beginRefreshing()
    footer.endRefreshing(result: .failure(Offline()))
    #expect(handled == 1)
    switch reentry {
    case .begin:
      #expect(footer.state == .refreshing)
      #expect(footer.displayedResult == nil, "a refreshing footer shows no failure")
      #expect(footer.stateLabel.text == "Loading...")
      footer.endRefreshing()
    case .detach:
      #expect(footer.displayedResult == nil && footer.consecutiveFailures == 0)
      scroll.footer = footer
      #expect(footer.stateLabel.text == "Tap or pull up to load more", "not stuck on the failure")
    }
    clock.run()
    withExtendedLifetime(scroll) {}
  }

  @Test("a header's refreshFinished handler that begins again: the finished refresh saved its time")
  func aHeadersHandlerBeginsAgain() {
    let header = NormalHeader(config: makeConfig())
    let (scroll, clock) = attach(header)
    header.reportsFeedbackForProgrammaticRefreshes = true
    var handled = 0
    header.feedbackHandler = { [unowned header] event in
      if case .refreshFinished = event, handled == 0 {
        handled += 1
        header.beginRefreshing()
      }
    }
    header.beginRefreshing()
    clock.advance(by: 1)
    #expect(header.lastUpdatedTime == nil)
    header.endRefreshing()
    #expect(handled == 1 && header.state == .refreshing)
    #expect(header.lastUpdatedTime != nil, "the end of the first refresh ran")
    header.endRefreshing()
    clock.run()
    withExtendedLifetime(scroll) {}
  }

  @Test("a header detached by its refreshFinished handler announces nothing more")
  func aHeaderDetachedByItsHandler() {
    let header = NormalHeader(config: makeConfig())
    let (scroll, clock) = attach(header)
    header.reportsFeedbackForProgrammaticRefreshes = true
    var heard: [String] = []
    header.accessibility.announcementHandler = { heard.append($0) }
    header.feedbackHandler = { [unowned scroll] event in
      if case .refreshFinished = event {
        scroll.header = nil
      }
    }
    header.beginRefreshing()
    clock.advance(by: 1)
    header.endRefreshing()
    #expect(scroll.header == nil)
    #expect(heard == [header.title(for: .refreshing)].compactMap { $0 }, "\(heard)")
    clock.run()
  }
}
