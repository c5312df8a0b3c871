public import Foundation

/// A header with a state label and a last-updated label: MJRefresh's `MJRefreshStateHeader`.
///
/// The state label shows the title of the current state, localized by ``RefreshConfig``
/// ("Pull down to refresh", "Release to refresh", "Loading..."), or your own through
/// ``setTitle(_:for:)``. The last-updated label shows when the last refresh ended:
///
/// ```
/// Last update: Today 09:41
/// Last update: 03-15 09:41
/// Last update: 2025-12-31 09:41
/// Last update: No record
/// ```
///
/// Unlike MJRefresh, "Today" means the same year, month and day (MJRefresh compares only the
/// day of the month, so the 5th of October counts as today on the 5th of November).
open class StateHeader: RefreshHeader, StateTitled {
  /// The state label and its titles: "Pull down to refresh", "Release to refresh", "Loading...";
  /// "Refreshed" and "Refresh failed" while a result shows.
  public let stateTitles = StateTitles(
    idle: .headerIdle, pulling: .headerPulling, refreshing: .headerRefreshing,
    secondFloor: (.headerSecondFloorArmed, .headerSecondFloorOpen, .headerSecondFloorClosing),
    loaded: .headerRefreshed, failed: .headerFailed)

  /// The label that shows the time of the last completed refresh.
  public let lastUpdatedTimeLabel = LabelModel()

  /// Formats the last-updated time instead of the built-in text; receives `nil` when no refresh
  /// has completed yet.
  public var lastUpdatedTimeText: (@MainActor (Date?) -> String)? {
    didSet {
      self.refreshLastUpdatedTimeLabel()
    }
  }

  /// The calendar, with its time zone, that decides what "today" is and formats the time.
  ///
  /// Defaults to the Gregorian calendar in the current time zone.
  public var lastUpdatedTimeCalendar = Calendar(identifier: .gregorian) {
    didSet {
      self.lastUpdatedTimeTextCache = nil
      self.refreshLastUpdatedTimeLabel()
    }
  }

  /// The built-in last-updated text as last computed, with what it was computed from and the
  /// day, in ``lastUpdatedTimeCalendar``, during which it holds.
  private var lastUpdatedTimeTextCache:
    (date: Date?, language: String, revision: Int, day: Range<Date>, text: String)?

  /// The superclass's models (its state label) and its last-updated label.
  open override var presentationModels: PresentationModels {
    super.presentationModels.adding(PresentationModels(labels: [self.lastUpdatedTimeLabel]))
  }

  /// The key under which the last-updated time is kept; setting it shows the time stored under
  /// the new key.
  open override var lastUpdatedTimeKey: String {
    didSet {
      self.refreshLastUpdatedTimeLabel()
    }
  }

  // MARK: - Hooks

  /// Gives the labels the config's text measurer and shows the idle title and the time.
  ///
  /// A hidden time label is not updated (as in MJRefresh); shown again, it shows the time as it
  /// is then.
  open override func prepare() {
    super.prepare()
    self.adopt(self.stateTitles)
    // Unowned: the token lives in the header and ends the observation when it goes. Before
    // the layout's, so that the header is laid out for the text it shows again.
    self.observations.layout.append(
      self.lastUpdatedTimeLabel.isHiddenStorage.observe { [unowned self] change in
        if !change.newValue {
          self.refreshLastUpdatedTimeLabel()
        }
      })
    self.placeSubviews(whenever: self.lastUpdatedTimeLabel.isHiddenStorage)
    self.lastUpdatedTimeLabel.textMeasurer = self.config.textMeasurer
    self.scaleText(of: self.lastUpdatedTimeLabel)
    self.lastUpdatedTimeLabel.textColor = .secondaryText
    self.refreshLastUpdatedTimeLabel()
  }

  /// Shows the time of the scroll model's list, and the delegate's, as soon as it is attached.
  ///
  /// - Parameters:
  ///   - scrollModel: The scroll model the header is now attached to.
  ///   - share: The header's share of the inset ledger.
  open override func didAttach(to scrollModel: ScrollModel, share: InsetShare) {
    super.didAttach(to: scrollModel, share: share)
    self.refreshLastUpdatedTimeLabel()
  }

  /// Refreshes the time as the header comes into view, as EGOTableViewPullRefresh does, so a
  /// date the delegate changed meanwhile shows.
  open override var pullingPercent: CGFloat {
    didSet {
      if oldValue == 0 && self.pullingPercent > 0 {
        self.refreshLastUpdatedTimeLabel()
      }
    }
  }

  /// Shows the second floor's titles while the header has a floor, and measures them.
  override func secondFloorDidChange() {
    super.secondFloorDidChange()
    self.stateTitles.showsSecondFloor = self.secondFloor != nil
  }

  override func delegateDidChange() {
    super.delegateDidChange()
    self.refreshLastUpdatedTimeLabel()
  }

  /// Refreshes the time.
  ///
  /// - Parameter oldState: The state before.
  open override func stateDidChange(from oldState: RefreshState) {
    super.stateDidChange(from: oldState)
    self.refreshLastUpdatedTimeLabel()
  }

  /// Shows the time in the new language.
  open override func localizationDidChange() {
    self.lastUpdatedTimeLabel.textMeasurer = self.config.textMeasurer
    self.scaleText(of: self.lastUpdatedTimeLabel)
    self.refreshLastUpdatedTimeLabel()
    super.localizationDidChange()
  }

