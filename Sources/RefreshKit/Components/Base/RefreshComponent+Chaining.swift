public import Foundation

extension RefreshComponent {
  /// Sets both animation durations to zero, so beginning and ending apply at once; MJRefresh's
  /// `setAnimationDisabled()`.
  @discardableResult
  public func setAnimationDisabled() -> Self {
    self.fastAnimationDuration = 0
    self.slowAnimationDuration = 0
    return self
  }

  /// Sets ``automaticallyChangeAlpha``; MJRefresh's `autoChangeTransparency(_:)`.
  @discardableResult
  public func autoChangeTransparency(_ isAutomatic: Bool) -> Self {
    self.automaticallyChangeAlpha = isAutomatic
    return self
  }

  /// Sets ``beginRefreshingCompletion``; MJRefresh's `afterBeginningAction(_:)`.
  @discardableResult
  public func afterBeginningAction(_ action: @escaping @MainActor () -> Void) -> Self {
    self.beginRefreshingCompletion = action
    return self
  }

  /// Sets ``endRefreshingAnimationBeginAction``; MJRefresh's `endingAnimationBeginningAction(_:)`.
  @discardableResult
  public func endingAnimationBeginningAction(_ action: @escaping @MainActor () -> Void) -> Self {
    self.endRefreshingAnimationBeginAction = action
    return self
  }

  /// Sets ``endRefreshingCompletion``; MJRefresh's `afterEndingAction(_:)`.
  @discardableResult
  public func afterEndingAction(_ action: @escaping @MainActor () -> Void) -> Self {
    self.endRefreshingCompletion = action
    return self
  }

  /// Attaches the component to `scrollModel` in its class's slot (header, footer, trailer or
  /// leading loader); MJRefresh's `link(to:)`.
  ///
  /// The component there before is detached. A plain ``RefreshComponent`` subclass has no slot:
  /// the call attaches nothing and is reported to ``Diagnostics``.
  @discardableResult
  public func link(to scrollModel: ScrollModel) -> Self {
    switch self.naturalSlot {
    case .header, .footer, .trailer, .leadingLoader:
      scrollModel.setAttachment(self, in: self.naturalSlot)
    default:
      Diagnostics.report(
        .unsupportedSetup, "link(to:)",
        "\(type(of: self)) is no header, footer, trailer or leading loader: attach it in a slot")
    }
    return self
  }
}

extension StateHeader {
  /// Sets ``lastUpdatedTimeText`` (`nil` for the built-in text); MJRefresh's
  /// `modifyLastUpdatedTimeText(_:)`.
  @discardableResult
  public func modifyLastUpdatedTimeText(_ text: (@MainActor (Date?) -> String)?) -> Self {
    self.lastUpdatedTimeText = text
    return self
  }
}
