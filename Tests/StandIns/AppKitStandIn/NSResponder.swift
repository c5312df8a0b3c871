// AppKit's responder, with the members a subclass may override (NSResponder.h, macOS 14.2: its
// own, its categories' and NSStandardKeyBindingResponding's), so that one declared again without
// `override` fails here as on Apple's SDKs. Not declared, for want of their types here: the
// services requestor, the menu, the swipe-tracking axes, the undo manager, error presentation and
// newWindowForTab(_:).
//
// Each event method (`scrollWheel:`, `mouseDown:`, ...) is also declared under its Swift 2 name,
// as ClangImporter keeps it, unavailable and renamed, beside the Swift name: a subclass's own
// `scrollWheel(_:)`, even private, collides with it. Type-checked against the macOS 14.0 SDK, the
// AppKit binding's private `scrollWheel(_ event:)` failed with "'scrollWheel' has been renamed to
// 'scrollWheel(with:)'" and "overriding declaration requires an 'override' keyword". Here they are
// deprecated rather than unavailable: Swift checks a subclass's method against an available
// declaration only, and a call warns, which fails the zero-warning build as the unavailable name
// fails on Apple's SDK.
#if os(Linux)  // a stand-in for Apple platforms, where the real framework is used
public import Foundation

// AppKit/NSResponder.h: @interface NSResponder : NSObject <NSCoding>
/// An object that responds to events.
@MainActor
open class NSResponder: NSObject {
  /// A responder.
  public override init() {}

  // AppKit/NSResponder.h: 1. NSResponder, macOS
  /// AppKit's `nextResponder`.
  open var nextResponder: NSResponder? = nil

  // AppKit/NSResponder.h: 1. NSResponder, macOS
  /// AppKit's `tryToPerform`.
  open func tryToPerform(_ action: Selector, with object: Any?) -> Bool { false }

  // AppKit/NSResponder.h: 1. NSResponder, macOS
  /// AppKit's `performKeyEquivalent`.
  open func performKeyEquivalent(with event: NSEvent) -> Bool { false }
  // The Swift 2 name ClangImporter keeps, unavailable (see the file's head).
  /// AppKit's `performKeyEquivalent`, under its Swift 2 name, which is unavailable.
  @available(*, deprecated, renamed: "performKeyEquivalent(with:)")
  open func performKeyEquivalent(_ event: NSEvent) -> Bool { false }

  // AppKit/NSResponder.h: 1. NSResponder, macOS
  /// AppKit's `mouseDown`.
  open func mouseDown(with event: NSEvent) {}
  // The Swift 2 name ClangImporter keeps, unavailable (see the file's head).
  /// AppKit's `mouseDown`, under its Swift 2 name, which is unavailable.
  @available(*, deprecated, renamed: "mouseDown(with:)")
  open func mouseDown(_ event: NSEvent) {}

  // AppKit/NSResponder.h: 1. NSResponder, macOS
  /// AppKit's `rightMouseDown`.
  open func rightMouseDown(with event: NSEvent) {}
  // The Swift 2 name ClangImporter keeps, unavailable (see the file's head).
  /// AppKit's `rightMouseDown`, under its Swift 2 name, which is unavailable.
  @available(*, deprecated, renamed: "rightMouseDown(with:)")
  open func rightMouseDown(_ event: NSEvent) {}

  // AppKit/NSResponder.h: 1. NSResponder, macOS
  /// AppKit's `otherMouseDown`.
  open func otherMouseDown(with event: NSEvent) {}
  // The Swift 2 name ClangImporter keeps, unavailable (see the file's head).
  /// AppKit's `otherMouseDown`, under its Swift 2 name, which is unavailable.
  @available(*, deprecated, renamed: "otherMouseDown(with:)")
  open func otherMouseDown(_ event: NSEvent) {}

  // AppKit/NSResponder.h: 1. NSResponder, macOS
  /// AppKit's `mouseUp`.
  open func mouseUp(with event: NSEvent) {}
  // The Swift 2 name ClangImporter keeps, unavailable (see the file's head).
  /// AppKit's `mouseUp`, under its Swift 2 name, which is unavailable.
  @available(*, deprecated, renamed: "mouseUp(with:)")
  open func mouseUp(_ event: NSEvent) {}

  // AppKit/NSResponder.h: 1. NSResponder, macOS
  /// AppKit's `rightMouseUp`.
  open func rightMouseUp(with event: NSEvent) {}
  // The Swift 2 name ClangImporter keeps, unavailable (see the file's head).
  /// AppKit's `rightMouseUp`, under its Swift 2 name, which is unavailable.
  @available(*, deprecated, renamed: "rightMouseUp(with:)")
  open func rightMouseUp(_ event: NSEvent) {}

  // AppKit/NSResponder.h: 1. NSResponder, macOS
  /// AppKit's `otherMouseUp`.
  open func otherMouseUp(with event: NSEvent) {}
  // The Swift 2 name ClangImporter keeps, unavailable (see the file's head).
  /// AppKit's `otherMouseUp`, under its Swift 2 name, which is unavailable.
  @available(*, deprecated, renamed: "otherMouseUp(with:)")
  open func otherMouseUp(_ event: NSEvent) {}

