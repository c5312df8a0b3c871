/// A component whose state label shows a title for each state: ``StateHeader``,
/// ``AutoStateFooter``, ``BackStateFooter`` and ``StateTrailer``.
///
/// Its titles are localized by ``RefreshConfig``, or yours:
///
/// ```swift
/// header.setTitle("Pull!", for: .idle).setTitle("Let go!", for: .pulling)
/// header.title(for: .pulling)   // "Let go!"
/// header.setTitle(nil, for: .idle)   // the localized title again
/// ```
///
/// Waiting to refresh (``RefreshState/willRefresh``) shows the refreshing title, yours included.
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
}

/// A component's state label and the titles it shows: the custom ones over the localized ones,
/// from a table of string keys per state.
///
/// The four state components (``StateTitled``) each own one; the rules of their titles live here
/// once.
@MainActor
public final class StateTitles {
  /// The label the titles show in.
  public let label = LabelModel()

  /// Whether the label shows no text while refreshing.
  var hidesRefreshingTitle = false {
    didSet {
      self.show()
    }
  }

  private let keys: [RefreshState: RefreshStringKey]
  private var custom: [RefreshState: String] = [:]
  /// The localized title of each state (by raw value), for the config revision they were looked
  /// up in: a drag across the trigger asks for a title every frame.
  private var localized: (revision: Int, titles: [String??]) = (-1, [])
  private unowned var owner: (any StateTitled)?

  /// Titles from `keys`, the localized string of each state that has a title.
  init(keys: [RefreshState: RefreshStringKey]) {
    self.keys = keys
  }

  /// Sets the custom title of `state` (`nil` removes it) and shows the current one.
  func set(_ title: String?, for state: RefreshState) {
    self.custom[state] = title
    self.show()
  }

  /// The custom title of `state`, the custom refreshing title while waiting, or the owner's
  /// default.
  func title(for state: RefreshState) -> String? {
    if let title = self.custom[state] {
      return title
    }
    if state == .willRefresh, let refreshing = self.custom[.refreshing] {
      return refreshing
    }
    return self.owner?.defaultTitle(for: state)
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

  /// Shows the title of the owner's state.
  private func show() {
    guard let owner = self.owner else {
      return
    }
    let state = owner.state
    self.label.text =
      self.hidesRefreshingTitle && state == .refreshing ? nil : self.title(for: state)
  }
}

extension StateTitles: ComponentPart {
  func adopted(by component: RefreshComponent) {
    self.owner = component as? any StateTitled
    self.label.textMeasurer = component.config.textMeasurer
    component.placeSubviews(whenever: self.label.isHiddenStorage)
    self.show()
  }

  func stateDidChange(of component: RefreshComponent, from oldState: RefreshState) {
    self.show()
  }

  func localizationDidChange(of component: RefreshComponent) {
    self.label.textMeasurer = component.config.textMeasurer
    self.show()
  }
}
