// The NSAccessibility protocol as NSView implements it (NSAccessibilityProtocols.h, macOS 14.2):
// every member is a method a subclass overrides, so that one declared again without `override`
// fails here as on Apple's SDKs. NSView is this class's subclass in the stand-in (stand-in
// only: on Apple platforms NSView adopts the protocol itself), and declares with their
// behaviour the members the binding reads and writes. Not declared, for want of their types
// here: the members over NSRange, Float, the orientation, units, ruler marker and sort direction,
// and the custom rotors.
#if os(Linux)  // a stand-in for Apple platforms, where the real framework is used
public import Foundation

/// A responder with the NSAccessibility protocol's members (stand-in only).
@MainActor
open class StandInAccessibilityElement: NSResponder {

  // AppKit/NSAccessibilityProtocols.h: 6. NSAccessibility protocol, macOS
  /// AppKit's `accessibilityLayoutPoint`.
  open func accessibilityLayoutPoint(forScreenPoint point: NSPoint) -> NSPoint { .zero }

  // AppKit/NSAccessibilityProtocols.h: 6. NSAccessibility protocol, macOS
  /// AppKit's `accessibilityLayoutSize`.
  open func accessibilityLayoutSize(forScreenSize size: NSSize) -> NSSize { .zero }

  // AppKit/NSAccessibilityProtocols.h: 6. NSAccessibility protocol, macOS
  /// AppKit's `accessibilityScreenPoint`.
  open func accessibilityScreenPoint(forLayoutPoint point: NSPoint) -> NSPoint { .zero }

  // AppKit/NSAccessibilityProtocols.h: 6. NSAccessibility protocol, macOS
  /// AppKit's `accessibilityScreenSize`.
  open func accessibilityScreenSize(forLayoutSize size: NSSize) -> NSSize { .zero }

  // AppKit/NSAccessibilityProtocols.h: 6. NSAccessibility protocol, macOS
  /// AppKit's `accessibilityCell`.
  open func accessibilityCell(forColumn column: Int, row: Int) -> Any? { nil }

  // AppKit/NSAccessibilityProtocols.h: 6. NSAccessibility protocol, macOS
  /// AppKit's `accessibilityLine`.
  open func accessibilityLine(for index: Int) -> Int { 0 }

  // AppKit/NSAccessibilityProtocols.h: 6. NSAccessibility protocol, macOS
  /// AppKit's `accessibilityPerformCancel`.
  open func accessibilityPerformCancel() -> Bool { false }

  // AppKit/NSAccessibilityProtocols.h: 6. NSAccessibility protocol, macOS
  /// AppKit's `accessibilityPerformConfirm`.
  open func accessibilityPerformConfirm() -> Bool { false }

  // AppKit/NSAccessibilityProtocols.h: 6. NSAccessibility protocol, macOS
  /// AppKit's `accessibilityPerformDecrement`.
  open func accessibilityPerformDecrement() -> Bool { false }

  // AppKit/NSAccessibilityProtocols.h: 6. NSAccessibility protocol, macOS
  /// AppKit's `accessibilityPerformDelete`.
  open func accessibilityPerformDelete() -> Bool { false }

  // AppKit/NSAccessibilityProtocols.h: 6. NSAccessibility protocol, macOS
  /// AppKit's `accessibilityPerformIncrement`.
  open func accessibilityPerformIncrement() -> Bool { false }

  // AppKit/NSAccessibilityProtocols.h: 6. NSAccessibility protocol, macOS
  /// AppKit's `accessibilityPerformPick`.
  open func accessibilityPerformPick() -> Bool { false }

  // AppKit/NSAccessibilityProtocols.h: 6. NSAccessibility protocol, macOS
  /// AppKit's `accessibilityPerformPress`.
  open func accessibilityPerformPress() -> Bool { false }

  // AppKit/NSAccessibilityProtocols.h: 6. NSAccessibility protocol, macOS
  /// AppKit's `accessibilityPerformRaise`.
  open func accessibilityPerformRaise() -> Bool { false }

  // AppKit/NSAccessibilityProtocols.h: 6. NSAccessibility protocol, macOS
  /// AppKit's `accessibilityPerformShowAlternateUI`.
  open func accessibilityPerformShowAlternateUI() -> Bool { false }

  // AppKit/NSAccessibilityProtocols.h: 6. NSAccessibility protocol, macOS
  /// AppKit's `accessibilityPerformShowDefaultUI`.
  open func accessibilityPerformShowDefaultUI() -> Bool { false }

  // AppKit/NSAccessibilityProtocols.h: 6. NSAccessibility protocol, macOS
  /// AppKit's `accessibilityPerformShowMenu`.
  open func accessibilityPerformShowMenu() -> Bool { false }

  // AppKit/NSAccessibilityProtocols.h: 6. NSAccessibility protocol, macOS
  /// AppKit's `isAccessibilitySelectorAllowed`.
  open func isAccessibilitySelectorAllowed(_ selector: Selector) -> Bool { false }

  // AppKit/NSAccessibilityProtocols.h: 6. NSAccessibility protocol, macOS
  /// AppKit's `isAccessibilityElement`.
  open func isAccessibilityElement() -> Bool { false }

  // AppKit/NSAccessibilityProtocols.h: 6. NSAccessibility protocol, macOS
  /// AppKit's `accessibilityFrame`.
  open func accessibilityFrame() -> NSRect { .zero }

  // AppKit/NSAccessibilityProtocols.h: 6. NSAccessibility protocol, macOS
  /// AppKit's `setAccessibilityFrame`.
  open func setAccessibilityFrame(_ accessibilityFrame: NSRect) {}

  // AppKit/NSAccessibilityProtocols.h: 6. NSAccessibility protocol, macOS
  /// AppKit's `isAccessibilityFocused`.
  open func isAccessibilityFocused() -> Bool { false }

  // AppKit/NSAccessibilityProtocols.h: 6. NSAccessibility protocol, macOS
  /// AppKit's `setAccessibilityFocused`.
  open func setAccessibilityFocused(_ accessibilityFocused: Bool) {}

  // AppKit/NSAccessibilityProtocols.h: 6. NSAccessibility protocol, macOS
  /// AppKit's `accessibilityActivationPoint`.
  open func accessibilityActivationPoint() -> NSPoint { .zero }

  // AppKit/NSAccessibilityProtocols.h: 6. NSAccessibility protocol, macOS
  /// AppKit's `setAccessibilityActivationPoint`.
  open func setAccessibilityActivationPoint(_ accessibilityActivationPoint: NSPoint) {}

  // AppKit/NSAccessibilityProtocols.h: 6. NSAccessibility protocol, macOS
  /// AppKit's `accessibilityTopLevelUIElement`.
  open func accessibilityTopLevelUIElement() -> Any? { nil }

  // AppKit/NSAccessibilityProtocols.h: 6. NSAccessibility protocol, macOS
  /// AppKit's `setAccessibilityTopLevelUIElement`.
  open func setAccessibilityTopLevelUIElement(_ accessibilityTopLevelUIElement: Any?) {}

  // AppKit/NSAccessibilityProtocols.h: 6. NSAccessibility protocol, macOS
  /// AppKit's `accessibilityURL`.
  open func accessibilityURL() -> URL? { nil }

