#if os(macOS) || os(Linux)  // the stand-in on Linux, for the tests; nothing on iOS
public import RefreshKit
public import RefreshKitHost

#if os(macOS)
public import AppKit
#else
public import AppKitStandIn
#endif

/// A component that draws itself with an AppKit view of its own.
///
/// The binding asks for the view once, when the component is attached, and puts it at the
/// component's frame with its alpha and visibility; the component updates what it shows.
@MainActor
public protocol AppKitRefreshViewProviding: RefreshComponent {
  /// The view that draws the component.
  func makeRefreshView() -> NSView
}

/// The refresh components of one scroll view, and the views that draw them: what
/// `scrollView.refresh` returns.
///
/// ```swift
/// scrollView.refresh.header = NormalHeader { await model.reload() }
/// scrollView.refresh.footer = AutoNormalFooter { await model.loadNextPage() }
/// ```
///
/// It is a view the binding adds to the scroll view's document view, which must be flipped
/// (`NSTableView`'s is), so that offsets grow downward as in UIKit. It mirrors the scroll view
/// into a `ScrollModel` (``model``): the clip view's bounds origin is the offset, the
/// trackpad's scroll-wheel phases are the pan (began and changed while fingers touch, ended as
/// they lift), and the document view's size is the content size. It turns
/// `automaticallyAdjustsContentInsets` off and writes `contentInsets` itself: set the app's
/// own inset on the scroll view as usual, even mid-refresh. Animations run on the display the
/// view is on (`NSView.displayLink`, macOS 14).
@available(macOS 14.0, *)
@MainActor
public final class RefreshHostView: NSView {
  /// The scroll model the components are attached to.
  public var model: ScrollModel {
    self.mirror.model
  }

  /// The components' clock, driven by the display.
  public var clock: DisplayLinkClock {
    self.driver.clock
  }

  /// The refresh header.
  public var header: RefreshHeader? {
    get { self.model.header }
    set { self.attach(newValue, in: \.header) }
  }

  /// The refresh footer.
  public var footer: RefreshFooter? {
    get { self.model.footer }
    set { self.attach(newValue, in: \.footer) }
  }

  /// The trailer.
  public var trailer: RefreshTrailer? {
    get { self.model.trailer }
    set { self.attach(newValue, in: \.trailer) }
  }

  /// The loader of earlier items at the start of the content, RefreshKit's own: a chat's
  /// history.
  ///
  /// When its page arrives, insert the rows, lay them out, then call
  /// ``contentWasInsertedAtStart(_:on:)`` with the height they added.
  public var leadingLoader: LeadingLoader? {
    get { self.model.leadingLoader }
    set { self.attach(newValue, in: \.leadingLoader) }
  }

  /// The app inserted rows before the first one and laid them out: moves the offset by
  /// `length` in one step, so that what the user reads stays exactly where it is.
  ///
  /// - Parameters:
  ///   - length: The height (width, on the horizontal axis) the rows added, in points.
  ///   - axis: The axis. Defaults to `.vertical`.
  public func contentWasInsertedAtStart(_ length: CGFloat, on axis: ScrollAxis = .vertical) {
    self.mirror.contentWasInsertedAtStart(length, on: axis)
  }

  private weak var scrollView: NSScrollView?
  private let driver = DisplayLinkDriver()
  private let mirror: ScrollViewMirror
  private var notificationTokens: [any NSObjectProtocol] = []
  private var insetObservation: NSKeyValueObservation?
  private var eventMonitor: Any?
  private var componentViews: [ObjectIdentifier: (RefreshComponent, NSView)] = [:]

  init(scrollView: NSScrollView) {
    self.scrollView = scrollView
    scrollView.automaticallyAdjustsContentInsets = false
    self.mirror = ScrollViewMirror(
      clock: self.driver.clock, geometry: Self.geometry(of: scrollView),
      contentOffset: scrollView.contentView.bounds.origin)
    super.init(frame: NSRect(origin: .zero, size: scrollView.frame.size))
    self.autoresizingMask = [.width]
    self.mirror.applyContentInset = { [weak scrollView] inset in
      scrollView?.contentInsets = NSEdgeInsets(inset)
    }
    self.mirror.applyContentOffset = { [weak scrollView] offset in
      guard let scrollView else {
        return
      }
      scrollView.contentView.scroll(to: offset)
      scrollView.reflectScrolledClipView(scrollView.contentView)
    }
    self.driver.frameDidRun = { [unowned self] in
      self.redraw()
    }
    let clipView = scrollView.contentView
    clipView.postsBoundsChangedNotifications = true
    scrollView.documentView?.postsFrameChangedNotifications = true
    let center = NotificationCenter.default
    self.notificationTokens = [
      center.addObserver(
        forName: NSView.boundsDidChangeNotification, object: clipView, queue: nil
      ) { [weak self] _ in
        MainActor.assumeIsolated { self?.scrollViewDidScroll() }
      },
      center.addObserver(
        forName: NSView.frameDidChangeNotification, object: scrollView.documentView, queue: nil
      ) { [weak self] _ in
        MainActor.assumeIsolated { self?.scrollViewDidChangeGeometry() }
      },
      center.addObserver(
        forName: NSScrollView.didEndLiveScrollNotification, object: scrollView, queue: nil
      ) { [weak self] _ in
        MainActor.assumeIsolated { self?.scrollViewDidChangeGeometry() }
      },
    ]
    self.insetObservation = scrollView.observe(\.contentInsets) { [weak self] _, _ in
      MainActor.assumeIsolated { self?.scrollViewDidChangeGeometry() }
    }
    self.eventMonitor = NSEvent.addLocalMonitorForEvents(matching: .scrollWheel) {
      [weak self] event in
      MainActor.assumeIsolated { self?.scrollWheel(event) }
      return event
    }
  }

