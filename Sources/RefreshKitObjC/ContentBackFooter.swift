#if canImport(UIKit) || os(Linux)  // the stand-in on Linux, for the tests; nothing on macOS

/// The engine's back footer drawn by an app's content view, whose hooks it calls after its own
/// (`ContentHooks`): what `RKRefreshBackFooter`'s `withContent:` constructor drives.
final class ContentBackFooter: BackFooter {
  private let hooks: ContentHooks

  /// A back footer for `content`, which is prepared at once.
  init(content: any UIView & RKRefreshContent) {
    self.hooks = ContentHooks(content: content)
    super.init()
  }

  override func prepare() {
    super.prepare()
    self.hooks.prepare(self)
  }

  override func placeSubviews() {
    super.placeSubviews()
    self.hooks.placeSubviews(self)
  }

  override func scrollViewContentOffsetDidChange(_ change: ObservedChange<CGPoint>) {
    super.scrollViewContentOffsetDidChange(change)
    self.hooks.offsetDidChange(change)
  }

  override func scrollViewContentSizeDidChange(_ change: ObservedChange<CGSize>) {
    super.scrollViewContentSizeDidChange(change)
    self.hooks.sizeDidChange(change)
  }

  override func scrollViewPanStateDidChange(_ change: ObservedChange<PanState>) {
    super.scrollViewPanStateDidChange(change)
    self.hooks.panStateDidChange(change)
  }

  override func stateDidChange(from oldState: RefreshState) {
    // The content first: what the engine's hook starts (an end that resets the pull) reaches
    // it after the state, as MJRefresh's animation does after a DIY `setState:`.
    self.hooks.stateDidChange(self.state)
    super.stateDidChange(from: oldState)
  }

  override var pullingPercent: CGFloat {
    didSet {
      self.hooks.pullingPercentDidChange(self.pullingPercent)
    }
  }
}
#endif
