// NSObject's UIKit categories: the accessibility informal protocols UIKit declares on NSObject
// (UIAccessibility.h, UIAccessibilityContainer.h, UIAccessibilityCustomRotor.h), with the
// Swift shapes of the iOS 18 SDK (@MainActor, as NS_SWIFT_UI_ACTOR marks them there). Every
// NSObject has them on Apple platforms, so a subclass that declares one of these names without
// `override` does not compile. Swift on Linux cannot add members a subclass overrides to
// Foundation's NSObject in an extension: the stand-in's responders inherit them from this class
// instead, so that such a subclass fails here too (RefreshHostView's `accessibilityScroll(_:)`
// once lacked its `override`). The members were printed by the Swift compiler from the iOS
// 16.5 SDK, and from the iOS 18 SDK's headers for those marked iOS 17 and 18, and type-checked
// there as overrides of a UIView subclass.
#if os(Linux)  // a stand-in for Apple platforms, where the real framework is used
public import Foundation

/// An `NSObject` with UIKit's accessibility categories (stand-in only: on Apple platforms they
/// are NSObject's own).
@MainActor
open class StandInUIKitObject: NSObject {
  /// An object.
  public override init() {}
  // MARK: NSObject (UIAccessibility) (UIAccessibility.h)

  // UIKit/UIAccessibility.h: NSObject (UIAccessibility), iOS 2.0+ (no annotation; original API)
  /// UIKit's `isAccessibilityElement`.
  open var isAccessibilityElement: Bool = false

  // UIKit/UIAccessibility.h: NSObject (UIAccessibility), iOS 2.0+ (no annotation; original API)
  /// UIKit's `accessibilityLabel`.
  open var accessibilityLabel: String? = nil

  // UIKit/UIAccessibility.h: NSObject (UIAccessibility), iOS 11.0
  /// UIKit's `accessibilityAttributedLabel`.
  open var accessibilityAttributedLabel: NSAttributedString? = nil

  // UIKit/UIAccessibility.h: NSObject (UIAccessibility), iOS 2.0+ (no annotation; original API)
  /// UIKit's `accessibilityHint`.
  open var accessibilityHint: String? = nil

  // UIKit/UIAccessibility.h: NSObject (UIAccessibility), iOS 11.0
  /// UIKit's `accessibilityAttributedHint`.
  open var accessibilityAttributedHint: NSAttributedString? = nil

  // UIKit/UIAccessibility.h: NSObject (UIAccessibility), iOS 2.0+ (no annotation; original API)
  /// UIKit's `accessibilityValue`.
  open var accessibilityValue: String? = nil

  // UIKit/UIAccessibility.h: NSObject (UIAccessibility), iOS 11.0
  /// UIKit's `accessibilityAttributedValue`.
  open var accessibilityAttributedValue: NSAttributedString? = nil

  // UIKit/UIAccessibility.h: NSObject (UIAccessibility), iOS 2.0+ (no annotation; original API)
  /// UIKit's `accessibilityTraits`.
  open var accessibilityTraits: UIAccessibilityTraits = .none

  // UIKit/UIAccessibility.h: NSObject (UIAccessibility), iOS 2.0+ (no annotation; original API)
  /// UIKit's `accessibilityFrame`.
  open var accessibilityFrame: CGRect = .zero

  // UIKit/UIAccessibility.h: NSObject (UIAccessibility), iOS 7.0
  /// UIKit's `accessibilityPath`.
  open var accessibilityPath: UIBezierPath? = nil

  // UIKit/UIAccessibility.h: NSObject (UIAccessibility), iOS 5.0
  /// UIKit's `accessibilityActivationPoint`.
  open var accessibilityActivationPoint: CGPoint = .zero

  // UIKit/UIAccessibility.h: NSObject (UIAccessibility), iOS 2.0+ (no annotation; original API)
  /// UIKit's `accessibilityLanguage`.
  open var accessibilityLanguage: String? = nil

  // UIKit/UIAccessibility.h: NSObject (UIAccessibility), iOS 5.0
  /// UIKit's `accessibilityElementsHidden`.
  open var accessibilityElementsHidden: Bool = false