  /// Not supported: `scrollView.refresh` makes the host.
  public required init?(coder: NSCoder) {
    nil
  }

  deinit {
    MainActorTeardown.run {
      self.driver.invalidate()
      if let eventMonitor = self.eventMonitor {
        NSEvent.removeMonitor(eventMonitor)
      }
      for token in self.notificationTokens {
        NotificationCenter.default.removeObserver(token)
      }
    }
  }

  /// Flipped, as the document view is.
  public override var isFlipped: Bool { true }

  // MARK: - The scroll view's events

  private func scrollViewDidScroll() {
    guard let scrollView = self.scrollView else {
      return
    }
    self.mirror.geometryDidChange(Self.geometry(of: scrollView))
    self.mirror.contentOffsetDidChange(scrollView.contentView.bounds.origin)
    self.redraw()
  }

  private func scrollViewDidChangeGeometry() {
    guard let scrollView = self.scrollView else {
      return
    }
    self.mirror.geometryDidChange(Self.geometry(of: scrollView))
    if let table = scrollView.documentView as? NSTableView {
      self.mirror.dataCountDidChange(table.numberOfRows)
    }
    self.redraw()
  }

  /// A scroll-wheel event: the fingers' phase is the pan's.
  private func scrollWheel(_ event: NSEvent) {
    let momentumEnds =
      event.momentumPhase.contains(.ended) || event.momentumPhase.contains(.cancelled)
    if momentumEnds && self.model.isDecelerating {
      // Momentum that began here ends here, wherever the pointer has gone since.
      self.mirror.model.isDecelerating = false
    }
    guard let scrollView = self.scrollView, event.window === scrollView.window,
      scrollView.bounds.contains(scrollView.convert(event.locationInWindow, from: nil))
    else {
      return  // another scroll view's
    }
    if event.phase.contains(.began) {
      self.mirror.panStateDidChange(.began)
    } else if event.phase.contains(.changed) {
      self.mirror.panStateDidChange(.changed)
    } else if event.phase.contains(.ended) || event.phase.contains(.cancelled) {
      self.mirror.panStateDidChange(event.phase.contains(.ended) ? .ended : .cancelled)
      self.mirror.panStateDidChange(.possible)
    }
    // Momentum after the fingers lifted is the deceleration of the drag.
    if event.momentumPhase.contains(.began) || event.momentumPhase.contains(.changed) {
      self.mirror.model.isDecelerating = true
    }
    self.redraw()
  }

  /// Follows the scroll view's size and the document's.
  public override func layout() {
    super.layout()
    self.scrollViewDidChangeGeometry()
  }

  /// Follows the window, and starts the display link on its display.
  public override func viewDidMoveToWindow() {
    super.viewDidMoveToWindow()
    self.mirror.visibilityDidChange(self.window != nil)
    if self.window != nil {
      self.driver.start(on: self)
    }
  }

  private static func geometry(of scrollView: NSScrollView) -> HostScrollGeometry {
    HostScrollGeometry(
      frame: scrollView.frame, contentSize: scrollView.documentView?.frame.size ?? .zero,
      contentInset: EdgeInsets(scrollView.contentInsets))
  }

  // MARK: - Components and their views

  private func attach<Component: RefreshComponent>(
    _ component: Component?, in slot: ReferenceWritableKeyPath<ScrollModel, Component?>
  ) {
    if let old = self.model[keyPath: slot] {
      self.componentViews.removeValue(forKey: ObjectIdentifier(old))?.1.removeFromSuperview()
    }
    if let component {
      if component.config.textMeasurer is ApproximateTextMeasurer {
        component.config.textMeasurer = NSFontTextMeasurer()
      }
      if component.accessibility.announcementHandler == nil {
        component.accessibility.announcementHandler = { [weak self] text in
          guard let self else {
            return
          }
          NSAccessibility.post(
            element: self, notification: .announcementRequested, userInfo: [.announcement: text])
        }
      }
      let view: NSView =
        (component as? any AppKitRefreshViewProviding)?.makeRefreshView()
        ?? RefreshComponentView()
      self.addSubview(view)
      self.componentViews[ObjectIdentifier(component)] = (component, view)
    }
    self.model[keyPath: slot] = component
    self.redraw()
  }

  /// Draws every component as it is now.
  func redraw() {
    let now = self.clock.now
    for (component, view) in self.componentViews.values {
      if let view = view as? RefreshComponentView {
        view.apply(RenderPlan(component, at: now))
      } else {
        view.frame = component.frame
        view.alphaValue = component.alpha
        view.isHidden = component.isHidden
      }
    }
  }
}

@available(macOS 14.0, *)
extension NSScrollView {
  /// The refresh components of this scroll view, on any scroll view whose document view is
  /// flipped (a table view's is).
  ///
  /// The first use adds a ``RefreshHostView`` to the document view; later uses return it.
  public var refresh: RefreshHostView {
    let document = self.documentView ?? self.contentView
    if let host = document.subviews.lazy.compactMap({ $0 as? RefreshHostView }).first {
      return host
    }
    let host = RefreshHostView(scrollView: self)
    document.addSubview(host, positioned: .below, relativeTo: nil)
    return host
  }
}
#endif
