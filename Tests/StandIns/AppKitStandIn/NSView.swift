// AppKit's views, reduced to what the binding uses, with Apple's signatures.
#if os(Linux)  // a stand-in for Apple platforms, where the real framework is used
public import Foundation

// AppKit/NSView.h: @interface NSView : NSResponder
/// A view.
@MainActor
open class NSView: StandInAccessibilityElement, StandInObservable {
  /// The accessibility label, value and role flag set (stand-in only).
  public private(set) var standInAccessibility: (label: String?, value: String?, isElement: Bool) =
    (nil, nil, false)

  // AppKit/NSAccessibilityProtocols.h: - (void)setAccessibilityElement:(BOOL)accessibilityElement; (NSAccessibility)
  /// Whether assistive technologies see the view as one element.
  open func setAccessibilityElement(_ accessibilityElement: Bool) {
    self.standInAccessibility.isElement = accessibilityElement
    self.standInCountWrite()
  }

  // AppKit/NSAccessibilityProtocols.h: @property (nullable, copy) NSString *accessibilityLabel;
  /// What assistive technologies call the element.
  open func setAccessibilityLabel(_ accessibilityLabel: String?) {
    self.standInAccessibility.label = accessibilityLabel
    self.standInCountWrite()
  }

  // AppKit/NSAccessibilityProtocols.h: @property (nullable, strong) id accessibilityValue;
  /// The element's value.
  open func setAccessibilityValue(_ accessibilityValue: Any?) {
    self.standInAccessibility.value = accessibilityValue as? String
    self.standInCountWrite()
  }

  private var standInCustomActions: [NSAccessibilityCustomAction]?
  private var standInIdentifier = ""

  // AppKit/NSAccessibilityProtocols.h: @property (nullable, copy) NSString *accessibilityIdentifier;
  // (NSAccessibility) and - (NSString *)accessibilityIdentifier; (NSAccessibilityElement): NSView
  // adopts both, and Swift imports a non-optional getter method and an optional setter method
  /// The identifier UI tests find the element by.
  open func accessibilityIdentifier() -> String {
    self.standInIdentifier
  }

  /// Sets the identifier ``accessibilityIdentifier()`` returns.
  open func setAccessibilityIdentifier(_ accessibilityIdentifier: String?) {
    self.standInIdentifier = accessibilityIdentifier ?? ""
    self.standInCountWrite()
  }

  // AppKit/NSAccessibilityProtocols.h: @property (nullable, copy) NSArray<NSAccessibilityCustomAction *> *accessibilityCustomActions API_AVAILABLE(macos(10.13));
  // (imported for NSView as a getter method and a setter method, as accessibilityLabel is)
  /// The actions VoiceOver offers on the element, beside its own.
  open func accessibilityCustomActions() -> [NSAccessibilityCustomAction]? {
    self.standInCustomActions
  }

  /// Sets the actions ``accessibilityCustomActions()`` returns.
  open func setAccessibilityCustomActions(_ actions: [NSAccessibilityCustomAction]?) {
    self.standInCustomActions = actions
    self.standInCountWrite()
  }

  /// How many times a property of this view that draws (the frame, visibility, opacity,
  /// rotation, accessibility; a text field's text, font, colour and lines; an image; a
  /// spinner's turning) was written: not AppKit's, for the tests that count a binding's writes
  /// per frame.
  public private(set) var standInWrites = 0

  /// The writes to this view and every view inside it.
  public var standInWritesInTree: Int {
    self.subviews.reduce(self.standInWrites) { $0 + $1.standInWritesInTree }
  }

  func standInCountWrite() {
    self.standInWrites += 1
  }

  /// The stand-in's observers.
  public nonisolated let standInObservers = StandInObservers()

  // AppKit/NSView.h: typedef NS_OPTIONS(NSUInteger, NSAutoresizingMaskOptions) (apinotes: NSView.AutoresizingMask)
  /// How a view resizes with its superview.
  public struct AutoresizingMask: OptionSet, @unchecked Sendable {
    /// The raw value.
    public let rawValue: UInt
    /// Options of a raw value.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The width follows the superview's.
    public static let width = AutoresizingMask(rawValue: 2)
    /// The height follows the superview's.
    public static let height = AutoresizingMask(rawValue: 16)
  }

