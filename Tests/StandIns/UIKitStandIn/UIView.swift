// UIKit's views, reduced to what the bindings use, with Apple's signatures.
#if os(Linux)  // a stand-in for Apple platforms, where the real framework is used
public import Foundation

// UIKit/UIView.h: UIKIT_EXTERN API_AVAILABLE(ios(2.0)) NS_SWIFT_UI_ACTOR @interface UIView : UIResponder
/// A view.
@MainActor
open class UIView: UIResponder, StandInObservable {
  // UIKit/UIView.h: typedef NS_ENUM(NSInteger, UIViewContentMode)
  /// How a view lays out its content.
  public enum ContentMode: Int, @unchecked Sendable {
    case scaleToFill = 0
    case scaleAspectFit = 1
    case scaleAspectFill = 2
    case redraw = 3
    case center = 4
    case
      top = 5
    case bottom = 6
    case left = 7
    case right = 8
    case topLeft = 9
    case topRight = 10
    case bottomLeft = 11
    case
      bottomRight = 12
  }

  /// The stand-in's observers.
  public nonisolated let standInObservers = StandInObservers()

  // UIKit/UIView.h: - (instancetype)initWithFrame:(CGRect)frame NS_DESIGNATED_INITIALIZER;
  /// A view with a frame.
  public init(frame: CGRect) {
    self.frame = frame
    super.init()
  }

  // UIKit/UIView.h: - (nullable instancetype)initWithCoder:(NSCoder *)coder NS_DESIGNATED_INITIALIZER;
  /// A view from an archive.
  public required init?(coder: NSCoder) {
    super.init()
  }

  /// A view with an empty frame: NSObject's `-init`, which a view answers with
  /// `initWithFrame:` and `CGRectZero` (what `UIView()` and its subclasses' `()` make).
  public convenience override init() {
    self.init(frame: .zero)
  }

  // UIKit/UIView.h: typedef NS_OPTIONS(NSUInteger, UIViewAutoresizing)
  /// How a view resizes when its superview does.
  public struct AutoresizingMask: OptionSet, @unchecked Sendable {
    /// The raw value.
    public let rawValue: UInt
    /// Creates a mask from a raw value.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The width follows the superview's.
    public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
    /// The height follows the superview's.
    public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
  }

  /// How many times a property of this view that draws (the frame, transform, alpha,
  /// visibility, colours, content mode, accessibility; a label's text and font; an image; a
  /// spinner's turning) was written: not UIKit's, for the tests that count a binding's writes
  /// per frame.
  public private(set) var standInWrites = 0

  /// The writes to this view and every view inside it.
  public var standInWritesInTree: Int {
    self.subviews.reduce(self.standInWrites) { $0 + $1.standInWritesInTree }
  }

  func standInCountWrite() {
    self.standInWrites += 1
  }

  // UIKit/UIView.h: @property(nonatomic) UIViewAutoresizing autoresizingMask;
  /// How the view resizes with its superview.
  open var autoresizingMask: AutoresizingMask = []

  // UIKit/UIView.h: @property(nonatomic) CGRect frame;
  /// The frame in the superview's coordinates.
  open var frame: CGRect = .zero {
    didSet {
      if self.frame.size != oldValue.size {
        let delta = CGSize(
          width: self.frame.width - oldValue.width, height: self.frame.height - oldValue.height)
        for subview in self.subviews {
          var size = subview.frame.size
          if subview.autoresizingMask.contains(.flexibleWidth) {
            size.width += delta.width
          }
          if subview.autoresizingMask.contains(.flexibleHeight) {
            size.height += delta.height
          }
          subview.frame.size = size
        }
        self.setNeedsLayout()
        if self.contentMode == .redraw {
          self.setNeedsDisplay()
        }
      }
      self.standInObservers.didChange(\UIView.frame, from: oldValue)
      self.standInCountWrite()
    }
  }