  /// Stacks the labels: the state label in the top half and the time label in the bottom half, or
  /// the state label alone over the whole header when the time label is hidden.
  ///
  /// Above the default text size, the labels are wrapped in a column that leaves room for what
  /// sits beside them, stacked and centred, and the header is as tall as they need
  /// (``lengthNeededForText()``). Nothing is laid out while the state label is hidden.
  open override func placeSubviews() {
    super.placeSubviews()
    guard !self.stateLabel.isHidden else {
      return
    }
    if TextColumn.isActive(for: self) {
      TextColumn.place(
        [self.stateLabel, self.lastUpdatedTimeLabel], in: self, width: self.textColumnWidth)
      return
    }
    self.stateLabel.numberOfLines = 1
    self.lastUpdatedTimeLabel.numberOfLines = 1
    let width = self.frame.width
    let height = self.frame.height
    if self.lastUpdatedTimeLabel.isHidden {
      self.stateLabel.frame = CGRect(x: 0, y: 0, width: width, height: height)
    } else {
      let half = height * 0.5
      self.stateLabel.frame = CGRect(x: 0, y: 0, width: width, height: half)
      self.lastUpdatedTimeLabel.frame = CGRect(x: 0, y: half, width: width, height: height - half)
    }
  }

  /// The height the labels need wrapped at the user's text size, with the longest title of any
  /// state and the longest forms of the time, so that it does not change from state to state.
  ///
  /// - Returns: The height, or `nil` while the state label is hidden.
  open override func lengthNeededForText() -> CGFloat? {
    guard !self.stateLabel.isHidden else {
      return nil
    }
    let times: [String?] = [
      self.lastUpdatedTimeLabel.text, self.lastUpdatedTimeDescription(for: nil),
      self.lastUpdatedTimeDescription(for: Date(timeIntervalSinceReferenceDate: 0)),
    ]
    return TextColumn.height(
      of: [(self.stateLabel, self.stateTitles.allTitles), (self.lastUpdatedTimeLabel, times)],
      width: self.textColumnWidth)
  }

  /// The labels' text, which the arrow sits left of (MJRefresh's
  /// `width / 2 - max(stateTextWidth, timeTextWidth) / 2 - labelLeftInset`); none with the state
  /// label hidden, when the arrow sits in the middle.
  override var textWidthBesideParts: CGFloat? {
    self.stateLabel.isHidden ? nil : self.drawnTextWidth
  }

  /// The width of the widest label's text as drawn: one line, or the column if it wraps.
  var drawnTextWidth: CGFloat {
    TextColumn.drawnWidth(
      of: self.stateLabel, self.lastUpdatedTimeLabel, in: self, column: self.textColumnWidth)
  }

  // MARK: - Text

  /// The text of the last-updated label for `date`: MJRefresh's format with the "today" check
  /// fixed, or ``lastUpdatedTimeText``.
  ///
  /// - Parameter date: The time of the last refresh, or `nil`.
  /// - Returns: The text.
  public func lastUpdatedTimeDescription(for date: Date?) -> String {
    if let lastUpdatedTimeText = self.lastUpdatedTimeText {
      return lastUpdatedTimeText(date)
    }
    let prefix = self.config.localizedString(.headerLastTime)
    guard let date else {
      return prefix + self.config.localizedString(.headerNoneLastDate)
    }
    let calendar = self.lastUpdatedTimeCalendar
    let then = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: date)
    let now = calendar.dateComponents([.year, .month, .day], from: self.currentDate())
    let time = Self.twoDigits(then.hour) + ":" + Self.twoDigits(then.minute)
    if then.year == now.year && then.month == now.month && then.day == now.day {
      return prefix + self.config.localizedString(.headerDateToday) + " " + time
    }
    let monthDay = Self.twoDigits(then.month) + "-" + Self.twoDigits(then.day) + " " + time
    if then.year == now.year {
      return prefix + monthDay
    }
    return prefix + String(format: "%04d", then.year ?? 0) + "-" + monthDay
  }

  private static func twoDigits(_ value: Int?) -> String {
    String(format: "%02d", value ?? 0)
  }

  /// Shows the last-updated time again: the delegate's, or the stored one.
  ///
  /// EGOTableViewPullRefresh's `refreshLastUpdatedDate`: call it when the date your delegate
  /// gives has changed. The header also calls it when it becomes visible, when the delegate
  /// changes, on every state change and when ``RefreshHeader/lastUpdatedTimeKey`` changes.
  public func refreshLastUpdatedDate() {
    self.refreshLastUpdatedTimeLabel()
  }

  private func refreshLastUpdatedTimeLabel() {
    guard !self.lastUpdatedTimeLabel.isHidden else {
      return
    }
    let date = self.lastUpdatedTime
    guard self.lastUpdatedTimeText == nil else {
      self.lastUpdatedTimeLabel.text = self.lastUpdatedTimeDescription(for: date)
      return
    }
    // The built-in text depends only on the date, the language and which day it is now, and
    // every state change asks for it (as MJRefresh does): reuse it until one of them changes.
    let now = self.currentDate()
    let language = self.config.effectiveLanguageCode
    if let cached = self.lastUpdatedTimeTextCache, cached.date == date,
      cached.language == language, cached.revision == self.config.revision,
      cached.day.contains(now)
    {
      self.lastUpdatedTimeLabel.text = cached.text
      return
    }
    let text = self.lastUpdatedTimeDescription(for: date)
    let day = self.lastUpdatedTimeCalendar.dateInterval(of: .day, for: now)
    self.lastUpdatedTimeTextCache = day.map {
      (date, language, self.config.revision, $0.start..<$0.end, text)
    }
    self.lastUpdatedTimeLabel.text = text
  }
}