  // AppKit/NSView.h: APPKIT_EXTERN NSNotificationName NSViewBoundsDidChangeNotification; (apinotes: NSView.boundsDidChangeNotification)
  /// Posted when a view that posts them changes its bounds.
  public static let boundsDidChangeNotification = NSNotification.Name(
    "NSViewBoundsDidChangeNotification")

  // AppKit/NSView.h: APPKIT_EXTERN NSNotificationName NSViewFrameDidChangeNotification; (apinotes: NSView.frameDidChangeNotification)
  /// Posted when a view that posts them changes its frame.
  public static let frameDidChangeNotification = NSNotification.Name(
    "NSViewFrameDidChangeNotification")

  // AppKit/NSView.h: - (instancetype)initWithFrame:(NSRect)frameRect NS_DESIGNATED_INITIALIZER;
  /// A view with a frame.
  public init(frame frameRect: NSRect) {
    self.frame = frameRect
    self.bounds = NSRect(origin: .zero, size: frameRect.size)
    super.init()
  }

  // AppKit/NSView.h: - (nullable instancetype)initWithCoder:(NSCoder *)coder NS_DESIGNATED_INITIALIZER;
  /// A view from an archive.
  public required init?(coder: NSCoder) {
    self.frame = .zero
    self.bounds = .zero
    super.init()
  }

  // AppKit/NSView.h: @property NSRect frame;
  /// The frame in the superview's coordinates.
  open var frame: NSRect {
    didSet {
      self.standInCountWrite()
      guard self.frame.size != oldValue.size else {
        return
      }
      self.bounds.size = self.frame.size
      let delta = NSSize(
        width: self.frame.width - oldValue.width, height: self.frame.height - oldValue.height)
      for subview in self.subviews {
        var size = subview.frame.size
        if subview.autoresizingMask.contains(.width) {
          size.width += delta.width
        }
        if subview.autoresizingMask.contains(.height) {
          size.height += delta.height
        }
        subview.frame.size = size
      }
      self.needsLayout = true
      if self.postsFrameChangedNotifications {
        NotificationCenter.default.post(name: Self.frameDidChangeNotification, object: self)
      }
    }
  }

  // AppKit/NSView.h: @property NSRect bounds;
  /// The bounds; a clip view's origin is the scroll position.
  open var bounds: NSRect {
    didSet {
      if self.bounds != oldValue && self.postsBoundsChangedNotifications {
        NotificationCenter.default.post(name: Self.boundsDidChangeNotification, object: self)
      }
    }
  }

  // AppKit/NSView.h: @property (getter=isFlipped, readonly) BOOL flipped;
  /// Whether y grows downward.
  open var isFlipped: Bool { false }

  // AppKit/NSView.h: @property NSAutoresizingMaskOptions autoresizingMask;
  /// How the view resizes with its superview.
  open var autoresizingMask: AutoresizingMask = []

  // AppKit/NSView.h: @property (getter=isHidden) BOOL hidden;
  /// Whether the view is hidden.
  open var isHidden = false {
    didSet { self.standInCountWrite() }
  }

  // AppKit/NSView.h: @property CGFloat alphaValue API_AVAILABLE(macos(10.5));
  /// The opacity.
  @available(macOS 10.5, *)
  open var alphaValue: CGFloat = 1 {
    didSet { self.standInCountWrite() }
  }

  // AppKit/NSView.h: @property CGFloat frameCenterRotation API_AVAILABLE(macos(10.5));
  // The view's one rotation, which `frameRotation` also sets: "Rotation is performed around the
  // origin of the frame rectangle" (NSView.frameRotation). Setting it turns the view around its
  // centre: the origin moves so that the centre stays. A frame set afterwards moves the origin
  // of a view still turned around it.
  /// The rotation around the frame's centre, in degrees, counterclockwise.
  @available(macOS 10.5, *)
  open var frameCenterRotation: CGFloat = 0 {
    didSet {
      self.standInCountWrite()
      let center = Self.turned(self.frame, by: oldValue)
      let half = Self.turned(
        NSRect(origin: .zero, size: self.frame.size), by: self.frameCenterRotation)
      self.standInMoveOrigin(to: NSPoint(x: center.x - half.x, y: center.y - half.y))
    }
  }

