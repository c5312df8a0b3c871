// UIKit's responder, with the members a subclass may override (UIResponder.h: its own, those of
// its categories whose types the stand-in has, and UIResponderStandardEditActions, whose
// methods a subclass overrides too), so that one declared again without `override` fails here as
// on Apple's SDKs. Printed by the Swift compiler from the iOS 16.5 SDK. Not declared, for want of
// their types here: the presses (UIPress), buildMenu(with:), validate(_:), undoManager,
// editingInteractionConfiguration, keyCommands, the input assistant and input view
// controllers, textInputMode, the user activity and activityItemsConfiguration.
#if os(Linux)  // a stand-in for Apple platforms, where the real framework is used
public import Foundation

// UIKit/UIResponder.h: UIKIT_EXTERN API_AVAILABLE(ios(2.0)) NS_SWIFT_UI_ACTOR @interface UIResponder : NSObject
/// An object that responds to events.
@MainActor
open class UIResponder: StandInUIKitObject {
  /// A responder.
  public override init() {}

  // UIKit/UIResponder.h: - (void)touchesEnded:(NSSet<UITouch *> *)touches withEvent:(nullable UIEvent *)event;
  /// Fingers lifted from the responder.
  open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {}

  // UIKit/UIResponder.h: UIResponder, (unannotated — original API)
  /// UIKit's `next`.
  open var next: UIResponder? { nil }

  // UIKit/UIResponder.h: UIResponder, (unannotated — original API)
  /// UIKit's `canBecomeFirstResponder`.
  open var canBecomeFirstResponder: Bool { false }

  // UIKit/UIResponder.h: UIResponder, (unannotated — original API)
  /// UIKit's `becomeFirstResponder`.
  open func becomeFirstResponder() -> Bool { false }

  // UIKit/UIResponder.h: UIResponder, (unannotated — original API)
  /// UIKit's `canResignFirstResponder`.
  open var canResignFirstResponder: Bool { true }

  // UIKit/UIResponder.h: UIResponder, (unannotated — original API)
  /// UIKit's `resignFirstResponder`.
  open func resignFirstResponder() -> Bool { false }

  // UIKit/UIResponder.h: UIResponder, (unannotated — original API)
  /// UIKit's `isFirstResponder`.
  open var isFirstResponder: Bool { false }

  // UIKit/UIResponder.h: UIResponder, (unannotated — original API)
  /// UIKit's `touchesBegan`.
  open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {}

  // UIKit/UIResponder.h: UIResponder, (unannotated — original API)
  /// UIKit's `touchesMoved`.
  open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {}

  // UIKit/UIResponder.h: UIResponder, (unannotated — original API)
  /// UIKit's `touchesCancelled`.
  open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {}

  // UIKit/UIResponder.h: UIResponder, iOS 9.1
  /// UIKit's `touchesEstimatedPropertiesUpdated`.
  open func touchesEstimatedPropertiesUpdated(_ touches: Set<UITouch>) {}

