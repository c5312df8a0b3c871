public import Foundation

/// A component whose state label shows a title for each state: ``StateHeader``,
/// ``AutoStateFooter``, ``BackStateFooter``, ``StateTrailer`` and ``LeadingNormalLoader``.
///
/// Its titles are localized by ``RefreshConfig``, or yours:
///
/// ```swift
/// header.setTitle("Pull!", for: .idle).setTitle("Let go!", for: .pulling)
/// header.title(for: .pulling)   // "Let go!"
/// header.setTitle(nil, for: .idle)   // the localized title again
/// ```
///
/// Waiting to refresh (``RefreshState/willRefresh``) shows the refreshing title, yours included,
/// and an opening second floor (``RefreshState/openingSecondFloor``) the open floor's.
/// While a result shows (``RefreshComponent/displayedResult``), the idle state shows the result's
/// title instead, set with ``setTitle(_:forResult:)``:
///
/// ```swift
/// header.resultDisplayDuration = 1
/// header.setTitle("All caught up", forResult: .success)
/// ```
@MainActor
public protocol StateTitled: RefreshComponent {
  /// The state label and the titles it shows: what ``setTitle(_:for:)`` and ``title(for:)``
  /// work on.
  var stateTitles: StateTitles { get }

  /// The localized title of `state`, or `nil` when the state has none; override it to change
  /// the titles of every instance.
  ///
  /// - Parameter state: The state.
  /// - Returns: The default title.
  func defaultTitle(for state: RefreshState) -> String?
}

extension StateTitled {
  /// The label that shows the current state's title.
  public var stateLabel: LabelModel {
    self.stateTitles.label
  }

  /// Sets the title shown in `state`, replacing the localized one; `nil` brings the localized
  /// title back.
  ///
  /// A title set for the current state shows at once. Unlike MJRefresh, which ignores `nil` and
  /// puts its own titles back whenever the language changes, a title you set stays until you
  /// remove it.
  ///
  /// - Parameters:
  ///   - title: The title, or `nil` for the default.
  ///   - state: The state it is for.
  /// - Returns: The component, for chaining.
  @discardableResult
  public func setTitle(_ title: String?, for state: RefreshState) -> Self {
    self.stateTitles.set(title, for: state)
    return self
  }

  /// The title shown in `state`: yours if you set one, otherwise the localized default.
  ///
  /// - Parameter state: The state.
  /// - Returns: The title, or `nil` when the state has none.
  public func title(for state: RefreshState) -> String? {
    self.stateTitles.title(for: state)
  }

  /// Sets the title shown while a result of `kind` shows, replacing the localized one; `nil`
  /// brings the localized title back.
  ///
  /// The localized titles are "Refreshed" and "Refresh failed" for headers and trailers,
  /// "Loaded" and a failure title that says how to retry for footers.
  ///
  /// - Parameters:
  ///   - title: The title, or `nil` for the default.
  ///   - kind: The kind of result it is for.
  /// - Returns: The component, for chaining.
  @discardableResult
  public func setTitle(_ title: String?, forResult kind: RefreshResult.Kind) -> Self {
    self.stateTitles.set(title, forResult: kind)
    return self
  }

  /// The title shown while a result of `kind` shows: yours if you set one, otherwise the
  /// localized default.
  ///
  /// - Parameter kind: The kind of result.
  /// - Returns: The title.
  public func title(forResult kind: RefreshResult.Kind) -> String? {
    self.stateTitles.title(forResult: kind)
  }
}

extension StateTitled {
  /// The gap between the label and the arrow, spinner or frames beside it (the GIF components
  /// set it to 20 as their frames are adopted); a trailer has nothing beside its label.
  ///
  /// Defaults to 25. A negative gap becomes zero and a non-finite one is refused, both reported
  /// to ``Diagnostics``.
  public var labelLeftInset: CGFloat {
    get { self.stateTitles.labelLeftInset }
    set {
      let kept = self.stateTitles.labelLeftInset
      let subject = "\(type(of: self)).labelLeftInset"
      self.stateTitles.labelLeftInset =
        GeometryCheck.checkedLength(newValue, subject, kept: kept) ?? kept
      self.placeSubviews()
    }
  }

  /// The height the state label alone needs wrapped, with its longest title, or `nil` while
  /// it is hidden.
  var stateLabelLength: CGFloat? {
    self.stateLabel.isHidden
      ? nil
      : TextColumn.height(
        of: [(self.stateLabel, self.stateTitles.allTitles)], width: self.textColumnWidth)
  }