  // UIKit/UIAccessibility.h: NSObject (UIAccessibility), iOS 5.0
  /// UIKit's `accessibilityViewIsModal`.
  open var accessibilityViewIsModal: Bool = false

  // UIKit/UIAccessibility.h: NSObject (UIAccessibility), iOS 6.0
  /// UIKit's `shouldGroupAccessibilityChildren`.
  open var shouldGroupAccessibilityChildren: Bool = false

  // UIKit/UIAccessibility.h: NSObject (UIAccessibility), iOS 8.0
  /// UIKit's `accessibilityNavigationStyle`.
  open var accessibilityNavigationStyle: UIAccessibilityNavigationStyle = .automatic

  // UIKit/UIAccessibility.h: NSObject (UIAccessibility), iOS 13.0
  /// UIKit's `accessibilityRespondsToUserInteraction`.
  open var accessibilityRespondsToUserInteraction: Bool = false

  // UIKit/UIAccessibility.h: NSObject (UIAccessibility), iOS 13.0
  /// UIKit's `accessibilityUserInputLabels`.
  // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
  open var accessibilityUserInputLabels: [String]! = nil

  // UIKit/UIAccessibility.h: NSObject (UIAccessibility), iOS 13.0
  /// UIKit's `accessibilityAttributedUserInputLabels`.
  // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
  open var accessibilityAttributedUserInputLabels: [NSAttributedString]! = nil

  // UIKit/UIAccessibility.h: NSObject (UIAccessibility), iOS 13.0
  /// UIKit's `accessibilityTextualContext`.
  open var accessibilityTextualContext: UIAccessibilityTextualContext? = nil

  // UIKit/UIAccessibility.h: NSObject (UIAccessibility), iOS 17.0
  /// UIKit's `accessibilityDirectTouchOptions`.
  open var accessibilityDirectTouchOptions: UIAccessibility.DirectTouchOptions = []

  // UIKit/UIAccessibility.h: NSObject (UIAccessibility), iOS 18.0
  /// UIKit's `accessibilityExpandedStatus`.
  open var accessibilityExpandedStatus: UIAccessibility.ExpandedStatus = .unsupported

  // UIKit/UIAccessibility.h: NSObject (UIAccessibility), iOS 17.0
  /// UIKit's `isAccessibilityElementBlock`.
  open var isAccessibilityElementBlock: AXBoolReturnBlock? = nil

  // UIKit/UIAccessibility.h: NSObject (UIAccessibility), iOS 17.0
  /// UIKit's `accessibilityLabelBlock`.
  open var accessibilityLabelBlock: AXStringReturnBlock? = nil

  // UIKit/UIAccessibility.h: NSObject (UIAccessibility), iOS 17.0
  /// UIKit's `accessibilityValueBlock`.
  open var accessibilityValueBlock: AXStringReturnBlock? = nil

  // UIKit/UIAccessibility.h: NSObject (UIAccessibility), iOS 17.0
  /// UIKit's `accessibilityHintBlock`.
  open var accessibilityHintBlock: AXStringReturnBlock? = nil

  // UIKit/UIAccessibility.h: NSObject (UIAccessibility), iOS 17.0
  /// UIKit's `accessibilityTraitsBlock`.
  open var accessibilityTraitsBlock: AXTraitsReturnBlock? = nil

  // UIKit/UIAccessibility.h: NSObject (UIAccessibility), iOS 17.0
  /// UIKit's `accessibilityIdentifierBlock`.
  open var accessibilityIdentifierBlock: AXStringReturnBlock? = nil

  // UIKit/UIAccessibility.h: NSObject (UIAccessibility), iOS 17.0
  /// UIKit's `accessibilityAttributedLabelBlock`.
  open var accessibilityAttributedLabelBlock: AXAttributedStringReturnBlock? = nil

  // UIKit/UIAccessibility.h: NSObject (UIAccessibility), iOS 17.0
  /// UIKit's `accessibilityAttributedHintBlock`.
  open var accessibilityAttributedHintBlock: AXAttributedStringReturnBlock? = nil

