#if os(macOS) || os(Linux)  // the stand-in on Linux, for the tests; nothing on iOS
import RefreshKitDisplayLink

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
/// trackpad's scroll-wheel phases are the pan, its momentum phases the deceleration, and the
/// document view's size is the content size. Animations run on the display the view is on
/// (`NSView.displayLink`); work due later (a retry's backoff) wakes them with a timer.
///
/// ## Insets and the toolbar
///
/// The binding writes `contentInsets` itself, so it turns `automaticallyAdjustsContentInsets`
/// off (with it on, AppKit overrides the insets during tiling). If it was on, AppKit's default,
/// the binding keeps doing what it did: in a window with a full-size content view, the part of
/// the scroll view under the title bar and toolbar (its `safeAreaInsets`) is added to the
/// insets, so that rows and the resting header sit below the toolbar, and followed when the
/// toolbar changes (`NSWindow.contentLayoutRect`, key-value observed). If you had turned it off,
/// your `contentInsets` are the whole inset, as before. Either way, set your own inset on the
/// scroll view as usual, even mid-refresh: the value read back holds the components' shares,
/// and an edit relative to it keeps that meaning (a value below the shares is taken whole);
/// ``insetWrites`` `.whole` takes every value written as yours and adds the shares on top.
/// `model.contentInset` is your own inset, without the shares.
///
/// ## Trackpad phases
///
/// Fingers that touch (`.mayBegin`) stop the content's momentum, as a touch stops a UIKit
/// deceleration; fingers that scroll (`.began`, `.changed`) drag; lifting them (`.ended`) is the
/// release. A touch that lifts without scrolling (`.cancelled` with no `.began`) is no drag.
/// Momentum after the lift (`momentumPhase`) is the drag's deceleration; it ends where it
/// began, wherever the pointer has gone since. Momentum never pulls a component: it is no drag,
/// and fingers that catch the content past an edge, where momentum carried it, are no drag
/// either until they lift (the rule WebKit adopted for its own pull to refresh). A mouse
/// wheel's events have no phases and never drag; with a mouse, or with the elasticity turned
/// off, ``RefreshCommand`` (⌘R) refreshes. Attaching a component allows elastic scrolling
/// along its axis (`verticalScrollElasticity`, `horizontalScrollElasticity` set to `.allowed`),
/// so that a trailer pulls on a document no wider than the view.
public final class RefreshHostView: NSView, RefreshComponentHosting {
  /// The scroll model the clip view and the document view are mirrored into, which the components are attached to.
  public let model: ScrollModel

  /// The components' clock, driven by the display's frames (a `CADisplayLink`).
  public let clock: DisplayLinkClock

  /// What a value the app writes into the scroll view's `contentInsets` means: relative to the
  /// value read, which holds the components' shares (`.relative`, the default), or the app's
  /// own inset as written, the shares added on top (`.whole`).
  public var insetWrites: ScrollViewMirror.InsetWrites {
    get { self.core.mirror.insetWrites }
    set { self.core.mirror.insetWrites = newValue }
  }

  private let driver = DisplayLinkDriver()
  private let core: RefreshHostCore<NSView>
  /// Whether the binding adds the title bar and toolbar's safe area to the insets, as AppKit's
  /// automatic adjustment did.
  private var addsSafeArea = false
  /// The safe area last added to the scroll view's `contentInsets`.
  private var appliedSafeArea = EdgeInsets.zero
  /// The inset last written, without and with the safe area.
  private var writtenInsets: (inset: EdgeInsets, total: EdgeInsets)?
  /// The scroll view mirrored.
  private weak var scrollView: NSScrollView?
  /// The document view whose frame is observed.
  private weak var observedDocument: NSView?
  private var documentObservation: NotificationObservation?
  private var notificationObservations: [NotificationObservation] = []
  private var insetObservation: NSKeyValueObservation?
  private var windowObservation: NSKeyValueObservation?
  private var eventMonitor: Any?
  /// Whether the fingers scroll this scroll view: a pan began and has not ended.
  private var isPanning = false
  /// Whether the fingers about to scroll stopped the content's momentum: a pan they begin past
  /// an edge is no pull.
  private var caughtMomentum = false