  /// The width of the state label's text as drawn: one line, or the column if it wraps.
  var drawnStateTextWidth: CGFloat {
    TextColumn.drawnWidth(of: self.stateLabel, in: self, column: self.textColumnWidth)
  }

  /// Lays the state label out alone over the whole component, or wrapped in its column above
  /// the default text size; nothing while it is hidden.
  func placeStateLabelAlone() {
    self.stateTitles.placeLabelAlone(in: self)
  }
}

/// A component's state label and the titles it shows: the custom ones over the localized ones,
/// from a table of string keys per state.
///
/// The five state components (``StateTitled``) each own one; the rules of their titles live here
/// once.
@MainActor
public final class StateTitles {
  /// The label the titles show in.
  public let label = LabelModel()

  /// The gap between the label and what sits beside it: ``StateTitled/labelLeftInset``.
  var labelLeftInset = RefreshMetrics.labelLeftInset

  /// Whether the label shows no text while refreshing.
  var hidesRefreshingTitle = false {
    didSet {
      self.show()
    }
  }

  private var keys: [RefreshState: RefreshStringKey]
  /// The keys of the second floor's states, which ``keys`` holds while the owner has a floor.
  private let floorKeys: [RefreshState: RefreshStringKey]
  /// Whether the part lays the label out alone over the owner (``StateTitled``'s
  /// `placeStateLabelAlone()`), or the owner lays it out.
  private let fillsOwner: Bool

  /// Whether the owner has a second floor: its states have titles, measured with the others.
  var showsSecondFloor = false {
    didSet {
      guard self.showsSecondFloor != oldValue else {
        return
      }
      for (state, key) in self.floorKeys {
        self.keys[state] = self.showsSecondFloor ? key : nil
      }
      self.localized = (-1, [])
      self.owner?.fitLengthToText()
    }
  }
  private let resultKeys: [RefreshResult.Kind: RefreshStringKey]
  private var custom: [RefreshState: String] = [:]
  private var customResults: [RefreshResult.Kind: String] = [:]
  /// The localized title of each state (by raw value), for the config revision they were looked
  /// up in: a drag across the trigger asks for a title every frame.
  private var localized: (revision: Int, titles: [String??]) = (-1, [])
  private unowned var owner: (any StateTitled)?

  /// Titles from string keys: the localized string of each state that has a title, the
  /// refreshing one also while waiting to refresh (``RefreshState/willRefresh``), the second
  /// floor's while the owner has one (``showsSecondFloor``; the open floor's also while it
  /// opens), and of each kind of result; the label laid out alone over the owner if
  /// `fillsOwner`.
  init(
    idle: RefreshStringKey, pulling: RefreshStringKey? = nil, refreshing: RefreshStringKey,
    noMoreData: RefreshStringKey? = nil,
    secondFloor: (armed: RefreshStringKey, open: RefreshStringKey, closing: RefreshStringKey)? =
      nil,
    loaded: RefreshStringKey, failed: RefreshStringKey, fillsOwner: Bool = false
  ) {
    self.fillsOwner = fillsOwner
    var keys: [RefreshState: RefreshStringKey] = [
      .idle: idle, .refreshing: refreshing, .willRefresh: refreshing,
    ]
    keys[.pulling] = pulling
    keys[.noMoreData] = noMoreData
    self.keys = keys
    var floorKeys: [RefreshState: RefreshStringKey] = [:]
    floorKeys[.secondFloorArmed] = secondFloor?.armed
    floorKeys[.openingSecondFloor] = secondFloor?.open
    floorKeys[.secondFloorOpen] = secondFloor?.open
    floorKeys[.closingSecondFloor] = secondFloor?.closing
    self.floorKeys = floorKeys
    self.resultKeys = [.success: loaded, .failure: failed]
  }

  /// Sets the custom title of results of `kind` (`nil` removes it) and shows the current one.
  func set(_ title: String?, forResult kind: RefreshResult.Kind) {
    self.customResults[kind] = title
    self.show()
    self.owner?.fitLengthToText()
  }

  /// The custom title of results of `kind`, or the localized one.
  func title(forResult kind: RefreshResult.Kind) -> String? {
    if let title = self.customResults[kind] {
      return title
    }
    guard let owner = self.owner, let key = self.resultKeys[kind] else {
      return nil
    }
    return owner.config.localizedString(key)
  }

  /// Sets the custom title of `state` (`nil` removes it) and shows the current one.
  func set(_ title: String?, for state: RefreshState) {
    self.custom[state] = title
    self.show()
    self.owner?.fitLengthToText()
  }