  /// Where the centre of the view's frame is drawn in its superview (stand-in only): the frame
  /// turned by ``frameCenterRotation`` around its origin.
  public var standInDrawnCenter: NSPoint {
    Self.turned(self.frame, by: self.frameCenterRotation)
  }

  /// The centre of `frame` turned by `degrees` counterclockwise around the frame's origin.
  private static func turned(_ frame: NSRect, by degrees: CGFloat) -> NSPoint {
    let angle = degrees * .pi / 180
    let x = frame.width / 2
    let y = frame.height / 2
    return NSPoint(
      x: frame.minX + x * cos(angle) - y * sin(angle),
      y: frame.minY + x * sin(angle) + y * cos(angle))
  }

  /// Moves the frame's origin as AppKit does for a rotation, which is no write of the app's.
  private func standInMoveOrigin(to origin: NSPoint) {
    let writes = self.standInWrites
    self.frame.origin = origin
    self.standInWrites = writes
  }

  // AppKit/NSView.h: @property BOOL wantsLayer API_AVAILABLE(macos(10.5));
  /// Whether the view draws into a layer.
  @available(macOS 10.5, *)
  open var wantsLayer = false

  // AppKit/NSView.h: @property BOOL postsBoundsChangedNotifications;
  /// Whether the view posts ``boundsDidChangeNotification``.
  open var postsBoundsChangedNotifications = false

  // AppKit/NSView.h: @property BOOL postsFrameChangedNotifications;
  /// Whether the view posts ``frameDidChangeNotification``.
  open var postsFrameChangedNotifications = false

  // AppKit/NSView.h: @property BOOL needsDisplay;
  /// Whether `draw(_:)` runs at the next update.
  ///
  /// A view made is drawn once; after that only when marked. A resize alone does not draw it:
  /// the default `layerContentsRedrawPolicy` of a view without a layer of AppKit's making is
  /// `.never` (NSView.h, `layerContentsRedrawPolicy`), so glue that draws must mark the view.
  open var needsDisplay = true

  // AppKit/NSView.h: - (void)drawRect:(NSRect)dirtyRect;
  /// Draws the view's content in `dirtyRect`; called only when the view needs display.
  open func draw(_ dirtyRect: NSRect) {}

  // AppKit/NSView.h: @property (readonly, getter=isOpaque) BOOL opaque;
  /// Whether the view fills its bounds: `false` for a plain view.
  open var isOpaque: Bool { false }

  // AppKit/NSView.h: @property BOOL needsLayout API_AVAILABLE(macos(10.7));
  /// Asks for ``layout()`` (the stand-in lays out at once).
  @available(macOS 10.7, *)
  open var needsLayout = false {
    didSet {
      if self.needsLayout {
        self.needsLayout = false
        self.layout()
      }
    }
  }

  // AppKit/NSView.h: - (void)layout API_AVAILABLE(macos(10.7));
  /// Lays the subviews out.
  @available(macOS 10.7, *)
  open func layout() {}

  // AppKit/NSView.h: @property (nullable, readonly, assign) NSView *superview;
  /// The superview.
  open private(set) weak var superview: NSView?

  // AppKit/NSView.h: @property (copy) NSArray<__kindof NSView *> *subviews;
  /// The subviews, back to front.
  open private(set) var subviews: [NSView] = []

  // AppKit/NSView.h: @property (nullable, readonly, assign) NSWindow *window;
  /// The window.
  open var window: NSWindow? {
    self.superview?.window
  }

  // AppKit/NSView.h: - (void)addSubview:(NSView *)view;
  /// Adds `view` in front.
  open func addSubview(_ view: NSView) {
    view.removeFromSuperview()
    self.subviews.append(view)
    view.superview = self
    view.viewDidMoveToWindow()
  }