  init(scrollView: NSScrollView) {
    self.scrollView = scrollView
    self.clock = self.driver.clock
    self.core = RefreshHostCore(mirror: ScrollViewMirror(clock: self.clock))
    self.model = self.core.model
    super.init(frame: NSRect(origin: .zero, size: scrollView.frame.size))
    self.autoresizingMask = [.width]
    self.adoptInsets(of: scrollView)
    self.core.mirror.geometryDidChange(self.geometry(of: scrollView))
    self.core.mirror.contentOffsetDidChange(scrollView.contentView.bounds.origin)
    self.follow(scrollView)
    self.driver.frameDidRun = { [unowned self] in
      self.redraw()
    }
    // What the app changes at rest (a title, a hidden label) draws on the next frame, as an
    // AppKit view's property change does.
    self.core.presentationDidChange = { [unowned self] in
      self.clock.redraw(at: self.clock.now + self.clock.frameInterval)
    }
    self.eventMonitor = NSEvent.addLocalMonitorForEvents(matching: .scrollWheel) {
      [weak self] event in
      MainActor.assumeIsolated { self?.follow(scrollWheel: event) }
      return event
    }
  }

  /// Takes over `scrollView`'s insets from AppKit's automatic adjustment, if it was on.
  private func adoptInsets(of scrollView: NSScrollView) {
    self.addsSafeArea = scrollView.automaticallyAdjustsContentInsets
    self.appliedSafeArea = .zero
    self.writtenInsets = nil
    if self.addsSafeArea {
      // What AppKit's adjustment put in the insets is the safe area, not the app's inset.
      self.appliedSafeArea = EdgeInsets(top: scrollView.contentInsets.top)
      scrollView.automaticallyAdjustsContentInsets = false
    }
  }

  /// Writes into `scrollView` and observes its clip view, document view and insets.
  private func follow(_ scrollView: NSScrollView) {
    self.core.mirror.applyContentInset = { [weak self, weak scrollView] inset in
      guard let self, let scrollView else {
        return
      }
      self.write(inset, to: scrollView)
    }
    self.core.mirror.applyContentOffset = { [weak scrollView] offset in
      guard let scrollView else {
        return
      }
      scrollView.contentView.scroll(to: offset)
      scrollView.reflectScrolledClipView(scrollView.contentView)
    }
    let clipView = scrollView.contentView
    clipView.postsBoundsChangedNotifications = true
    let center = NotificationCenter.default
    self.notificationObservations = [
      center.addObserver(
        forName: NSView.boundsDidChangeNotification, object: clipView, queue: nil
      ) { [weak self] _ in
        MainActor.assumeIsolated { self?.scrollViewDidScroll() }
      },
      center.addObserver(
        forName: NSScrollView.didEndLiveScrollNotification, object: scrollView, queue: nil
      ) { [weak self] _ in
        MainActor.assumeIsolated { self?.scrollViewDidChangeGeometry() }
      },
    ].map(NotificationObservation.init)
    self.observeDocumentView()
    self.insetObservation = scrollView.observe(\.contentInsets) { [weak self] _, _ in
      MainActor.assumeIsolated { self?.scrollViewDidChangeGeometry() }
    }
  }

  /// Stops observing and writing the scroll view, gives it back the app's inset and AppKit's
  /// adjustment as they were, and leaves it.
  private func unfollowScrollView() {
    self.notificationObservations = []
    self.documentObservation = nil
    self.observedDocument = nil
    self.insetObservation?.invalidate()
    self.insetObservation = nil
    // Nothing the components do as the host leaves (their visibility changes) reaches it.
    self.core.mirror.applyContentInset = nil
    self.core.mirror.applyContentOffset = nil
    if let scrollView = self.scrollView, case .contentInset = self.core.mirror.shareChannel {
      scrollView.contentInsets = NSEdgeInsets(self.model.contentInset + self.appliedSafeArea)
      if self.addsSafeArea {
        scrollView.automaticallyAdjustsContentInsets = true
      }
    }
    self.removeFromSuperview()
  }

