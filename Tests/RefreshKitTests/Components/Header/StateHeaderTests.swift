import Foundation
import RefreshKit
import TestSupport
import Testing

@MainActor
@Suite(.idleClocks) struct StateHeaderTests {
  private func makeStateHeader(now: Date = Date(timeIntervalSince1970: 1_700_000_000))
    -> StateHeader
  {
    let header = StateHeader(config: makeConfig()) {}
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
    header.lastUpdatedTimeCalendar = calendar
    header.currentDate = { now }
    return header
  }

  private func date(_ text: String) -> Date {
    let formatter = ISO8601DateFormatter()
    return formatter.date(from: text) ?? .distantPast
  }

  @Test func theStateLabelShowsTheTitleOfEachState() {
    let header = makeStateHeader()
    let (scroll, clock) = attach(header, top: 0)
    #expect(header.stateLabel.text == "Pull down to refresh")
    scroll.drag(toOffsetY: -60)
    #expect(header.stateLabel.text == "Release to refresh")
    scroll.endDragging()
    clock.run()
    #expect(header.stateLabel.text == "Loading...")
    header.endRefreshing()
    #expect(header.stateLabel.text == "Pull down to refresh")
    clock.run()
  }

  @Test func aTitleSetAtAnyTimeShowsAtOnceAndNilBringsTheDefaultBack() {
    let header = makeStateHeader()
    header.setTitle("Pull!", for: .idle).setTitle("Let go!", for: .pulling)
    #expect(header.stateLabel.text == "Pull!")
    #expect(header.title(for: .pulling) == "Let go!")
    header.setTitle(nil, for: .idle)
    #expect(header.stateLabel.text == "Pull down to refresh")
  }

  @Test func waitingToRefreshShowsTheRefreshingTitle() {
    let header = makeStateHeader()
    header.beginRefreshing()
    #expect(header.state == .willRefresh)
    #expect(header.stateLabel.text == "Loading...")
    #expect(header.title(for: .noMoreData) == nil)
  }

  @Test func withNoRecordTheTimeLabelSaysSo() {
    let header = makeStateHeader()
    #expect(header.lastUpdatedTimeLabel.text == "Last update: No record")
  }