  // UIKit/UIView.h: @property(nonatomic) CGRect bounds;
  /// The bounds: the frame's size, at the origin.
  open var bounds: CGRect {
    get { CGRect(origin: .zero, size: self.frame.size) }
    set { self.frame.size = newValue.size }
  }

  // UIKit/UIView.h: @property(nonatomic) CGPoint center;
  /// The centre of the frame.
  open var center: CGPoint {
    get { CGPoint(x: self.frame.midX, y: self.frame.midY) }
    set {
      self.frame.origin = CGPoint(
        x: newValue.x - self.frame.width / 2, y: newValue.y - self.frame.height / 2)
    }
  }

  // UIKit/UIView.h: @property(nonatomic) CGAffineTransform transform;
  /// The transform.
  open var transform = CGAffineTransform.identity {
    didSet { self.standInCountWrite() }
  }

  // UIKit/UIView.h: @property(nonatomic) CGFloat alpha;
  /// The opacity.
  open var alpha: CGFloat = 1 {
    didSet { self.standInCountWrite() }
  }

  // UIKit/UIView.h: @property(nonatomic,getter=isHidden) BOOL hidden;
  /// Whether the view is hidden.
  open var isHidden = false {
    didSet { self.standInCountWrite() }
  }

  // UIKit/UIAccessibility.h: @property (nonatomic) BOOL isAccessibilityElement;
  /// Whether VoiceOver sees the view as one element.
  open override var isAccessibilityElement: Bool {
    didSet { self.standInCountWrite() }
  }

  // UIKit/UIAccessibility.h: @property (nullable, nonatomic, copy) NSString *accessibilityLabel;
  /// What VoiceOver calls the element.
  open override var accessibilityLabel: String? {
    didSet { self.standInCountWrite() }
  }

  // UIKit/UIAccessibility.h: @property (nullable, nonatomic, copy) NSString *accessibilityValue;
  /// What VoiceOver reads as the element's value.
  open override var accessibilityValue: String? {
    didSet { self.standInCountWrite() }
  }

  // UIKit/UIAccessibilityIdentification.h: @property(nullable, nonatomic, copy) NSString *accessibilityIdentifier API_AVAILABLE(ios(5.0));
  // (@interface UIView (UIAccessibility) <UIAccessibilityIdentification>; "default == nil")
  /// The identifier UI tests find the element by.
  open var accessibilityIdentifier: String? {
    didSet { self.standInCountWrite() }
  }

  // UIKit/UIAccessibility.h: @property (nullable, nonatomic, strong) NSArray <UIAccessibilityCustomAction *> *accessibilityCustomActions API_AVAILABLE(ios(8.0));
  /// The actions VoiceOver lists in its Actions rotor for the element.
  open override var accessibilityCustomActions: [UIAccessibilityCustomAction]? {
    didSet { self.standInCountWrite() }
  }

  // UIKit/UIAccessibility.h: - (BOOL)accessibilityPerformEscape API_AVAILABLE(ios(5.0));
  // "Implement accessibilityPerformEscape on an element or containing view to exit a modal or
  // hierarchical interface view. [...] If your implementation successfully dismisses the
  // current UI, return YES, otherwise return NO. default == NO"
  /// Answers VoiceOver's escape gesture; `false` by default.
  open override func accessibilityPerformEscape() -> Bool {
    false
  }

  // UIKit/UIView.h: @property(nonatomic,getter=isUserInteractionEnabled) BOOL userInteractionEnabled;
  /// Whether the view receives touches.
  open var isUserInteractionEnabled = true

  // UIKit/UIView.h: @property(nonatomic,getter=isOpaque) BOOL opaque; // default is YES. opaque views must fill their entire bounds or the results are undefined.
  /// Whether the view fills its bounds: a view that draws with `draw(_:)` and leaves part of
  /// them unfilled must say it is not, or that part shows black.
  open var isOpaque = true