  // AppKit/NSAccessibilityProtocols.h: 6. NSAccessibility protocol, macOS
  /// AppKit's `setAccessibilityURL`.
  open func setAccessibilityURL(_ accessibilityURL: URL?) {}

  // AppKit/NSAccessibilityProtocols.h: 6. NSAccessibility protocol, macOS
  /// AppKit's `accessibilityValue`.
  open func accessibilityValue() -> Any? { nil }

  // AppKit/NSAccessibilityProtocols.h: 6. NSAccessibility protocol, macOS
  /// AppKit's `accessibilityValueDescription`.
  open func accessibilityValueDescription() -> String? { nil }

  // AppKit/NSAccessibilityProtocols.h: 6. NSAccessibility protocol, macOS
  /// AppKit's `setAccessibilityValueDescription`.
  open func setAccessibilityValueDescription(_ accessibilityValueDescription: String?) {}

  // AppKit/NSAccessibilityProtocols.h: 6. NSAccessibility protocol, macOS
  /// AppKit's `accessibilityVisibleChildren`.
  open func accessibilityVisibleChildren() -> [Any]? { nil }

  // AppKit/NSAccessibilityProtocols.h: 6. NSAccessibility protocol, macOS
  /// AppKit's `setAccessibilityVisibleChildren`.
  open func setAccessibilityVisibleChildren(_ accessibilityVisibleChildren: [Any]?) {}

  // AppKit/NSAccessibilityProtocols.h: 6. NSAccessibility protocol, macOS
  /// AppKit's `accessibilitySubrole`.
  open func accessibilitySubrole() -> NSAccessibility.Subrole? { nil }

  // AppKit/NSAccessibilityProtocols.h: 6. NSAccessibility protocol, macOS
  /// AppKit's `setAccessibilitySubrole`.
  open func setAccessibilitySubrole(_ accessibilitySubrole: NSAccessibility.Subrole?) {}

  // AppKit/NSAccessibilityProtocols.h: 6. NSAccessibility protocol, macOS
  /// AppKit's `accessibilityTitle`.
  open func accessibilityTitle() -> String? { nil }

  // AppKit/NSAccessibilityProtocols.h: 6. NSAccessibility protocol, macOS
  /// AppKit's `setAccessibilityTitle`.
  open func setAccessibilityTitle(_ accessibilityTitle: String?) {}

  // AppKit/NSAccessibilityProtocols.h: 6. NSAccessibility protocol, macOS
  /// AppKit's `accessibilityTitleUIElement`.
  open func accessibilityTitleUIElement() -> Any? { nil }

  // AppKit/NSAccessibilityProtocols.h: 6. NSAccessibility protocol, macOS
  /// AppKit's `setAccessibilityTitleUIElement`.
  open func setAccessibilityTitleUIElement(_ accessibilityTitleUIElement: Any?) {}

  // AppKit/NSAccessibilityProtocols.h: 6. NSAccessibility protocol, macOS
  /// AppKit's `accessibilityNextContents`.
  open func accessibilityNextContents() -> [Any]? { nil }

  // AppKit/NSAccessibilityProtocols.h: 6. NSAccessibility protocol, macOS
  /// AppKit's `setAccessibilityNextContents`.
  open func setAccessibilityNextContents(_ accessibilityNextContents: [Any]?) {}

  // AppKit/NSAccessibilityProtocols.h: 6. NSAccessibility protocol, macOS
  /// AppKit's `accessibilityOverflowButton`.
  open func accessibilityOverflowButton() -> Any? { nil }

  // AppKit/NSAccessibilityProtocols.h: 6. NSAccessibility protocol, macOS
  /// AppKit's `setAccessibilityOverflowButton`.
  open func setAccessibilityOverflowButton(_ accessibilityOverflowButton: Any?) {}

  // AppKit/NSAccessibilityProtocols.h: 6. NSAccessibility protocol, macOS
  /// AppKit's `accessibilityParent`.
  open func accessibilityParent() -> Any? { nil }

  // AppKit/NSAccessibilityProtocols.h: 6. NSAccessibility protocol, macOS
  /// AppKit's `setAccessibilityParent`.
  open func setAccessibilityParent(_ accessibilityParent: Any?) {}

  // AppKit/NSAccessibilityProtocols.h: 6. NSAccessibility protocol, macOS
  /// AppKit's `accessibilityPlaceholderValue`.
  open func accessibilityPlaceholderValue() -> String? { nil }

  // AppKit/NSAccessibilityProtocols.h: 6. NSAccessibility protocol, macOS
  /// AppKit's `setAccessibilityPlaceholderValue`.
  open func setAccessibilityPlaceholderValue(_ accessibilityPlaceholderValue: String?) {}

  // AppKit/NSAccessibilityProtocols.h: 6. NSAccessibility protocol, macOS
  /// AppKit's `accessibilityPreviousContents`.
  open func accessibilityPreviousContents() -> [Any]? { nil }

  // AppKit/NSAccessibilityProtocols.h: 6. NSAccessibility protocol, macOS
  /// AppKit's `setAccessibilityPreviousContents`.
  open func setAccessibilityPreviousContents(_ accessibilityPreviousContents: [Any]?) {}

  // AppKit/NSAccessibilityProtocols.h: 6. NSAccessibility protocol, macOS
  /// AppKit's `accessibilityRole`.
  open func accessibilityRole() -> NSAccessibility.Role? { nil }

  // AppKit/NSAccessibilityProtocols.h: 6. NSAccessibility protocol, macOS
  /// AppKit's `setAccessibilityRole`.
  open func setAccessibilityRole(_ accessibilityRole: NSAccessibility.Role?) {}

  // AppKit/NSAccessibilityProtocols.h: 6. NSAccessibility protocol, macOS
  /// AppKit's `accessibilityRoleDescription`.
  open func accessibilityRoleDescription() -> String? { nil }

  // AppKit/NSAccessibilityProtocols.h: 6. NSAccessibility protocol, macOS
  /// AppKit's `setAccessibilityRoleDescription`.
  open func setAccessibilityRoleDescription(_ accessibilityRoleDescription: String?) {}

  // AppKit/NSAccessibilityProtocols.h: 6. NSAccessibility protocol, macOS
  /// AppKit's `accessibilitySearchButton`.
  open func accessibilitySearchButton() -> Any? { nil }

  // AppKit/NSAccessibilityProtocols.h: 6. NSAccessibility protocol, macOS
  /// AppKit's `setAccessibilitySearchButton`.
  open func setAccessibilitySearchButton(_ accessibilitySearchButton: Any?) {}

  // AppKit/NSAccessibilityProtocols.h: 6. NSAccessibility protocol, macOS
  /// AppKit's `accessibilitySearchMenu`.
  open func accessibilitySearchMenu() -> Any? { nil }

  // AppKit/NSAccessibilityProtocols.h: 6. NSAccessibility protocol, macOS
  /// AppKit's `setAccessibilitySearchMenu`.
  open func setAccessibilitySearchMenu(_ accessibilitySearchMenu: Any?) {}