  // UIKit/UIAccessibility.h: NSObject (UIAccessibility), iOS 17.0
  /// UIKit's `accessibilityLanguageBlock`.
  open var accessibilityLanguageBlock: AXStringReturnBlock? = nil

  // UIKit/UIAccessibility.h: NSObject (UIAccessibility), iOS 17.0
  /// UIKit's `accessibilityTextualContextBlock`.
  open var accessibilityTextualContextBlock: AXTextualContextReturnBlock? = nil

  // UIKit/UIAccessibility.h: NSObject (UIAccessibility), iOS 17.0
  /// UIKit's `accessibilityUserInputLabelsBlock`.
  open var accessibilityUserInputLabelsBlock: AXStringArrayReturnBlock? = nil

  // UIKit/UIAccessibility.h: NSObject (UIAccessibility), iOS 17.0
  /// UIKit's `accessibilityAttributedUserInputLabelsBlock`.
  open var accessibilityAttributedUserInputLabelsBlock: AXAttributedStringArrayReturnBlock? = nil

  // UIKit/UIAccessibility.h: NSObject (UIAccessibility), iOS 17.0
  /// UIKit's `accessibilityAttributedValueBlock`.
  open var accessibilityAttributedValueBlock: AXAttributedStringReturnBlock? = nil

  // UIKit/UIAccessibility.h: NSObject (UIAccessibility), iOS 17.0
  /// UIKit's `accessibilityElementsHiddenBlock`.
  open var accessibilityElementsHiddenBlock: AXBoolReturnBlock? = nil

  // UIKit/UIAccessibility.h: NSObject (UIAccessibility), iOS 17.0
  /// UIKit's `accessibilityRespondsToUserInteractionBlock`.
  open var accessibilityRespondsToUserInteractionBlock: AXBoolReturnBlock? = nil

  // UIKit/UIAccessibility.h: NSObject (UIAccessibility), iOS 17.0
  /// UIKit's `accessibilityViewIsModalBlock`.
  open var accessibilityViewIsModalBlock: AXBoolReturnBlock? = nil

  // UIKit/UIAccessibility.h: NSObject (UIAccessibility), iOS 17.0
  /// UIKit's `accessibilityShouldGroupAccessibilityChildrenBlock`.
  open var accessibilityShouldGroupAccessibilityChildrenBlock: AXBoolReturnBlock? = nil

  // UIKit/UIAccessibility.h: NSObject (UIAccessibility), iOS 18.0
  /// UIKit's `accessibilityExpandedStatusBlock`.
  open var accessibilityExpandedStatusBlock:
    (@MainActor @Sendable () -> UIAccessibility.ExpandedStatus)? = nil

  // UIKit/UIAccessibility.h: NSObject (UIAccessibility), iOS 17.0
  /// UIKit's `accessibilityElementsBlock`.
  open var accessibilityElementsBlock: AXArrayReturnBlock? = nil

  // UIKit/UIAccessibility.h: NSObject (UIAccessibility), iOS 17.0
  /// UIKit's `automationElementsBlock`.
  open var automationElementsBlock: AXArrayReturnBlock? = nil

  // UIKit/UIAccessibility.h: NSObject (UIAccessibility), iOS 17.0
  /// UIKit's `accessibilityContainerTypeBlock`.
  open var accessibilityContainerTypeBlock: AXContainerTypeReturnBlock? = nil

  // UIKit/UIAccessibility.h: NSObject (UIAccessibility), iOS 17.0
  /// UIKit's `accessibilityActivationPointBlock`.
  open var accessibilityActivationPointBlock: AXPointReturnBlock? = nil

  // UIKit/UIAccessibility.h: NSObject (UIAccessibility), iOS 17.0
  /// UIKit's `accessibilityFrameBlock`.
  open var accessibilityFrameBlock: AXRectReturnBlock? = nil