  // UIKit/UIView.h: - (void)drawRect:(CGRect)rect;
  /// Draws the view's content in `rect`; called only when the view needs display.
  open func draw(_ rect: CGRect) {}

  // UIKit/UIView.h: - (void)setNeedsDisplay;
  /// Marks the view to be drawn again at the next update.
  open func setNeedsDisplay() {
    self.standInNeedsDisplay = true
  }

  /// Whether `draw(_:)` runs at the next update (stand-in only).
  ///
  /// A view made is drawn once; after that only when marked, or when its size changes with the
  /// `redraw` content mode (UIView.h: `UIViewContentModeRedraw, // redraw on bounds change`);
  /// with any other mode UIKit stretches or moves what was drawn.
  public internal(set) var standInNeedsDisplay = true

  // UIKit/UIView.h: @property(nullable, nonatomic,copy) UIColor *backgroundColor;
  /// The background colour.
  @NSCopying open var backgroundColor: UIColor?

  // UIKit/UIView.h: @property(null_resettable, nonatomic, strong) UIColor *tintColor API_AVAILABLE(ios(7.0));
  /// The tint colour.
  // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
  // (UIKit imports it implicitly unwrapped: null_resettable)
  @available(iOS 7.0, *)
  open var tintColor: UIColor! = UIColor(red: 0, green: 0.478, blue: 1, alpha: 1) {
    didSet { self.standInCountWrite() }
  }

  // UIKit/UIView.h: @property(nonatomic) UIViewContentMode contentMode;
  /// How the content is laid out.
  open var contentMode = ContentMode.scaleToFill {
    didSet { self.standInCountWrite() }
  }

  // UIKit/UIView.h: @property(nullable, nonatomic,readonly) UIView *superview;
  /// The superview.
  open private(set) weak var superview: UIView?

