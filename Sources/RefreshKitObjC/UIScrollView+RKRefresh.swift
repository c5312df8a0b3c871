#if canImport(UIKit) || os(Linux)  // the stand-in on Linux, for the tests; nothing on macOS

/// MJRefresh's `UIScrollView+MJRefresh` for Objective-C: `rk_header`, `rk_footer`,
/// `rk_trailer` and `rk_totalDataCount`.
///
/// The components live on the scroll view's `refresh` host (the UIKit binding's): setting
/// one puts it there, drawn by the face's own view, in place of the one before; setting `nil`
/// takes it off. A component put on from Swift (`tableView.refresh.header = NormalHeader()`)
/// has no Objective-C face, and reads as `nil` here.
extension UIScrollView {
  /// The pull-down header: MJRefresh's `mj_header`.
  #if canImport(ObjectiveC)
  @objc(rk_header)
  #endif
  public var rkHeader: RKRefreshHeader? {
    get { self.face(in: \.header) }
    set { self.setFace(newValue, newValue?.header, in: \.header) }
  }

  /// The load-more footer: MJRefresh's `mj_footer`.
  #if canImport(ObjectiveC)
  @objc(rk_footer)
  #endif
  public var rkFooter: RKRefreshFooter? {
    get { self.face(in: \.footer) }
    set { self.setFace(newValue, newValue?.footer, in: \.footer) }
  }

  /// The component past a horizontal list's trailing end: MJRefresh's `mj_trailer`.
  #if canImport(ObjectiveC)
  @objc(rk_trailer)
  #endif
  public var rkTrailer: RKRefreshTrailer? {
    get { self.face(in: \.trailer) }
    set { self.setFace(newValue, newValue?.engine(RefreshTrailer.self), in: \.trailer) }
  }

  /// The rows of a table view or the items of a collection view, in every section; 0 for
  /// another scroll view: MJRefresh's `mj_totalDataCount`.
  #if canImport(ObjectiveC)
  @objc(rk_totalDataCount)
  #endif
  public var rkTotalDataCount: Int {
    RefreshHostView.totalDataCount(of: self)
  }

  /// The face of the component in `slot`, if it has one.
  private func face<Component: RefreshComponent, Face: RKRefreshComponent>(
    in slot: KeyPath<ScrollModel, Component?>
  ) -> Face? {
    guard let host = self.existingRefreshHost, let component = host.model[keyPath: slot] else {
      return nil
    }
    return host.view(drawing: component) as? Face
  }

  /// Puts `face`, driving `component`, in `slot`, or empties it.
  private func setFace<Component: RefreshComponent>(
    _ face: RKRefreshComponent?, _ component: Component?,
    in slot: ReferenceWritableKeyPath<ScrollModel, Component?>
  ) {
    guard let face, let component else {
      self.existingRefreshHost?.setComponent(nil, in: slot)
      return
    }
    self.refresh.setComponent(component, in: slot, drawnBy: face)
  }
}
#endif