  // AppKit/NSView.h: - (void)addSubview:(NSView *)view positioned:(NSWindowOrderingMode)place relativeTo:(nullable NSView *)otherView;
  /// Adds `view` below or above `otherView`.
  open func addSubview(
    _ view: NSView, positioned place: NSWindow.OrderingMode, relativeTo otherView: NSView?
  ) {
    view.removeFromSuperview()
    let index = otherView.flatMap { other in self.subviews.firstIndex { $0 === other } } ?? 0
    self.subviews.insert(view, at: place == .below ? index : min(index + 1, self.subviews.count))
    view.superview = self
    view.viewDidMoveToWindow()
  }

  // AppKit/NSView.h: - (void)removeFromSuperview;
  /// Removes the view from its superview.
  open func removeFromSuperview() {
    guard let superview = self.superview else {
      return
    }
    superview.subviews.removeAll { $0 === self }
    self.superview = nil
    self.viewDidMoveToWindow()
  }

  // AppKit/NSView.h: - (NSPoint)convertPoint:(NSPoint)point fromView:(nullable NSView *)view;
  /// `point` in `view`'s coordinates (the window's for `nil`), in this view's.
  open func convert(_ point: NSPoint, from view: NSView?) -> NSPoint {
    let inWindow = view?.convert(point, to: nil) ?? point
    let origin = self.originInWindow
    return NSPoint(x: inWindow.x - origin.x, y: inWindow.y - origin.y)
  }

  // AppKit/NSView.h: - (NSPoint)convertPoint:(NSPoint)point toView:(nullable NSView *)view;
  /// `point` in this view's coordinates, in `view`'s (the window's for `nil`).
  open func convert(_ point: NSPoint, to view: NSView?) -> NSPoint {
    let origin = self.originInWindow
    let inWindow = NSPoint(x: point.x + origin.x, y: point.y + origin.y)
    return view?.convert(inWindow, from: nil) ?? inWindow
  }

  /// Where the bounds' zero is in the window (stand-in: frames and bounds origins add up; no
  /// flipping).
  private var originInWindow: NSPoint {
    guard let superview = self.superview else {
      return NSPoint(x: -self.bounds.origin.x, y: -self.bounds.origin.y)
    }
    let parent = superview.originInWindow
    return NSPoint(
      x: parent.x + self.frame.origin.x - self.bounds.origin.x,
      y: parent.y + self.frame.origin.y - self.bounds.origin.y)
  }

  // AppKit/NSView.h: @property (readonly) NSEdgeInsets safeAreaInsets API_AVAILABLE(macos(11.0));
  /// The part of the view under the title bar and toolbar.
  ///
  /// "The portion of the view not covered by the window's title bar or any ancestor views. … If
  /// the view is not currently installed in a view hierarchy, or is not yet visible onscreen,
  /// the insets in this property are `0`" (Apple's documentation of `safeAreaInsets`): here the
  /// part of the window's obscured top (``NSWindow/standInObscuredTop``) over the view. The
  /// stand-in's window coordinates grow downward from the window's top.
  @available(macOS 11.0, *)
  open var safeAreaInsets: NSEdgeInsets {
    guard let window = self.window else {
      return NSEdgeInsetsZero
    }
    let top = self.convert(NSPoint(x: 0, y: self.bounds.origin.y), to: nil).y
    return NSEdgeInsets(top: max(0, window.standInObscuredTop - top), left: 0, bottom: 0, right: 0)
  }

  /// Lays out the view and every view under it, as a window does when its title bar or toolbar
  /// changes (stand-in only).
  public func standInLayoutTree() {
    self.layout()
    for subview in self.subviews {
      subview.standInLayoutTree()
    }
  }

  // AppKit/NSView.h: - (void)viewDidMoveToWindow;
  /// The view entered or left a window.
  open func viewDidMoveToWindow() {
    for subview in self.subviews {
      subview.viewDidMoveToWindow()
    }
  }

  // AppKit/NSView.h: - (CADisplayLink *)displayLinkWithTarget:(id)target selector:(SEL)selector API_AVAILABLE(macos(14.0)) NS_SWIFT_NAME(displayLink(target:selector:));
  /// A display link for the display the view is on.
  @available(macOS 14.0, *)
  open func displayLink(target: Any, selector: Selector) -> CADisplayLink {
    CADisplayLink(target: target, selector: selector)
  }