  // UIKit/UIView.h: - (CGRect)convertRect:(CGRect)rect toView:(nullable UIView *)view;
  /// `rect`, in this view's coordinates, in `view`'s, or in its window's for `nil` ("If view
  /// is nil, this method instead converts to window base coordinates", UIView.h).
  ///
  /// A view's coordinates are its bounds': a subview's frame sits in them, and a scroll view's
  /// bounds begin at its content offset (UIScrollView.h: the content offset is "the point at
  /// which the origin of the content view is offset from the origin of the scroll view"), so
  /// what is in a scroll view moves on the screen as it scrolls.
  open func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
    let mine = self.standInRectInWindow(rect)
    guard let view else {
      return mine
    }
    let origin = view.standInRectInWindow(.zero).origin
    return mine.offsetBy(dx: -origin.x, dy: -origin.y)
  }

  // UIKit/UIView.h: - (CGPoint)convertPoint:(CGPoint)point toView:(nullable UIView *)view;
  /// `point`, in this view's coordinates, in `view`'s, or in its window's for `nil`.
  open func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
    self.convert(CGRect(origin: point, size: .zero), to: view).origin
  }

  /// Where `rect`, in this view's coordinates, is in its window's (its root's, off screen).
  func standInRectInWindow(_ rect: CGRect) -> CGRect {
    var rect = rect
    var view: UIView? = self
    while let current = view, !(current is UIWindow) {
      let origin = current.standInBoundsOrigin
      rect = rect.offsetBy(
        dx: current.frame.minX - origin.x, dy: current.frame.minY - origin.y)
      view = current.superview
    }
    return rect
  }

  /// The origin of the view's bounds: zero, or a scroll view's content offset.
  var standInBoundsOrigin: CGPoint {
    .zero
  }

  // UIKit/UIView.h: @property(nonatomic,readonly,copy) NSArray<__kindof UIView *> *subviews;
  /// The subviews, back to front.
  open private(set) var subviews: [UIView] = []

  // UIKit/UIView.h: @property(nullable, nonatomic,readonly) UIWindow *window;
  /// The window the view is in, or `nil`.
  open var window: UIWindow? {
    self.superview?.window
  }

  // UIKit/UITraitCollection.h: @property (nonatomic, readonly) UITraitCollection *traitCollection API_AVAILABLE(ios(8.0)); (UITraitEnvironment)
  /// The traits of where the view is: its window's.
  open var traitCollection: UITraitCollection {
    self.window?.standInTraits ?? UITraitCollection()
  }

  // UIKit/UIView.h: - (nullable UIView *)hitTest:(CGPoint)point withEvent:(nullable UIEvent *)event;
  /// The deepest visible, interactive view under `point` (in the view's coordinates): UIKit
  /// skips views that are hidden, not interactive or nearly transparent (UIView.h).
  open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
    guard !self.isHidden, self.isUserInteractionEnabled, self.alpha >= 0.01,
      self.bounds.contains(point)
    else {
      return nil
    }
    for subview in self.subviews.reversed() {
      let origin = subview.standInBoundsOrigin
      let inside = CGPoint(
        x: point.x - subview.frame.minX + origin.x, y: point.y - subview.frame.minY + origin.y)
      if let hit = subview.hitTest(inside, with: event) {
        return hit
      }
    }
    return self
  }

  // UIKit/UIView.h: - (void)addSubview:(UIView *)view;
  /// Adds `view` in front of the other subviews.
  open func addSubview(_ view: UIView) {
    self.insertSubview(view, at: self.subviews.count)
  }

  // UIKit/UIView.h: - (void)insertSubview:(UIView *)view atIndex:(NSInteger)index;
  /// Inserts `view` at `index`.
  open func insertSubview(_ view: UIView, at index: Int) {
    view.removeFromSuperview()
    self.subviews.insert(view, at: min(index, self.subviews.count))
    view.superview = self
    view.didMoveToWindow()
    view.setNeedsLayout()
  }

  // UIKit/UIView.h: - (void)removeFromSuperview;
  /// Removes the view from its superview.
  open func removeFromSuperview() {
    guard let superview = self.superview else {
      return
    }
    superview.subviews.removeAll { $0 === self }
    self.superview = nil
    self.didMoveToWindow()
  }

  // UIKit/UIView.h: - (void)didMoveToWindow;
  /// The view entered or left a window.
  open func didMoveToWindow() {
    for subview in self.subviews {
      subview.didMoveToWindow()
    }
  }

  // UIKit/UIView.h: - (void)setNeedsLayout;
  /// Asks for ``layoutSubviews()`` before the next drawing (the stand-in lays out at once).
  open func setNeedsLayout() {
    self.layoutSubviews()
  }

  // UIKit/UIView.h: - (void)layoutSubviews;
  /// Lays the subviews out.
  open func layoutSubviews() {}

  // UIKit/UIView.h: - (CGSize)sizeThatFits:(CGSize)size;
  /// The size that fits `size`.
  open func sizeThatFits(_ size: CGSize) -> CGSize {
    self.frame.size
  }

  // UIKit/UIView.h: - (void)sizeToFit;
  /// Resizes the view to the size that fits.
  open func sizeToFit() {
    self.frame.size = self.sizeThatFits(.zero)
  }

  // UIKit/UIView.h: @property (nonatomic,readonly) UIEdgeInsets safeAreaInsets API_AVAILABLE(ios(11.0),tvos(11.0));
  /// The safe area: the superview's, or the window's for a view in one.
  @available(iOS 11.0, tvOS 11.0, *)
  open var safeAreaInsets: UIEdgeInsets {
    self.superview?.safeAreaInsets ?? .zero
  }

  // UIKit/UIView.h: - (void)safeAreaInsetsDidChange API_AVAILABLE(ios(11.0),tvos(11.0));
  /// The safe area changed.
  @available(iOS 11.0, tvOS 11.0, *)
  open func safeAreaInsetsDidChange() {
    for subview in self.subviews {
      subview.safeAreaInsetsDidChange()
    }
  }

  // MARK: What a subclass may override, declared so that one declared again without `override`
  // fails here as on Apple's SDKs (printed by the Swift compiler from the iOS 16.5 SDK). Not
  // declared, for want of their types here: draw(_:for:), layerClass, the baseline views, the
  // layout priorities, the focus environment's and focus item's members, UICoordinateSpace's
  // conversions and UIDynamicItem's collision bounds.

  // UIKit/UIView.h: UIView, iOS 9.0
  /// UIKit's `canBecomeFocused`.
  open var canBecomeFocused: Bool { false }

  // UIKit/UIView.h: UIView, (unannotated — original API)
  /// UIKit's `point`.
  open func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
    self.bounds.contains(point)
  }

  // UIKit/UIView.h: UIView, (unannotated — original API)
  /// UIKit's `didAddSubview`.
  open func didAddSubview(_ subview: UIView) {}

  // UIKit/UIView.h: UIView, (unannotated — original API)
  /// UIKit's `willRemoveSubview`.
  open func willRemoveSubview(_ subview: UIView) {}

  // UIKit/UIView.h: UIView, (unannotated — original API)
  /// UIKit's `willMove`.
  open func willMove(toSuperview newSuperview: UIView?) {}

  // UIKit/UIView.h: UIView, (unannotated — original API)
  /// UIKit's `didMoveToSuperview`.
  open func didMoveToSuperview() {}

  // UIKit/UIView.h: UIView, (unannotated — original API)
  /// UIKit's `layoutIfNeeded`.
  open func layoutIfNeeded() {}

  // UIKit/UIView.h: UIView, iOS 8.0
  /// UIKit's `layoutMargins`.
  open var layoutMargins: UIEdgeInsets = .zero

  // UIKit/UIView.h: UIView, iOS 8.0
  /// UIKit's `layoutMarginsDidChange`.
  open func layoutMarginsDidChange() {}

  // UIKit/UIView.h: UIView, (unannotated — original API)
  /// UIKit's `setNeedsDisplay`.
  open func setNeedsDisplay(_ rect: CGRect) {}

  // UIKit/UIView.h: UIView, iOS 7.0
  /// UIKit's `tintColorDidChange`.
  open func tintColorDidChange() {}

  // UIKit/UIView.h: UIView, iOS 6.0
  /// UIKit's `gestureRecognizerShouldBegin`.
  open func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }

  // UIKit/UIView.h: UIView, iOS 6.0
  /// UIKit's `updateConstraintsIfNeeded`.
  open func updateConstraintsIfNeeded() {}

  // UIKit/UIView.h: UIView, iOS 6.0
  /// UIKit's `updateConstraints`.
  open func updateConstraints() {}

  // UIKit/UIView.h: UIView, iOS 6.0
  /// UIKit's `needsUpdateConstraints`.
  open func needsUpdateConstraints() -> Bool { false }

  // UIKit/UIView.h: UIView, iOS 6.0
  /// UIKit's `setNeedsUpdateConstraints`.
  open func setNeedsUpdateConstraints() {}

  // UIKit/UIView.h: UIView, iOS 6.0
  /// UIKit's `alignmentRectInsets`.
  open var alignmentRectInsets: UIEdgeInsets { .zero }

  // UIKit/UIView.h: UIView, iOS 6.0
  /// UIKit's `intrinsicContentSize`.
  open var intrinsicContentSize: CGSize { .zero }

  // UIKit/UIView.h: UIView, iOS 6.0
  /// UIKit's `invalidateIntrinsicContentSize`.
  open func invalidateIntrinsicContentSize() {}

  // UIKit/UIView.h: UIView, iOS 6.0
  /// UIKit's `systemLayoutSizeFitting`.
  open func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize { .zero }

  // UIKit/UITraitCollection.h: UIView, iOS 8.0 [UITraitEnvironment]
  /// UIKit's `traitCollectionDidChange`.
  open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

  // UIKit/UITraitCollection.h: UIView, (unannotated) [UIFocusEnvironment]
  /// UIKit's `setNeedsFocusUpdate`.
  open func setNeedsFocusUpdate() {}

  // UIKit/UITraitCollection.h: UIView, (unannotated) [UIFocusEnvironment]
  /// UIKit's `updateFocusIfNeeded`.
  open func updateFocusIfNeeded() {}

  // UIKit/UITraitCollection.h: UIView, iOS 14.0 [UIFocusEnvironment]
  /// UIKit's `focusGroupIdentifier`.
  open var focusGroupIdentifier: String? = nil

  // UIKit/UITraitCollection.h: UIView, iOS 15.0 [UIFocusItem]
  /// UIKit's `isTransparentFocusItem`.
  open var isTransparentFocusItem: Bool { false }

}