  // AppKit/NSAccessibilityProtocols.h: 6. NSAccessibility protocol, macOS
  /// AppKit's `isAccessibilitySelected`.
  open func isAccessibilitySelected() -> Bool { false }

  // AppKit/NSAccessibilityProtocols.h: 6. NSAccessibility protocol, macOS
  /// AppKit's `setAccessibilitySelected`.
  open func setAccessibilitySelected(_ accessibilitySelected: Bool) {}

  // AppKit/NSAccessibilityProtocols.h: 6. NSAccessibility protocol, macOS
  /// AppKit's `accessibilitySelectedChildren`.
  open func accessibilitySelectedChildren() -> [Any]? { nil }

  // AppKit/NSAccessibilityProtocols.h: 6. NSAccessibility protocol, macOS
  /// AppKit's `setAccessibilitySelectedChildren`.
  open func setAccessibilitySelectedChildren(_ accessibilitySelectedChildren: [Any]?) {}

  // AppKit/NSAccessibilityProtocols.h: 6. NSAccessibility protocol, macOS
  /// AppKit's `accessibilityServesAsTitleForUIElements`.
  open func accessibilityServesAsTitleForUIElements() -> [Any]? { nil }

  // AppKit/NSAccessibilityProtocols.h: 6. NSAccessibility protocol, macOS
  /// AppKit's `setAccessibilityServesAsTitleForUIElements`.
  open func setAccessibilityServesAsTitleForUIElements(
    _ accessibilityServesAsTitleForUIElements: [Any]?
  ) {}

  // AppKit/NSAccessibilityProtocols.h: 6. NSAccessibility protocol, macOS
  /// AppKit's `accessibilityShownMenu`.
  open func accessibilityShownMenu() -> Any? { nil }

  // AppKit/NSAccessibilityProtocols.h: 6. NSAccessibility protocol, macOS
  /// AppKit's `setAccessibilityShownMenu`.
  open func setAccessibilityShownMenu(_ accessibilityShownMenu: Any?) {}

  // AppKit/NSAccessibilityProtocols.h: 6. NSAccessibility protocol, macOS
  /// AppKit's `accessibilityMinValue`.
  open func accessibilityMinValue() -> Any? { nil }

  // AppKit/NSAccessibilityProtocols.h: 6. NSAccessibility protocol, macOS
  /// AppKit's `setAccessibilityMinValue`.
  open func setAccessibilityMinValue(_ accessibilityMinValue: Any?) {}

  // AppKit/NSAccessibilityProtocols.h: 6. NSAccessibility protocol, macOS
  /// AppKit's `accessibilityMaxValue`.
  open func accessibilityMaxValue() -> Any? { nil }

  // AppKit/NSAccessibilityProtocols.h: 6. NSAccessibility protocol, macOS
  /// AppKit's `setAccessibilityMaxValue`.
  open func setAccessibilityMaxValue(_ accessibilityMaxValue: Any?) {}

  // AppKit/NSAccessibilityProtocols.h: 6. NSAccessibility protocol, macOS
  /// AppKit's `accessibilityLinkedUIElements`.
  open func accessibilityLinkedUIElements() -> [Any]? { nil }

  // AppKit/NSAccessibilityProtocols.h: 6. NSAccessibility protocol, macOS
  /// AppKit's `setAccessibilityLinkedUIElements`.
  open func setAccessibilityLinkedUIElements(_ accessibilityLinkedUIElements: [Any]?) {}

  // AppKit/NSAccessibilityProtocols.h: 6. NSAccessibility protocol, macOS
  /// AppKit's `accessibilityWindow`.
  open func accessibilityWindow() -> Any? { nil }

  // AppKit/NSAccessibilityProtocols.h: 6. NSAccessibility protocol, macOS
  /// AppKit's `setAccessibilityWindow`.
  open func setAccessibilityWindow(_ accessibilityWindow: Any?) {}

  // AppKit/NSAccessibilityProtocols.h: 6. NSAccessibility protocol, macOS
  /// AppKit's `accessibilityHelp`.
  open func accessibilityHelp() -> String? { nil }

  // AppKit/NSAccessibilityProtocols.h: 6. NSAccessibility protocol, macOS
  /// AppKit's `setAccessibilityHelp`.
  open func setAccessibilityHelp(_ accessibilityHelp: String?) {}

  // AppKit/NSAccessibilityProtocols.h: 6. NSAccessibility protocol, macOS
  /// AppKit's `accessibilityFilename`.
  open func accessibilityFilename() -> String? { nil }

  // AppKit/NSAccessibilityProtocols.h: 6. NSAccessibility protocol, macOS
  /// AppKit's `setAccessibilityFilename`.
  open func setAccessibilityFilename(_ accessibilityFilename: String?) {}

  // AppKit/NSAccessibilityProtocols.h: 6. NSAccessibility protocol, macOS
  /// AppKit's `isAccessibilityExpanded`.
  open func isAccessibilityExpanded() -> Bool { false }

  // AppKit/NSAccessibilityProtocols.h: 6. NSAccessibility protocol, macOS
  /// AppKit's `setAccessibilityExpanded`.
  open func setAccessibilityExpanded(_ accessibilityExpanded: Bool) {}

  // AppKit/NSAccessibilityProtocols.h: 6. NSAccessibility protocol, macOS
  /// AppKit's `isAccessibilityEdited`.
  open func isAccessibilityEdited() -> Bool { false }

  // AppKit/NSAccessibilityProtocols.h: 6. NSAccessibility protocol, macOS
  /// AppKit's `setAccessibilityEdited`.
  open func setAccessibilityEdited(_ accessibilityEdited: Bool) {}

  // AppKit/NSAccessibilityProtocols.h: 6. NSAccessibility protocol, macOS
  /// AppKit's `isAccessibilityEnabled`.
  open func isAccessibilityEnabled() -> Bool { false }

  // AppKit/NSAccessibilityProtocols.h: 6. NSAccessibility protocol, macOS
  /// AppKit's `setAccessibilityEnabled`.
  open func setAccessibilityEnabled(_ accessibilityEnabled: Bool) {}

  // AppKit/NSAccessibilityProtocols.h: 6. NSAccessibility protocol, macOS
  /// AppKit's `accessibilityChildren`.
  open func accessibilityChildren() -> [Any]? { nil }

  // AppKit/NSAccessibilityProtocols.h: 6. NSAccessibility protocol, macOS
  /// AppKit's `setAccessibilityChildren`.
  open func setAccessibilityChildren(_ accessibilityChildren: [Any]?) {}

  // AppKit/NSAccessibilityProtocols.h: 6. NSAccessibility protocol, macOS
  /// AppKit's `accessibilityChildrenInNavigationOrder`.
  open func accessibilityChildrenInNavigationOrder()
    -> [any NSAccessibilityElementProtocol]?
  { nil }

  // AppKit/NSAccessibilityProtocols.h: 6. NSAccessibility protocol, macOS
  /// AppKit's `setAccessibilityChildrenInNavigationOrder`.
  open func setAccessibilityChildrenInNavigationOrder(
    _ accessibilityChildrenInNavigationOrder: [any NSAccessibilityElementProtocol]?
  ) {}

  // AppKit/NSAccessibilityProtocols.h: 6. NSAccessibility protocol, macOS
  /// AppKit's `accessibilityClearButton`.
  open func accessibilityClearButton() -> Any? { nil }

