import Foundation
import RefreshKit

/// What the demo shows: a list of stories in a scroll model, with a `NormalHeader` that reloads the
/// first page and an `AutoNormalFooter` that loads the next, from a source that answers after a
/// delay on the clock.
///
/// Three pages of stories; then there is no more data. The loaders follow RefreshKit's
/// cooperating rules (`loaderRules = .cooperating`; MJRefresh's, the default, run them
/// independently): a reload waits for a page under way, which is the source's own request and
/// cannot be cancelled, so no page is asked for twice; with short pages the footer loads the
/// next ones by itself until the screen is full. A page asked for a list that a reload replaced
/// meanwhile (with loaders that do not take turns) is dropped when it arrives, never appended.
@MainActor
final class DemoScene {
  static let rowHeight: CGFloat = 40
  static let pageCount = 3
  static let latency: TimeInterval = 1
  static let fastLatency: TimeInterval = 0.1
  static let minimumRefreshingDuration: TimeInterval = 1
  static let staleInterval: TimeInterval = 600
  static let resultDisplayDuration: TimeInterval = 1
  static let retry = RefreshRetryPolicy(limit: 2, delay: 1, multiplier: 2)
  /// The stories on a page with short pages on: fewer than the screen holds.
  static let shortPageSize = 2

  /// What a failing source answers.
  struct Offline: Error {}

  let clock: any AnimationClock
  let config: RefreshConfig
  let scroll: ScrollModel
  let header: NormalHeader
  let footer: AutoNormalFooter
  /// The number of stories on a page, with short pages off.
  let pageSize: Int
  /// The number of stories on a page now.
  private(set) var storiesPerPage: Int
  /// The stories the source has: three pages' worth.
  var totalStories: Int { self.pageSize * Self.pageCount }
  /// What the list's loaders last did that the status line tells: a page dropped.
  private(set) var lastNote: String?
  private(set) var stories: [String] = []
  /// The last feedback event of the header or the footer, and when it came: what a host would
  /// play as a haptic.
  private var feedback: (event: String, time: TimeInterval)?
  /// How long the status line shows a feedback event: a haptic is a moment, not a state.
  static let feedbackShown: TimeInterval = 1

  /// The feedback event of the last second, if any.
  var lastFeedback: String? {
    guard let feedback, self.clock.now - feedback.time < Self.feedbackShown else {
      return nil
    }
    return feedback.event
  }
  /// How far the calendar has been moved on by coming back later.
  private var timeAway: TimeInterval = 0
  /// How long the source takes to answer.
  private(set) var latency = DemoScene.latency
  private var pages: RefreshPagination
  private var finger = DemoFinger()
  /// Whether the source fails every load.
  private(set) var failsLoads = false
  /// Whether the status line shows what VoiceOver last said.
  var showsAnnouncements = false
  /// What VoiceOver last said, about the header or the footer.
  private(set) var lastAnnouncement: String?
  /// Whether the host draws in dark mode: the labels take their roles' dark shades.
  var isDark = false

  /// Creates the scene with the first page loaded.
  ///
  /// - Parameters:
  ///   - clock: The clock for the physics, the animations and the source's delay.
  ///   - viewportHeight: The height of the list's viewport, in points.
  ///   - pageSize: The number of stories on a page.
  ///   - now: What the header takes as the current date, for its last-updated time.
  init(
    clock: any AnimationClock, viewportHeight: CGFloat, pageSize: Int,
    now: @escaping @MainActor () -> Date
  ) {
    self.clock = clock
    self.pageSize = pageSize
    self.storiesPerPage = pageSize
    self.pages = RefreshPagination(pageSize: pageSize)
    self.config = RefreshConfig()
    self.config.languageCode = "en"
    self.config.lastUpdatedTimeStore = InMemoryLastUpdatedTimeStore()
    self.scroll = ScrollModel(
      frame: CGRect(x: 0, y: 0, width: 375, height: viewportHeight), clock: clock)
    self.header = NormalHeader(config: self.config)
    self.footer = AutoNormalFooter(config: self.config)
    self.header.currentDate = { [weak self] in now() + (self?.timeAway ?? 0) }
    self.header.staleInterval = Self.staleInterval
    self.header.refreshingAction = { [weak self] in self?.load(page: 0) }
    self.footer.refreshingAction = { [weak self] in self?.load(page: self?.pages.nextPageIndex ?? 0)
    }
    self.header.feedbackHandler = { [weak self] in self?.noteFeedback("header \($0)") }
    self.footer.feedbackHandler = { [weak self] in self?.noteFeedback("footer \($0)") }
    self.header.accessibility.announcementHandler = { [weak self] in
      self?.lastAnnouncement = "header \"\($0)\""
    }
    self.footer.accessibility.announcementHandler = { [weak self] in
      self?.lastAnnouncement = "footer \"\($0)\""
    }
    self.scroll.loaderRules = .cooperating
    self.scroll.header = self.header
    self.scroll.footer = self.footer
    self.receive(page: 0)
  }

  /// Keeps `event` for the status line, with the time it came.
  private func noteFeedback(_ event: String) {
    self.feedback = (event, self.clock.now)
  }