  // AppKit/NSResponder.h: 1. NSResponder, macOS
  /// AppKit's `mouseMoved`.
  open func mouseMoved(with event: NSEvent) {}
  // The Swift 2 name ClangImporter keeps, unavailable (see the file's head).
  /// AppKit's `mouseMoved`, under its Swift 2 name, which is unavailable.
  @available(*, deprecated, renamed: "mouseMoved(with:)")
  open func mouseMoved(_ event: NSEvent) {}

  // AppKit/NSResponder.h: 1. NSResponder, macOS
  /// AppKit's `mouseDragged`.
  open func mouseDragged(with event: NSEvent) {}
  // The Swift 2 name ClangImporter keeps, unavailable (see the file's head).
  /// AppKit's `mouseDragged`, under its Swift 2 name, which is unavailable.
  @available(*, deprecated, renamed: "mouseDragged(with:)")
  open func mouseDragged(_ event: NSEvent) {}

  // AppKit/NSResponder.h: 1. NSResponder, macOS
  /// AppKit's `scrollWheel`.
  open func scrollWheel(with event: NSEvent) {}
  // The Swift 2 name ClangImporter keeps, unavailable (see the file's head).
  /// AppKit's `scrollWheel`, under its Swift 2 name, which is unavailable.
  @available(*, deprecated, renamed: "scrollWheel(with:)")
  open func scrollWheel(_ event: NSEvent) {}

  // AppKit/NSResponder.h: 1. NSResponder, macOS
  /// AppKit's `rightMouseDragged`.
  open func rightMouseDragged(with event: NSEvent) {}
  // The Swift 2 name ClangImporter keeps, unavailable (see the file's head).
  /// AppKit's `rightMouseDragged`, under its Swift 2 name, which is unavailable.
  @available(*, deprecated, renamed: "rightMouseDragged(with:)")
  open func rightMouseDragged(_ event: NSEvent) {}

  // AppKit/NSResponder.h: 1. NSResponder, macOS
  /// AppKit's `otherMouseDragged`.
  open func otherMouseDragged(with event: NSEvent) {}
  // The Swift 2 name ClangImporter keeps, unavailable (see the file's head).
  /// AppKit's `otherMouseDragged`, under its Swift 2 name, which is unavailable.
  @available(*, deprecated, renamed: "otherMouseDragged(with:)")
  open func otherMouseDragged(_ event: NSEvent) {}

  // AppKit/NSResponder.h: 1. NSResponder, macOS
  /// AppKit's `mouseEntered`.
  open func mouseEntered(with event: NSEvent) {}
  // The Swift 2 name ClangImporter keeps, unavailable (see the file's head).
  /// AppKit's `mouseEntered`, under its Swift 2 name, which is unavailable.
  @available(*, deprecated, renamed: "mouseEntered(with:)")
  open func mouseEntered(_ event: NSEvent) {}

  // AppKit/NSResponder.h: 1. NSResponder, macOS
  /// AppKit's `mouseExited`.
  open func mouseExited(with event: NSEvent) {}
  // The Swift 2 name ClangImporter keeps, unavailable (see the file's head).
  /// AppKit's `mouseExited`, under its Swift 2 name, which is unavailable.
  @available(*, deprecated, renamed: "mouseExited(with:)")
  open func mouseExited(_ event: NSEvent) {}

  // AppKit/NSResponder.h: 1. NSResponder, macOS
  /// AppKit's `keyDown`.
  open func keyDown(with event: NSEvent) {}
  // The Swift 2 name ClangImporter keeps, unavailable (see the file's head).
  /// AppKit's `keyDown`, under its Swift 2 name, which is unavailable.
  @available(*, deprecated, renamed: "keyDown(with:)")
  open func keyDown(_ event: NSEvent) {}

  // AppKit/NSResponder.h: 1. NSResponder, macOS
  /// AppKit's `keyUp`.
  open func keyUp(with event: NSEvent) {}
  // The Swift 2 name ClangImporter keeps, unavailable (see the file's head).
  /// AppKit's `keyUp`, under its Swift 2 name, which is unavailable.
  @available(*, deprecated, renamed: "keyUp(with:)")
  open func keyUp(_ event: NSEvent) {}

  // AppKit/NSResponder.h: 1. NSResponder, macOS
  /// AppKit's `flagsChanged`.
  open func flagsChanged(with event: NSEvent) {}
  // The Swift 2 name ClangImporter keeps, unavailable (see the file's head).
  /// AppKit's `flagsChanged`, under its Swift 2 name, which is unavailable.
  @available(*, deprecated, renamed: "flagsChanged(with:)")
  open func flagsChanged(_ event: NSEvent) {}

  // AppKit/NSResponder.h: 1. NSResponder, macOS
  /// AppKit's `tabletPoint`.
  open func tabletPoint(with event: NSEvent) {}
  // The Swift 2 name ClangImporter keeps, unavailable (see the file's head).
  /// AppKit's `tabletPoint`, under its Swift 2 name, which is unavailable.
  @available(*, deprecated, renamed: "tabletPoint(with:)")
  open func tabletPoint(_ event: NSEvent) {}

