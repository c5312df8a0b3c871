// Type-check only (scripts/apple-sdk-typecheck.sh): what UIKit's headers in SDKs before Xcode 16
// (iOS 17 and older) lack. Nothing of it reaches the product.

#if canImport(UIKit) && TYPECHECK_SDK_UIKIT_BEFORE_8000
import UIKit

extension UIAccessibility.Notification {
  /// UIAccessibilityConstants.h declares `UIAccessibilityAnnouncementNotification` `const` and
  /// `NS_SWIFT_NONISOLATED` from the iOS 18 SDK; before, it is a mutable global, which Swift 6
  /// refuses to read from the main actor.
  static let announcement = UIAccessibility.Notification(rawValue: 1008)
}
#endif