  // AppKit/NSAccessibilityProtocols.h: 6. NSAccessibility protocol, macOS
  /// AppKit's `setAccessibilityClearButton`.
  open func setAccessibilityClearButton(_ accessibilityClearButton: Any?) {}

  // AppKit/NSAccessibilityProtocols.h: 6. NSAccessibility protocol, macOS
  /// AppKit's `accessibilityCancelButton`.
  open func accessibilityCancelButton() -> Any? { nil }

  // AppKit/NSAccessibilityProtocols.h: 6. NSAccessibility protocol, macOS
  /// AppKit's `setAccessibilityCancelButton`.
  open func setAccessibilityCancelButton(_ accessibilityCancelButton: Any?) {}

  // AppKit/NSAccessibilityProtocols.h: 6. NSAccessibility protocol, macOS
  /// AppKit's `isAccessibilityProtectedContent`.
  open func isAccessibilityProtectedContent() -> Bool { false }

  // AppKit/NSAccessibilityProtocols.h: 6. NSAccessibility protocol, macOS
  /// AppKit's `setAccessibilityProtectedContent`.
  open func setAccessibilityProtectedContent(_ accessibilityProtectedContent: Bool) {}

  // AppKit/NSAccessibilityProtocols.h: 6. NSAccessibility protocol, macOS
  /// AppKit's `accessibilityContents`.
  open func accessibilityContents() -> [Any]? { nil }

  // AppKit/NSAccessibilityProtocols.h: 6. NSAccessibility protocol, macOS
  /// AppKit's `setAccessibilityContents`.
  open func setAccessibilityContents(_ accessibilityContents: [Any]?) {}

  // AppKit/NSAccessibilityProtocols.h: 6. NSAccessibility protocol, macOS
  /// AppKit's `accessibilityLabel`.
  open func accessibilityLabel() -> String? { nil }

  // AppKit/NSAccessibilityProtocols.h: 6. NSAccessibility protocol, macOS
  /// AppKit's `isAccessibilityAlternateUIVisible`.
  open func isAccessibilityAlternateUIVisible() -> Bool { false }

  // AppKit/NSAccessibilityProtocols.h: 6. NSAccessibility protocol, macOS
  /// AppKit's `setAccessibilityAlternateUIVisible`.
  open func setAccessibilityAlternateUIVisible(_ accessibilityAlternateUIVisible: Bool) {}

  // AppKit/NSAccessibilityProtocols.h: 6. NSAccessibility protocol, macOS
  /// AppKit's `accessibilitySharedFocusElements`.
  open func accessibilitySharedFocusElements() -> [Any]? { nil }

  // AppKit/NSAccessibilityProtocols.h: 6. NSAccessibility protocol, macOS
  /// AppKit's `setAccessibilitySharedFocusElements`.
  open func setAccessibilitySharedFocusElements(_ accessibilitySharedFocusElements: [Any]?) {}

  // AppKit/NSAccessibilityProtocols.h: 6. NSAccessibility protocol, macOS
  /// AppKit's `isAccessibilityRequired`.
  open func isAccessibilityRequired() -> Bool { false }

  // AppKit/NSAccessibilityProtocols.h: 6. NSAccessibility protocol, macOS
  /// AppKit's `setAccessibilityRequired`.
  open func setAccessibilityRequired(_ accessibilityRequired: Bool) {}

  // AppKit/NSAccessibilityProtocols.h: 6. NSAccessibility protocol, macOS
  /// AppKit's `accessibilityUserInputLabels`.
  open func accessibilityUserInputLabels() -> [String]? { nil }

  // AppKit/NSAccessibilityProtocols.h: 6. NSAccessibility protocol, macOS
  /// AppKit's `setAccessibilityUserInputLabels`.
  open func setAccessibilityUserInputLabels(_ accessibilityUserInputLabels: [String]?) {}

  // AppKit/NSAccessibilityProtocols.h: 6. NSAccessibility protocol, macOS
  /// AppKit's `accessibilityAttributedUserInputLabels`.
  open func accessibilityAttributedUserInputLabels() -> [NSAttributedString]? { nil }

  // AppKit/NSAccessibilityProtocols.h: 6. NSAccessibility protocol, macOS
  /// AppKit's `setAccessibilityAttributedUserInputLabels`.
  open func setAccessibilityAttributedUserInputLabels(
    _ accessibilityAttributedUserInputLabels: [NSAttributedString]?
  ) {}

  // AppKit/NSAccessibilityProtocols.h: 6. NSAccessibility protocol, macOS
  /// AppKit's `accessibilityApplicationFocusedUIElement`.
  open func accessibilityApplicationFocusedUIElement() -> Any? { nil }

  // AppKit/NSAccessibilityProtocols.h: 6. NSAccessibility protocol, macOS
  /// AppKit's `setAccessibilityApplicationFocusedUIElement`.
  open func setAccessibilityApplicationFocusedUIElement(
    _ accessibilityApplicationFocusedUIElement: Any?
  ) {}

  // AppKit/NSAccessibilityProtocols.h: 6. NSAccessibility protocol, macOS
  /// AppKit's `accessibilityMainWindow`.
  open func accessibilityMainWindow() -> Any? { nil }

  // AppKit/NSAccessibilityProtocols.h: 6. NSAccessibility protocol, macOS
  /// AppKit's `setAccessibilityMainWindow`.
  open func setAccessibilityMainWindow(_ accessibilityMainWindow: Any?) {}

  // AppKit/NSAccessibilityProtocols.h: 6. NSAccessibility protocol, macOS
  /// AppKit's `isAccessibilityHidden`.
  open func isAccessibilityHidden() -> Bool { false }

  // AppKit/NSAccessibilityProtocols.h: 6. NSAccessibility protocol, macOS
  /// AppKit's `setAccessibilityHidden`.
  open func setAccessibilityHidden(_ accessibilityHidden: Bool) {}

  // AppKit/NSAccessibilityProtocols.h: 6. NSAccessibility protocol, macOS
  /// AppKit's `isAccessibilityFrontmost`.
  open func isAccessibilityFrontmost() -> Bool { false }

  // AppKit/NSAccessibilityProtocols.h: 6. NSAccessibility protocol, macOS
  /// AppKit's `setAccessibilityFrontmost`.
  open func setAccessibilityFrontmost(_ accessibilityFrontmost: Bool) {}

  // AppKit/NSAccessibilityProtocols.h: 6. NSAccessibility protocol, macOS
  /// AppKit's `accessibilityFocusedWindow`.
  open func accessibilityFocusedWindow() -> Any? { nil }

  // AppKit/NSAccessibilityProtocols.h: 6. NSAccessibility protocol, macOS
  /// AppKit's `setAccessibilityFocusedWindow`.
  open func setAccessibilityFocusedWindow(_ accessibilityFocusedWindow: Any?) {}

  // AppKit/NSAccessibilityProtocols.h: 6. NSAccessibility protocol, macOS
  /// AppKit's `accessibilityWindows`.
  open func accessibilityWindows() -> [Any]? { nil }