  // AppKit/NSResponder.h: 1. NSResponder, macOS
  /// AppKit's `tabletProximity`.
  open func tabletProximity(with event: NSEvent) {}
  // The Swift 2 name ClangImporter keeps, unavailable (see the file's head).
  /// AppKit's `tabletProximity`, under its Swift 2 name, which is unavailable.
  @available(*, deprecated, renamed: "tabletProximity(with:)")
  open func tabletProximity(_ event: NSEvent) {}

  // AppKit/NSResponder.h: 1. NSResponder, macOS
  /// AppKit's `cursorUpdate`.
  open func cursorUpdate(with event: NSEvent) {}
  // The Swift 2 name ClangImporter keeps, unavailable (see the file's head).
  /// AppKit's `cursorUpdate`, under its Swift 2 name, which is unavailable.
  @available(*, deprecated, renamed: "cursorUpdate(with:)")
  open func cursorUpdate(_ event: NSEvent) {}

  // AppKit/NSResponder.h: 1. NSResponder, macOS
  /// AppKit's `magnify`.
  open func magnify(with event: NSEvent) {}
  // The Swift 2 name ClangImporter keeps, unavailable (see the file's head).
  /// AppKit's `magnify`, under its Swift 2 name, which is unavailable.
  @available(*, deprecated, renamed: "magnify(with:)")
  open func magnify(_ event: NSEvent) {}

  // AppKit/NSResponder.h: 1. NSResponder, macOS
  /// AppKit's `rotate`.
  open func rotate(with event: NSEvent) {}
  // The Swift 2 name ClangImporter keeps, unavailable (see the file's head).
  /// AppKit's `rotate`, under its Swift 2 name, which is unavailable.
  @available(*, deprecated, renamed: "rotate(with:)")
  open func rotate(_ event: NSEvent) {}

  // AppKit/NSResponder.h: 1. NSResponder, macOS
  /// AppKit's `swipe`.
  open func swipe(with event: NSEvent) {}
  // The Swift 2 name ClangImporter keeps, unavailable (see the file's head).
  /// AppKit's `swipe`, under its Swift 2 name, which is unavailable.
  @available(*, deprecated, renamed: "swipe(with:)")
  open func swipe(_ event: NSEvent) {}

  // AppKit/NSResponder.h: 1. NSResponder, macOS
  /// AppKit's `beginGesture`.
  open func beginGesture(with event: NSEvent) {}
  // The Swift 2 name ClangImporter keeps, unavailable (see the file's head).
  /// AppKit's `beginGesture`, under its Swift 2 name, which is unavailable.
  @available(*, deprecated, renamed: "beginGesture(with:)")
  open func beginGesture(_ event: NSEvent) {}

  // AppKit/NSResponder.h: 1. NSResponder, macOS
  /// AppKit's `endGesture`.
  open func endGesture(with event: NSEvent) {}
  // The Swift 2 name ClangImporter keeps, unavailable (see the file's head).
  /// AppKit's `endGesture`, under its Swift 2 name, which is unavailable.
  @available(*, deprecated, renamed: "endGesture(with:)")
  open func endGesture(_ event: NSEvent) {}

  // AppKit/NSResponder.h: 1. NSResponder, macOS
  /// AppKit's `smartMagnify`.
  open func smartMagnify(with event: NSEvent) {}
  // The Swift 2 name ClangImporter keeps, unavailable (see the file's head).
  /// AppKit's `smartMagnify`, under its Swift 2 name, which is unavailable.
  @available(*, deprecated, renamed: "smartMagnify(with:)")
  open func smartMagnify(_ event: NSEvent) {}

  // AppKit/NSResponder.h: 1. NSResponder, macOS
  /// AppKit's `changeMode`.
  open func changeMode(with event: NSEvent) {}
  // The Swift 2 name ClangImporter keeps, unavailable (see the file's head).
  /// AppKit's `changeMode`, under its Swift 2 name, which is unavailable.
  @available(*, deprecated, renamed: "changeMode(with:)")
  open func changeMode(_ event: NSEvent) {}

  // AppKit/NSResponder.h: 1. NSResponder, macOS
  /// AppKit's `touchesBegan`.
  open func touchesBegan(with event: NSEvent) {}
  // The Swift 2 name ClangImporter keeps, unavailable (see the file's head).
  /// AppKit's `touchesBegan`, under its Swift 2 name, which is unavailable.
  @available(*, deprecated, renamed: "touchesBegan(with:)")
  open func touchesBegan(_ event: NSEvent) {}

  // AppKit/NSResponder.h: 1. NSResponder, macOS
  /// AppKit's `touchesMoved`.
  open func touchesMoved(with event: NSEvent) {}
  // The Swift 2 name ClangImporter keeps, unavailable (see the file's head).
  /// AppKit's `touchesMoved`, under its Swift 2 name, which is unavailable.
  @available(*, deprecated, renamed: "touchesMoved(with:)")
  open func touchesMoved(_ event: NSEvent) {}