  // MARK: What a subclass may override, declared so that one declared again without `override`
  // fails here as on Apple's SDKs (NSView.h, NSLayoutConstraint.h, macOS 14.2). Not declared, for
  // want of their types here: makeBackingLayer(), the menus, alignmentRectInsets.

  // AppKit/NSView.h: 4. NSView: overridable members a subclass typically overrides or might redeclare, macOS
  /// AppKit's `isHiddenOrHasHiddenAncestor`.
  open var isHiddenOrHasHiddenAncestor: Bool {
    self.isHidden || (self.superview?.isHiddenOrHasHiddenAncestor ?? false)
  }

  // AppKit/NSView.h: 4. NSView: overridable members a subclass typically overrides or might redeclare, macOS
  /// AppKit's `wantsDefaultClipping`.
  open var wantsDefaultClipping: Bool { false }

  // AppKit/NSView.h: 4. NSView: overridable members a subclass typically overrides or might redeclare, macOS
  /// AppKit's `viewDidHide`.
  open func viewDidHide() {}

  // AppKit/NSView.h: 4. NSView: overridable members a subclass typically overrides or might redeclare, macOS
  /// AppKit's `viewDidUnhide`.
  open func viewDidUnhide() {}

  // AppKit/NSView.h: 4. NSView: overridable members a subclass typically overrides or might redeclare, macOS
  /// AppKit's `viewWillMove`.
  open func viewWillMove(toWindow newWindow: NSWindow?) {}

  // AppKit/NSView.h: 4. NSView: overridable members a subclass typically overrides or might redeclare, macOS
  /// AppKit's `viewWillMove`.
  open func viewWillMove(toSuperview newSuperview: NSView?) {}

  // AppKit/NSView.h: 4. NSView: overridable members a subclass typically overrides or might redeclare, macOS
  /// AppKit's `viewDidMoveToSuperview`.
  open func viewDidMoveToSuperview() {}

  // AppKit/NSView.h: 4. NSView: overridable members a subclass typically overrides or might redeclare, macOS
  /// AppKit's `didAddSubview`.
  open func didAddSubview(_ subview: NSView) {}

  // AppKit/NSView.h: 4. NSView: overridable members a subclass typically overrides or might redeclare, macOS
  /// AppKit's `willRemoveSubview`.
  open func willRemoveSubview(_ subview: NSView) {}

  // AppKit/NSView.h: 4. NSView: overridable members a subclass typically overrides or might redeclare, macOS
  /// AppKit's `viewDidChangeBackingProperties`.
  open func viewDidChangeBackingProperties() {}

  // AppKit/NSView.h: 4. NSView: overridable members a subclass typically overrides or might redeclare, macOS
  /// AppKit's `resizeSubviews`.
  open func resizeSubviews(withOldSize oldSize: NSSize) {}

  // AppKit/NSView.h: 4. NSView: overridable members a subclass typically overrides or might redeclare, macOS
  /// AppKit's `resize`.
  open func resize(withOldSuperviewSize oldSize: NSSize) {}

  // AppKit/NSView.h: 4. NSView: overridable members a subclass typically overrides or might redeclare, macOS
  /// AppKit's `setFrameOrigin`.
  open func setFrameOrigin(_ newOrigin: NSPoint) { self.frame.origin = newOrigin }

  // AppKit/NSView.h: 4. NSView: overridable members a subclass typically overrides or might redeclare, macOS
  /// AppKit's `setFrameSize`.
  open func setFrameSize(_ newSize: NSSize) { self.frame.size = newSize }

  // AppKit/NSView.h: 4. NSView: overridable members a subclass typically overrides or might redeclare, macOS
  /// AppKit's `viewWillDraw`.
  open func viewWillDraw() {}

  // AppKit/NSView.h: 4. NSView: overridable members a subclass typically overrides or might redeclare, macOS
  /// AppKit's `autoscroll`.
  open func autoscroll(with event: NSEvent) -> Bool { false }

  // AppKit/NSView.h: 4. NSView: overridable members a subclass typically overrides or might redeclare, macOS
  /// AppKit's `adjustScroll`.
  open func adjustScroll(_ newVisible: NSRect) -> NSRect { .zero }

  // AppKit/NSView.h: 4. NSView: overridable members a subclass typically overrides or might redeclare, macOS
  /// AppKit's `hitTest`.
  open func hitTest(_ point: NSPoint) -> NSView? { nil }