  // AppKit/NSAccessibilityProtocols.h: 6. NSAccessibility protocol, macOS
  /// AppKit's `setAccessibilityWindows`.
  open func setAccessibilityWindows(_ accessibilityWindows: [Any]?) {}

  // AppKit/NSAccessibilityProtocols.h: 6. NSAccessibility protocol, macOS
  /// AppKit's `accessibilityExtrasMenuBar`.
  open func accessibilityExtrasMenuBar() -> Any? { nil }

  // AppKit/NSAccessibilityProtocols.h: 6. NSAccessibility protocol, macOS
  /// AppKit's `setAccessibilityExtrasMenuBar`.
  open func setAccessibilityExtrasMenuBar(_ accessibilityExtrasMenuBar: Any?) {}

  // AppKit/NSAccessibilityProtocols.h: 6. NSAccessibility protocol, macOS
  /// AppKit's `accessibilityMenuBar`.
  open func accessibilityMenuBar() -> Any? { nil }

  // AppKit/NSAccessibilityProtocols.h: 6. NSAccessibility protocol, macOS
  /// AppKit's `setAccessibilityMenuBar`.
  open func setAccessibilityMenuBar(_ accessibilityMenuBar: Any?) {}

  // AppKit/NSAccessibilityProtocols.h: 6. NSAccessibility protocol, macOS
  /// AppKit's `accessibilityColumnTitles`.
  open func accessibilityColumnTitles() -> [Any]? { nil }

  // AppKit/NSAccessibilityProtocols.h: 6. NSAccessibility protocol, macOS
  /// AppKit's `setAccessibilityColumnTitles`.
  open func setAccessibilityColumnTitles(_ accessibilityColumnTitles: [Any]?) {}

  // AppKit/NSAccessibilityProtocols.h: 6. NSAccessibility protocol, macOS
  /// AppKit's `isAccessibilityOrderedByRow`.
  open func isAccessibilityOrderedByRow() -> Bool { false }

  // AppKit/NSAccessibilityProtocols.h: 6. NSAccessibility protocol, macOS
  /// AppKit's `setAccessibilityOrderedByRow`.
  open func setAccessibilityOrderedByRow(_ accessibilityOrderedByRow: Bool) {}

  // AppKit/NSAccessibilityProtocols.h: 6. NSAccessibility protocol, macOS
  /// AppKit's `accessibilityHorizontalUnitDescription`.
  open func accessibilityHorizontalUnitDescription() -> String? { nil }

  // AppKit/NSAccessibilityProtocols.h: 6. NSAccessibility protocol, macOS
  /// AppKit's `setAccessibilityHorizontalUnitDescription`.
  open func setAccessibilityHorizontalUnitDescription(
    _ accessibilityHorizontalUnitDescription: String?
  ) {}

  // AppKit/NSAccessibilityProtocols.h: 6. NSAccessibility protocol, macOS
  /// AppKit's `accessibilityVerticalUnitDescription`.
  open func accessibilityVerticalUnitDescription() -> String? { nil }

  // AppKit/NSAccessibilityProtocols.h: 6. NSAccessibility protocol, macOS
  /// AppKit's `setAccessibilityVerticalUnitDescription`.
  open func setAccessibilityVerticalUnitDescription(_ accessibilityVerticalUnitDescription: String?)
  {}

  // AppKit/NSAccessibilityProtocols.h: 6. NSAccessibility protocol, macOS
  /// AppKit's `accessibilityHandles`.
  open func accessibilityHandles() -> [Any]? { nil }

  // AppKit/NSAccessibilityProtocols.h: 6. NSAccessibility protocol, macOS
  /// AppKit's `setAccessibilityHandles`.
  open func setAccessibilityHandles(_ accessibilityHandles: [Any]?) {}

  // AppKit/NSAccessibilityProtocols.h: 6. NSAccessibility protocol, macOS
  /// AppKit's `accessibilityWarningValue`.
  open func accessibilityWarningValue() -> Any? { nil }

  // AppKit/NSAccessibilityProtocols.h: 6. NSAccessibility protocol, macOS
  /// AppKit's `setAccessibilityWarningValue`.
  open func setAccessibilityWarningValue(_ accessibilityWarningValue: Any?) {}

  // AppKit/NSAccessibilityProtocols.h: 6. NSAccessibility protocol, macOS
  /// AppKit's `accessibilityCriticalValue`.
  open func accessibilityCriticalValue() -> Any? { nil }

  // AppKit/NSAccessibilityProtocols.h: 6. NSAccessibility protocol, macOS
  /// AppKit's `setAccessibilityCriticalValue`.
  open func setAccessibilityCriticalValue(_ accessibilityCriticalValue: Any?) {}

  // AppKit/NSAccessibilityProtocols.h: 6. NSAccessibility protocol, macOS
  /// AppKit's `isAccessibilityDisclosed`.
  open func isAccessibilityDisclosed() -> Bool { false }

  // AppKit/NSAccessibilityProtocols.h: 6. NSAccessibility protocol, macOS
  /// AppKit's `setAccessibilityDisclosed`.
  open func setAccessibilityDisclosed(_ accessibilityDisclosed: Bool) {}

  // AppKit/NSAccessibilityProtocols.h: 6. NSAccessibility protocol, macOS
  /// AppKit's `accessibilityDisclosedByRow`.
  open func accessibilityDisclosedByRow() -> Any? { nil }

  // AppKit/NSAccessibilityProtocols.h: 6. NSAccessibility protocol, macOS
  /// AppKit's `setAccessibilityDisclosedByRow`.
  open func setAccessibilityDisclosedByRow(_ accessibilityDisclosedByRow: Any?) {}

  // AppKit/NSAccessibilityProtocols.h: 6. NSAccessibility protocol, macOS
  /// AppKit's `accessibilityDisclosedRows`.
  open func accessibilityDisclosedRows() -> Any? { nil }

  // AppKit/NSAccessibilityProtocols.h: 6. NSAccessibility protocol, macOS
  /// AppKit's `setAccessibilityDisclosedRows`.
  open func setAccessibilityDisclosedRows(_ accessibilityDisclosedRows: Any?) {}

  // AppKit/NSAccessibilityProtocols.h: 6. NSAccessibility protocol, macOS
  /// AppKit's `accessibilityDisclosureLevel`.
  open func accessibilityDisclosureLevel() -> Int { 0 }

  // AppKit/NSAccessibilityProtocols.h: 6. NSAccessibility protocol, macOS
  /// AppKit's `setAccessibilityDisclosureLevel`.
  open func setAccessibilityDisclosureLevel(_ accessibilityDisclosureLevel: Int) {}

  // AppKit/NSAccessibilityProtocols.h: 6. NSAccessibility protocol, macOS
  /// AppKit's `accessibilityMarkerUIElements`.
  open func accessibilityMarkerUIElements() -> [Any]? { nil }

  // AppKit/NSAccessibilityProtocols.h: 6. NSAccessibility protocol, macOS
  /// AppKit's `setAccessibilityMarkerUIElements`.
  open func setAccessibilityMarkerUIElements(_ accessibilityMarkerUIElements: [Any]?) {}

  // AppKit/NSAccessibilityProtocols.h: 6. NSAccessibility protocol, macOS
  /// AppKit's `accessibilityMarkerValues`.
  open func accessibilityMarkerValues() -> Any? { nil }