  /// The custom title of `state`, the custom refreshing title while waiting, the custom open
  /// floor's title while it opens, or the owner's default.
  func title(for state: RefreshState) -> String? {
    if let title = self.custom[state] {
      return title
    }
    if state == .willRefresh, let refreshing = self.custom[.refreshing] {
      return refreshing
    }
    if state == .openingSecondFloor, let open = self.custom[.secondFloorOpen] {
      return open
    }
    return self.owner?.defaultTitle(for: state)
  }

  /// Every title the label can show: each state's and each result's, yours or the localized
  /// ones; what a component that grows for a large text size measures, so that its length
  /// does not change from state to state.
  var allTitles: [String?] {
    let states = RefreshState.allCases.filter { self.keys[$0] != nil || self.custom[$0] != nil }
    let results = RefreshResult.Kind.allCases.filter {
      self.resultKeys[$0] != nil || self.customResults[$0] != nil
    }
    return states.map(self.title(for:)) + results.map(self.title(forResult:))
  }

  /// The localized title of `state`, from the table.
  func localizedTitle(for state: RefreshState, in config: RefreshConfig) -> String? {
    let revision = config.revision
    if self.localized.revision != revision {
      self.localized = (revision, Array(repeating: nil, count: RefreshState.allCases.count + 1))
    }
    if let title = self.localized.titles[state.rawValue] {
      return title
    }
    let title = self.keys[state].map(config.localizedString)
    self.localized.titles[state.rawValue] = .some(title)
    return title
  }

  /// Shows the title of the owner's state, or of the result it shows, which is also the
  /// accessibility value.
  ///
  /// - Returns: The title shown (even while the refreshing title is hidden).
  @discardableResult
  private func show() -> String? {
    guard let owner = self.owner else {
      return nil
    }
    let state = owner.state
    if state == .idle, let result = owner.displayedResult {
      let title = self.title(forResult: result.kind)
      self.label.text = title
      owner.accessibility.value = title
      return title
    }
    let title = self.title(for: state)
    self.label.text = self.hidesRefreshingTitle && state == .refreshing ? nil : title
    owner.accessibility.value = title
    return title
  }

  /// Announces the state `component` entered from `oldState`: the title `shown`, or, as a
  /// refresh ends, its result's title.
  private func announce(
    _ component: RefreshComponent, from oldState: RefreshState, shown: String?
  ) {
    let state = component.state
    guard state != oldState, !component.isDetaching else {
      return
    }
    if state == .openingSecondFloor {
      return  // the floor announces itself once open, with the same title
    }
    if oldState.isRefreshing && component.lastEnd.reason == .superseded {
      return  // cancelled for a refresh of the list, which announces itself
    }
    let title =
      if state == .idle && oldState == .refreshing && component.displayedResult == nil {
        self.title(forResult: (component.lastEnd.result ?? .success).kind)
      } else {
        shown
      }
    if let title {
      component.announceAfterTheChange(title)
    }
  }
}

extension StateTitles: ComponentPart {
  var models: PresentationModels {
    PresentationModels(labels: [self.label])
  }

  /// The height the state label alone needs wrapped, with its longest title.
  var lengthNeededForText: CGFloat? {
    self.owner?.stateLabelLength
  }

  var textAccessoryGap: CGFloat? {
    self.labelLeftInset
  }

  func adopted(by component: RefreshComponent) {
    self.owner = component as? any StateTitled
    self.label.textMeasurer = component.config.textMeasurer
    component.scaleText(of: self.label)
    component.placeSubviews(whenever: self.label.isHiddenStorage)
    self.show()
  }

  func place(in component: RefreshComponent) {
    if self.fillsOwner {
      self.placeLabelAlone(in: component)
    }
  }

  /// Lays the label out alone over `component`, or wrapped in its column above the default
  /// text size; nothing while it is hidden.
  func placeLabelAlone(in component: RefreshComponent) {
    guard !self.label.isHidden else {
      return
    }
    if TextColumn.isActive(for: component) {
      TextColumn.place([self.label], in: component, width: component.textColumnWidth)
    } else {
      self.label.numberOfLines = 1
      self.label.frame = CGRect(origin: .zero, size: component.frame.size)
    }
  }

  func stateDidChange(of component: RefreshComponent, from oldState: RefreshState) {
    self.announce(component, from: oldState, shown: self.show())
  }

  func localizationDidChange(of component: RefreshComponent) {
    self.label.textMeasurer = component.config.textMeasurer
    component.scaleText(of: self.label)
    self.show()
  }

  func displayedResultDidChange(of component: RefreshComponent) {
    self.show()
  }
}