  // UIKit/UIResponder.h: UIResponder, iOS 3.0
  /// UIKit's `motionBegan`.
  open func motionBegan(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {}

  // UIKit/UIResponder.h: UIResponder, iOS 3.0
  /// UIKit's `motionEnded`.
  open func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {}

  // UIKit/UIResponder.h: UIResponder, iOS 3.0
  /// UIKit's `motionCancelled`.
  open func motionCancelled(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {}

  // UIKit/UIResponder.h: UIResponder, iOS 4.0
  /// UIKit's `remoteControlReceived`.
  open func remoteControlReceived(with event: UIEvent?) {}

  // UIKit/UIResponder.h: UIResponder, iOS 3.0
  /// UIKit's `canPerformAction`.
  open func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool { false }

  // UIKit/UIResponder.h: UIResponder, iOS 7.0
  /// UIKit's `target`.
  open func target(forAction action: Selector, withSender sender: Any?) -> Any? { nil }

  // UIKit/UIResponder.h: UIResponder, iOS 3.2
  /// UIKit's `inputView`.
  open var inputView: UIView? { nil }

  // UIKit/UIResponder.h: UIResponder, iOS 3.2
  /// UIKit's `inputAccessoryView`.
  open var inputAccessoryView: UIView? { nil }

  // UIKit/UIResponder.h: UIResponder, iOS 7.0
  /// UIKit's `textInputContextIdentifier`.
  open var textInputContextIdentifier: String? { nil }

  // UIKit/UIResponder.h: UIResponder, iOS 7.0
  /// UIKit's `clearTextInputContextIdentifier`.
  open class func clearTextInputContextIdentifier(_ identifier: String) {}

  // UIKit/UIResponder.h: UIResponder, iOS 3.2
  /// UIKit's `reloadInputViews`.
  open func reloadInputViews() {}

  // UIKit/UIResponder.h: UIResponder, iOS 15.0
  /// UIKit's `captureTextFromCamera`.
  open func captureTextFromCamera(_ sender: Any?) {}

  // UIKit/UIResponderStandardEditActions: UIResponder, iOS 3.0
  /// UIKit's `cut`.
  open func cut(_ sender: Any?) {}

  // UIKit/UIResponderStandardEditActions: UIResponder, iOS 3.0
  /// UIKit's `copy`.
  open func copy(_ sender: Any?) {}

  // UIKit/UIResponderStandardEditActions: UIResponder, iOS 3.0
  /// UIKit's `paste`.
  open func paste(_ sender: Any?) {}

  // UIKit/UIResponderStandardEditActions: UIResponder, iOS 15.0
  /// UIKit's `pasteAndMatchStyle`.
  open func pasteAndMatchStyle(_ sender: Any?) {}

  // UIKit/UIResponderStandardEditActions: UIResponder, iOS 15.0
  /// UIKit's `pasteAndGo`.
  open func pasteAndGo(_ sender: Any?) {}

  // UIKit/UIResponderStandardEditActions: UIResponder, iOS 15.0
  /// UIKit's `pasteAndSearch`.
  open func pasteAndSearch(_ sender: Any?) {}

  // UIKit/UIResponderStandardEditActions: UIResponder, iOS 3.0
  /// UIKit's `select`.
  open func select(_ sender: Any?) {}

  // UIKit/UIResponderStandardEditActions: UIResponder, iOS 3.0
  /// UIKit's `selectAll`.
  open func selectAll(_ sender: Any?) {}

  // UIKit/UIResponderStandardEditActions: UIResponder, iOS 3.2
  /// UIKit's `delete`.
  open func delete(_ sender: Any?) {}

  // UIKit/UIResponderStandardEditActions: UIResponder, iOS 5.0
  /// UIKit's `makeTextWritingDirectionLeftToRight`.
  open func makeTextWritingDirectionLeftToRight(_ sender: Any?) {}

  // UIKit/UIResponderStandardEditActions: UIResponder, iOS 5.0
  /// UIKit's `makeTextWritingDirectionRightToLeft`.
  open func makeTextWritingDirectionRightToLeft(_ sender: Any?) {}

  // UIKit/UIResponderStandardEditActions: UIResponder, iOS 6.0
  /// UIKit's `toggleBoldface`.
  open func toggleBoldface(_ sender: Any?) {}

  // UIKit/UIResponderStandardEditActions: UIResponder, iOS 6.0
  /// UIKit's `toggleItalics`.
  open func toggleItalics(_ sender: Any?) {}

  // UIKit/UIResponderStandardEditActions: UIResponder, iOS 6.0
  /// UIKit's `toggleUnderline`.
  open func toggleUnderline(_ sender: Any?) {}

  // UIKit/UIResponderStandardEditActions: UIResponder, iOS 7.0
  /// UIKit's `increaseSize`.
  open func increaseSize(_ sender: Any?) {}

  // UIKit/UIResponderStandardEditActions: UIResponder, iOS 7.0
  /// UIKit's `decreaseSize`.
  open func decreaseSize(_ sender: Any?) {}

  // UIKit/UIResponderStandardEditActions: UIResponder, iOS 16.0
  /// UIKit's `find`.
  open func find(_ sender: Any?) {}

  // UIKit/UIResponderStandardEditActions: UIResponder, iOS 16.0
  /// UIKit's `findAndReplace`.
  open func findAndReplace(_ sender: Any?) {}

  // UIKit/UIResponderStandardEditActions: UIResponder, iOS 16.0
  /// UIKit's `findNext`.
  open func findNext(_ sender: Any?) {}

  // UIKit/UIResponderStandardEditActions: UIResponder, iOS 16.0
  /// UIKit's `findPrevious`.
  open func findPrevious(_ sender: Any?) {}

  // UIKit/UIResponderStandardEditActions: UIResponder, iOS 16.0
  /// UIKit's `useSelectionForFind`.
  open func useSelectionForFind(_ sender: Any?) {}

  // UIKit/UIResponderStandardEditActions: UIResponder, iOS 13.0
  /// UIKit's `updateTextAttributes`.
  open func updateTextAttributes(
    conversionHandler: ([NSAttributedString.Key: Any]) -> [NSAttributedString.Key: Any]
  ) {}

  // UIKit/UIResponderStandardEditActions: UIResponder, iOS 15.0
  /// UIKit's `printContent`.
  open func printContent(_ sender: Any?) {}

  // UIKit/UIResponderStandardEditActions: UIResponder, iOS 16.0
  /// UIKit's `rename`.
  open func rename(_ sender: Any?) {}

  // UIKit/UIResponderStandardEditActions: UIResponder, iOS 16.0
  /// UIKit's `duplicate`.
  open func duplicate(_ sender: Any?) {}

  // UIKit/UIResponderStandardEditActions: UIResponder, iOS 16.0
  /// UIKit's `move`.
  open func move(_ sender: Any?) {}

  // UIKit/UIResponderStandardEditActions: UIResponder, iOS 16.0
  /// UIKit's `export`.
  open func export(_ sender: Any?) {}

}

extension UIEvent {
  // UIKit/UIEvent.h: typedef NS_ENUM(NSInteger, UIEventSubtype)
  /// What a motion or remote-control event is.
  public enum EventSubtype: Int, Sendable {
    /// None.
    case none = 0
    /// The device was shaken.
    case motionShake = 1
  }
}
#endif
