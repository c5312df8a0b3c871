public import Foundation

/// A component whose state label shows a title for each state: ``StateHeader``,
/// ``AutoStateFooter``, ``BackStateFooter``, ``StateTrailer`` and ``LeadingNormalLoader``.
///
/// Titles are localized by ``RefreshConfig`` unless you set your own.
/// ``RefreshState/willRefresh`` shows the refreshing title, and
/// ``RefreshState/openingSecondFloor`` the open floor's. While a result shows
/// (``RefreshComponent/displayedResult``), the idle state shows the result's title instead.
@MainActor
public protocol StateTitled: RefreshComponent {
  /// The state label and the titles it shows.
  var stateTitles: StateTitles { get }

  /// The localized title of `state`, or `nil` when the state has none.
  ///
  /// Override it to change the titles of every instance.
  func defaultTitle(for state: RefreshState) -> String?
}

extension StateTitled {
  /// The label that shows the current state's title.
  public var stateLabel: LabelModel {
    self.stateTitles.label
  }

  /// Sets the title shown in `state`; `nil` brings the localized title back.
  ///
  /// A title set for the current state shows at once. Unlike MJRefresh, which ignores `nil` and
  /// restores its own titles when the language changes, a title you set stays until you remove it.
  @discardableResult
  public func setTitle(_ title: String?, for state: RefreshState) -> Self {
    self.stateTitles.set(title, for: state)
    return self
  }

  /// The title shown in `state`: yours if you set one, otherwise the localized default.
  public func title(for state: RefreshState) -> String? {
    self.stateTitles.title(for: state)
  }

  /// Sets the title shown while a result of `kind` shows; `nil` brings the localized title back.
  ///
  /// The localized titles are "Refreshed" and "Refresh failed" for headers and trailers,
  /// "Loaded" and a failure title that says how to retry for footers.
  @discardableResult
  public func setTitle(_ title: String?, forResult kind: RefreshResult.Kind) -> Self {
    self.stateTitles.set(title, forResult: kind)
    return self
  }

  /// The title shown while a result of `kind` shows: yours, or the localized default.
  public func title(forResult kind: RefreshResult.Kind) -> String? {
    self.stateTitles.title(forResult: kind)
  }
}

extension StateTitled {
  /// The gap between the label and the arrow, spinner or frames beside it.
  ///
  /// Defaults to 25 (20 for GIF components). A negative gap becomes zero and a non-finite one is
  /// refused, both reported to ``Diagnostics``.
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

  var stateLabelLength: CGFloat? {
    self.stateLabel.isHidden
      ? nil
      : TextColumn.height(
        of: [(self.stateLabel, self.stateTitles.allTitles)], width: self.textColumnWidth)
  }

  var drawnStateTextWidth: CGFloat {
    TextColumn.drawnWidth(of: self.stateLabel, in: self, column: self.textColumnWidth)
  }
}

/// A component's state label and its titles: the custom ones over the localized ones.
@MainActor
public final class StateTitles {
  /// The label the titles show in.
  public let label = LabelModel()

  var labelLeftInset = RefreshMetrics.labelLeftInset

  var hidesRefreshingTitle = false {
    didSet {
      self.show()
    }
  }

  private var keys: [RefreshState: RefreshStringKey]
  private let floorKeys: [RefreshState: RefreshStringKey]
  private let fillsOwner: Bool

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
  /// Cached per config revision: a drag across the trigger asks for a title every frame.
  private var localized: (revision: Int, titles: [String??]) = (-1, [])
  private unowned var owner: (any StateTitled)?

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

  func set(_ title: String?, forResult kind: RefreshResult.Kind) {
    self.customResults[kind] = title
    self.show()
    self.owner?.fitLengthToText()
  }

  func title(forResult kind: RefreshResult.Kind) -> String? {
    if let title = self.customResults[kind] {
      return title
    }
    guard let owner = self.owner, let key = self.resultKeys[kind] else {
      return nil
    }
    return owner.config.localizedString(key)
  }

  func set(_ title: String?, for state: RefreshState) {
    self.custom[state] = title
    self.show()
    self.owner?.fitLengthToText()
  }

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

  /// Every title the label can show, measured so a grown component keeps one length in all states.
  var allTitles: [String?] {
    let states = RefreshState.allCases.filter { self.keys[$0] != nil || self.custom[$0] != nil }
    return states.map(self.title(for:)) + RefreshResult.Kind.allCases.map(self.title(forResult:))
  }

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

  /// Returns the title shown, even while the refreshing title is hidden.
  @discardableResult
  private func show() -> String? {
    guard let owner = self.owner else {
      return nil
    }
    let state = owner.state
    let title =
      if state == .idle, let result = owner.displayedResult {
        self.title(forResult: result.kind)
      } else {
        self.title(for: state)
      }
    self.label.text = self.hidesRefreshingTitle && state == .refreshing ? nil : title
    owner.accessibility.value = title
    return title
  }

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
      return  // the list's refresh announces itself
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

  var lengthNeededForText: CGFloat? {
    self.owner?.stateLabelLength
  }

  var textAccessoryGap: CGFloat? {
    self.labelLeftInset
  }

  func adopted(by component: RefreshComponent) {
    self.owner = component as? any StateTitled
    component.scaleText(of: self.label)
    component.placeSubviews(whenever: self.label.isHiddenStorage)
    self.show()
  }

  func place(in component: RefreshComponent) {
    if self.fillsOwner {
      self.placeLabelAlone(in: component)
    }
  }

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
    component.scaleText(of: self.label)
    self.show()
  }

  func displayedResultDidChange(of component: RefreshComponent) {
    self.show()
  }
}