  // AppKit/NSAccessibilityProtocols.h: 6. NSAccessibility protocol, macOS
  /// AppKit's `setAccessibilityMarkerValues`.
  open func setAccessibilityMarkerValues(_ accessibilityMarkerValues: Any?) {}

  // AppKit/NSAccessibilityProtocols.h: 6. NSAccessibility protocol, macOS
  /// AppKit's `accessibilityMarkerGroupUIElement`.
  open func accessibilityMarkerGroupUIElement() -> Any? { nil }

  // AppKit/NSAccessibilityProtocols.h: 6. NSAccessibility protocol, macOS
  /// AppKit's `setAccessibilityMarkerGroupUIElement`.
  open func setAccessibilityMarkerGroupUIElement(_ accessibilityMarkerGroupUIElement: Any?) {}

  // AppKit/NSAccessibilityProtocols.h: 6. NSAccessibility protocol, macOS
  /// AppKit's `accessibilityUnitDescription`.
  open func accessibilityUnitDescription() -> String? { nil }

  // AppKit/NSAccessibilityProtocols.h: 6. NSAccessibility protocol, macOS
  /// AppKit's `setAccessibilityUnitDescription`.
  open func setAccessibilityUnitDescription(_ accessibilityUnitDescription: String?) {}

  // AppKit/NSAccessibilityProtocols.h: 6. NSAccessibility protocol, macOS
  /// AppKit's `accessibilityMarkerTypeDescription`.
  open func accessibilityMarkerTypeDescription() -> String? { nil }

  // AppKit/NSAccessibilityProtocols.h: 6. NSAccessibility protocol, macOS
  /// AppKit's `setAccessibilityMarkerTypeDescription`.
  open func setAccessibilityMarkerTypeDescription(_ accessibilityMarkerTypeDescription: String?) {}

  // AppKit/NSAccessibilityProtocols.h: 6. NSAccessibility protocol, macOS
  /// AppKit's `accessibilityHorizontalScrollBar`.
  open func accessibilityHorizontalScrollBar() -> Any? { nil }

  // AppKit/NSAccessibilityProtocols.h: 6. NSAccessibility protocol, macOS
  /// AppKit's `setAccessibilityHorizontalScrollBar`.
  open func setAccessibilityHorizontalScrollBar(_ accessibilityHorizontalScrollBar: Any?) {}

  // AppKit/NSAccessibilityProtocols.h: 6. NSAccessibility protocol, macOS
  /// AppKit's `accessibilityVerticalScrollBar`.
  open func accessibilityVerticalScrollBar() -> Any? { nil }

  // AppKit/NSAccessibilityProtocols.h: 6. NSAccessibility protocol, macOS
  /// AppKit's `setAccessibilityVerticalScrollBar`.
  open func setAccessibilityVerticalScrollBar(_ accessibilityVerticalScrollBar: Any?) {}

  // AppKit/NSAccessibilityProtocols.h: 6. NSAccessibility protocol, macOS
  /// AppKit's `accessibilityAllowedValues`.
  open func accessibilityAllowedValues() -> [NSNumber]? { nil }

  // AppKit/NSAccessibilityProtocols.h: 6. NSAccessibility protocol, macOS
  /// AppKit's `setAccessibilityAllowedValues`.
  open func setAccessibilityAllowedValues(_ accessibilityAllowedValues: [NSNumber]?) {}

  // AppKit/NSAccessibilityProtocols.h: 6. NSAccessibility protocol, macOS
  /// AppKit's `accessibilityLabelUIElements`.
  open func accessibilityLabelUIElements() -> [Any]? { nil }

  // AppKit/NSAccessibilityProtocols.h: 6. NSAccessibility protocol, macOS
  /// AppKit's `setAccessibilityLabelUIElements`.
  open func setAccessibilityLabelUIElements(_ accessibilityLabelUIElements: [Any]?) {}

  // AppKit/NSAccessibilityProtocols.h: 6. NSAccessibility protocol, macOS
  /// AppKit's `accessibilitySplitters`.
  open func accessibilitySplitters() -> [Any]? { nil }

  // AppKit/NSAccessibilityProtocols.h: 6. NSAccessibility protocol, macOS
  /// AppKit's `setAccessibilitySplitters`.
  open func setAccessibilitySplitters(_ accessibilitySplitters: [Any]?) {}

  // AppKit/NSAccessibilityProtocols.h: 6. NSAccessibility protocol, macOS
  /// AppKit's `accessibilityDecrementButton`.
  open func accessibilityDecrementButton() -> Any? { nil }

  // AppKit/NSAccessibilityProtocols.h: 6. NSAccessibility protocol, macOS
  /// AppKit's `setAccessibilityDecrementButton`.
  open func setAccessibilityDecrementButton(_ accessibilityDecrementButton: Any?) {}

  // AppKit/NSAccessibilityProtocols.h: 6. NSAccessibility protocol, macOS
  /// AppKit's `accessibilityIncrementButton`.
  open func accessibilityIncrementButton() -> Any? { nil }

  // AppKit/NSAccessibilityProtocols.h: 6. NSAccessibility protocol, macOS
  /// AppKit's `setAccessibilityIncrementButton`.
  open func setAccessibilityIncrementButton(_ accessibilityIncrementButton: Any?) {}

  // AppKit/NSAccessibilityProtocols.h: 6. NSAccessibility protocol, macOS
  /// AppKit's `accessibilityTabs`.
  open func accessibilityTabs() -> [Any]? { nil }

  // AppKit/NSAccessibilityProtocols.h: 6. NSAccessibility protocol, macOS
  /// AppKit's `setAccessibilityTabs`.
  open func setAccessibilityTabs(_ accessibilityTabs: [Any]?) {}

  // AppKit/NSAccessibilityProtocols.h: 6. NSAccessibility protocol, macOS
  /// AppKit's `accessibilityHeader`.
  open func accessibilityHeader() -> Any? { nil }

  // AppKit/NSAccessibilityProtocols.h: 6. NSAccessibility protocol, macOS
  /// AppKit's `setAccessibilityHeader`.
  open func setAccessibilityHeader(_ accessibilityHeader: Any?) {}

  // AppKit/NSAccessibilityProtocols.h: 6. NSAccessibility protocol, macOS
  /// AppKit's `accessibilityColumnCount`.
  open func accessibilityColumnCount() -> Int { 0 }

  // AppKit/NSAccessibilityProtocols.h: 6. NSAccessibility protocol, macOS
  /// AppKit's `setAccessibilityColumnCount`.
  open func setAccessibilityColumnCount(_ accessibilityColumnCount: Int) {}

  // AppKit/NSAccessibilityProtocols.h: 6. NSAccessibility protocol, macOS
  /// AppKit's `accessibilityRowCount`.
  open func accessibilityRowCount() -> Int { 0 }

  // AppKit/NSAccessibilityProtocols.h: 6. NSAccessibility protocol, macOS
  /// AppKit's `setAccessibilityRowCount`.
  open func setAccessibilityRowCount(_ accessibilityRowCount: Int) {}

