public import RefreshKit

extension RefreshComponent {
  /// Puts the component in the slot of `host` its class is made for, with a view that draws
  /// it: a header as `header`, a footer as `footer`, a trailer as `trailer`, a leading loader
  /// as `leadingLoader`; MJRefresh's `link(to:)`.
  ///
  /// The component there before is removed. A plain `RefreshComponent` subclass
  /// has no slot of its own: the call is reported to `Diagnostics` and attaches
  /// nothing.
  ///
  /// - Parameter host: The scroll view's host (`scrollView.refresh`).
  /// - Returns: The component, for chaining.
  @discardableResult
  public func link(to host: some RefreshComponentHosting) -> Self {
    switch self {
    case let loader as LeadingLoader: host.leadingLoader = loader
    case let header as RefreshHeader: host.header = header
    case let footer as RefreshFooter: host.footer = footer
    case let trailer as RefreshTrailer: host.trailer = trailer
    default:
      Diagnostics.report(
        .unsupportedSetup, "link(to:)",
        "\(type(of: self)) is no header, footer, trailer or leading loader: use setComponent")
    }
    return self
  }
}