// UIKit/UIWindow.h: UIKIT_EXTERN API_AVAILABLE(ios(2.0)) NS_SWIFT_UI_ACTOR @interface UIWindow : UIView
/// A window: the root of what is on screen.
@MainActor
open class UIWindow: UIView {
  /// The traits of the window, which its views share (stand-in only).
  public private(set) var standInTraits = UITraitCollection(
    preferredContentSizeCategory: .large)

  /// The user changes the text size in Settings (stand-in only).
  ///
  /// UIKit posts `UIContentSizeCategory.didChangeNotification` with the new category in its
  /// user info (`UIContentSizeCategoryNewValueKey`), and the window's traits take it
  /// afterwards. When the traits of views change, relative to the notification, Apple does not
  /// say: the stand-in changes them after it, so that glue which reads the traits in the
  /// notification's handler reads the old size.
  public var standInContentSizeCategory: UIContentSizeCategory {
    get { self.standInTraits.preferredContentSizeCategory }
    set {
      NotificationCenter.default.post(
        name: UIContentSizeCategory.didChangeNotification, object: nil,
        userInfo: [UIContentSizeCategory.newValueUserInfoKey: newValue.rawValue])
      self.standInTraits = UITraitCollection(preferredContentSizeCategory: newValue)
    }
  }