  // UIKit/UIAccessibility.h: NSObject (UIAccessibility), iOS 17.0
  /// UIKit's `accessibilityNavigationStyleBlock`.
  open var accessibilityNavigationStyleBlock: AXNavigationStyleReturnBlock? = nil

  // UIKit/UIAccessibility.h: NSObject (UIAccessibility), iOS 17.0
  /// UIKit's `accessibilityPathBlock`.
  open var accessibilityPathBlock: AXPathReturnBlock? = nil

  // UIKit/UIAccessibility.h: NSObject (UIAccessibility), iOS 17.0
  /// UIKit's `accessibilityActivateBlock`.
  open var accessibilityActivateBlock: AXBoolReturnBlock? = nil

  // UIKit/UIAccessibility.h: NSObject (UIAccessibility), iOS 17.0
  /// UIKit's `accessibilityIncrementBlock`.
  open var accessibilityIncrementBlock: AXVoidReturnBlock? = nil

  // UIKit/UIAccessibility.h: NSObject (UIAccessibility), iOS 17.0
  /// UIKit's `accessibilityDecrementBlock`.
  open var accessibilityDecrementBlock: AXVoidReturnBlock? = nil

  // UIKit/UIAccessibility.h: NSObject (UIAccessibility), iOS 17.0
  /// UIKit's `accessibilityPerformEscapeBlock`.
  open var accessibilityPerformEscapeBlock: AXBoolReturnBlock? = nil

  // UIKit/UIAccessibility.h: NSObject (UIAccessibility), iOS 17.0
  /// UIKit's `accessibilityMagicTapBlock`.
  open var accessibilityMagicTapBlock: AXBoolReturnBlock? = nil

  // UIKit/UIAccessibility.h: NSObject (UIAccessibility), iOS 17.0
  /// UIKit's `accessibilityCustomActionsBlock`.
  open var accessibilityCustomActionsBlock: AXCustomActionsReturnBlock? = nil

  // MARK: NSObject (UIAccessibilityFocus) (UIAccessibility.h)

  // UIKit/UIAccessibility.h: NSObject (UIAccessibilityFocus), iOS 4.0
  /// UIKit's `accessibilityElementDidBecomeFocused`.
  open func accessibilityElementDidBecomeFocused() {}

  // UIKit/UIAccessibility.h: NSObject (UIAccessibilityFocus), iOS 4.0
  /// UIKit's `accessibilityElementDidLoseFocus`.
  open func accessibilityElementDidLoseFocus() {}

  // UIKit/UIAccessibility.h: NSObject (UIAccessibilityFocus), iOS 4.0
  /// UIKit's `accessibilityElementIsFocused`.
  open func accessibilityElementIsFocused() -> Bool { false }

  // UIKit/UIAccessibility.h: NSObject (UIAccessibilityFocus), iOS 9.0
  /// UIKit's `accessibilityAssistiveTechnologyFocusedIdentifiers`.
  open func accessibilityAssistiveTechnologyFocusedIdentifiers() -> Set<
    UIAccessibility.AssistiveTechnologyIdentifier
  >? { nil }

  // MARK: NSObject (UIAccessibilityAction) (UIAccessibility.h)

  // UIKit/UIAccessibility.h: NSObject (UIAccessibilityAction), iOS 7.0
  /// UIKit's `accessibilityActivate`.
  open func accessibilityActivate() -> Bool { false }

  // UIKit/UIAccessibility.h: NSObject (UIAccessibilityAction), iOS 4.0
  /// UIKit's `accessibilityIncrement`.
  open func accessibilityIncrement() {}

  // UIKit/UIAccessibility.h: NSObject (UIAccessibilityAction), iOS 4.0
  /// UIKit's `accessibilityDecrement`.
  open func accessibilityDecrement() {}

  // UIKit/UIAccessibility.h: NSObject (UIAccessibilityAction), iOS 17.0
  /// UIKit's `accessibilityZoomIn`.
  open func accessibilityZoomIn(at point: CGPoint) -> Bool { false }

  // UIKit/UIAccessibility.h: NSObject (UIAccessibilityAction), iOS 17.0
  /// UIKit's `accessibilityZoomOut`.
  open func accessibilityZoomOut(at point: CGPoint) -> Bool { false }

