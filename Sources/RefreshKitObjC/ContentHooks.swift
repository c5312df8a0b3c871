#if canImport(UIKit) || os(Linux)  // the stand-in on Linux, for the tests; nothing on macOS

/// The hooks of an app's content view (`RKRefreshContent`), called from the engine's hooks of
/// the component it draws, as MJRefresh calls a DIY component's.
///
/// The engine's component decides when; this translates its changes into key-value
/// observing's dictionaries and its states into `RKRefreshState`, and keeps MJRefresh's
/// promises to a DIY component: nothing before `prepare`, `setState:` only for a new state
/// (what `MJRefreshCheckState` filters in a DIY `setState:`), `setPullingPercent:` only for a
/// new pull (the engine lays itself out and resets the pull to 0 as it is made, which
/// MJRefresh's `initWithFrame:` does not).
@MainActor
final class ContentHooks {
  /// The app's view.
  let content: any UIView & RKRefreshContent

  /// Whether the content's `prepare` has run.
  private var isPrepared = false
  /// The state the content was last told of.
  private var toldState: RKRefreshState?
  /// The pull the content was last told of; a DIY component starts at rest.
  private var toldPercent: CGFloat = 0

  /// The hooks of `content`.
  init(content: any UIView & RKRefreshContent) {
    self.content = content
  }

  /// After the component's own `prepare`: the content's, then the first `setState:` (idle).
  ///
  /// MJRefresh's `initWithFrame:` sets the state after `prepare`. The height the content gave
  /// itself becomes `component`'s, which lays it out (`placeSubviews`).
  func prepare(_ component: RefreshComponent) {
    self.callPrepare()
    self.isPrepared = true
    self.stateDidChange(.idle)
    let height = self.content.frame.height
    if height > 0 {
      component.height = height
    }
  }

  /// The content at the component's size, then its `placeSubviews`.
  func placeSubviews(_ component: RefreshComponent) {
    guard self.isPrepared else {
      return
    }
    self.content.frame = CGRect(origin: .zero, size: component.frame.size)
    self.callPlaceSubviews()
  }

  /// The dictionary key-value observing gives for `change` (NSKeyValueObserving.h:
  /// NSKeyValueChangeKindKey `kind`, NSKeyValueChangeSetting 1, NSKeyValueChangeNewKey `new`,
  /// NSKeyValueChangeOldKey `old`; MJRefresh observes with both options).
  static func dictionary<Value>(_ change: ObservedChange<Value>, _ box: (Value) -> Any)
    -> NSDictionary
  {
    let dictionary = NSMutableDictionary()
    dictionary["kind"] = NSNumber(value: 1)
    dictionary["new"] = box(change.newValue)
    if let old = change.oldValue {
      dictionary["old"] = box(old)
    }
    return dictionary
  }

  /// The offset changed.
  func offsetDidChange(_ change: ObservedChange<CGPoint>) {
    self.callOffsetDidChange(Self.dictionary(change) { NSValue(cgPoint: $0) })
  }

  /// The content's size changed.
  func sizeDidChange(_ change: ObservedChange<CGSize>) {
    self.callSizeDidChange(Self.dictionary(change) { NSValue(cgSize: $0) })
  }

  /// The pan's state changed.
  func panStateDidChange(_ change: ObservedChange<PanState>) {
    self.callPanStateDidChange(
      Self.dictionary(change) { NSNumber(value: UIGestureRecognizer.State($0).rawValue) })
  }

  /// The state changed: the content is told of a new one.
  func stateDidChange(_ state: RefreshState) {
    let state = RKRefreshState(state)
    guard self.isPrepared, state != self.toldState else {
      return
    }
    self.toldState = state
    self.callSetState(state)
  }

  /// The pull changed: the content is told of a new one.
  func pullingPercentDidChange(_ percent: CGFloat) {
    guard self.isPrepared, percent != self.toldPercent else {
      return
    }
    self.toldPercent = percent
    self.callSetPullingPercent(percent)
  }

  // The calls: optional methods on Apple platforms, protocol requirements with empty defaults
  // on Linux.
  #if canImport(ObjectiveC)
  private func callPrepare() { self.content.prepare?() }
  private func callPlaceSubviews() { self.content.placeSubviews?() }
  private func callOffsetDidChange(_ change: NSDictionary) {
    self.content.scrollViewContentOffsetDidChange?(change)
  }
  private func callSizeDidChange(_ change: NSDictionary) {
    self.content.scrollViewContentSizeDidChange?(change)
  }
  private func callPanStateDidChange(_ change: NSDictionary) {
    self.content.scrollViewPanStateDidChange?(change)
  }
  private func callSetState(_ state: RKRefreshState) { self.content.setState?(state) }
  private func callSetPullingPercent(_ percent: CGFloat) {
    self.content.setPullingPercent?(percent)
  }
  #else
  private func callPrepare() { self.content.prepare() }
  private func callPlaceSubviews() { self.content.placeSubviews() }
  private func callOffsetDidChange(_ change: NSDictionary) {
    self.content.scrollViewContentOffsetDidChange(change)
  }
  private func callSizeDidChange(_ change: NSDictionary) {
    self.content.scrollViewContentSizeDidChange(change)
  }
  private func callPanStateDidChange(_ change: NSDictionary) {
    self.content.scrollViewPanStateDidChange(change)
  }
  private func callSetState(_ state: RKRefreshState) { self.content.setState(state) }
  private func callSetPullingPercent(_ percent: CGFloat) { self.content.setPullingPercent(percent) }
  #endif
}
#endif
