extension RefreshComponent {
  /// Begins a refresh for an assistive technology: what a host calls from VoiceOver's scroll
  /// gesture (UIKit's `accessibilityScroll(_:)`), so that a user who cannot pull still refreshes.
  ///
  /// A header begins only while the content rests at its top, a footer only at the content's
  /// end and a trailer only at its trailing end, and only from ``RefreshState/idle`` while
  /// enabled and seen (an auto footer hidden for short content is not); anywhere else the
  /// gesture is the host's to scroll with. The refresh reports feedback, as one the user
  /// started does.
  ///
  /// - Returns: Whether a refresh began: the host returns it from `accessibilityScroll(_:)`.
  @discardableResult
  public func accessibilityRefresh() -> Bool {
    self.recordCall("accessibilityRefresh")
    guard self.state == .idle, self.isEnabled, self.canBeSeen, self.isAtPullEdge else {
      return false
    }
    return self.beginRefreshing(reason: .accessibilityAction)
  }

  /// The actions assistive technologies offer on the component now, beside its value: a
  /// header with a ``RefreshHeader/secondFloor`` offers ``RefreshAccessibilityAction/openSecondFloor``
  /// while the floor could open and ``RefreshAccessibilityAction/closeSecondFloor`` while it
  /// opens or is open; other components offer none.
  ///
  /// The list follows the state, the settings, and whether the component can be seen and is
  /// enabled; a binding reads it when the platform asks (UIKit, AppKit) or as it draws
  /// (SwiftUI), and names each action with ``accessibilityName(of:)``.
  public var accessibilityActions: [RefreshAccessibilityAction] {
    self.offeredAccessibilityActions
  }

  /// Whether the content rests at the edge the component is pulled from (``pullEdge``): the top
  /// for a header, the end for a footer or a trailer; `false` while detached or with no edge.
  var isAtPullEdge: Bool {
    guard let scrollModel = self.scrollModel, let edge = self.pullEdge else {
      return false
    }
    return edge.isAtEdge(scrollModel)
  }

  /// The name assistive technologies give `action`, localized in the component's
  /// ``config``: "Open the second floor".
  ///
  /// - Parameter action: The action.
  /// - Returns: Its localized name.
  public func accessibilityName(of action: RefreshAccessibilityAction) -> String {
    self.config.localizedString(action.nameKey)
  }

  /// Carries out `action` for an assistive technology, as the pull it stands for would: what
  /// a binding calls when VoiceOver, Switch Control or Voice Control performs it.
  ///
  /// An action the component does not offer now (``accessibilityActions``: the rotor may show
  /// an older list) does nothing and returns `false`, so that VoiceOver says it failed. The
  /// state changes it makes are announced and give feedback as a pull's do.
  ///
  /// - Parameter action: The action the user chose.
  /// - Returns: Whether it was carried out.
  @discardableResult
  public func performAccessibilityAction(_ action: RefreshAccessibilityAction) -> Bool {
    self.recordCall("\(Self.accessibilityActionCall)\(action)")
    guard self.offeredAccessibilityActions.contains(action) else {
      return false
    }
    return self.carryOut(action)
  }
}

extension RefreshComponent {
  /// The identifier UI tests find the component's view by, in every binding:
  /// `refreshkit.<slot>.<state>`, such as `refreshkit.header.refreshing`.
  ///
  /// The slot is the one the component is attached in (``ScrollAttachmentSlot``), or the one
  /// its class is made for while detached. The identifier follows the state, so that an
  /// XCUITest waits for a state by waiting for an element:
  ///
  /// ```swift
  /// let id = ScrollAttachmentSlot.header.accessibilityIdentifier(in: .refreshing)
  /// XCTAssertTrue(app.otherElements[id].waitForExistence(timeout: 5))
  /// ```
  public var accessibilityIdentifier: String {
    let slot = self.scrollModel?.slot(of: self) ?? self.naturalSlot
    return slot.accessibilityIdentifier(in: self.state)
  }
}

extension ScrollAttachmentSlot {
  /// The prefix of every component's ``RefreshComponent/accessibilityIdentifier``.
  public static let accessibilityIdentifierPrefix = "refreshkit"

  /// The accessibility identifier of the component in this slot while in `state`:
  /// `refreshkit.header.refreshing`, for UI tests that cannot reach the component itself.
  ///
  /// - Parameter state: The component's state.
  /// - Returns: The identifier its view carries in that state.
  public func accessibilityIdentifier(in state: RefreshState) -> String {
    "\(Self.accessibilityIdentifierPrefix).\(self.rawValue).\(Self.name(of: state))"
  }

  /// The state's name in an identifier: spelled out, so that it holds in a build without the
  /// reflection metadata that `"\(state)"` reads.
  private static func name(of state: RefreshState) -> String {
    switch state {
    case .idle: "idle"
    case .pulling: "pulling"
    case .refreshing: "refreshing"
    case .willRefresh: "willRefresh"
    case .noMoreData: "noMoreData"
    case .secondFloorArmed: "secondFloorArmed"
    case .openingSecondFloor: "openingSecondFloor"
    case .secondFloorOpen: "secondFloorOpen"
    case .closingSecondFloor: "closingSecondFloor"
    }
  }
}