  // UIKit/UIAccessibility.h: NSObject (UIAccessibilityAction), iOS 4.2
  /// UIKit's `accessibilityScroll`.
  open func accessibilityScroll(_ direction: UIAccessibilityScrollDirection) -> Bool { false }

  // UIKit/UIAccessibility.h: NSObject (UIAccessibilityAction), iOS 5.0
  /// UIKit's `accessibilityPerformEscape`.
  open func accessibilityPerformEscape() -> Bool { false }

  // UIKit/UIAccessibility.h: NSObject (UIAccessibilityAction), iOS 6.0
  /// UIKit's `accessibilityPerformMagicTap`.
  open func accessibilityPerformMagicTap() -> Bool { false }

  // UIKit/UIAccessibility.h: NSObject (UIAccessibilityAction), iOS 8.0
  /// UIKit's `accessibilityCustomActions`.
  open var accessibilityCustomActions: [UIAccessibilityCustomAction]? = nil

  // MARK: NSObject (UIAccessibilityDragging) (UIAccessibility.h)

  // UIKit/UIAccessibility.h: NSObject (UIAccessibilityDragging), iOS 11.0
  /// UIKit's `accessibilityDragSourceDescriptors`.
  open var accessibilityDragSourceDescriptors: [UIAccessibilityLocationDescriptor]? = nil

  // UIKit/UIAccessibility.h: NSObject (UIAccessibilityDragging), iOS 11.0
  /// UIKit's `accessibilityDropPointDescriptors`.
  open var accessibilityDropPointDescriptors: [UIAccessibilityLocationDescriptor]? = nil

  // MARK: NSObject (UIAccessibilityHitTest) — iOS 18 (UIAccessibility.h (iOS 18.0))

  // UIKit/UIAccessibility.h (iOS 18.0): NSObject (UIAccessibilityHitTest) — iOS 18, iOS 18.0
  /// UIKit's `accessibilityHitTest`.
  open func accessibilityHitTest(_ point: CGPoint, event: UIEvent?) -> Any? { nil }

  // MARK: NSObject (UIAccessibilityTextNavigation) — iOS 18 (UIAccessibility.h (iOS 18.0))

  // UIKit/UIAccessibility.h (iOS 18.0): NSObject (UIAccessibilityTextNavigation) — iOS 18, iOS 18.0
  /// UIKit's `accessibilityPreviousTextNavigationElement`.
  open var accessibilityPreviousTextNavigationElement: Any? = nil

  // UIKit/UIAccessibility.h (iOS 18.0): NSObject (UIAccessibilityTextNavigation) — iOS 18, iOS 18.0
  /// UIKit's `accessibilityNextTextNavigationElement`.
  open var accessibilityNextTextNavigationElement: Any? = nil

  // UIKit/UIAccessibility.h (iOS 18.0): NSObject (UIAccessibilityTextNavigation) — iOS 18, iOS 18.0
  /// UIKit's `accessibilityPreviousTextNavigationElementBlock`.
  open var accessibilityPreviousTextNavigationElementBlock: AXObjectReturnBlock? = nil

  // UIKit/UIAccessibility.h (iOS 18.0): NSObject (UIAccessibilityTextNavigation) — iOS 18, iOS 18.0
  /// UIKit's `accessibilityNextTextNavigationElementBlock`.
  open var accessibilityNextTextNavigationElementBlock: AXObjectReturnBlock? = nil

  // MARK: NSObject (UIAccessibilityContainer) (UIAccessibilityContainer.h)

  // UIKit/UIAccessibilityContainer.h: NSObject (UIAccessibilityContainer), iOS 2.0+ (no annotation; original API)
  /// UIKit's `accessibilityElementCount`.
  open func accessibilityElementCount() -> Int { 0 }

  // UIKit/UIAccessibilityContainer.h: NSObject (UIAccessibilityContainer), iOS 2.0+ (no annotation; original API)
  /// UIKit's `accessibilityElement`.
  open func accessibilityElement(at index: Int) -> Any? { nil }