  // AppKit/NSAccessibilityProtocols.h: 6. NSAccessibility protocol, macOS
  /// AppKit's `accessibilityIndex`.
  open func accessibilityIndex() -> Int { 0 }

  // AppKit/NSAccessibilityProtocols.h: 6. NSAccessibility protocol, macOS
  /// AppKit's `setAccessibilityIndex`.
  open func setAccessibilityIndex(_ accessibilityIndex: Int) {}

  // AppKit/NSAccessibilityProtocols.h: 6. NSAccessibility protocol, macOS
  /// AppKit's `accessibilityColumns`.
  open func accessibilityColumns() -> [Any]? { nil }

  // AppKit/NSAccessibilityProtocols.h: 6. NSAccessibility protocol, macOS
  /// AppKit's `setAccessibilityColumns`.
  open func setAccessibilityColumns(_ accessibilityColumns: [Any]?) {}

  // AppKit/NSAccessibilityProtocols.h: 6. NSAccessibility protocol, macOS
  /// AppKit's `accessibilityRows`.
  open func accessibilityRows() -> [Any]? { nil }

  // AppKit/NSAccessibilityProtocols.h: 6. NSAccessibility protocol, macOS
  /// AppKit's `setAccessibilityRows`.
  open func setAccessibilityRows(_ accessibilityRows: [Any]?) {}

  // AppKit/NSAccessibilityProtocols.h: 6. NSAccessibility protocol, macOS
  /// AppKit's `accessibilityVisibleRows`.
  open func accessibilityVisibleRows() -> [Any]? { nil }

  // AppKit/NSAccessibilityProtocols.h: 6. NSAccessibility protocol, macOS
  /// AppKit's `setAccessibilityVisibleRows`.
  open func setAccessibilityVisibleRows(_ accessibilityVisibleRows: [Any]?) {}

  // AppKit/NSAccessibilityProtocols.h: 6. NSAccessibility protocol, macOS
  /// AppKit's `accessibilitySelectedRows`.
  open func accessibilitySelectedRows() -> [Any]? { nil }

  // AppKit/NSAccessibilityProtocols.h: 6. NSAccessibility protocol, macOS
  /// AppKit's `setAccessibilitySelectedRows`.
  open func setAccessibilitySelectedRows(_ accessibilitySelectedRows: [Any]?) {}

  // AppKit/NSAccessibilityProtocols.h: 6. NSAccessibility protocol, macOS
  /// AppKit's `accessibilityVisibleColumns`.
  open func accessibilityVisibleColumns() -> [Any]? { nil }

  // AppKit/NSAccessibilityProtocols.h: 6. NSAccessibility protocol, macOS
  /// AppKit's `setAccessibilityVisibleColumns`.
  open func setAccessibilityVisibleColumns(_ accessibilityVisibleColumns: [Any]?) {}

  // AppKit/NSAccessibilityProtocols.h: 6. NSAccessibility protocol, macOS
  /// AppKit's `accessibilitySelectedColumns`.
  open func accessibilitySelectedColumns() -> [Any]? { nil }

  // AppKit/NSAccessibilityProtocols.h: 6. NSAccessibility protocol, macOS
  /// AppKit's `setAccessibilitySelectedColumns`.
  open func setAccessibilitySelectedColumns(_ accessibilitySelectedColumns: [Any]?) {}

  // AppKit/NSAccessibilityProtocols.h: 6. NSAccessibility protocol, macOS
  /// AppKit's `accessibilityRowHeaderUIElements`.
  open func accessibilityRowHeaderUIElements() -> [Any]? { nil }

  // AppKit/NSAccessibilityProtocols.h: 6. NSAccessibility protocol, macOS
  /// AppKit's `setAccessibilityRowHeaderUIElements`.
  open func setAccessibilityRowHeaderUIElements(_ accessibilityRowHeaderUIElements: [Any]?) {}

  // AppKit/NSAccessibilityProtocols.h: 6. NSAccessibility protocol, macOS
  /// AppKit's `accessibilitySelectedCells`.
  open func accessibilitySelectedCells() -> [Any]? { nil }

  // AppKit/NSAccessibilityProtocols.h: 6. NSAccessibility protocol, macOS
  /// AppKit's `setAccessibilitySelectedCells`.
  open func setAccessibilitySelectedCells(_ accessibilitySelectedCells: [Any]?) {}

  // AppKit/NSAccessibilityProtocols.h: 6. NSAccessibility protocol, macOS
  /// AppKit's `accessibilityVisibleCells`.
  open func accessibilityVisibleCells() -> [Any]? { nil }

  // AppKit/NSAccessibilityProtocols.h: 6. NSAccessibility protocol, macOS
  /// AppKit's `setAccessibilityVisibleCells`.
  open func setAccessibilityVisibleCells(_ accessibilityVisibleCells: [Any]?) {}

  // AppKit/NSAccessibilityProtocols.h: 6. NSAccessibility protocol, macOS
  /// AppKit's `accessibilityColumnHeaderUIElements`.
  open func accessibilityColumnHeaderUIElements() -> [Any]? { nil }

  // AppKit/NSAccessibilityProtocols.h: 6. NSAccessibility protocol, macOS
  /// AppKit's `setAccessibilityColumnHeaderUIElements`.
  open func setAccessibilityColumnHeaderUIElements(_ accessibilityColumnHeaderUIElements: [Any]?) {}

  // AppKit/NSAccessibilityProtocols.h: 6. NSAccessibility protocol, macOS
  /// AppKit's `accessibilityInsertionPointLineNumber`.
  open func accessibilityInsertionPointLineNumber() -> Int { 0 }

  // AppKit/NSAccessibilityProtocols.h: 6. NSAccessibility protocol, macOS
  /// AppKit's `setAccessibilityInsertionPointLineNumber`.
  open func setAccessibilityInsertionPointLineNumber(_ accessibilityInsertionPointLineNumber: Int) {
  }

  // AppKit/NSAccessibilityProtocols.h: 6. NSAccessibility protocol, macOS
  /// AppKit's `accessibilitySharedTextUIElements`.
  open func accessibilitySharedTextUIElements() -> [Any]? { nil }

  // AppKit/NSAccessibilityProtocols.h: 6. NSAccessibility protocol, macOS
  /// AppKit's `setAccessibilitySharedTextUIElements`.
  open func setAccessibilitySharedTextUIElements(_ accessibilitySharedTextUIElements: [Any]?) {}

  // AppKit/NSAccessibilityProtocols.h: 6. NSAccessibility protocol, macOS
  /// AppKit's `accessibilityNumberOfCharacters`.
  open func accessibilityNumberOfCharacters() -> Int { 0 }

  // AppKit/NSAccessibilityProtocols.h: 6. NSAccessibility protocol, macOS
  /// AppKit's `setAccessibilityNumberOfCharacters`.
  open func setAccessibilityNumberOfCharacters(_ accessibilityNumberOfCharacters: Int) {}

  // AppKit/NSAccessibilityProtocols.h: 6. NSAccessibility protocol, macOS
  /// AppKit's `accessibilitySelectedText`.
  open func accessibilitySelectedText() -> String? { nil }

  // AppKit/NSAccessibilityProtocols.h: 6. NSAccessibility protocol, macOS
  /// AppKit's `setAccessibilitySelectedText`.
  open func setAccessibilitySelectedText(_ accessibilitySelectedText: String?) {}

