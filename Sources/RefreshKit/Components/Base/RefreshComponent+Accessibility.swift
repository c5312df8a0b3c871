extension RefreshComponent {
  /// Begins a refresh for an assistive technology, from VoiceOver's scroll gesture (UIKit's
  /// `accessibilityScroll(_:)`).
  ///
  /// It begins only from ``RefreshState/idle``, enabled and seen, with the content at rest at
  /// the component's edge; otherwise it returns `false` and the host scrolls. The refresh
  /// reports feedback.
  @discardableResult
  public func accessibilityRefresh() -> Bool {
    self.recordCall("accessibilityRefresh")
    guard self.state == .idle, self.isEnabled, self.canBeSeen, let scrollModel = self.scrollModel,
      let edge = self.pullEdge, edge.isAtEdge(scrollModel)
    else {
      return false
    }
    return self.beginRefreshing(reason: .accessibilityAction)
  }

  /// The actions assistive technologies offer on the component now (a header's second floor's
  /// open or close; other components offer none), named by ``accessibilityName(of:)``.
  public var accessibilityActions: [RefreshAccessibilityAction] {
    self.offeredAccessibilityActions
  }

  /// The name assistive technologies give `action`, localized in the component's ``config``.
  public func accessibilityName(of action: RefreshAccessibilityAction) -> String {
    self.config.localizedString(action.nameKey)
  }

  /// Carries out `action` for an assistive technology, as the pull it stands for would.
  ///
  /// An action not offered now does nothing and returns `false`. State changes are announced
  /// and give feedback as a pull's do.
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
  /// The identifier UI tests find the component's view by: `refreshkit.<slot>.<state>`.
  ///
  /// The slot is the one attached in, or the class's own while detached. See <doc:testing>.
  public var accessibilityIdentifier: String {
    let slot = self.scrollModel?.slot(of: self) ?? self.naturalSlot
    return slot.accessibilityIdentifier(in: self.state)
  }
}

extension ScrollAttachmentSlot {
  /// The prefix of every component's ``RefreshComponent/accessibilityIdentifier``.
  public static let accessibilityIdentifierPrefix = "refreshkit"

  /// The accessibility identifier of the component in this slot while in `state`.
  public func accessibilityIdentifier(in state: RefreshState) -> String {
    "\(Self.accessibilityIdentifierPrefix).\(self.rawValue).\(Self.name(of: state))"
  }

  /// Spelled out, to hold in a build without the reflection metadata `"\(state)"` reads.
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