  // UIKit/UIAccessibilityContainer.h: NSObject (UIAccessibilityContainer), iOS 2.0+ (no annotation; original API)
  /// UIKit's `index`.
  open func index(ofAccessibilityElement element: Any) -> Int { 0 }

  // UIKit/UIAccessibilityContainer.h: NSObject (UIAccessibilityContainer), iOS 8.0
  /// UIKit's `accessibilityElements`.
  open var accessibilityElements: [Any]? = nil

  // UIKit/UIAccessibilityContainer.h: NSObject (UIAccessibilityContainer), iOS 11.0
  /// UIKit's `accessibilityContainerType`.
  open var accessibilityContainerType: UIAccessibilityContainerType = .none

  // UIKit/UIAccessibilityContainer.h: NSObject (UIAccessibilityContainer), iOS 17.0
  /// UIKit's `automationElements`.
  open var automationElements: [Any]? = nil

  // MARK: NSObject (UIAccessibilityCustomRotor) (UIAccessibilityCustomRotor.h)

  // UIKit/UIAccessibilityCustomRotor.h: NSObject (UIAccessibilityCustomRotor), iOS 10.0
  /// UIKit's `accessibilityCustomRotors`.
  open var accessibilityCustomRotors: [UIAccessibilityCustomRotor]? = nil

  // UIKit/UIAccessibilityCustomRotor.h: NSObject (UIAccessibilityCustomRotor), iOS 17.0
  /// UIKit's `accessibilityCustomRotorsBlock`.
  open var accessibilityCustomRotorsBlock: AXCustomRotorsReturnBlock? = nil

}

// UIKit/UIAccessibility.h: the blocks of the iOS 17 block-based accessibility properties
// (typedef ... AXBoolReturnBlock NS_SWIFT_UI_ACTOR, and so on).
/// Returns whether the element is an accessibility element, and the like.
public typealias AXBoolReturnBlock = @MainActor () -> Bool
/// Returns a label, a value, a hint, a language or an identifier.
public typealias AXStringReturnBlock = @MainActor () -> String?
/// Returns the user input labels.
public typealias AXStringArrayReturnBlock = @MainActor () -> [String]?
/// Returns an attributed label, hint or value.
public typealias AXAttributedStringReturnBlock = @MainActor () -> NSAttributedString?
/// Returns the attributed user input labels.
public typealias AXAttributedStringArrayReturnBlock = @MainActor () -> [NSAttributedString]?
/// Returns the accessibility frame.
public typealias AXRectReturnBlock = @MainActor () -> CGRect
/// Returns the accessibility path.
public typealias AXPathReturnBlock = @MainActor () -> UIBezierPath?
/// Returns the activation point.
public typealias AXPointReturnBlock = @MainActor () -> CGPoint
/// Returns an element.
public typealias AXObjectReturnBlock = @MainActor () -> Any?
/// Returns the elements.
public typealias AXArrayReturnBlock = @MainActor () -> [Any]?
/// Increments or decrements.
public typealias AXVoidReturnBlock = @MainActor () -> Void
/// Returns the traits.
public typealias AXTraitsReturnBlock = @MainActor () -> UIAccessibilityTraits
/// Returns the navigation style.
public typealias AXNavigationStyleReturnBlock = @MainActor () -> UIAccessibilityNavigationStyle
/// Returns the container type.
public typealias AXContainerTypeReturnBlock = @MainActor () -> UIAccessibilityContainerType
/// Returns the textual context.
public typealias AXTextualContextReturnBlock = @MainActor () -> UIAccessibilityTextualContext?
/// Returns the custom actions.
public typealias AXCustomActionsReturnBlock = @MainActor () -> [UIAccessibilityCustomAction]?
// UIKit/UIAccessibilityCustomRotor.h: typedef NSArray<UIAccessibilityCustomRotor *> * _Nullable (^AXCustomRotorsReturnBlock)(void); (no NS_SWIFT_UI_ACTOR)
/// Returns the custom rotors.
public typealias AXCustomRotorsReturnBlock = () -> [UIAccessibilityCustomRotor]?