  @Test func aTimeOnTheSameDayReadsTodayWithTheHourAndMinute() {
    let now = date("2026-11-22T18:30:00Z")
    let header = makeStateHeader(now: now)
    #expect(
      header.lastUpdatedTimeDescription(for: date("2026-11-22T09:41:00Z"))
        == "Last update: Today 09:41")
  }

  @Test func theSameDayOfAnotherMonthIsNotTodayUnlikeMJRefresh() {
    let header = makeStateHeader(now: date("2026-11-05T12:00:00Z"))
    #expect(
      header.lastUpdatedTimeDescription(for: date("2026-10-05T09:41:00Z"))
        == "Last update: 10-05 09:41")
  }

  @Test func theSameDayOfAnotherYearShowsTheYear() {
    let header = makeStateHeader(now: date("2026-11-05T12:00:00Z"))
    #expect(
      header.lastUpdatedTimeDescription(for: date("2025-11-05T09:41:00Z"))
        == "Last update: 2025-11-05 09:41")
  }

  @Test func theTimeIsSavedWhenARefreshEndsAndShownAfterwards() {
    let now = date("2026-11-22T09:41:00Z")
    let header = makeStateHeader(now: now)
    let (scroll, clock) = attach(header)
    header.beginRefreshing()
    clock.run()
    header.endRefreshing()
    #expect(header.lastUpdatedTimeLabel.text == "Last update: Today 09:41")
    clock.run()
    withExtendedLifetime(scroll) {}
  }

  @Test func theTimeLabelStopsSayingTodayOnceTheDayHasPassed() {
    // The label's text is reused between state changes while the day lasts: the next state
    // change after midnight must not show yesterday's "Today".
    let header = makeStateHeader(now: date("2026-11-22T09:41:00Z"))
    let (scroll, clock) = attach(header)
    header.beginRefreshing()
    clock.run()
    header.endRefreshing()
    clock.run()
    #expect(header.lastUpdatedTimeLabel.text == "Last update: Today 09:41")
    let beforeMidnight = date("2026-11-22T23:59:59Z")
    header.currentDate = { beforeMidnight }
    scroll.beginDragging()
    scroll.drag(toOffsetY: -150)
    #expect(header.state == .pulling)
    #expect(header.lastUpdatedTimeLabel.text == "Last update: Today 09:41")
    let midnight = date("2026-11-23T00:00:00Z")
    header.currentDate = { midnight }
    scroll.drag(toOffsetY: -70)
    #expect(header.state == .idle)
    #expect(header.lastUpdatedTimeLabel.text == "Last update: 11-22 09:41")
    header.config.languageCode = "zh-Hans"
    #expect(header.lastUpdatedTimeLabel.text == "最后更新：11-22 09:41")
    withExtendedLifetime(scroll) {}
  }

  @Test func aCustomFormatReceivesNilWhenThereIsNoRecordWithoutCrashing() {
    let header = makeStateHeader()
    var received: [Date?] = []
    header.lastUpdatedTimeText = { date in
      received.append(date)
      return date == nil ? "never" : "once"
    }
    #expect(header.lastUpdatedTimeLabel.text == "never")
    #expect(received == [nil])
  }

  @Test func changingTheKeyShowsTheTimeStoredUnderTheNewKey() {
    let header = makeStateHeader(now: date("2026-11-22T18:00:00Z"))
    header.lastUpdatedTimeStore.setLastUpdatedTime(date("2026-11-22T07:05:00Z"), forKey: "Feed")
    header.lastUpdatedTimeKey = "Feed"
    #expect(header.lastUpdatedTimeLabel.text == "Last update: Today 07:05")
  }

  @Test func aHiddenTimeLabelIsNotUpdated() {
    let header = makeStateHeader()
    header.lastUpdatedTimeLabel.isHidden = true
    header.lastUpdatedTimeLabel.text = nil
    header.lastUpdatedTimeKey = "Other"
    #expect(header.lastUpdatedTimeLabel.text == nil)
  }

  @Test("a time label shown again shows the time as it is then")
  func aTimeLabelShownAgainShowsTheTimeAsItIsThen() {
    let header = makeStateHeader()
    header.lastUpdatedTimeLabel.isHidden = true
    let (scroll, clock) = attach(header)
    header.beginRefreshing()
    clock.run()
    header.endRefreshing()
    clock.run()
    #expect(header.lastUpdatedTimeLabel.text == "Last update: No record", "hidden: not updated")
    header.lastUpdatedTimeLabel.isHidden = false
    #expect(header.lastUpdatedTimeLabel.text?.hasPrefix("Last update: Today") == true)
    withExtendedLifetime(scroll) {}
  }

  @Test func theLabelsShareTheHeaderOrTheStateLabelFillsItAlone() {
    let header = makeStateHeader()
    let (scroll, clock) = attach(header)
    #expect(header.stateLabel.frame == CGRect(x: 0, y: 0, width: 375, height: 27))
    #expect(header.lastUpdatedTimeLabel.frame == CGRect(x: 0, y: 27, width: 375, height: 27))
    header.lastUpdatedTimeLabel.isHidden = true
    header.height = 60
    #expect(header.stateLabel.frame == CGRect(x: 0, y: 0, width: 375, height: 60))
    #expect(clock.isIdle)
    withExtendedLifetime(scroll) {}
  }

  @Test func withTheStateLabelHiddenNothingIsLaidOut() {
    let header = makeStateHeader()
    header.stateLabel.isHidden = true
    header.stateLabel.frame = .zero
    let (scroll, clock) = attach(header)
    #expect(header.stateLabel.frame == .zero)
    #expect(clock.isIdle)
    withExtendedLifetime(scroll) {}
  }

  @Test func theLabelLeftInsetIs25AndRefusesNegativeValues() {
    let header = makeStateHeader()
    #expect(header.labelLeftInset == 25)
    let (_, diagnostics) = Diagnostics.collect { header.labelLeftInset = -5 }
    #expect(header.labelLeftInset == 0)
    #expect(diagnostics.map(\.kind) == [.negativeValueClamped])
  }
}