  /// The stories of `page`.
  private func stories(of page: Int) -> [String] {
    let first = min(page * self.storiesPerPage, self.totalStories)
    let last = min(first + self.storiesPerPage, self.totalStories)
    return (first..<last).map { "Story \($0 + 1)" }
  }

  /// Asks the source for `page`; the answer comes after the latency.
  ///
  /// A page of the footer belongs to the list it was asked for: if a reload of the list ran
  /// meanwhile (with loaders that do not take turns), the answer is dropped, not appended, and
  /// the footer ends.
  private func load(page: Int) {
    let generation = self.scroll.loadGeneration
    _ = self.clock.schedule(after: self.latency) { [weak self] in
      guard let self else {
        return
      }
      if page > 0 && generation != self.scroll.loadGeneration {
        self.lastNote = "dropped page \(page + 1): the list was reloaded"
        self.footer.endRefreshing()
        return
      }
      if self.failsLoads {
        let component: RefreshComponent = page == 0 ? self.header : self.footer
        component.endRefreshing(result: .failure(Offline()))
      } else {
        self.receive(page: page)
      }
    }
  }

  private func receive(page: Int) {
    let stories = self.stories(of: page)
    if page == 0 {
      self.stories = stories
      self.pages = RefreshPagination(pageSize: self.storiesPerPage)
      self.footer.resetNoMoreData()
    } else {
      self.stories += stories
      self.lastNote = nil
    }
    self.pages.didLoadPage(itemCount: stories.count, total: self.totalStories)
    self.scroll.contentSize = CGSize(
      width: 375, height: CGFloat(self.stories.count) * Self.rowHeight)
    if page == 0 {
      if self.header.isRefreshing {  // the first page arrives before any refresh
        self.header.endRefreshing(result: .success)
      }
    } else {
      self.footer.endRefreshing(with: self.pages)
    }
  }

  // MARK: - What the user does

  /// The finger moves by `points`: positive pulls the content down, negative pushes it up.
  func drag(by points: CGFloat) {
    self.finger.drag(by: points, on: self.scroll)
  }

  /// The finger lifts, moving at `velocity` points per second; positive flicks the content up.
  func release(velocity: CGFloat = 0) {
    self.finger.release(velocity: velocity, on: self.scroll)
  }

  /// Starts a refresh without a pull.
  func refresh() {
    _ = Diagnostics.collect { self.header.beginRefreshing() }
  }

  /// Shows that everything is loaded, or allows loading again.
  func toggleNoMoreData() {
    if self.footer.state == .noMoreData {
      self.footer.resetNoMoreData()
    } else {
      self.footer.endRefreshingWithNoMoreData()
    }
  }

  /// Pages of two stories, too short to fill the screen, or full pages again, from a reload
  /// that starts at once: with short pages, the footer loads the next ones by itself until the
  /// screen is full (the fill rule), with no finger.
  func toggleShortPages() {
    self.storiesPerPage = self.storiesPerPage == self.pageSize ? Self.shortPageSize : self.pageSize
    self.refresh()
  }

  /// Turns a one-second minimum refreshing duration on or off, on the header and the footer.
  func toggleMinimumDuration() {
    let minimum = self.header.minimumRefreshingDuration > 0 ? 0 : Self.minimumRefreshingDuration
    self.header.minimumRefreshingDuration = minimum
    self.footer.minimumRefreshingDuration = minimum
  }

  /// Makes the source answer in a tenth of a second, or in a second again.
  func toggleFastLoads() {
    self.latency = self.latency == Self.latency ? Self.fastLatency : Self.latency
  }

  /// The app comes back to the foreground an hour later: a header with stale data refreshes.
  func returnAnHourLater() {
    self.timeAway += 3600
    self.header.refreshIfStale()
  }

  /// Makes every load fail, or succeed again.
  ///
  /// A failed header shows "Refresh failed" while results show; a failed footer shows "Load failed. Tap or pull up to retry" and retries by
  /// itself twice, 1 s and 2 s later.
  func toggleFailures() {
    self.failsLoads.toggle()
    self.footer.automaticRetry = self.failsLoads ? Self.retry : nil
  }

  /// Taps the footer's label: it loads, or retries a failed page.
  func tapFooter() {
    self.footer.stateLabelTapped()
  }

  /// Shows each refresh's result ("Refreshed", "Loaded") for a second before closing, or closes
  /// at once as MJRefresh does.
  func toggleResultDisplay() {
    let duration = self.header.resultDisplayDuration > 0 ? 0 : Self.resultDisplayDuration
    self.header.resultDisplayDuration = duration
    self.footer.resultDisplayDuration = duration
  }

  /// VoiceOver's three-finger scroll toward the top: the header refreshes, but only at the top.
  func voiceOverScroll() {
    if !self.header.accessibilityRefresh() {
      self.lastAnnouncement = "VoiceOver scroll: not at the top, nothing to refresh"
    }
  }

  /// Lays the components out right to left, or left to right again.
  func toggleRightToLeft() {
    self.config.layoutDirection = self.header.isRightToLeft ? .leftToRight : .rightToLeft
  }

  /// Switches to the next bundled language.
  func cycleLanguage() {
    let languages = RefreshLanguage.allCases
    let index = languages.firstIndex(of: self.config.language) ?? 0
    self.config.languageCode = languages[(index + 1) % languages.count].rawValue
  }
}