  /// The safe area the test gives the window (stand-in only): the status bar, the home
  /// indicator.
  public var standInSafeAreaInsets = UIEdgeInsets.zero {
    didSet {
      self.safeAreaInsetsDidChange()
    }
  }

  open override var window: UIWindow? {
    self
  }

  @available(iOS 11.0, tvOS 11.0, *)
  open override var safeAreaInsets: UIEdgeInsets {
    self.standInSafeAreaInsets
  }
}

// UIKit/UIGeometry.h: typedef struct __attribute__((objc_boxable)) NS_SWIFT_SENDABLE UIEdgeInsets
/// Insets on the four edges.
public struct UIEdgeInsets: Equatable, Sendable {
  /// The insets.
  public var top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat

  /// No insets.
  public init() {
    self.init(top: 0, left: 0, bottom: 0, right: 0)
  }

  /// Insets of four values.
  public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
    (self.top, self.left, self.bottom, self.right) = (top, left, bottom, right)
  }

  // UIKit/UIGeometry.h: UIKIT_EXTERN const UIEdgeInsets UIEdgeInsetsZero; (apinotes: UIEdgeInsets.zero)
  /// No insets.
  public static let zero = UIEdgeInsets()
}

// UIKit/NSText.h: typedef NS_ENUM(NSInteger, NSTextAlignment) API_AVAILABLE(ios(6.0))
/// Text alignment (iOS values).
public enum NSTextAlignment: Int, @unchecked Sendable {
  case left = 0
  case center = 1
  case right = 2
  case justified = 3
  case natural = 4
}
// UIKit/UIAccessibilityConstants.h: UIKIT_EXTERN void UIAccessibilityPostNotification(UIAccessibilityNotifications notification, id __nullable argument); (apinotes: UIAccessibility.post(notification:argument:))
/// Assistive technologies.
@MainActor
public enum UIAccessibility {
  // UIKit/UIAccessibilityConstants.h: typedef uint32_t UIAccessibilityNotifications NS_TYPED_ENUM;
  /// A notification for assistive technologies.
  public struct Notification: Hashable, Sendable {
    /// Its number.
    public let rawValue: UInt32
    // UIKit/UIAccessibilityConstants.h: UIKIT_EXTERN UIAccessibilityNotifications UIAccessibilityAnnouncementNotification;
    /// Speaks the string argument.
    public static let announcement = Notification(rawValue: 1008)
  }