  // AppKit/NSResponder.h: 1. NSResponder, macOS
  /// AppKit's `touchesEnded`.
  open func touchesEnded(with event: NSEvent) {}
  // The Swift 2 name ClangImporter keeps, unavailable (see the file's head).
  /// AppKit's `touchesEnded`, under its Swift 2 name, which is unavailable.
  @available(*, deprecated, renamed: "touchesEnded(with:)")
  open func touchesEnded(_ event: NSEvent) {}

  // AppKit/NSResponder.h: 1. NSResponder, macOS
  /// AppKit's `touchesCancelled`.
  open func touchesCancelled(with event: NSEvent) {}
  // The Swift 2 name ClangImporter keeps, unavailable (see the file's head).
  /// AppKit's `touchesCancelled`, under its Swift 2 name, which is unavailable.
  @available(*, deprecated, renamed: "touchesCancelled(with:)")
  open func touchesCancelled(_ event: NSEvent) {}

  // AppKit/NSResponder.h: 1. NSResponder, macOS
  /// AppKit's `quickLook`.
  open func quickLook(with event: NSEvent) {}
  // The Swift 2 name ClangImporter keeps, unavailable (see the file's head).
  /// AppKit's `quickLook`, under its Swift 2 name, which is unavailable.
  @available(*, deprecated, renamed: "quickLook(with:)")
  open func quickLook(_ event: NSEvent) {}

  // AppKit/NSResponder.h: 1. NSResponder, macOS
  /// AppKit's `pressureChange`.
  open func pressureChange(with event: NSEvent) {}
  // The Swift 2 name ClangImporter keeps, unavailable (see the file's head).
  /// AppKit's `pressureChange`, under its Swift 2 name, which is unavailable.
  @available(*, deprecated, renamed: "pressureChange(with:)")
  open func pressureChange(_ event: NSEvent) {}

  // AppKit/NSResponder.h: 1. NSResponder, macOS
  /// AppKit's `noResponder`.
  open func noResponder(for eventSelector: Selector) {}

  // AppKit/NSResponder.h: 1. NSResponder, macOS
  /// AppKit's `acceptsFirstResponder`.
  open var acceptsFirstResponder: Bool { false }

  // AppKit/NSResponder.h: 1. NSResponder, macOS
  /// AppKit's `becomeFirstResponder`.
  open func becomeFirstResponder() -> Bool { false }

  // AppKit/NSResponder.h: 1. NSResponder, macOS
  /// AppKit's `resignFirstResponder`.
  open func resignFirstResponder() -> Bool { false }

  // AppKit/NSResponder.h: 1. NSResponder, macOS
  /// AppKit's `interpretKeyEvents`.
  open func interpretKeyEvents(_ eventArray: [NSEvent]) {}

  // AppKit/NSResponder.h: 1. NSResponder, macOS
  /// AppKit's `flushBufferedKeyEvents`.
  open func flushBufferedKeyEvents() {}

  // AppKit/NSResponder.h: 1. NSResponder, macOS
  /// AppKit's `showContextHelp`.
  open func showContextHelp(_ sender: Any?) {}

  // AppKit/NSResponder.h: 1. NSResponder, macOS
  /// AppKit's `helpRequested`.
  open func helpRequested(_ eventPtr: NSEvent) {}

  // AppKit/NSResponder.h: 1. NSResponder, macOS
  /// AppKit's `shouldBeTreatedAsInkEvent`.
  open func shouldBeTreatedAsInkEvent(_ event: NSEvent) -> Bool { false }

  // AppKit/NSResponder.h: 1. NSResponder, macOS
  /// AppKit's `supplementalTarget`.
  open func supplementalTarget(forAction action: Selector, sender: Any?) -> Any? { nil }

  // AppKit/?: 2. NSResponder categories in NSResponder.h, macOS
  /// AppKit's `validateProposedFirstResponder`.
  open func validateProposedFirstResponder(_ responder: NSResponder, for event: NSEvent?) -> Bool {
    false
  }

  // AppKit/?: 2. NSResponder categories in NSResponder.h, macOS
  /// AppKit's `presentError`.
  open func presentError(
    _ error: any Error, modalFor window: NSWindow, delegate: Any?,
    didPresent didPresentSelector: Selector?, contextInfo: UnsafeMutableRawPointer?
  ) {}

  // AppKit/?: 2. NSResponder categories in NSResponder.h, macOS
  /// AppKit's `presentError`.
  open func presentError(_ error: any Error) -> Bool { false }

  // AppKit/?: 2. NSResponder categories in NSResponder.h, macOS
  /// AppKit's `performTextFinderAction`.
  open func performTextFinderAction(_ sender: Any?) {}

  // AppKit/?: 2. NSResponder categories in NSResponder.h, macOS
  /// AppKit's `performMnemonic`.
  open func performMnemonic(_ string: String) -> Bool { false }