  /// Moves the host, its components and whatever they are doing (a refresh under way, its
  /// task) to `scrollView`, which takes the place of the one it is on: what SwiftUI does when it
  /// makes the scroll view behind a `List` again.
  ///
  /// The scroll view left keeps the app's inset without the components' shares. The new one
  /// is mirrored as it is found, and gets the shares at once.
  ///
  /// - Parameter scrollView: The scroll view, which has no host of its own.
  package func move(to scrollView: NSScrollView) {
    guard scrollView !== self.scrollView, scrollView.existingRefreshHost == nil else {
      return
    }
    self.unfollowScrollView()
    self.scrollView = scrollView
    self.adoptInsets(of: scrollView)
    self.core.mirror.viewWasReplaced(
      geometry: self.geometry(of: scrollView), contentOffset: scrollView.contentView.bounds.origin)
    self.follow(scrollView)  // writes the shares and the offset into it
    self.frame = NSRect(origin: .zero, size: scrollView.frame.size)
    let document = scrollView.documentView ?? scrollView.contentView
    document.addSubview(self, positioned: .below, relativeTo: nil)
    for (component, _) in self.core.drawnComponents {
      self.allowElasticity(along: component.pullAxis)
    }
    self.scrollViewDidChangeGeometry()
  }

  /// Takes the host off its scroll view, which keeps the app's inset.
  ///
  /// What a SwiftUI view's refresh modifiers do when the view goes and the scroll view stays.
  /// Call it once its components are detached.
  package func leaveScrollView() {
    self.unfollowScrollView()
    self.scrollView = nil
  }

  /// Whether the host has any component.
  package var hasComponents: Bool {
    !self.core.drawnComponents.isEmpty
  }

  /// How the components' shares reach the scroll view: its `contentInsets` (AppKit's way), or
  /// SwiftUI's safe-area insets once SwiftUI took an inset back (``sharesTakenBack``).
  package var shareChannel: ScrollViewMirror.ShareChannel {
    get { self.core.mirror.shareChannel }
    set { self.core.mirror.shareChannel = newValue }
  }

  /// Called when SwiftUI, which owns the scroll view, wrote back `contentInsets` without a
  /// share the host wrote there.
  package var sharesTakenBack: (() -> Void)? {
    get { self.core.mirror.sharesTakenBack }
    set { self.core.mirror.sharesTakenBack = newValue }
  }

  /// The shares SwiftUI last laid the scroll view out with, under an external channel.
  package var drawnShares: EdgeInsets {
    get { self.core.mirror.drawnShares }
    set { self.core.mirror.drawnShares = newValue }
  }

  /// Not supported: `scrollView.refresh` makes the host.
  public required init?(coder: NSCoder) {
    nil
  }

