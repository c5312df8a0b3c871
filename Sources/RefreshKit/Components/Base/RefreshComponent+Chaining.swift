public import Foundation

/// MJRefresh's chaining grammar: each call sets one thing and returns the component, so a port
/// keeps MJRefresh's README line as it was.
///
/// ```swift
/// NormalHeader { [weak model] in await model?.reload() }
///   .autoChangeTransparency(true)
///   .link(to: scroll)
/// ```
extension RefreshComponent {
  /// Sets both animation durations to zero, so that beginning and ending apply at once, with no
  /// frame in between; MJRefresh's `setAnimationDisabled()`.
  ///
  /// - Returns: The component, for chaining.
  @discardableResult
  public func setAnimationDisabled() -> Self {
    self.fastAnimationDuration = 0
    self.slowAnimationDuration = 0
    return self
  }

  /// Sets ``automaticallyChangeAlpha``; MJRefresh's `autoChangeTransparency(_:)`.
  ///
  /// - Parameter isAutomatic: Whether the alpha follows ``pullingPercent`` while not refreshing.
  /// - Returns: The component, for chaining.
  @discardableResult
  public func autoChangeTransparency(_ isAutomatic: Bool) -> Self {
    self.automaticallyChangeAlpha = isAutomatic
    return self
  }

  /// Sets ``beginRefreshingCompletion``; MJRefresh's `afterBeginningAction(_:)`.
  ///
  /// - Parameter action: Runs right after the refreshing action, at every refresh.
  /// - Returns: The component, for chaining.
  @discardableResult
  public func afterBeginningAction(_ action: @escaping @MainActor () -> Void) -> Self {
    self.beginRefreshingCompletion = action
    return self
  }

  /// Sets ``endRefreshingAnimationBeginAction``; MJRefresh's
  /// `endingAnimationBeginningAction(_:)`.
  ///
  /// - Parameter action: Runs as the end animation starts, at every refresh.
  /// - Returns: The component, for chaining.
  @discardableResult
  public func endingAnimationBeginningAction(_ action: @escaping @MainActor () -> Void) -> Self {
    self.endRefreshingAnimationBeginAction = action
    return self
  }

  /// Sets ``endRefreshingCompletion``; MJRefresh's `afterEndingAction(_:)`.
  ///
  /// - Parameter action: Runs once the end animation has finished, at every refresh.
  /// - Returns: The component, for chaining.
  @discardableResult
  public func afterEndingAction(_ action: @escaping @MainActor () -> Void) -> Self {
    self.endRefreshingCompletion = action
    return self
  }

  /// Attaches the component to `scrollModel` in the slot its class is made for: a header as
  /// ``ScrollModel/header``, a footer as ``ScrollModel/footer``, a trailer as
  /// ``ScrollModel/trailer``, a leading loader as ``ScrollModel/leadingLoader``; MJRefresh's
  /// `link(to:)`, which sets `mj_header`, `mj_footer` or `mj_trailer`.
  ///
  /// The component there before is detached. A plain ``RefreshComponent`` subclass has no slot
  /// of its own: the call is reported to ``Diagnostics`` and attaches nothing. In an app, the
  /// bindings' `link(to:)` takes the scroll view itself.
  ///
  /// - Parameter scrollModel: The scroll model to attach to.
  /// - Returns: The component, for chaining.
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
  /// Sets ``lastUpdatedTimeText``; MJRefresh's `modifyLastUpdatedTimeText(_:)`.
  ///
  /// - Parameter text: The text of the last-updated label for a date (`nil` when the header
  ///   never refreshed), or `nil` for the built-in text.
  /// - Returns: The header, for chaining.
  @discardableResult
  public func modifyLastUpdatedTimeText(_ text: (@MainActor (Date?) -> String)?) -> Self {
    self.lastUpdatedTimeText = text
    return self
  }
}