  // AppKit/NSResponder.h: 3. NSStandardKeyBindingResponding, macOS
  /// AppKit's `insertText`.
  open func insertText(_ insertString: Any) {}

  // AppKit/NSResponder.h: 3. NSStandardKeyBindingResponding, macOS
  /// AppKit's `doCommand`.
  open func doCommand(by selector: Selector) {}

  // AppKit/NSResponder.h: 3. NSStandardKeyBindingResponding, macOS
  /// AppKit's `moveForward`.
  open func moveForward(_ sender: Any?) {}

  // AppKit/NSResponder.h: 3. NSStandardKeyBindingResponding, macOS
  /// AppKit's `moveRight`.
  open func moveRight(_ sender: Any?) {}

  // AppKit/NSResponder.h: 3. NSStandardKeyBindingResponding, macOS
  /// AppKit's `moveBackward`.
  open func moveBackward(_ sender: Any?) {}

  // AppKit/NSResponder.h: 3. NSStandardKeyBindingResponding, macOS
  /// AppKit's `moveLeft`.
  open func moveLeft(_ sender: Any?) {}

  // AppKit/NSResponder.h: 3. NSStandardKeyBindingResponding, macOS
  /// AppKit's `moveUp`.
  open func moveUp(_ sender: Any?) {}

  // AppKit/NSResponder.h: 3. NSStandardKeyBindingResponding, macOS
  /// AppKit's `moveDown`.
  open func moveDown(_ sender: Any?) {}

  // AppKit/NSResponder.h: 3. NSStandardKeyBindingResponding, macOS
  /// AppKit's `moveWordForward`.
  open func moveWordForward(_ sender: Any?) {}

  // AppKit/NSResponder.h: 3. NSStandardKeyBindingResponding, macOS
  /// AppKit's `moveWordBackward`.
  open func moveWordBackward(_ sender: Any?) {}

  // AppKit/NSResponder.h: 3. NSStandardKeyBindingResponding, macOS
  /// AppKit's `moveToBeginningOfLine`.
  open func moveToBeginningOfLine(_ sender: Any?) {}

  // AppKit/NSResponder.h: 3. NSStandardKeyBindingResponding, macOS
  /// AppKit's `moveToEndOfLine`.
  open func moveToEndOfLine(_ sender: Any?) {}

  // AppKit/NSResponder.h: 3. NSStandardKeyBindingResponding, macOS
  /// AppKit's `moveToBeginningOfParagraph`.
  open func moveToBeginningOfParagraph(_ sender: Any?) {}

  // AppKit/NSResponder.h: 3. NSStandardKeyBindingResponding, macOS
  /// AppKit's `moveToEndOfParagraph`.
  open func moveToEndOfParagraph(_ sender: Any?) {}

  // AppKit/NSResponder.h: 3. NSStandardKeyBindingResponding, macOS
  /// AppKit's `moveToEndOfDocument`.
  open func moveToEndOfDocument(_ sender: Any?) {}

  // AppKit/NSResponder.h: 3. NSStandardKeyBindingResponding, macOS
  /// AppKit's `moveToBeginningOfDocument`.
  open func moveToBeginningOfDocument(_ sender: Any?) {}

  // AppKit/NSResponder.h: 3. NSStandardKeyBindingResponding, macOS
  /// AppKit's `pageDown`.
  open func pageDown(_ sender: Any?) {}

  // AppKit/NSResponder.h: 3. NSStandardKeyBindingResponding, macOS
  /// AppKit's `pageUp`.
  open func pageUp(_ sender: Any?) {}

  // AppKit/NSResponder.h: 3. NSStandardKeyBindingResponding, macOS
  /// AppKit's `centerSelectionInVisibleArea`.
  open func centerSelectionInVisibleArea(_ sender: Any?) {}

  // AppKit/NSResponder.h: 3. NSStandardKeyBindingResponding, macOS
  /// AppKit's `moveBackwardAndModifySelection`.
  open func moveBackwardAndModifySelection(_ sender: Any?) {}

  // AppKit/NSResponder.h: 3. NSStandardKeyBindingResponding, macOS
  /// AppKit's `moveForwardAndModifySelection`.
  open func moveForwardAndModifySelection(_ sender: Any?) {}

  // AppKit/NSResponder.h: 3. NSStandardKeyBindingResponding, macOS
  /// AppKit's `moveWordForwardAndModifySelection`.
  open func moveWordForwardAndModifySelection(_ sender: Any?) {}

  // AppKit/NSResponder.h: 3. NSStandardKeyBindingResponding, macOS
  /// AppKit's `moveWordBackwardAndModifySelection`.
  open func moveWordBackwardAndModifySelection(_ sender: Any?) {}

  // AppKit/NSResponder.h: 3. NSStandardKeyBindingResponding, macOS
  /// AppKit's `moveUpAndModifySelection`.
  open func moveUpAndModifySelection(_ sender: Any?) {}

  // AppKit/NSResponder.h: 3. NSStandardKeyBindingResponding, macOS
  /// AppKit's `moveDownAndModifySelection`.
  open func moveDownAndModifySelection(_ sender: Any?) {}

