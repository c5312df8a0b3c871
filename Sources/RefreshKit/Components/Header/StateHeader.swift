public import Foundation

/// A header with a state label and a last-updated label: MJRefresh's `MJRefreshStateHeader`.
///
/// Titles are localized by ``RefreshConfig``, or your own through ``setTitle(_:for:)``. Unlike
/// MJRefresh, "Today" means the same year, month and day, not only the same day of the month.
open class StateHeader: RefreshHeader, StateTitled {
  /// The state label and its titles, including "Refreshed" and "Refresh failed" for results.
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
      self.refreshLastUpdatedDate()
    }
  }

  /// The calendar, with its time zone, that decides what "today" is and formats the time: by
  /// default the Gregorian calendar in the current time zone.
  public var lastUpdatedTimeCalendar = Calendar(identifier: .gregorian) {
    didSet {
      self.lastUpdatedTimeTextCache = nil
      self.refreshLastUpdatedDate()
    }
  }

  private var lastUpdatedTimeTextCache:
    (date: Date?, language: String, revision: Int, day: Range<Date>, text: String)?

  /// The superclass's models and the last-updated label.
  open override var presentationModels: PresentationModels {
    super.presentationModels.adding(PresentationModels(labels: [self.lastUpdatedTimeLabel]))
  }

  /// The key under which the last-updated time is kept; setting it shows that key's time.
  open override var lastUpdatedTimeKey: String {
    didSet {
      self.refreshLastUpdatedDate()
    }
  }

  // MARK: - Hooks

  /// Sets up the labels and shows the idle title and the time; a hidden time label is not
  /// updated (as in MJRefresh), and is brought up to date when shown again.
  open override func prepare() {
    super.prepare()
    self.adopt(self.stateTitles)
    // Unowned: the header owns the token. Before the layout's, so it lays out the new text.
    self.observations.layout.append(
      self.lastUpdatedTimeLabel.isHiddenStorage.observe { [unowned self] change in
        if !change.newValue {
          self.refreshLastUpdatedDate()
        }
      })
    self.placeSubviews(whenever: self.lastUpdatedTimeLabel.isHiddenStorage)
    self.scaleText(of: self.lastUpdatedTimeLabel)
    self.lastUpdatedTimeLabel.textColor = .secondaryText
    self.refreshLastUpdatedDate()
  }

  /// Shows the time of the scroll model's list as soon as it is attached.
  open override func didAttach(to scrollModel: ScrollModel, share: InsetShare) {
    super.didAttach(to: scrollModel, share: share)
    self.refreshLastUpdatedDate()
  }

  /// Refreshes the time as the header comes into view, as EGOTableViewPullRefresh does.
  open override var pullingPercent: CGFloat {
    didSet {
      if oldValue == 0 && self.pullingPercent > 0 {
        self.refreshLastUpdatedDate()
      }
    }
  }

  override func secondFloorDidChange() {
    super.secondFloorDidChange()
    self.stateTitles.showsSecondFloor = self.secondFloor != nil
  }

  override func delegateDidChange() {
    super.delegateDidChange()
    self.refreshLastUpdatedDate()
  }

  /// Refreshes the time.
  open override func stateDidChange(from oldState: RefreshState) {
    super.stateDidChange(from: oldState)
    self.refreshLastUpdatedDate()
  }

  /// Shows the time in the new language.
  open override func localizationDidChange() {
    self.scaleText(of: self.lastUpdatedTimeLabel)
    self.refreshLastUpdatedDate()
    super.localizationDidChange()
  }

  /// Stacks the state label over the time label, each in half the header (the state label alone
  /// when the time label is hidden); nothing is laid out while the state label is hidden.
  ///
  /// Above the default text size, the labels wrap in a centred column as tall as they need.
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
    let (width, height) = (self.frame.width, self.frame.height)
    let half = self.lastUpdatedTimeLabel.isHidden ? height : height * 0.5
    self.stateLabel.frame = CGRect(x: 0, y: 0, width: width, height: half)
    if !self.lastUpdatedTimeLabel.isHidden {
      self.lastUpdatedTimeLabel.frame = CGRect(x: 0, y: half, width: width, height: height - half)
    }
  }

  /// The height the wrapped labels need for their longest texts, the same in every state; `nil`
  /// with the state label hidden.
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

  /// MJRefresh: the arrow sits at `width / 2 - max(stateTextWidth, timeTextWidth) / 2 - inset`.
  override var textWidthBesideParts: CGFloat? {
    self.stateLabel.isHidden ? nil : self.drawnTextWidth
  }

  var drawnTextWidth: CGFloat {
    TextColumn.drawnWidth(
      of: self.stateLabel, self.lastUpdatedTimeLabel, in: self, column: self.textColumnWidth)
  }

  // MARK: - Text

  /// The text of the last-updated label for `date`: ``lastUpdatedTimeText``, or MJRefresh's
  /// format with the "today" check fixed.
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
  /// EGOTableViewPullRefresh's `refreshLastUpdatedDate`: call it when your delegate's date has
  /// changed. The header calls it itself as it comes into view and on every state change.
  public func refreshLastUpdatedDate() {
    guard !self.lastUpdatedTimeLabel.isHidden else {
      return
    }
    let date = self.lastUpdatedTime
    guard self.lastUpdatedTimeText == nil else {
      self.lastUpdatedTimeLabel.text = self.lastUpdatedTimeDescription(for: date)
      return
    }
    // Every state change asks (as in MJRefresh): reuse the text until date, language or day change.
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