// UIKit/UIAccessibilityConstants.h: typedef uint64_t UIAccessibilityTraits NS_TYPED_ENUM;
/// What an accessibility element is and does.
public struct UIAccessibilityTraits: OptionSet, Hashable, Sendable {
  /// The bits.
  public let rawValue: UInt64
  /// Traits from bits.
  public init(rawValue: UInt64) { self.rawValue = rawValue }
  /// No trait.
  public static let none = UIAccessibilityTraits([])
  /// A button.
  public static let button = UIAccessibilityTraits(rawValue: 1 << 0)
}

// UIKit/UIAccessibilityConstants.h: typedef NS_ENUM(NSInteger, UIAccessibilityNavigationStyle)
/// How an assistive technology navigates an element's children.
public enum UIAccessibilityNavigationStyle: Int, Sendable {
  /// Decided by the technology.
  case automatic = 0
  /// Each child on its own.
  case separate = 1
  /// The children as one item.
  case combined = 2
}

// UIKit/UIAccessibilityConstants.h: typedef NS_ENUM(NSInteger, UIAccessibilityContainerType)
/// What kind of container an element is.
public enum UIAccessibilityContainerType: Int, Sendable {
  /// None.
  case none = 0
  /// A data table.
  case dataTable = 1
  /// A list.
  case list = 2
  /// A landmark.
  case landmark = 3
  /// A semantic group.
  case semanticGroup = 4
}

// UIKit/UIAccessibilityConstants.h: typedef NSString * UIAccessibilityTextualContext NS_TYPED_EXTENSIBLE_ENUM;
/// How an element's text should be read.
public struct UIAccessibilityTextualContext: RawRepresentable, Hashable, Sendable {
  /// Its name.
  public let rawValue: String
  /// A context by name.
  public init(rawValue: String) { self.rawValue = rawValue }
}

extension UIAccessibility {
  // UIKit/UIAccessibilityConstants.h: typedef NSString * UIAccessibilityAssistiveTechnologyIdentifier NS_TYPED_ENUM; (apinotes: UIAccessibility.AssistiveTechnologyIdentifier)
  /// An assistive technology.
  public struct AssistiveTechnologyIdentifier: RawRepresentable, Hashable, Sendable {
    /// Its name.
    public let rawValue: String
    /// A technology by name.
    public init(rawValue: String) { self.rawValue = rawValue }
  }

  // UIKit/UIAccessibilityConstants.h: typedef NS_OPTIONS(NSUInteger, UIAccessibilityDirectTouchOptions) NS_SWIFT_NAME(UIAccessibility.DirectTouchOptions) API_AVAILABLE(ios(17.0));
  /// How a direct touch area takes touches.
  public struct DirectTouchOptions: OptionSet, Sendable {
    /// The bits.
    public let rawValue: UInt
    /// Options from bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
  }

  // UIKit/UIAccessibilityConstants.h: typedef NS_ENUM(NSInteger, UIAccessibilityExpandedStatus) NS_SWIFT_NAME(UIAccessibility.ExpandedStatus) API_AVAILABLE(ios(18.0));
  /// Whether an element is expanded.
  public enum ExpandedStatus: Int, Sendable {
    /// Not applicable.
    case unsupported = 0
    /// Expanded.
    case expanded = 1
    /// Collapsed.
    case collapsed = 2
  }
}

// UIKit/UIAccessibilityLocationDescriptor.h: UIKIT_EXTERN API_AVAILABLE(ios(11.0)) NS_SWIFT_UI_ACTOR @interface UIAccessibilityLocationDescriptor : NSObject
/// A place an assistive technology may drag from or drop to.
@MainActor
open class UIAccessibilityLocationDescriptor {}

// UIKit/UIAccessibilityCustomRotor.h: UIKIT_EXTERN API_AVAILABLE(ios(10.0)) @interface UIAccessibilityCustomRotor : NSObject
/// A rotor of an element's own.
open class UIAccessibilityCustomRotor {}
#endif