  // AppKit/NSResponder.h: 3. NSStandardKeyBindingResponding, macOS
  /// AppKit's `moveToBeginningOfLineAndModifySelection`.
  open func moveToBeginningOfLineAndModifySelection(_ sender: Any?) {}

  // AppKit/NSResponder.h: 3. NSStandardKeyBindingResponding, macOS
  /// AppKit's `moveToEndOfLineAndModifySelection`.
  open func moveToEndOfLineAndModifySelection(_ sender: Any?) {}

  // AppKit/NSResponder.h: 3. NSStandardKeyBindingResponding, macOS
  /// AppKit's `moveToBeginningOfParagraphAndModifySelection`.
  open func moveToBeginningOfParagraphAndModifySelection(_ sender: Any?) {}

  // AppKit/NSResponder.h: 3. NSStandardKeyBindingResponding, macOS
  /// AppKit's `moveToEndOfParagraphAndModifySelection`.
  open func moveToEndOfParagraphAndModifySelection(_ sender: Any?) {}

  // AppKit/NSResponder.h: 3. NSStandardKeyBindingResponding, macOS
  /// AppKit's `moveToEndOfDocumentAndModifySelection`.
  open func moveToEndOfDocumentAndModifySelection(_ sender: Any?) {}

  // AppKit/NSResponder.h: 3. NSStandardKeyBindingResponding, macOS
  /// AppKit's `moveToBeginningOfDocumentAndModifySelection`.
  open func moveToBeginningOfDocumentAndModifySelection(_ sender: Any?) {}

  // AppKit/NSResponder.h: 3. NSStandardKeyBindingResponding, macOS
  /// AppKit's `pageDownAndModifySelection`.
  open func pageDownAndModifySelection(_ sender: Any?) {}

  // AppKit/NSResponder.h: 3. NSStandardKeyBindingResponding, macOS
  /// AppKit's `pageUpAndModifySelection`.
  open func pageUpAndModifySelection(_ sender: Any?) {}

  // AppKit/NSResponder.h: 3. NSStandardKeyBindingResponding, macOS
  /// AppKit's `moveParagraphForwardAndModifySelection`.
  open func moveParagraphForwardAndModifySelection(_ sender: Any?) {}

  // AppKit/NSResponder.h: 3. NSStandardKeyBindingResponding, macOS
  /// AppKit's `moveParagraphBackwardAndModifySelection`.
  open func moveParagraphBackwardAndModifySelection(_ sender: Any?) {}

  // AppKit/NSResponder.h: 3. NSStandardKeyBindingResponding, macOS
  /// AppKit's `moveWordRight`.
  open func moveWordRight(_ sender: Any?) {}

  // AppKit/NSResponder.h: 3. NSStandardKeyBindingResponding, macOS
  /// AppKit's `moveWordLeft`.
  open func moveWordLeft(_ sender: Any?) {}

  // AppKit/NSResponder.h: 3. NSStandardKeyBindingResponding, macOS
  /// AppKit's `moveRightAndModifySelection`.
  open func moveRightAndModifySelection(_ sender: Any?) {}

  // AppKit/NSResponder.h: 3. NSStandardKeyBindingResponding, macOS
  /// AppKit's `moveLeftAndModifySelection`.
  open func moveLeftAndModifySelection(_ sender: Any?) {}

  // AppKit/NSResponder.h: 3. NSStandardKeyBindingResponding, macOS
  /// AppKit's `moveWordRightAndModifySelection`.
  open func moveWordRightAndModifySelection(_ sender: Any?) {}

  // AppKit/NSResponder.h: 3. NSStandardKeyBindingResponding, macOS
  /// AppKit's `moveWordLeftAndModifySelection`.
  open func moveWordLeftAndModifySelection(_ sender: Any?) {}

  // AppKit/NSResponder.h: 3. NSStandardKeyBindingResponding, macOS
  /// AppKit's `moveToLeftEndOfLine`.
  open func moveToLeftEndOfLine(_ sender: Any?) {}

  // AppKit/NSResponder.h: 3. NSStandardKeyBindingResponding, macOS
  /// AppKit's `moveToRightEndOfLine`.
  open func moveToRightEndOfLine(_ sender: Any?) {}

  // AppKit/NSResponder.h: 3. NSStandardKeyBindingResponding, macOS
  /// AppKit's `moveToLeftEndOfLineAndModifySelection`.
  open func moveToLeftEndOfLineAndModifySelection(_ sender: Any?) {}

  // AppKit/NSResponder.h: 3. NSStandardKeyBindingResponding, macOS
  /// AppKit's `moveToRightEndOfLineAndModifySelection`.
  open func moveToRightEndOfLineAndModifySelection(_ sender: Any?) {}

  // AppKit/NSResponder.h: 3. NSStandardKeyBindingResponding, macOS
  /// AppKit's `scrollPageUp`.
  open func scrollPageUp(_ sender: Any?) {}

  // AppKit/NSResponder.h: 3. NSStandardKeyBindingResponding, macOS
  /// AppKit's `scrollPageDown`.
  open func scrollPageDown(_ sender: Any?) {}

