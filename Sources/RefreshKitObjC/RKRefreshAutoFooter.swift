#if canImport(UIKit) || os(Linux)  // the stand-in on Linux, for the tests; nothing on macOS

/// MJRefresh's `MJRefreshAutoFooter` for Objective-C: a footer that loads by itself.
///
/// It loads as the content's end comes into view, and sits below the content. It draws
/// nothing; a footer of your own is a view adopting `RKRefreshContent`.
#if canImport(ObjectiveC)
@objc(RKRefreshAutoFooter) @objcMembers
#endif
public class RKRefreshAutoFooter: RKRefreshFooter {
  override class func makeComponent() -> RefreshComponent {
    AutoFooter()
  }

  /// The engine's auto footer.
  private var loader: AutoLoader {
    self.engine(AutoLoader.self)
  }

  /// An auto footer drawn by `content`, which the footer tells of its hooks
  /// (`RKRefreshContent`) and whose height it takes once `prepare` has run: MJRefresh's DIY
  /// auto footer, as a view.
  ///
  /// - Parameters:
  ///   - content: The app's view.
  ///   - refreshingBlock: Runs when it loads.
  /// - Returns: The footer.
  public class func footer(
    withContent content: any UIView & RKRefreshContent, refreshingBlock: @escaping () -> Void
  ) -> RKRefreshAutoFooter {
    let footer = RKRefreshAutoFooter(
      component: ContentAutoFooter(content: content), content: content)
    footer.refreshingBlock = refreshingBlock
    return footer
  }

  /// Whether it loads by itself as its end comes into view: MJRefresh's `automaticallyRefresh`.
  ///
  /// On by default. Off, it loads on a tap or a pull past it.
  public var automaticallyRefresh: Bool {
    get { self.loader.automaticallyRefresh }
    set { self.loader.automaticallyRefresh = newValue }
  }

  /// How much of the footer shows before it loads: MJRefresh's
  /// `triggerAutomaticallyRefreshPercent`, 1.0 (all of it).
  public var triggerAutomaticallyRefreshPercent: CGFloat {
    get { self.loader.triggerAutomaticallyRefreshPercent }
    set { self.loader.triggerAutomaticallyRefreshPercent = newValue }
  }

  /// How many loads one drag may start: MJRefresh's `autoTriggerTimes`, 1; -1 for no limit.
  public var autoTriggerTimes: Int {
    get { self.loader.autoTriggerTimes }
    set { self.loader.autoTriggerTimes = newValue }
  }

  /// Whether one drag starts at most one load: MJRefresh's `onlyRefreshPerDrag`, which sets
  /// ``autoTriggerTimes`` to 1 (`YES`) or -1 (`NO`).
  public var onlyRefreshPerDrag: Bool {
    get { self.autoTriggerTimes == 1 }
    set { self.autoTriggerTimes = newValue ? 1 : -1 }
  }
}
#endif