  /// Every notification posted, oldest first (stand-in only).
  public static var standInPosted: [(notification: Notification, argument: Any?)] = []

  /// Posts `notification` with `argument` to assistive technologies.
  public static func post(notification: Notification, argument: Any?) {
    self.standInPosted.append((notification, argument))
  }
}
// UIKit/UIAccessibilityCustomAction.h: NS_SWIFT_UI_ACTOR @interface UIAccessibilityCustomAction : NSObject
/// An action VoiceOver offers on an element, beside activating it.
@MainActor
open class UIAccessibilityCustomAction {
  // UIKit/UIAccessibilityCustomAction.h: typedef BOOL(^UIAccessibilityCustomActionHandler)(UIAccessibilityCustomAction *customAction) NS_SWIFT_UI_ACTOR;
  /// What performing the action runs; it returns whether the action succeeded.
  public typealias Handler = @MainActor (UIAccessibilityCustomAction) -> Bool

  // UIKit/UIAccessibilityCustomAction.h: @property (nonatomic, copy) NSString *name;
  /// The localized name VoiceOver reads.
  open var name: String

  // UIKit/UIAccessibilityCustomAction.h: @property (nonatomic, copy, nullable) UIAccessibilityCustomActionHandler actionHandler;
  /// What performing it runs.
  open var actionHandler: Handler?

  // UIKit/UIAccessibilityCustomAction.h: - (instancetype)initWithName:(NSString *)name actionHandler:(UIAccessibilityCustomActionHandler)actionHandler;
  /// An action named `name` that runs `actionHandler`.
  public init(name: String, actionHandler: @escaping Handler) {
    self.name = name
    self.actionHandler = actionHandler
  }

  /// Performs the action as VoiceOver does when the user picks it in the Actions rotor
  /// (stand-in only).
  ///
  /// - Returns: What the handler returned: whether the action succeeded.
  public func standInPerform() -> Bool {
    self.actionHandler?(self) ?? false
  }
}

extension UIAccessibility {
  /// Performs VoiceOver's escape gesture (a two-finger Z) on the focused `element` (stand-in
  /// only): the element, then each view containing it, is asked to escape until one returns
  /// `true` ("Implement accessibilityPerformEscape on an element or containing view",
  /// UIAccessibility.h).
  ///
  /// - Parameter element: The element VoiceOver's cursor is on.
  /// - Returns: Whether a view escaped.
  public static func standInPerformEscape(from element: UIView) -> Bool {
    var view: UIView? = element
    while let current = view {
      if current.accessibilityPerformEscape() {
        return true
      }
      view = current.superview
    }
    return false
  }
}

// UIKit/UIAccessibility.h: typedef NS_ENUM(NSInteger, UIAccessibilityScrollDirection)
/// Where VoiceOver's three-finger swipe asks to scroll.
public enum UIAccessibilityScrollDirection: Int, Sendable {
  /// Toward the right.
  case right = 1
  /// Toward the left.
  case left = 2
  /// Toward the top.
  case up = 3
  /// Toward the bottom.
  case down = 4
  /// To the next page.
  case next = 5
  /// To the previous page.
  case previous = 6
}
#endif