  // AppKit/NSView.h: 4. NSView: overridable members a subclass typically overrides or might redeclare, macOS
  /// AppKit's `acceptsFirstMouse`.
  open func acceptsFirstMouse(for event: NSEvent?) -> Bool { false }

  // AppKit/NSView.h: 4. NSView: overridable members a subclass typically overrides or might redeclare, macOS
  /// AppKit's `shouldDelayWindowOrdering`.
  open func shouldDelayWindowOrdering(for event: NSEvent) -> Bool { false }

  // AppKit/NSView.h: 4. NSView: overridable members a subclass typically overrides or might redeclare, macOS
  /// AppKit's `needsPanelToBecomeKey`.
  open var needsPanelToBecomeKey: Bool { false }

  // AppKit/NSView.h: 4. NSView: overridable members a subclass typically overrides or might redeclare, macOS
  /// AppKit's `mouseDownCanMoveWindow`.
  open var mouseDownCanMoveWindow: Bool { false }

  // AppKit/NSView.h: 4. NSView: overridable members a subclass typically overrides or might redeclare, macOS
  /// AppKit's `wantsUpdateLayer`.
  open var wantsUpdateLayer: Bool { false }

  // AppKit/NSView.h: 4. NSView: overridable members a subclass typically overrides or might redeclare, macOS
  /// AppKit's `updateLayer`.
  open func updateLayer() {}

  // AppKit/NSView.h: 4. NSView: overridable members a subclass typically overrides or might redeclare, macOS
  /// AppKit's `layoutSubtreeIfNeeded`.
  open func layoutSubtreeIfNeeded() {}

  // AppKit/NSView.h: 4. NSView: overridable members a subclass typically overrides or might redeclare, macOS
  /// AppKit's `viewWillStartLiveResize`.
  open func viewWillStartLiveResize() {}

  // AppKit/NSView.h: 4. NSView: overridable members a subclass typically overrides or might redeclare, macOS
  /// AppKit's `viewDidEndLiveResize`.
  open func viewDidEndLiveResize() {}

  // AppKit/NSView.h: 4. NSView: overridable members a subclass typically overrides or might redeclare, macOS
  /// AppKit's `preservesContentDuringLiveResize`.
  open var preservesContentDuringLiveResize: Bool { false }

  // AppKit/NSView.h: 4. NSView: overridable members a subclass typically overrides or might redeclare, macOS
  /// AppKit's `rectForSmartMagnification`.
  open func rectForSmartMagnification(at location: NSPoint, in visibleRect: NSRect) -> NSRect {
    .zero
  }

  // AppKit/NSView.h: 4. NSView: overridable members a subclass typically overrides or might redeclare, macOS
  /// AppKit's `prepareForReuse`.
  open func prepareForReuse() {}

  // AppKit/NSView.h: 4. NSView: overridable members a subclass typically overrides or might redeclare, macOS
  /// AppKit's `allowsVibrancy`.
  open var allowsVibrancy: Bool { false }

  // AppKit/NSView.h: 4. NSView: overridable members a subclass typically overrides or might redeclare, macOS
  /// AppKit's `viewDidChangeEffectiveAppearance`.
  open func viewDidChangeEffectiveAppearance() {}

  // AppKit/NSView.h: 4. NSView: overridable members a subclass typically overrides or might redeclare, macOS
  /// AppKit's `canBecomeKeyView`.
  open var canBecomeKeyView: Bool { false }

  // AppKit/NSView.h: 4. NSView: overridable members a subclass typically overrides or might redeclare, macOS
  /// AppKit's `drawFocusRingMask`.
  open func drawFocusRingMask() {}

  // AppKit/NSView.h: 4. NSView: overridable members a subclass typically overrides or might redeclare, macOS
  /// AppKit's `focusRingMaskBounds`.
  open var focusRingMaskBounds: NSRect { .zero }

  // AppKit/NSView.h: 4. NSView: overridable members a subclass typically overrides or might redeclare, macOS
  /// AppKit's `updateTrackingAreas`.
  open func updateTrackingAreas() {}