  // AppKit/NSResponder.h: 3. NSStandardKeyBindingResponding, macOS
  /// AppKit's `scrollLineUp`.
  open func scrollLineUp(_ sender: Any?) {}

  // AppKit/NSResponder.h: 3. NSStandardKeyBindingResponding, macOS
  /// AppKit's `scrollLineDown`.
  open func scrollLineDown(_ sender: Any?) {}

  // AppKit/NSResponder.h: 3. NSStandardKeyBindingResponding, macOS
  /// AppKit's `scrollToBeginningOfDocument`.
  open func scrollToBeginningOfDocument(_ sender: Any?) {}

  // AppKit/NSResponder.h: 3. NSStandardKeyBindingResponding, macOS
  /// AppKit's `scrollToEndOfDocument`.
  open func scrollToEndOfDocument(_ sender: Any?) {}

  // AppKit/NSResponder.h: 3. NSStandardKeyBindingResponding, macOS
  /// AppKit's `transpose`.
  open func transpose(_ sender: Any?) {}

  // AppKit/NSResponder.h: 3. NSStandardKeyBindingResponding, macOS
  /// AppKit's `transposeWords`.
  open func transposeWords(_ sender: Any?) {}

  // AppKit/NSResponder.h: 3. NSStandardKeyBindingResponding, macOS
  /// AppKit's `selectAll`.
  open func selectAll(_ sender: Any?) {}

  // AppKit/NSResponder.h: 3. NSStandardKeyBindingResponding, macOS
  /// AppKit's `selectParagraph`.
  open func selectParagraph(_ sender: Any?) {}

  // AppKit/NSResponder.h: 3. NSStandardKeyBindingResponding, macOS
  /// AppKit's `selectLine`.
  open func selectLine(_ sender: Any?) {}

  // AppKit/NSResponder.h: 3. NSStandardKeyBindingResponding, macOS
  /// AppKit's `selectWord`.
  open func selectWord(_ sender: Any?) {}

  // AppKit/NSResponder.h: 3. NSStandardKeyBindingResponding, macOS
  /// AppKit's `indent`.
  open func indent(_ sender: Any?) {}

  // AppKit/NSResponder.h: 3. NSStandardKeyBindingResponding, macOS
  /// AppKit's `insertTab`.
  open func insertTab(_ sender: Any?) {}

  // AppKit/NSResponder.h: 3. NSStandardKeyBindingResponding, macOS
  /// AppKit's `insertBacktab`.
  open func insertBacktab(_ sender: Any?) {}

  // AppKit/NSResponder.h: 3. NSStandardKeyBindingResponding, macOS
  /// AppKit's `insertNewline`.
  open func insertNewline(_ sender: Any?) {}

  // AppKit/NSResponder.h: 3. NSStandardKeyBindingResponding, macOS
  /// AppKit's `insertParagraphSeparator`.
  open func insertParagraphSeparator(_ sender: Any?) {}

  // AppKit/NSResponder.h: 3. NSStandardKeyBindingResponding, macOS
  /// AppKit's `insertNewlineIgnoringFieldEditor`.
  open func insertNewlineIgnoringFieldEditor(_ sender: Any?) {}

  // AppKit/NSResponder.h: 3. NSStandardKeyBindingResponding, macOS
  /// AppKit's `insertTabIgnoringFieldEditor`.
  open func insertTabIgnoringFieldEditor(_ sender: Any?) {}

  // AppKit/NSResponder.h: 3. NSStandardKeyBindingResponding, macOS
  /// AppKit's `insertLineBreak`.
  open func insertLineBreak(_ sender: Any?) {}

  // AppKit/NSResponder.h: 3. NSStandardKeyBindingResponding, macOS
  /// AppKit's `insertContainerBreak`.
  open func insertContainerBreak(_ sender: Any?) {}

  // AppKit/NSResponder.h: 3. NSStandardKeyBindingResponding, macOS
  /// AppKit's `insertSingleQuoteIgnoringSubstitution`.
  open func insertSingleQuoteIgnoringSubstitution(_ sender: Any?) {}

  // AppKit/NSResponder.h: 3. NSStandardKeyBindingResponding, macOS
  /// AppKit's `insertDoubleQuoteIgnoringSubstitution`.
  open func insertDoubleQuoteIgnoringSubstitution(_ sender: Any?) {}

  // AppKit/NSResponder.h: 3. NSStandardKeyBindingResponding, macOS
  /// AppKit's `changeCaseOfLetter`.
  open func changeCaseOfLetter(_ sender: Any?) {}

  // AppKit/NSResponder.h: 3. NSStandardKeyBindingResponding, macOS
  /// AppKit's `uppercaseWord`.
  open func uppercaseWord(_ sender: Any?) {}

  // AppKit/NSResponder.h: 3. NSStandardKeyBindingResponding, macOS
  /// AppKit's `lowercaseWord`.
  open func lowercaseWord(_ sender: Any?) {}