  deinit {
    MainActorTeardown.run {
      if let eventMonitor = self.eventMonitor {
        NSEvent.removeMonitor(eventMonitor)
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
    self.core.mirror.geometryDidChange(self.geometry(of: scrollView))
    self.core.mirror.contentOffsetDidChange(scrollView.contentView.bounds.origin)
    self.redraw()
  }

  private func scrollViewDidChangeGeometry() {
    guard let scrollView = self.scrollView else {
      return
    }
    self.observeDocumentView()
    self.core.mirror.geometryDidChange(self.geometry(of: scrollView))
    if let table = scrollView.documentView as? NSTableView {
      self.core.mirror.dataCountDidChange(table.numberOfRows)
    }
    self.redraw()
  }

  /// Observes the frame of the document view there is now: the content size.
  ///
  /// With none, nothing is observed (an observer of `nil` would hear every view of the app).
  private func observeDocumentView() {
    let document = self.scrollView?.documentView
    let observes = self.documentObservation != nil
    guard document !== self.observedDocument || (document != nil) != observes else {
      return
    }
    self.documentObservation = nil
    self.observedDocument = document
    guard let document else {
      return
    }
    document.postsFrameChangedNotifications = true
    let token = NotificationCenter.default.addObserver(
      forName: NSView.frameDidChangeNotification, object: document, queue: nil
    ) { [weak self] _ in
      MainActor.assumeIsolated { self?.scrollViewDidChangeGeometry() }
    }
    self.documentObservation = NotificationObservation(token)
  }

  /// A scroll-wheel event: the fingers' phase is the pan, the momentum the deceleration.
  private func follow(scrollWheel event: NSEvent) {
    let momentumEnds =
      event.momentumPhase.contains(.ended) || event.momentumPhase.contains(.cancelled)
    if momentumEnds && self.model.isDecelerating {
      // Momentum that began here ends here, wherever the pointer has gone since.
      self.core.mirror.model.isDecelerating = false
      self.caughtMomentum = true  // by fingers that scroll at once, or by its own end
    }
    guard let scrollView = self.scrollView, event.window === scrollView.window,
      scrollView.bounds.contains(scrollView.convert(event.locationInWindow, from: nil))
    else {
      return  // another scroll view's
    }
    let phase = event.phase
    if phase.contains(.mayBegin) {
      if self.model.isDecelerating {
        self.caughtMomentum = true
      }
      self.core.mirror.model.isDecelerating = false  // fingers that touch stop the content
    } else if phase.contains(.began) {
      if self.isPanning {  // the last pan's end went to another view: end it first
        self.core.mirror.panStateDidChange(.cancelled)
        self.core.mirror.panStateDidChange(.possible)
      }
      // WebKit's rule for its own pull to refresh: fingers that catch content momentum carried
      // past its edge scroll it, but are no pull until they lift.
      self.isPanning = !(self.caughtMomentum && self.model.isPastAnEdge)
      self.caughtMomentum = false
      if self.isPanning {
        self.core.mirror.panStateDidChange(.began)
      }
    } else if phase.contains(.changed) && self.isPanning {
      self.core.mirror.panStateDidChange(.changed)
    } else if (phase.contains(.ended) || phase.contains(.cancelled)) && self.isPanning {
      self.isPanning = false
      self.core.mirror.panStateDidChange(phase.contains(.ended) ? .ended : .cancelled)
      self.core.mirror.panStateDidChange(.possible)
    }
    if event.momentumPhase.contains(.began) || event.momentumPhase.contains(.changed) {
      self.core.mirror.model.isDecelerating = true
    }
    self.redraw()
  }

  /// Follows the scroll view's size and the document's.
  public override func layout() {
    super.layout()
    self.scrollViewDidChangeGeometry()
  }

  /// Follows the window and its toolbar, and starts the display link on its display.
  public override func viewDidMoveToWindow() {
    super.viewDidMoveToWindow()
    self.core.mirror.visibilityDidChange(self.window != nil)
    self.windowObservation = self.window?.observe(\.contentLayoutRect) { [weak self] _, _ in
      MainActor.assumeIsolated { self?.scrollViewDidChangeGeometry() }
    }
    if self.window != nil {
      self.driver.start { self.displayLink(target: $0, selector: $1) }
      self.scrollViewDidChangeGeometry()
    }
  }

  /// Writes `inset` (the app's and the shares) and the safe area into the scroll view.
  private func write(_ inset: EdgeInsets, to scrollView: NSScrollView) {
    let total = inset + self.appliedSafeArea
    self.writtenInsets = (inset, total)
    scrollView.contentInsets = NSEdgeInsets(total)
  }

  /// The scroll view's geometry, as a UIKit scroll view's.
  ///
  /// `contentInsets` less the safe area the binding added is the app's inset and the shares;
  /// the safe area now is what the system adds. A safe area that changed is written into the
  /// insets first.
  private func geometry(of scrollView: NSScrollView) -> HostScrollGeometry {
    // The inset last written, given back exactly: adding the safe area and taking it away
    // again may not round-trip, and a last-bit difference would read as the app's write.
    let current = EdgeInsets(scrollView.contentInsets)
    let written = self.writtenInsets.flatMap { $0.total == current ? $0 : nil }
    let insets = written?.inset ?? current - self.appliedSafeArea
    if self.addsSafeArea {
      let safe = EdgeInsets(top: scrollView.safeAreaInsets.top)
      if safe != self.appliedSafeArea {
        self.appliedSafeArea = safe
        self.write(insets, to: scrollView)
      }
    }
    return HostScrollGeometry(
      frame: scrollView.frame, contentSize: scrollView.documentView?.frame.size ?? .zero,
      contentInset: insets, adjustedContentInset: insets + self.appliedSafeArea)
  }

  // MARK: - Components and their views

  /// Puts `component` in `slot` in place of the one there, with an AppKit view that draws it
  /// in the document view.
  ///
  /// - Parameters:
  ///   - component: The component, or `nil` to empty the slot.
  ///   - slot: `\.header`, `\.footer`, `\.trailer` or `\.leadingLoader`.
  public func setComponent<Component: RefreshComponent>(
    _ component: Component?, in slot: ReferenceWritableKeyPath<ScrollModel, Component?>
  ) {
    self.core.replace(
      component, in: slot, removing: { $0.removeFromSuperview() }, adding: self.addView)
    self.redraw()
  }

  /// The app's view of the header's second floor (`RefreshHeader.secondFloor`), or
  /// `nil`: drawn behind the components at the header's `secondFloorFrame`, above the document,
  /// and hidden while none of the floor shows.
  public var secondFloorView: NSView? {
    didSet {
      oldValue?.removeFromSuperview()
      if let view = self.secondFloorView {
        self.addSubview(view, positioned: .below, relativeTo: nil)
      }
      self.core.secondFloorView = self.secondFloorView
      self.redraw()
    }
  }

  /// Prepares `component` for AppKit and adds the view that draws it.
  private func addView(for component: RefreshComponent) -> NSView {
    self.core.prepare(component, textMeasurer: NSFontTextMeasurer()) { [weak self] text in
      guard let self else {
        return
      }
      NSAccessibility.post(
        element: self, notification: .announcementRequested, userInfo: [.announcement: text])
    }
    self.allowElasticity(along: component.pullAxis)
    let view =
      (component as? any AppKitRefreshViewProviding)?.makeRefreshView() ?? RefreshComponentView()
    (view as? RefreshComponentView)?.accessibilityComponent = component
    self.addSubview(view)
    return view
  }

  /// Elastic along `axis`, so that short content can be pulled: with `.automatic`, AppKit lets
  /// a document no wider than the view go past its side edges only without a vertical scroller
  /// (NSScrollView.h).
  private func allowElasticity(along axis: ScrollAxis) {
    switch axis {
    case .horizontal: self.scrollView?.horizontalScrollElasticity = .allowed
    case .vertical: self.scrollView?.verticalScrollElasticity = .allowed
    }
  }

  /// Draws every component as it is now, and asks the clock to wake for the next change that
  /// happens by itself (a GIF's next frame).
  func redraw() {
    let next = self.core.redraw(at: self.clock.now) { view, placement in
      view.frame = placement.frame
      view.alphaValue = placement.alpha
      view.isHidden = placement.isHidden
    }
    self.clock.redraw(at: next)
  }
}

extension NSScrollView {
  /// The refresh components of this scroll view, on any scroll view whose document view is
  /// flipped (a table view's is).
  ///
  /// The first use adds a ``RefreshHostView`` to the document view; later uses return it.
  /// Set the document view first: without one, the components go in the clip view and do not
  /// scroll with content set later; with one that is not flipped, they sit at its bottom. Both
  /// are reported to `Diagnostics` as `DiagnosticKind.unsupportedSetup`.
  public var refresh: RefreshHostView {
    if let host = self.existingRefreshHost {
      return host
    }
    let document = self.documentView ?? self.contentView
    if let documentView = self.documentView {
      if !documentView.isFlipped {
        Diagnostics.report(
          .unsupportedSetup, "NSScrollView.refresh",
          "the document view (\(type(of: documentView))) is not flipped, so the components sit "
            + "at its bottom and offsets grow upward: use a flipped document view, as "
            + "NSTableView's is, or override isFlipped to return true")
      }
    } else {
      Diagnostics.report(
        .unsupportedSetup, "NSScrollView.refresh",
        "the scroll view has no document view: set scrollView.documentView before "
          + "scrollView.refresh; the components were put in the clip view and do not scroll "
          + "with a document view set later")
    }
    let host = RefreshHostView(scrollView: self)
    document.addSubview(host, positioned: .below, relativeTo: nil)
    return host
  }

  /// The host ``refresh`` made (in the document view, or the clip view without one), or `nil`
  /// before its first use.
  var existingRefreshHost: RefreshHostView? {
    let document = self.documentView ?? self.contentView
    return document.subviews.lazy.compactMap { $0 as? RefreshHostView }.first
  }
}
#endif