  // AppKit/NSView.h: 4. NSView: overridable members a subclass typically overrides or might redeclare, macOS
  /// AppKit's `resetCursorRects`.
  open func resetCursorRects() {}

  // AppKit/NSView.h: 4. NSView: overridable members a subclass typically overrides or might redeclare, macOS
  /// AppKit's `updateConstraints`.
  open func updateConstraints() {}

  // AppKit/NSView.h: 4. NSView: overridable members a subclass typically overrides or might redeclare, macOS
  /// AppKit's `requiresConstraintBasedLayout`.
  open class var requiresConstraintBasedLayout: Bool { false }

  // AppKit/NSView.h: 4. NSView: overridable members a subclass typically overrides or might redeclare, macOS
  /// AppKit's `firstBaselineOffsetFromTop`.
  open var firstBaselineOffsetFromTop: CGFloat { 0 }

  // AppKit/NSView.h: 4. NSView: overridable members a subclass typically overrides or might redeclare, macOS
  /// AppKit's `lastBaselineOffsetFromBottom`.
  open var lastBaselineOffsetFromBottom: CGFloat { 0 }

  // AppKit/NSView.h: 4. NSView: overridable members a subclass typically overrides or might redeclare, macOS
  /// AppKit's `baselineOffsetFromBottom`.
  open var baselineOffsetFromBottom: CGFloat { 0 }

  // AppKit/NSView.h: 4. NSView: overridable members a subclass typically overrides or might redeclare, macOS
  /// AppKit's `intrinsicContentSize`.
  open var intrinsicContentSize: NSSize { .zero }

  // AppKit/NSView.h: 4. NSView: overridable members a subclass typically overrides or might redeclare, macOS
  /// AppKit's `invalidateIntrinsicContentSize`.
  open func invalidateIntrinsicContentSize() {}

  // AppKit/NSView.h: 4. NSView: overridable members a subclass typically overrides or might redeclare, macOS
  /// AppKit's `fittingSize`.
  open var fittingSize: NSSize { .zero }

}

// AppKit/NSWindow.h: @interface NSWindow : NSResponder
/// A window.
@MainActor
open class NSWindow: NSResponder, StandInObservable {
  /// The stand-in's observers.
  public nonisolated let standInObservers = StandInObservers()

  /// How much of the content view the title bar and toolbar cover at the top (stand-in only).
  ///
  /// A window with a full-size content view (`NSWindowStyleMaskFullSizeContentView`) and a
  /// toolbar, as every modern Mac app has, draws its content under them. Changing it lays the
  /// window's views out again and changes ``contentLayoutRect``.
  public var standInObscuredTop: CGFloat = 0 {
    didSet {
      self.standInObservers.didChange(\NSWindow.contentLayoutRect, from: nil)
      self.standInRoot.standInLayoutTree()
    }
  }

  // AppKit/NSWindow.h: @property (readonly) NSRect contentLayoutRect API_AVAILABLE(macos(10.10));
  /// The part of the window not under the title bar and toolbar.
  ///
  /// "The portion of the layout that is not obscured under the toolbar. contentLayoutRect is in
  /// window coordinates. It is KVO compliant." (NSWindow.h)
  @available(macOS 10.10, *)
  open var contentLayoutRect: NSRect {
    let size = self.standInRoot.frame.size
    return NSRect(x: 0, y: 0, width: size.width, height: size.height - self.standInObscuredTop)
  }

  // AppKit/NSGraphics.h: typedef NS_ENUM(NSInteger, NSWindowOrderingMode) (apinotes: NSWindow.OrderingMode)
  /// Where a view goes among its siblings.
  public enum OrderingMode: Int, @unchecked Sendable {
    case below = -1
    case out = 0
    case above = 1
  }

  /// The window's content view (stand-in only: a root whose window is this one).
  public private(set) lazy var standInRoot = StandInWindowRoot(window: self)

  // AppKit/NSWindow.h: @property (nullable, strong) __kindof NSView *contentView;
  /// The window's content view: the stand-in's root.
  open var contentView: NSView? {
    self.standInRoot
  }

  // AppKit/NSWindow.h: @property (nullable, readonly, weak) NSResponder *firstResponder;
  /// The responder that receives key events and menu actions first.
  open private(set) weak var firstResponder: NSResponder?