  // AppKit/NSResponder.h: 3. NSStandardKeyBindingResponding, macOS
  /// AppKit's `capitalizeWord`.
  open func capitalizeWord(_ sender: Any?) {}

  // AppKit/NSResponder.h: 3. NSStandardKeyBindingResponding, macOS
  /// AppKit's `deleteForward`.
  open func deleteForward(_ sender: Any?) {}

  // AppKit/NSResponder.h: 3. NSStandardKeyBindingResponding, macOS
  /// AppKit's `deleteBackward`.
  open func deleteBackward(_ sender: Any?) {}

  // AppKit/NSResponder.h: 3. NSStandardKeyBindingResponding, macOS
  /// AppKit's `deleteBackwardByDecomposingPreviousCharacter`.
  open func deleteBackwardByDecomposingPreviousCharacter(_ sender: Any?) {}

  // AppKit/NSResponder.h: 3. NSStandardKeyBindingResponding, macOS
  /// AppKit's `deleteWordForward`.
  open func deleteWordForward(_ sender: Any?) {}

  // AppKit/NSResponder.h: 3. NSStandardKeyBindingResponding, macOS
  /// AppKit's `deleteWordBackward`.
  open func deleteWordBackward(_ sender: Any?) {}

  // AppKit/NSResponder.h: 3. NSStandardKeyBindingResponding, macOS
  /// AppKit's `deleteToBeginningOfLine`.
  open func deleteToBeginningOfLine(_ sender: Any?) {}

  // AppKit/NSResponder.h: 3. NSStandardKeyBindingResponding, macOS
  /// AppKit's `deleteToEndOfLine`.
  open func deleteToEndOfLine(_ sender: Any?) {}

  // AppKit/NSResponder.h: 3. NSStandardKeyBindingResponding, macOS
  /// AppKit's `deleteToBeginningOfParagraph`.
  open func deleteToBeginningOfParagraph(_ sender: Any?) {}

  // AppKit/NSResponder.h: 3. NSStandardKeyBindingResponding, macOS
  /// AppKit's `deleteToEndOfParagraph`.
  open func deleteToEndOfParagraph(_ sender: Any?) {}

  // AppKit/NSResponder.h: 3. NSStandardKeyBindingResponding, macOS
  /// AppKit's `yank`.
  open func yank(_ sender: Any?) {}

  // AppKit/NSResponder.h: 3. NSStandardKeyBindingResponding, macOS
  /// AppKit's `complete`.
  open func complete(_ sender: Any?) {}

  // AppKit/NSResponder.h: 3. NSStandardKeyBindingResponding, macOS
  /// AppKit's `setMark`.
  open func setMark(_ sender: Any?) {}

  // AppKit/NSResponder.h: 3. NSStandardKeyBindingResponding, macOS
  /// AppKit's `deleteToMark`.
  open func deleteToMark(_ sender: Any?) {}

  // AppKit/NSResponder.h: 3. NSStandardKeyBindingResponding, macOS
  /// AppKit's `selectToMark`.
  open func selectToMark(_ sender: Any?) {}

  // AppKit/NSResponder.h: 3. NSStandardKeyBindingResponding, macOS
  /// AppKit's `swapWithMark`.
  open func swapWithMark(_ sender: Any?) {}

  // AppKit/NSResponder.h: 3. NSStandardKeyBindingResponding, macOS
  /// AppKit's `cancelOperation`.
  open func cancelOperation(_ sender: Any?) {}

  // AppKit/NSResponder.h: 3. NSStandardKeyBindingResponding, macOS
  /// AppKit's `makeBaseWritingDirectionNatural`.
  open func makeBaseWritingDirectionNatural(_ sender: Any?) {}

  // AppKit/NSResponder.h: 3. NSStandardKeyBindingResponding, macOS
  /// AppKit's `makeBaseWritingDirectionLeftToRight`.
  open func makeBaseWritingDirectionLeftToRight(_ sender: Any?) {}

  // AppKit/NSResponder.h: 3. NSStandardKeyBindingResponding, macOS
  /// AppKit's `makeBaseWritingDirectionRightToLeft`.
  open func makeBaseWritingDirectionRightToLeft(_ sender: Any?) {}

  // AppKit/NSResponder.h: 3. NSStandardKeyBindingResponding, macOS
  /// AppKit's `makeTextWritingDirectionNatural`.
  open func makeTextWritingDirectionNatural(_ sender: Any?) {}

  // AppKit/NSResponder.h: 3. NSStandardKeyBindingResponding, macOS
  /// AppKit's `makeTextWritingDirectionLeftToRight`.
  open func makeTextWritingDirectionLeftToRight(_ sender: Any?) {}

  // AppKit/NSResponder.h: 3. NSStandardKeyBindingResponding, macOS
  /// AppKit's `makeTextWritingDirectionRightToLeft`.
  open func makeTextWritingDirectionRightToLeft(_ sender: Any?) {}

  // AppKit/NSResponder.h: 3. NSStandardKeyBindingResponding, macOS
  /// AppKit's `quickLookPreviewItems`.
  open func quickLookPreviewItems(_ sender: Any?) {}

}
#endif