  // AppKit/NSAccessibilityProtocols.h: 6. NSAccessibility protocol, macOS
  /// AppKit's `accessibilitySelectedTextRanges`.
  open func accessibilitySelectedTextRanges() -> [NSValue]? { nil }

  // AppKit/NSAccessibilityProtocols.h: 6. NSAccessibility protocol, macOS
  /// AppKit's `setAccessibilitySelectedTextRanges`.
  open func setAccessibilitySelectedTextRanges(_ accessibilitySelectedTextRanges: [NSValue]?) {}

  // AppKit/NSAccessibilityProtocols.h: 6. NSAccessibility protocol, macOS
  /// AppKit's `accessibilityToolbarButton`.
  open func accessibilityToolbarButton() -> Any? { nil }

  // AppKit/NSAccessibilityProtocols.h: 6. NSAccessibility protocol, macOS
  /// AppKit's `setAccessibilityToolbarButton`.
  open func setAccessibilityToolbarButton(_ accessibilityToolbarButton: Any?) {}

  // AppKit/NSAccessibilityProtocols.h: 6. NSAccessibility protocol, macOS
  /// AppKit's `isAccessibilityModal`.
  open func isAccessibilityModal() -> Bool { false }

  // AppKit/NSAccessibilityProtocols.h: 6. NSAccessibility protocol, macOS
  /// AppKit's `setAccessibilityModal`.
  open func setAccessibilityModal(_ accessibilityModal: Bool) {}

  // AppKit/NSAccessibilityProtocols.h: 6. NSAccessibility protocol, macOS
  /// AppKit's `accessibilityProxy`.
  open func accessibilityProxy() -> Any? { nil }

  // AppKit/NSAccessibilityProtocols.h: 6. NSAccessibility protocol, macOS
  /// AppKit's `setAccessibilityProxy`.
  open func setAccessibilityProxy(_ accessibilityProxy: Any?) {}

  // AppKit/NSAccessibilityProtocols.h: 6. NSAccessibility protocol, macOS
  /// AppKit's `isAccessibilityMain`.
  open func isAccessibilityMain() -> Bool { false }

  // AppKit/NSAccessibilityProtocols.h: 6. NSAccessibility protocol, macOS
  /// AppKit's `setAccessibilityMain`.
  open func setAccessibilityMain(_ accessibilityMain: Bool) {}

  // AppKit/NSAccessibilityProtocols.h: 6. NSAccessibility protocol, macOS
  /// AppKit's `accessibilityFullScreenButton`.
  open func accessibilityFullScreenButton() -> Any? { nil }

  // AppKit/NSAccessibilityProtocols.h: 6. NSAccessibility protocol, macOS
  /// AppKit's `setAccessibilityFullScreenButton`.
  open func setAccessibilityFullScreenButton(_ accessibilityFullScreenButton: Any?) {}

  // AppKit/NSAccessibilityProtocols.h: 6. NSAccessibility protocol, macOS
  /// AppKit's `accessibilityGrowArea`.
  open func accessibilityGrowArea() -> Any? { nil }

  // AppKit/NSAccessibilityProtocols.h: 6. NSAccessibility protocol, macOS
  /// AppKit's `setAccessibilityGrowArea`.
  open func setAccessibilityGrowArea(_ accessibilityGrowArea: Any?) {}

  // AppKit/NSAccessibilityProtocols.h: 6. NSAccessibility protocol, macOS
  /// AppKit's `accessibilityDocument`.
  open func accessibilityDocument() -> String? { nil }

  // AppKit/NSAccessibilityProtocols.h: 6. NSAccessibility protocol, macOS
  /// AppKit's `setAccessibilityDocument`.
  open func setAccessibilityDocument(_ accessibilityDocument: String?) {}

  // AppKit/NSAccessibilityProtocols.h: 6. NSAccessibility protocol, macOS
  /// AppKit's `accessibilityDefaultButton`.
  open func accessibilityDefaultButton() -> Any? { nil }

  // AppKit/NSAccessibilityProtocols.h: 6. NSAccessibility protocol, macOS
  /// AppKit's `setAccessibilityDefaultButton`.
  open func setAccessibilityDefaultButton(_ accessibilityDefaultButton: Any?) {}

  // AppKit/NSAccessibilityProtocols.h: 6. NSAccessibility protocol, macOS
  /// AppKit's `accessibilityCloseButton`.
  open func accessibilityCloseButton() -> Any? { nil }

  // AppKit/NSAccessibilityProtocols.h: 6. NSAccessibility protocol, macOS
  /// AppKit's `setAccessibilityCloseButton`.
  open func setAccessibilityCloseButton(_ accessibilityCloseButton: Any?) {}

  // AppKit/NSAccessibilityProtocols.h: 6. NSAccessibility protocol, macOS
  /// AppKit's `accessibilityZoomButton`.
  open func accessibilityZoomButton() -> Any? { nil }

  // AppKit/NSAccessibilityProtocols.h: 6. NSAccessibility protocol, macOS
  /// AppKit's `setAccessibilityZoomButton`.
  open func setAccessibilityZoomButton(_ accessibilityZoomButton: Any?) {}

  // AppKit/NSAccessibilityProtocols.h: 6. NSAccessibility protocol, macOS
  /// AppKit's `accessibilityMinimizeButton`.
  open func accessibilityMinimizeButton() -> Any? { nil }

  // AppKit/NSAccessibilityProtocols.h: 6. NSAccessibility protocol, macOS
  /// AppKit's `setAccessibilityMinimizeButton`.
  open func setAccessibilityMinimizeButton(_ accessibilityMinimizeButton: Any?) {}

  // AppKit/NSAccessibilityProtocols.h: 6. NSAccessibility protocol, macOS
  /// AppKit's `isAccessibilityMinimized`.
  open func isAccessibilityMinimized() -> Bool { false }

  // AppKit/NSAccessibilityProtocols.h: 6. NSAccessibility protocol, macOS
  /// AppKit's `setAccessibilityMinimized`.
  open func setAccessibilityMinimized(_ accessibilityMinimized: Bool) {}

}

// AppKit/NSAccessibilityConstants.h: typedef NSString * NSAccessibilityRole NS_TYPED_ENUM; (apinotes: NSAccessibility.Role), and NSAccessibilitySubrole likewise
extension NSAccessibility {
  /// What an element is.
  public struct Role: RawRepresentable, Hashable, Sendable {
    /// Its name.
    public let rawValue: String
    /// A role by name.
    public init(rawValue: String) { self.rawValue = rawValue }
  }

  /// What an element is, more narrowly.
  public struct Subrole: RawRepresentable, Hashable, Sendable {
    /// Its name.
    public let rawValue: String
    /// A subrole by name.
    public init(rawValue: String) { self.rawValue = rawValue }
  }
}
// AppKit/NSAccessibilityProtocols.h: @protocol NSAccessibilityElement <NSObject> (NS_SWIFT_NAME: NSAccessibilityElementProtocol)
/// An element assistive technologies see.
@MainActor
public protocol NSAccessibilityElementProtocol: AnyObject {}
#endif
