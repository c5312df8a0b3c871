import Foundation
import RefreshKit

/// What the demo shows: a list of stories in a scroll model, with a `NormalHeader` that reloads the
/// first page and an `AutoNormalFooter` that loads the next, from a source that answers after a
/// delay on the clock.
///
/// Three pages of stories; then there is no more data.
@MainActor
final class DemoScene {
  static let rowHeight: CGFloat = 40
  static let pageCount = 3
  static let latency: TimeInterval = 1
  static let fastLatency: TimeInterval = 0.1
  static let minimumRefreshingDuration: TimeInterval = 1
  static let staleInterval: TimeInterval = 600

  let clock: any AnimationClock
  let config: RefreshConfig
  let scroll: ScrollModel
  let header: NormalHeader
  let footer: AutoNormalFooter
  /// The number of stories on a page.
  let pageSize: Int
  private(set) var stories: [String] = []
  /// The last feedback event of the header or the footer: what a host would play as a haptic.
  private(set) var lastFeedback: String?
  /// How far the calendar has been moved on by coming back later.
  private var timeAway: TimeInterval = 0
  /// How long the source takes to answer.
  private(set) var latency = DemoScene.latency
  private var pages: RefreshPagination
  private var translation: CGFloat = 0

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
    self.header.feedbackHandler = { [weak self] in self?.lastFeedback = "header \($0)" }
    self.footer.feedbackHandler = { [weak self] in self?.lastFeedback = "footer \($0)" }
    self.scroll.header = self.header
    self.scroll.footer = self.footer
    self.receive(page: 0)
  }

  /// The stories of `page`.
  private func stories(of page: Int) -> [String] {
    let first = page * self.pageSize
    return (first..<first + self.pageSize).map { "Story \($0 + 1)" }
  }

  private func load(page: Int) {
    _ = self.clock.schedule(after: self.latency) { [weak self] in
      self?.receive(page: page)
    }
  }

  private func receive(page: Int) {
    if page == 0 {
      self.stories = self.stories(of: 0)
      self.pages.reset()
      self.footer.resetNoMoreData()
    } else {
      self.stories += self.stories(of: page)
    }
    self.pages.didLoadPage(
      itemCount: self.pageSize, total: self.pageSize * Self.pageCount)
    self.scroll.contentSize = CGSize(
      width: 375, height: CGFloat(self.stories.count) * Self.rowHeight)
    if page == 0 {
      if self.header.isRefreshing {  // the first page arrives before any refresh
        self.header.endRefreshing()
      }
    } else {
      self.footer.endRefreshing(with: self.pages)
    }
  }

  // MARK: - What the user does

  /// The finger moves by `points`: positive pulls the content down, negative pushes it up.
  func drag(by points: CGFloat) {
    if !self.scroll.isDragging {
      self.translation = 0
      self.scroll.beginDragging()
    }
    self.translation += points
    self.scroll.drag(translationY: self.translation)
  }

  /// The finger lifts, moving at `velocity` points per second; positive flicks the content up.
  func release(velocity: CGFloat = 0) {
    if self.scroll.isDragging {
      self.scroll.endDragging(velocity: CGPoint(x: 0, y: velocity))
    }
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

  /// Switches to the next bundled language.
  func cycleLanguage() {
    let languages = RefreshLanguage.allCases
    let index = languages.firstIndex(of: self.config.language) ?? 0
    self.config.languageCode = languages[(index + 1) % languages.count].rawValue
  }
}