  // AppKit/NSWindow.h: - (BOOL)makeFirstResponder:(nullable NSResponder *)responder;
  /// Makes `responder` the first responder (the stand-in accepts every responder).
  @discardableResult
  open func makeFirstResponder(_ responder: NSResponder?) -> Bool {
    self.firstResponder = responder
    return true
  }
}

/// The root view of a stand-in window (stand-in only).
@MainActor
public final class StandInWindowRoot: NSView {
  private weak var owner: NSWindow?

  init(window: NSWindow) {
    self.owner = window
    super.init(frame: NSRect(x: 0, y: 0, width: 800, height: 600))
  }

  /// Not supported.
  public required init?(coder: NSCoder) {
    nil
  }

  /// The window.
  public override var window: NSWindow? {
    self.owner
  }
}
// AppKit/NSAccessibilityCustomAction.h: API_AVAILABLE(macos(10.13)) @interface NSAccessibilityCustomAction : NSObject
/// An action VoiceOver offers on an element.
@MainActor
open class NSAccessibilityCustomAction {
  // AppKit/NSAccessibilityCustomAction.h: @property (copy) NSString *name;
  /// The localized name VoiceOver reads.
  open var name: String

  // AppKit/NSAccessibilityCustomAction.h: @property (nullable, copy) BOOL(^handler)(void);
  /// What performing it runs; it returns whether the action succeeded.
  open var handler: (() -> Bool)?

  // AppKit/NSAccessibilityCustomAction.h: - (instancetype)initWithName:(NSString *)name handler:(BOOL(^ _Nullable)(void))handler;
  /// An action named `name` that runs `handler`.
  public init(name: String, handler: (() -> Bool)?) {
    self.name = name
    self.handler = handler
  }

  /// Performs the action as VoiceOver does when the user picks it (stand-in only).
  ///
  /// - Returns: What the handler returned: whether the action succeeded.
  public func standInPerform() -> Bool {
    self.handler?() ?? false
  }
}

// AppKit/NSAccessibility.h: APPKIT_EXTERN void NSAccessibilityPostNotificationWithUserInfo(id element, NSAccessibilityNotificationName notification, NSDictionary<NSAccessibilityNotificationUserInfoKey, id> * __nullable userInfo) API_AVAILABLE(macos(10.7)); (apinotes: NSAccessibility.post(element:notification:userInfo:))
/// Assistive technologies.
@MainActor
public enum NSAccessibility {
  // AppKit/NSAccessibilityConstants.h: typedef NSString * NSAccessibilityNotificationName NS_TYPED_EXTENSIBLE_ENUM;
  /// A notification for assistive technologies.
  public struct Notification: Hashable, Sendable {
    /// Its name.
    public let rawValue: String
    // AppKit/NSAccessibilityConstants.h: APPKIT_EXTERN NSAccessibilityNotificationName const NSAccessibilityAnnouncementRequestedNotification API_AVAILABLE(macos(10.7));
    /// Speaks the announcement in the user info.
    public static let announcementRequested = Notification(
      rawValue: "AXAnnouncementRequested")
  }

  // AppKit/NSAccessibilityConstants.h: typedef NSString * NSAccessibilityNotificationUserInfoKey NS_TYPED_ENUM;
  /// A key of a notification's user info.
  public struct NotificationUserInfoKey: Hashable, Sendable {
    /// Its name.
    public let rawValue: String
    // AppKit/NSAccessibilityConstants.h: APPKIT_EXTERN NSAccessibilityNotificationUserInfoKey const NSAccessibilityAnnouncementKey API_AVAILABLE(macos(10.7));
    /// The text to speak.
    public static let announcement = NotificationUserInfoKey(rawValue: "AXAnnouncementKey")
  }

  /// Every announcement posted, oldest first (stand-in only).
  public static var standInAnnouncements: [String] = []

  /// Posts `notification` about `element`.
  public static func post(
    element: Any, notification: Notification, userInfo: [NotificationUserInfoKey: Any]?
  ) {
    if let text = userInfo?[.announcement] as? String {
      self.standInAnnouncements.append(text)
    }
  }
}
#endif
