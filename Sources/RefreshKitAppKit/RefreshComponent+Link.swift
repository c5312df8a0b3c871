#if os(macOS) || os(Linux)  // the stand-in on Linux, for the tests; nothing on iOS

extension RefreshComponent {
  /// Puts the component on `scrollView` in the slot its class is made for (`refresh.header`,
  /// `refresh.footer`, `refresh.trailer` or `refresh.leadingLoader`); MJRefresh's `link(to:)`.
  ///
  /// ```swift
  /// NormalHeader { [weak self] in await self?.reload() }
  ///   .autoChangeTransparency(true)
  ///   .link(to: scrollView)
  /// ```
  ///
  /// - Parameter scrollView: The scroll view.
  /// - Returns: The component, for chaining.
  @discardableResult
  public func link(to scrollView: NSScrollView) -> Self {
    self.link(to: scrollView.refresh)
  }
}
#endif
